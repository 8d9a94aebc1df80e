import { useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { translatedResolver } from '../../../components/form/translatedResolver';
import { useLanguage } from '../../../i18n/useLanguage';
import { formIssueText, type SpecMessages } from './formIssueText';

type Options<Schema extends z.ZodType<FieldValues, FieldValues>, Values extends FieldValues> = {
  /** The contract's schema (or one made from its parts); read once, when the form is made. */
  schema: Schema;
  defaultValues: DefaultValues<Values>;
  /** Field name → translated label, for the shared map's sentences. */
  labels?: Readonly<Record<string, string>>;
  /** The spec's own sentences where they differ from the shared map (see formIssueText). */
  messages?: SpecMessages;
  customTexts?: Readonly<Record<string, string>>;
};

/**
 * A storefront form on a zod schema (spec 4): a field shows its error only after it was left once,
 * then follows every change; a submit attempt checks every field and focuses the first wrong one;
 * `formState.isValid` stays current for the submit button. Messages are in the page's language.
 * `Values` is what the form holds when that is narrower than the schema's input (strings where the
 * contract also takes null).
 */
export function useSchemaForm<
  Schema extends z.ZodType<FieldValues, FieldValues>,
  Values extends FieldValues & z.input<Schema> = z.input<Schema>,
>({
  schema,
  defaultValues,
  labels,
  messages,
  customTexts,
}: Options<Schema, Values>): UseFormReturn<Values, unknown, z.output<Schema>> {
  const language = useLanguage();
  const latest = useRef({ language, labels, messages, customTexts });
  latest.current = { language, labels, messages, customTexts };
  const [resolver] = useState(() =>
    translatedResolver(schema, (issue) => {
      const { language, labels, messages, customTexts } = latest.current;
      const label = labels?.[String(issue.path[0])];
      return formIssueText(issue, { language, label, messages, customTexts });
    }),
  );
  return useForm<Values, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues,
    // The form holds `Values`, a narrower input than the schema takes.
    resolver: resolver as unknown as Resolver<Values, unknown, z.output<Schema>>,
  });
}

import { useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translatedResolver } from '../../../components/form/translatedResolver';
import { issueText } from '../../../components/form/zodIssues';
import { useLanguage } from '../../../i18n/useLanguage';
import { formLabels, labelOf } from './fieldLabels';

type Options<Schema extends z.ZodType<FieldValues, FieldValues>> = {
  /** The contract's schema; read once, when the form is made. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** Field name → translated label for messages; the fields' own labels are used otherwise. */
  labels?: Record<string, string>;
  /** Texts a schema's custom issues name by key (`.refine(check, 'zoneNameRequired')`). */
  customTexts?: Record<string, string>;
};

/**
 * A back-office form on the contract's own schema. Errors show after a field is left or after a
 * submit attempt, in the user's language (components/form/zodIssues), and follow each change after.
 */
export function useAdminForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  labels,
  customTexts,
}: Options<Schema>): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const language = useLanguage();
  const latest = useRef({ language, labels, customTexts });
  latest.current = { language, labels, customTexts };
  const registered = useRef<Map<string, string>>(new Map());
  const [resolver] = useState(() =>
    translatedResolver(schema, (issue) => {
      const { language, labels, customTexts } = latest.current;
      const label = labelOf(issue.path, labels, registered.current);
      return issueText(issue, { label, language, customTexts });
    }),
  );
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
    resolver,
  });
  registered.current = formLabels(form.control);
  return form;
}

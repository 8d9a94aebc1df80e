import type { LanguageCode } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { issueText, type ZodIssueLike } from '../../../components/form/zodIssues';

/** The issues the storefront spec words itself (spec 5): an empty field, too short, not valid. */
type SpecIssue = 'required' | 'tooShort' | 'invalid';

/**
 * Per field name, the spec's own sentence for an issue where it differs from the shared zod-issue
 * map (components/form/zodIssues); `{min}` is filled in with the schema's minimum.
 */
export type SpecMessages = Readonly<Record<string, Readonly<Partial<Record<SpecIssue, string>>>>>;

type FormIssueOptions = {
  language: LanguageCode;
  /** The field's translated label for the shared map's sentences. */
  label?: string;
  messages?: SpecMessages;
  /** Texts a schema's custom issues name by key (`.refine(check, { message: 'passwordsDiffer' })`). */
  customTexts?: Readonly<Record<string, string>>;
};

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function specIssue(issue: ZodIssueLike): SpecIssue | null {
  if (issue.code === 'custom') return null;
  if (isEmpty(issue.input)) return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'invalid_format' || issue.code === 'too_big') return 'invalid';
  return null;
}

/**
 * A storefront form's message for a zod issue: the spec's own sentence when the form gives one,
 * otherwise the shared map's. A field left empty reads as required, whichever check refused it
 * first (the email pattern, a minimum of 2 characters).
 */
export function formIssueText(
  issue: ZodIssueLike & { readonly path: readonly PropertyKey[] },
  { language, label, messages, customTexts }: FormIssueOptions,
): string {
  const kind = specIssue(issue);
  const own = kind ? messages?.[String(issue.path[0])]?.[kind] : undefined;
  if (own !== undefined) return fillText(own, { min: Number(issue.minimum ?? 0) });
  return issueText(kind === 'required' ? { code: 'invalid_type' } : issue, { label, language, customTexts });
}

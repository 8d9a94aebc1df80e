import {
  type CategoryRule,
  categoryRuleKinds,
  categoryRulePreviewQuery,
  categoryRuleRequest,
  fillText,
} from '@grocery/contracts';
import { z } from 'zod';
import type { RulePreviewQuery } from './queries';

/** The dialog's fields: the other kinds' are absent while hidden (ShowWhen). */
const ruleFields = z.object({
  kind: z.enum(categoryRuleKinds),
  words: z.array(z.string()).optional(),
  manufacturer: z.string().optional(),
  codeFrom: z.string().optional(),
  codeTo: z.string().optional(),
  categoryId: z.number().nullable(),
  sortOrder: z.number().nullable(),
});
export type RuleFormValues = z.input<typeof ruleFields>;

/** The chosen kind's fields only, as the contract's request takes them. */
function matchOf(values: RuleFormValues) {
  if (values.kind === 'name_words') return { kind: values.kind, words: values.words ?? [] };
  if (values.kind === 'manufacturer') return { kind: values.kind, manufacturer: values.manufacturer ?? '' };
  return { kind: values.kind, codeFrom: values.codeFrom ?? '', codeTo: values.codeTo ?? '' };
}

/** The form checks the contract's own request, its issues on the fields they name. */
export const ruleFormSchema = ruleFields
  .transform(
    (values) =>
      // No category yet is left out, so the contract says it is required.
      ({
        ...matchOf(values),
        categoryId: values.categoryId ?? undefined,
        sortOrder: values.sortOrder ?? 0,
      }) as z.input<typeof categoryRuleRequest>,
  )
  .pipe(categoryRuleRequest);

export const newRuleValues = (sortOrder: number): RuleFormValues => ({
  kind: 'name_words',
  words: [],
  manufacturer: '',
  codeFrom: '',
  codeTo: '',
  categoryId: null,
  sortOrder,
});

export function ruleFormValues(rule: CategoryRule): RuleFormValues {
  return {
    kind: rule.kind,
    words: rule.words ?? [],
    manufacturer: rule.manufacturer ?? '',
    codeFrom: rule.codeFrom ?? '',
    codeTo: rule.codeTo ?? '',
    categoryId: rule.categoryId,
    sortOrder: rule.sortOrder,
  };
}

/** The preview's query for the rule as typed, or null while it is not a rule yet. */
export function previewQueryOf(values: RuleFormValues): RulePreviewQuery | null {
  const match = matchOf(values);
  const query = match.kind === 'name_words' ? { ...match, words: match.words.join(',') } : match;
  return categoryRulePreviewQuery.safeParse(query).success ? (query as RulePreviewQuery) : null;
}

type MatchTexts = Record<'anyWord' | 'madeBy' | 'codesBetween', string>;

/** What a rule matches, in a line of the list. */
export function matchText(texts: MatchTexts, rule: CategoryRule): string {
  if (rule.kind === 'name_words') return fillText(texts.anyWord, { words: (rule.words ?? []).join(', ') });
  if (rule.kind === 'manufacturer') return fillText(texts.madeBy, { manufacturer: rule.manufacturer ?? '' });
  return fillText(texts.codesBetween, { from: rule.codeFrom ?? '', to: rule.codeTo ?? '' });
}

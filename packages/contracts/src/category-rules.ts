import { z } from 'zod';
import { idParam } from './catalogue';
import { positiveId } from './catalogue-admin-fields';
import { ok } from './envelope';
import { text } from './text';

/** Category rules for imported products (decision 0066): where the products a price file brings go. */

export const categoryRuleKinds = ['name_words', 'manufacturer', 'code_range'] as const;
export type CategoryRuleKind = (typeof categoryRuleKinds)[number];

/** Punctuation and spaces of ASCII: they separate words, so a word of only them matches nothing. */
const separatorsOnly = /^[\s!-/:-@[-`{-~]*$/;
export const maxRuleWords = 50;
export const maxRuleCodeDigits = 20;

const ruleWord = text()
  .min(1, 'required')
  .max(100)
  .refine((word) => !separatorsOnly.test(word), 'wordNeedsLetter');
const ruleCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,${maxRuleCodeDigits}}$`), 'digits only');
/** Codes compare as numbers: "0123" is 123. */
const codesInOrder = (range: unknown) => {
  const { codeFrom, codeTo } = range as { codeFrom: string; codeTo: string };
  // Codes that are not digits have their own issue.
  return !/^\d+$/.test(codeFrom + codeTo) || BigInt(codeFrom) <= BigInt(codeTo);
};

const matchOf = {
  name_words: { words: z.array(ruleWord).min(1, 'required').max(maxRuleWords) },
  manufacturer: { manufacturer: text().min(1, 'required').max(200) },
  code_range: { codeFrom: ruleCode, codeTo: ruleCode },
};
const rangeInOrder = { message: 'codesReversed', path: ['codeTo'] };

/** What a rule matches, one of three kinds. */
const matchFields = <T extends z.ZodRawShape>(shared: T) =>
  z.discriminatedUnion('kind', [
    z.strictObject({ ...shared, kind: z.literal('name_words'), ...matchOf.name_words }),
    z.strictObject({ ...shared, kind: z.literal('manufacturer'), ...matchOf.manufacturer }),
    z
      .strictObject({ ...shared, kind: z.literal('code_range'), ...matchOf.code_range })
      .refine(codesInOrder, rangeInOrder),
  ]);

export const categoryRuleRequest = matchFields({
  categoryId: positiveId,
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});
export type CategoryRuleRequest = z.output<typeof categoryRuleRequest>;

/** The preview's query: the rule as typed, its words comma separated (as the tags input splits them). */
export const categoryRulePreviewQuery = z.preprocess((query) => {
  if (typeof query !== 'object' || query === null || !('words' in query)) return query;
  const { words } = query as { words: unknown };
  return { ...query, words: typeof words === 'string' ? words.split(',') : words };
}, matchFields({}));

export const categoryRuleSchema = z.object({
  ruleId: z.number().int(),
  categoryId: z.number().int(),
  kind: z.enum(categoryRuleKinds),
  words: z.array(z.string()).nullable(),
  manufacturer: z.string().nullable(),
  codeFrom: z.string().nullable(),
  codeTo: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Products the rule placed in its category now. */
  products: z.number().int(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type CategoryRule = z.infer<typeof categoryRuleSchema>;

export const categoryRulesResponse = ok({
  /** In the order they are tried: sort order, then id. */
  rules: z.array(categoryRuleSchema),
  /** POS products in no category at all (the storefront does not show them). */
  uncategorised: z.number().int(),
});
export const categoryRuleParams = z.strictObject({ ruleId: idParam });

/** UNKNOWN_CATEGORY names its field; a save answers the rule with the products it holds once applied. */
export const categoryRuleSaveResponse = z.discriminatedUnion('reject', [
  ok({ rule: categoryRuleSchema }),
  z.object({
    reject: z.literal(true),
    reason: z.literal('UNKNOWN_CATEGORY'),
    field: z.literal('categoryId'),
    message: z.string().optional(),
  }),
]);
export const deleteCategoryRuleResponse = ok({
  /** Products the rule had placed, taken out of its category. */
  unlinked: z.number().int(),
});

export const categoryRulePreviewSize = 10;
export const categoryRulePreviewResponse = ok({
  /** POS products not categorised by hand that the rule as typed matches. */
  matches: z.number().int(),
  /** Up to `categoryRulePreviewSize` of them by name: base names. */
  samples: z.array(z.object({ productId: z.number().int(), productName: z.string() })),
});

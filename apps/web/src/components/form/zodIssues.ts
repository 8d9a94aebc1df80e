import type { FieldRule, LanguageCode } from '@grocery/contracts';
import { countText, fillText } from '@grocery/contracts';
import { resolveTexts } from '../../i18n/dictionary';
import { type ZodIssueTextKey, zodIssueTexts } from './zodIssueTexts';

/**
 * The parts of a zod v4 issue the texts read: a final issue (from `safeParse`) or the raw one an
 * error map receives. Only `code` is always there.
 */
export type ZodIssueLike = {
  readonly code?: string;
  readonly input?: unknown;
  readonly message?: string;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly format?: string;
  readonly divisor?: number;
};

type IssueTextOptions = {
  /** The field's translated label; 'This field' in the language when absent. */
  label?: string;
  language: LanguageCode;
  /** Texts a schema names by key in its own messages (`.refine(check, 'zoneNameRequired')`). */
  customTexts?: Readonly<Record<string, string>>;
};

type Picked = { key: ZodIssueTextKey; count?: number; values?: Record<string, string | number> };

const counted = new Set<ZodIssueTextKey>([
  'tooShort',
  'tooLong',
  'exactLength',
  'tooFewChosen',
  'tooManyChosen',
]);

function isMissing(issue: ZodIssueLike): boolean {
  return !('input' in issue) || issue.input === undefined || issue.input === null || issue.input === '';
}

/** A date bound as the form writes dates (YYYY-MM-DD, UTC); zod gives it in milliseconds. */
function dateText(bound: number | bigint): string {
  return new Date(Number(bound)).toISOString().slice(0, 10);
}

function tooSmall({ origin, minimum = 0, inclusive = true, exact }: ZodIssueLike): Picked {
  const min = Number(minimum);
  if (origin === 'string') {
    if (min <= 1 && !exact) return { key: 'required' };
    return { key: exact ? 'exactLength' : 'tooShort', count: min };
  }
  if (origin === 'array' || origin === 'set')
    return { key: 'tooFewChosen', count: inclusive ? min : min + 1 };
  if (origin === 'date') return { key: 'notBefore', values: { min: dateText(minimum) } };
  return { key: inclusive ? 'atLeast' : 'moreThan', values: { min } };
}

function tooBig({ origin, maximum = 0, inclusive = true, exact }: ZodIssueLike): Picked {
  const max = Number(maximum);
  if (origin === 'string') return { key: exact ? 'exactLength' : 'tooLong', count: max };
  if (origin === 'array' || origin === 'set')
    return { key: 'tooManyChosen', count: inclusive ? max : max - 1 };
  if (origin === 'date') return { key: 'notAfter', values: { max: dateText(maximum) } };
  return { key: inclusive ? 'atMost' : 'lessThan', values: { max } };
}

function invalidFormat({ format }: ZodIssueLike): Picked {
  if (format === 'email') return { key: 'invalidEmail' };
  if (format === 'date' || format === 'datetime') return { key: 'invalidDate' };
  return { key: 'invalidPattern' };
}

function pick(issue: ZodIssueLike): Picked {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return { key: 'required' };
      return { key: issue.expected === 'number' || issue.expected === 'int' ? 'notANumber' : 'invalid' };
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return { key: 'chooseOption' };
    case 'not_multiple_of':
      return { key: 'notMultipleOf', values: { step: issue.divisor ?? '' } };
    default:
      return { key: 'invalid' };
  }
}

/** A custom issue may name one of the common texts ('required'), but not a count text. */
function commonText(texts: Record<ZodIssueTextKey, string>, key: string): string | undefined {
  return key in texts && !counted.has(key as ZodIssueTextKey) ? texts[key as ZodIssueTextKey] : undefined;
}

/** The contracts' rules across fields (`fieldRules`), as their texts. */
const fieldRuleKeys: Record<FieldRule, ZodIssueTextKey> = {
  WHOLE_NUMBER_FOR_UNIT_GOODS: 'wholeNumberForUnitGoods',
  PROMOTION_ABOVE_ONLINE_PRICE: 'promotionAboveOnlinePrice',
  EAN13_CHECK_DIGIT: 'ean13CheckDigit',
};

const isFieldRule = (message: string): message is FieldRule => Object.hasOwn(fieldRuleKeys, message);

/**
 * A rule code of the contracts' `fieldRules` (a zod issue's message, or a RULE rejection's
 * `message`) as a sentence with the field's label; undefined for anything else.
 */
export function fieldRuleText(
  rule: string | undefined,
  { label, language }: Omit<IssueTextOptions, 'customTexts'>,
): string | undefined {
  if (!rule || !isFieldRule(rule)) return undefined;
  const texts = resolveTexts(zodIssueTexts, language);
  return fillText(texts[fieldRuleKeys[rule]], { label: label ?? texts.thisField });
}

/**
 * A zod issue as a sentence in the user's language with the field's label. The schema's own English
 * messages are for the API and are not shown, except that a custom issue whose message is a key of
 * `customTexts` (or of the common texts, such as 'required') shows that text.
 */
export function issueText(issue: ZodIssueLike, { label, language, customTexts }: IssueTextOptions): string {
  const texts = resolveTexts(zodIssueTexts, language);
  const values = { label: label ?? texts.thisField };
  const picked = pick(issue);
  if (issue.code === 'custom' && issue.message) {
    const rule = fieldRuleText(issue.message, { label, language });
    if (rule !== undefined) return rule;
    const custom = customTexts?.[issue.message] ?? commonText(texts, issue.message);
    if (custom !== undefined) return fillText(custom, values);
  }
  const text = texts[picked.key];
  const all = { ...values, ...picked.values };
  return counted.has(picked.key) ? countText(language, text, picked.count ?? 0, all) : fillText(text, all);
}

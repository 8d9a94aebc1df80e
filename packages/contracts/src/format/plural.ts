import type { LanguageCode } from '../languages';
import { kept } from './kept';
import { formatCount } from './numbers';

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * Count texts follow the language's plural rules (Intl.PluralRules). A plural text lists one form
 * per plural category, `category: text`, separated by `|`:
 *   en 'one: {count} item | other: {count} items'
 *   he 'one: פריט אחד | two: שני פריטים | other: {count} פריטים'
 *   th 'other: {count} รายการ'
 * 'other' is always there; a category a text leaves out falls back to it.
 */
const formPattern = /^\s*(zero|one|two|few|many|other)\s*:\s*(.*?)\s*$/s;

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The forms of a plural text, or null when the text is not one. */
export function pluralForms(text: string): PluralForms | null {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const part of text.split('|')) {
    const match = formPattern.exec(part);
    if (!match) return null;
    forms[match[1] as Intl.LDMLPluralRule] = match[2];
  }
  return typeof forms.other === 'string' ? (forms as PluralForms) : null;
}

const rules = new Map<string, Intl.PluralRules>();
const pluralRules = (language: LanguageCode) => kept(rules, language, () => new Intl.PluralRules(language));

/** The plural categories the language uses ('one', 'two', 'other' in Hebrew; 'other' in Thai). */
export function pluralCategories(language: LanguageCode): readonly Intl.LDMLPluralRule[] {
  return pluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * A count text in the language's form for `count`, with `{count}` and any other placeholders
 * filled: countText('en', texts.lineCount, 1) → '1 item', 12635 → '12,635 items' (grouped as the
 * language writes numbers; a `count` in `values` is used as given). A text that is not plural is only filled.
 */
export function countText(
  language: LanguageCode,
  text: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const forms = pluralForms(text);
  const form = forms ? (forms[pluralRules(language).select(count)] ?? forms.other) : text;
  return fillText(form, { count: formatCount(language, count), ...values });
}

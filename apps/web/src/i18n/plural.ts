import type { LanguageCode } from '@grocery/contracts';
import { fillText } from './dictionary';

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

const rules = new Map<LanguageCode, Intl.PluralRules>();

function pluralRules(language: LanguageCode): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

/** The plural categories the language uses ('one', 'two', 'other' in Hebrew; 'other' in Thai). */
export function pluralCategories(language: LanguageCode): readonly Intl.LDMLPluralRule[] {
  return pluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * A count text in the language's form for `count`, with `{count}` and any other placeholders
 * filled: countText('en', texts.lineCount, 1) → '1 item'. A text that is not plural is only filled.
 */
export function countText(
  language: LanguageCode,
  text: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const forms = pluralForms(text);
  const form = forms ? (forms[pluralRules(language).select(count)] ?? forms.other) : text;
  return fillText(form, { ...values, count });
}

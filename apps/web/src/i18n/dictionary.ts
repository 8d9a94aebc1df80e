import type { LanguageCode } from '@grocery/contracts';

/** One text per key; English is the key source. */
export type TextSet = Record<string, string>;

/** A page's or feature's dictionary: the same keys in every language (TypeScript checks it). */
export type Dictionary<E extends TextSet = TextSet> = {
  en: E;
  he: { [K in keyof E]: string };
  th: { [K in keyof E]: string };
};

/** Declares a dictionary; the English object gives the keys the other languages must have. */
export function defineTexts<const E extends TextSet>(dictionary: Dictionary<E>): Dictionary<E> {
  return dictionary;
}

/** The texts of one language; a key missing or empty in that language falls back to English. */
export function resolveTexts<E extends TextSet>(
  dictionary: Dictionary<E>,
  language: LanguageCode,
): { [K in keyof E]: string } {
  if (language === 'en') return dictionary.en;
  const chosen: Partial<Record<keyof E, string>> = dictionary[language];
  const result = {} as { [K in keyof E]: string };
  for (const key of Object.keys(dictionary.en) as (keyof E)[]) {
    const value = chosen[key];
    result[key] = typeof value === 'string' && value.length > 0 ? value : dictionary.en[key];
  }
  return result;
}

/** No zod here: the web's first load needs this module, and zod must stay out of it. */
export const languageCodes = ['en', 'he', 'th'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** The spec's rule: texts fall back to Hebrew when the URL carries no language code. */
export const fallbackLanguage: LanguageCode = 'he';

export const languages: Record<LanguageCode, { nativeName: string; dir: 'ltr' | 'rtl' }> = {
  en: { nativeName: 'English', dir: 'ltr' },
  he: { nativeName: 'עברית', dir: 'rtl' },
  th: { nativeName: 'ไทย', dir: 'ltr' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

import { type LanguageCode, languageCodes, pluralCategories, pluralForms } from '@grocery/contracts';
import type { Dictionary } from './dictionary';

const latin = /[A-Za-z]/;
const hebrew = /[\u0590-\u05FF]/;
const thai = /[\u0E00-\u0E7F]/;
const script = { he: hebrew, th: thai } as const;

function placeholders(text: string): string {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join(',');
}

/** A text with `{count}` is a count text: plural forms (see plural.ts), only of the language's categories. */
function pluralProblems(id: string, language: LanguageCode, text: string): string[] {
  const forms = pluralForms(text);
  if (!forms)
    return text.includes('{count}') ? [`${id}: count text without plural forms in ${language}`] : [];
  const known: readonly string[] = pluralCategories(language);
  return Object.keys(forms)
    .filter((category) => !known.includes(category))
    .map((category) => `${id}: ${language} has no plural category '${category}'`);
}

/**
 * Problems of one dictionary: keys missing, extra or empty in a language; Hebrew or Thai texts that
 * copy the English (or contain no letter of their script) where the English has Latin letters;
 * placeholders that differ; count texts without plural forms. `exceptions` lists keys allowed to stay as in English (brand names).
 */
export function checkDictionary(
  name: string,
  dictionary: Dictionary,
  exceptions: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const keys = Object.keys(dictionary.en);
  for (const language of languageCodes) {
    const texts = dictionary[language] as Record<string, unknown>;
    for (const extra of Object.keys(texts).filter((key) => !keys.includes(key))) {
      problems.push(`${name}.${extra}: extra key in ${language}`);
    }
    for (const key of keys) {
      const value = texts[key];
      const id = `${name}.${key}`;
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${id}: missing or empty in ${language}`);
        continue;
      }
      problems.push(...pluralProblems(id, language, value));
      if (language === 'en') continue;
      const english = dictionary.en[key] as string;
      if (placeholders(value) !== placeholders(english))
        problems.push(`${id}: placeholders differ in ${language}`);
      if (exceptions.has(id) || !latin.test(english)) continue;
      if (value === english) problems.push(`${id}: ${language} copies the English text`);
      else if (!script[language].test(value))
        problems.push(`${id}: ${language} text has no ${language} letters`);
    }
  }
  return problems;
}

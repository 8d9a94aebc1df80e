import { languageCodes } from '@grocery/contracts';
import type { Dictionary } from './dictionary';

const latin = /[A-Za-z]/;
const hebrew = /[\u0590-\u05FF]/;
const thai = /[\u0E00-\u0E7F]/;
const script = { he: hebrew, th: thai } as const;

function placeholders(text: string): string {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * Problems of one dictionary: keys missing, extra or empty in a language; Hebrew or Thai texts that
 * copy the English (or contain no letter of their script) where the English has Latin letters;
 * placeholders that differ. `exceptions` lists keys allowed to stay as in English (brand names).
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

import { describe, expect, it } from 'vitest';
import { keepOneLanguage } from './oneLanguage';

const source = `import { defineTexts } from '../i18n/dictionary';
export const titles = defineTexts({
  en: { home: 'Home', cart: 'My cart' },
  he: { home: 'בית', cart: 'העגלה שלי' },
  'th': { home: 'หน้าแรก', cart: 'ตะกร้าของฉัน' },
});
export const other = defineTexts({ en: { a: 'A' }, he: { a: 'א' }, th: { a: 'ก' } });
`;

/** Runs the rewritten module with a stand-in defineTexts and returns its dictionaries. */
function evaluate(code: string): Record<string, Record<string, Record<string, string>>> {
  const body = code.replace(/^import .*$/m, '').replaceAll('export const ', 'exports.');
  const exports = {};
  new Function('exports', 'defineTexts', body)(exports, (dictionary: unknown) => dictionary);
  return exports;
}

describe('keepOneLanguage', () => {
  it("leaves only the build's language, shared by every key", () => {
    const code = keepOneLanguage(source, 'he') ?? '';
    expect(code).not.toContain('Home');
    expect(code).not.toContain('หน้าแรก');
    const { titles, other } = evaluate(code);
    expect(titles?.en).toEqual({ home: 'בית', cart: 'העגלה שלי' });
    expect(titles?.th).toBe(titles?.en);
    expect(titles?.he).toBe(titles?.en);
    expect(other?.en).toEqual({ a: 'א' });
  });

  it('keeps English in the English build', () => {
    const { titles } = evaluate(keepOneLanguage(source, 'en') ?? '');
    expect(titles?.he).toEqual({ home: 'Home', cart: 'My cart' });
  });

  it('leaves a module without texts alone and refuses a dictionary without the language', () => {
    expect(keepOneLanguage('export const a = 1;', 'he')).toBeNull();
    expect(() => keepOneLanguage("defineTexts({ en: { a: 'A' } });", 'th')).toThrow(/"th"/);
  });
});

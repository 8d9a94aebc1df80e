import { describe, expect, it } from 'vitest';
import { checkDictionary } from '../i18n/checkDictionary';
import { dictionaries, untranslatedExceptions } from './dictionaries';

/**
 * Every source module, as text and as a module to load, so the test finds each dictionary by what it
 * is (a `defineTexts(` call), whatever its file is called.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob<Record<string, unknown>>([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../**/*.d.ts',
]);
/** How many dictionaries a source defines. */
const definitions = (source: string) => source.match(/=\s*defineTexts\(/g)?.length ?? 0;

function isDictionary(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'en' in value && 'he' in value && 'th' in value;
}

describe('dictionaries', () => {
  it.each(Object.entries(dictionaries))(
    '%s is complete and translated in en, he and th',
    (name, dictionary) => {
      expect(checkDictionary(name, dictionary, untranslatedExceptions)).toEqual([]);
    },
  );

  it('registers every dictionary of the app, whatever its file is called', async () => {
    const registered = new Set<unknown>(Object.values(dictionaries));
    const files = Object.entries(sources).filter(([, source]) => definitions(source) > 0);
    expect(files.length).toBeGreaterThan(10);
    for (const [file, source] of files) {
      const exports = await modules[file]?.();
      const found = Object.entries(exports ?? {}).filter(([, value]) => isDictionary(value));
      expect(found.length, `${file} exports each dictionary it defines`).toBe(definitions(source));
      for (const [exportName, value] of found) {
        expect(registered.has(value), `${file}: ${exportName} is registered in app/dictionaries.ts`).toBe(
          true,
        );
      }
    }
  });

  it('lists only exceptions that exist', () => {
    for (const id of untranslatedExceptions) {
      const [name = '', key = ''] = id.split('.');
      expect(dictionaries[name]?.en[key], id).toBeDefined();
    }
  });
});

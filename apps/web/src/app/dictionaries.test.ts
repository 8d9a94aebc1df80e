import { describe, expect, it } from 'vitest';
import { checkDictionary } from '../i18n/checkDictionary';
import { dictionaries, untranslatedExceptions } from './dictionaries';

/** Every texts.ts module of the app, found by file name. */
const textsModules = import.meta.glob<Record<string, unknown>>('../**/texts.ts', { eager: true });

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

  it('registers every dictionary exported by a texts.ts file', () => {
    const registered = new Set<unknown>(Object.values(dictionaries));
    const files = Object.entries(textsModules);
    expect(files.length).toBeGreaterThan(10);
    for (const [file, exports] of files) {
      const found = Object.entries(exports).filter(([, value]) => isDictionary(value));
      expect(found.length, `${file} exports a dictionary`).toBeGreaterThan(0);
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

import { describe, expect, it } from 'vitest';
import { checkDictionary } from './checkDictionary';
import type { Dictionary } from './dictionary';

describe('checkDictionary', () => {
  it('accepts a complete, translated dictionary', () => {
    const good: Dictionary = {
      en: { title: 'Hello {name}', code: '404' },
      he: { title: 'שלום {name}', code: '404' },
      th: { title: 'สวัสดี {name}', code: '404' },
    };
    expect(checkDictionary('good', good)).toEqual([]);
  });

  it('reports missing, empty, extra, copied and untranslated texts and placeholder mismatches', () => {
    const bad = {
      en: { a: 'Apple', b: 'Bread', c: 'Cart {count}', d: 'Dairy' },
      he: { a: 'Apple', b: '', c: 'עגלה', d: 'Dairy products', z: 'extra' },
      th: { a: 'แอปเปิล', c: 'ตะกร้า {count}', d: 'นม' },
    } as unknown as Dictionary;
    expect(checkDictionary('bad', bad).sort()).toEqual(
      [
        'bad.a: he copies the English text',
        'bad.b: missing or empty in he',
        'bad.b: missing or empty in th',
        'bad.c: placeholders differ in he',
        'bad.d: he text has no he letters',
        'bad.z: extra key in he',
      ].sort(),
    );
  });

  it('allows listed exceptions such as brand names', () => {
    const brand: Dictionary = {
      en: { name: 'FreshCart' },
      he: { name: 'FreshCart' },
      th: { name: 'FreshCart' },
    };
    expect(checkDictionary('brand', brand)).toHaveLength(2);
    expect(checkDictionary('brand', brand, new Set(['brand.name']))).toEqual([]);
  });
});

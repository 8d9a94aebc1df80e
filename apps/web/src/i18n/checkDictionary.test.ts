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
      en: { a: 'Apple', b: 'Bread', c: 'Cart {name}', d: 'Dairy' },
      he: { a: 'Apple', b: '', c: 'עגלה', d: 'Dairy products', z: 'extra' },
      th: { a: 'แอปเปิล', c: 'ตะกร้า {name}', d: 'นม' },
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

  it('wants count texts in plural forms of the language', () => {
    const counts: Dictionary = {
      en: {
        good: 'one: {count} item | other: {count} items',
        flat: '{count} items',
        wrong: 'one: 1 | other: {count}',
      },
      he: {
        good: 'one: פריט אחד | two: שני פריטים | other: {count} פריטים',
        flat: '{count} פריטים',
        wrong: 'few: {count} ב | other: {count} ב',
      },
      th: {
        good: 'other: {count} รายการ',
        flat: 'other: {count} รายการ',
        wrong: 'one: 1 ก | other: {count} ก',
      },
    };
    expect(checkDictionary('counts', counts).sort()).toEqual(
      [
        'counts.flat: count text without plural forms in en',
        'counts.flat: count text without plural forms in he',
        "counts.wrong: he has no plural category 'few'",
        "counts.wrong: th has no plural category 'one'",
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

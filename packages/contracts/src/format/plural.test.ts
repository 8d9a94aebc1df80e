import { describe, expect, it } from 'vitest';
import { countText, pluralCategories, pluralForms } from '.';

const en = 'one: {count} item | other: {count} items';
const he = 'one: פריט אחד | two: שני פריטים | other: {count} פריטים';
const th = 'other: {count} รายการ';

describe('plural count texts', () => {
  it('picks the English form: one for 1, other for 0 and many', () => {
    expect(countText('en', en, 1)).toBe('1 item');
    expect(countText('en', en, 0)).toBe('0 items');
    expect(countText('en', en, 2)).toBe('2 items');
    expect(countText('en', en, 21)).toBe('21 items');
  });
  it('picks the Hebrew form: one, two and other', () => {
    expect(countText('he', he, 1)).toBe('פריט אחד');
    expect(countText('he', he, 2)).toBe('שני פריטים');
    expect(countText('he', he, 3)).toBe('3 פריטים');
    expect(countText('he', he, 20)).toBe('20 פריטים');
  });
  it('has one Thai form', () => {
    expect(countText('th', th, 1)).toBe('1 รายการ');
    expect(countText('th', th, 5)).toBe('5 รายการ');
    expect(pluralCategories('th')).toEqual(['other']);
  });
  it('falls back to other for a category a text leaves out, and fills other placeholders', () => {
    expect(
      countText('he', 'one: {count} מוצר ב{name} | other: {count} מוצרים ב{name}', 2, { name: 'X' }),
    ).toBe('2 מוצרים בX');
  });
  it('reads only texts made of forms with an other', () => {
    expect(pluralForms(en)).toEqual({ one: '{count} item', other: '{count} items' });
    expect(pluralForms('{count} items')).toBeNull();
    expect(pluralForms('one: an item')).toBeNull();
    expect(countText('en', 'Order {count}', 1)).toBe('Order 1');
  });
});

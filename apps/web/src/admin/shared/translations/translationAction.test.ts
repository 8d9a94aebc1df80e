import { describe, expect, it } from 'vitest';
import { translationAction, translationDefaults } from './translationAction';

const fields = ['productName', 'shortDesc'];
const loaded = { productName: 'חלב', shortDesc: null };

describe('translationAction', () => {
  it('does nothing when a loaded translation is unchanged (spaces around do not count)', () => {
    expect(translationAction(loaded, true, { productName: ' חלב ', shortDesc: '' }, fields)).toBeNull();
  });

  it('saves a changed translation, an optional field filled in included', () => {
    expect(translationAction(loaded, true, { productName: 'חלב 3%', shortDesc: '' }, fields)).toBe('save');
    expect(translationAction(loaded, true, { productName: 'חלב', shortDesc: 'טרי' }, fields)).toBe('save');
  });

  it('saves when the toggle is turned on for a language without one', () => {
    expect(translationAction(null, true, { productName: '', shortDesc: '' }, fields)).toBe('save');
  });

  it('deletes when the toggle is off and a translation exists, whatever was typed', () => {
    expect(translationAction(loaded, false, { productName: 'חלב', shortDesc: '' }, fields)).toBe('delete');
  });

  it('does nothing when the toggle is off and there is none, even with text typed', () => {
    expect(translationAction(null, false, { productName: 'Milk', shortDesc: '' }, fields)).toBeNull();
  });
});

describe('translationDefaults', () => {
  it('starts from the loaded texts with the toggle on, or empty with it off', () => {
    expect(translationDefaults(loaded, fields)).toEqual({
      allowed: true,
      values: { productName: 'חלב', shortDesc: '' },
    });
    expect(translationDefaults(null, fields)).toEqual({
      allowed: false,
      values: { productName: '', shortDesc: '' },
    });
  });
});

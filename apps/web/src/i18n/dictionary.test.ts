import { fillText } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { type Dictionary, resolveTexts } from './dictionary';

const dictionary = {
  en: { hello: 'Hello', bye: 'Goodbye' },
  he: { hello: 'שלום', bye: '' },
  th: { hello: 'สวัสดี' },
} as unknown as Dictionary<{ hello: string; bye: string }>;

describe('resolveTexts', () => {
  it('returns the language texts', () => {
    expect(resolveTexts(dictionary, 'he').hello).toBe('שלום');
    expect(resolveTexts(dictionary, 'th').hello).toBe('สวัสดี');
  });

  it('falls back to English for a key that is missing or empty', () => {
    expect(resolveTexts(dictionary, 'he').bye).toBe('Goodbye');
    expect(resolveTexts(dictionary, 'th').bye).toBe('Goodbye');
  });
});

describe('fillText', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillText('{count} unread of {total}', { count: 3 })).toBe('3 unread of {total}');
  });
});

import { describe, expect, test } from 'vitest';
import { formatCount, formatEta } from '.';

describe('formatEta', () => {
  test('English: seconds, minutes and seconds, hours and minutes', () => {
    expect(formatEta('en', 45)).toBe('45 seconds');
    expect(formatEta('en', 1)).toBe('1 second');
    expect(formatEta('en', 125)).toBe('2 minutes 5 seconds');
    expect(formatEta('en', 120)).toBe('2 minutes');
    expect(formatEta('en', 4825)).toBe('1 hour 20 minutes');
    expect(formatEta('en', 0)).toBe('0 seconds');
    expect(formatEta('en', -3)).toBe('0 seconds');
  });

  test('Hebrew and Thai units', () => {
    expect(formatEta('he', 125)).toContain('5 שניות');
    expect(formatEta('he', 600)).toBe('10 דקות');
    expect(formatEta('th', 125)).toBe('2 นาที 5 วินาที');
  });
});

test('formatCount groups thousands; speed keeps one decimal', () => {
  expect(formatCount('en', 12345)).toBe('12,345');
  expect(formatCount('th', 1234.56, 1)).toBe('1,234.6');
});

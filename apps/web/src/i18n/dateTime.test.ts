import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from './dateTime';

describe('formatDateTimeIn', () => {
  // 18:05 UTC is 20:05 in Jerusalem in winter.
  const winter = '2025-01-15T18:05:00Z';

  it('uses the page language locale, Asia/Jerusalem and 24-hour 2-digit fields', () => {
    expect(formatDateTimeIn('en', winter)).toBe('15/01/2025, 20:05');
    expect(formatDateTimeIn('he', winter)).toBe('15.01.2025, 20:05');
    expect(formatDateTimeIn('th', winter)).toBe('15/01/2568 20:05');
  });

  it('follows summer time and reads numeric seconds', () => {
    expect(formatDateTimeIn('he', '2025-07-03T21:30:00Z')).toBe('04.07.2025, 00:30');
    expect(formatDateTimeIn('en', Date.UTC(2025, 0, 15, 18, 5) / 1000)).toBe('15/01/2025, 20:05');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatDateTimeIn('en', null)).toBe('');
    expect(formatDateTimeIn('en', 'soon')).toBe('');
  });
});

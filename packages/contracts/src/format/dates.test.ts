import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, formatDayIn, formatDayMonthIn } from '.';

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

describe('formatDayIn', () => {
  it('names the weekday and the day in the page language, short or long', () => {
    expect(formatDayIn('en', '2025-11-25')).toBe('Tue 25 Nov');
    expect(formatDayIn('en', '2025-11-25', 'long')).toBe('Tuesday 25 November');
    expect(formatDayIn('he', '2025-11-25')).toBe('יום ג׳, 25 בנוב׳');
    expect(formatDayIn('he', '2025-11-25', 'long')).toBe('יום שלישי, 25 בנובמבר');
    expect(formatDayIn('th', '2025-11-25')).toBe('อังคาร 25 พ.ย.');
  });

  it('keeps the calendar day whatever the time zone (summer-time change days included)', () => {
    expect(formatDayIn('en', '2026-03-27')).toBe('Fri 27 Mar');
    expect(formatDayIn('en', '2026-10-25')).toBe('Sun 25 Oct');
    expect(formatDayIn('en', '2025-12-31')).toBe('Wed 31 Dec');
  });

  it('answers the text as given when it is not a day', () => {
    expect(formatDayIn('en', 'soon')).toBe('soon');
    expect(formatDayIn('en', '')).toBe('');
  });
});

describe('formatDayMonthIn', () => {
  it('writes day and month only, as each language does, whatever the time zone', () => {
    expect(formatDayMonthIn('en', '2026-11-30')).toBe('30/11');
    expect(formatDayMonthIn('he', '2026-11-30')).toBe('30.11');
    expect(formatDayMonthIn('th', '2026-11-30')).toBe('30/11');
    expect(formatDayMonthIn('he', 'soon')).toBe('soon');
  });
});

import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatDateTime, formatPrice, toDate } from './format';

describe('formatDateTime', () => {
  it('uses he-IL, Asia/Jerusalem, 24-hour, 2-digit fields', () => {
    // 2025-01-15 18:05 UTC is 20:05 in Jerusalem (UTC+2 in winter)
    expect(formatDateTime('2025-01-15T18:05:00Z')).toBe('15.01.2025, 20:05');
    // summer time: UTC+3
    expect(formatDateTime('2025-07-03T21:30:00Z')).toBe('04.07.2025, 00:30');
  });

  it('treats numeric timestamps below 1e12 as seconds', () => {
    const seconds = Date.UTC(2025, 0, 15, 18, 5) / 1000;
    expect(toDate(seconds).getTime()).toBe(seconds * 1000);
    expect(formatDateTime(seconds)).toBe('15.01.2025, 20:05');
    expect(formatDateTime(seconds * 1000)).toBe('15.01.2025, 20:05');
  });

  it('returns an empty text for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatPrice', () => {
  it('shows two decimals prefixed with the currency symbol', () => {
    expect(formatPrice(12.5, '₪')).toBe('₪12.50');
    expect(formatPrice(0, '₪')).toBe('₪0.00');
    expect(formatPrice(1234.567, '$')).toBe('$1,234.57');
  });

  it('reads numeric strings and shows 0 for missing amounts', () => {
    expect(formatPrice('19.9', '₪')).toBe('₪19.90');
    expect(formatPrice(null, '₪')).toBe('₪0.00');
    expect(formatPrice('abc', '₪')).toBe('₪0.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatPrice(-3, '₪')).toBe('-₪3.00');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});

import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatPrice, formatWait, toDate } from '.';

describe('toDate', () => {
  it('treats numeric timestamps below 1e12 as seconds', () => {
    const seconds = Date.UTC(2025, 0, 15, 18, 5) / 1000;
    expect(toDate(seconds).getTime()).toBe(seconds * 1000);
    expect(toDate(seconds * 1000).getTime()).toBe(seconds * 1000);
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

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes above, in the language and its plurals', () => {
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(45, 'en')).toBe('45 seconds');
    expect(formatWait(61, 'en')).toBe('2 minutes');
    expect(formatWait(3600, 'en')).toBe('60 minutes');
    expect(formatWait(900, 'he')).toBe('15 דקות');
    expect(formatWait(60, 'he')).toBe('1 דקה');
    expect(formatWait(300, 'th')).toBe('5 นาที');
  });
});

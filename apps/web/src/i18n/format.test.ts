import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatPrice, toDate } from './format';

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

/** The currency symbol used when the configuration cannot be read. */
export const defaultCurrencySymbol = '₪';

/** Numeric timestamps below 1e12 are seconds, larger ones milliseconds. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  return new Date(value);
}

const priceFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * A price with two decimals prefixed by the currency symbol. Amounts arrive as numbers or as
 * numeric strings (the server sends `numeric` money as text); missing or unreadable amounts show 0.
 */
export function formatPrice(amount: number | string | null | undefined, currencySymbol: string): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const sign = safe < 0 ? '-' : '';
  return `${sign}${currencySymbol}${priceFormat.format(Math.abs(safe))}`;
}

/** Badge counts cap at 99+. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}

/** The currency symbol used when the configuration cannot be read. */
export const defaultCurrencySymbol = '₪';

const dateFormat = new Intl.DateTimeFormat('he-IL', {
  timeZone: 'Asia/Jerusalem',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Numeric timestamps below 1e12 are seconds, larger ones milliseconds. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  return new Date(value);
}

/** Date and time in he-IL, Asia/Jerusalem, 24-hour, 2-digit fields; empty for missing or invalid input. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
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

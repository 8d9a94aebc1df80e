import type { LanguageCode } from '../languages';
import type { Thousandths } from '../quantity';
import { kept } from './kept';
import { localeOf } from './locales';

/** The currency symbol used when the configuration cannot be read. */
export const defaultCurrencySymbol = '₪';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Money and quantities read left to right with Latin digits in every language, as on a receipt. */
const priceFormat = () =>
  kept(
    numberFormats,
    'price',
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

/**
 * A price with two decimals and grouping, prefixed by the currency symbol: ₪1,234.50, -₪3.00. Amounts
 * arrive as numbers or numeric strings (the server reads `numeric` money as text); missing or
 * unreadable amounts show 0.
 */
export function formatPrice(amount: number | string | null | undefined, currencySymbol: string): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const sign = safe < 0 ? '-' : '';
  return `${sign}${currencySymbol}${priceFormat().format(Math.abs(safe))}`;
}

/** A quantity in thousandths as text: 250 → '0.25', 12000 → '12', 1500 → '1.5' (no grouping). */
export function formatQuantity(quantity: Thousandths): string {
  const sign = quantity < 0 ? '-' : '';
  const magnitude = Math.abs(quantity);
  const whole = Math.floor(magnitude / 1000);
  const fraction = String(magnitude % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A count in the language's digits and grouping: 12,345 (decimals only when asked for). */
export function formatCount(language: LanguageCode, value: number, maxFractionDigits = 0): string {
  return kept(
    numberFormats,
    `count-${language}-${maxFractionDigits}`,
    () => new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: maxFractionDigits }),
  ).format(value);
}

/** Badge counts cap at 99+. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file's size as the spec shows it (decision 0060): steps of 1024 through B, KB, MB, GB and TB,
 * at most one decimal, none for bytes or a whole number (0 B, 512 B, 1.5 KB, 2 MB). Read left to
 * right in every language; empty for no size.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  // 1023.96 KB rounds to 1024.0: shown as the next unit up.
  if (rounded >= 1024 && unit < sizeUnits.length - 1) return `1 ${sizeUnits[unit + 1]}`;
  return `${rounded} ${sizeUnits[unit]}`;
}

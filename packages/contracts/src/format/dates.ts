import type { LanguageCode } from '../languages';
import { kept } from './kept';
import { localeOf, shopTimeZone } from './locales';

/** Numeric timestamps below 1e12 are seconds, larger ones milliseconds. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  return new Date(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the spec writes it (the shop's clock, 24-hour, 2-digit fields) in the language's
 * locale: 15/01/2025, 20:05 in English, 15.01.2025, 20:05 in Hebrew, 15/01/2568 20:05 in Thai.
 * Empty for missing or invalid input.
 */
export function formatDateTimeIn(
  language: LanguageCode,
  value: Date | string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return kept(
    dateFormats,
    `moment-${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf[language], {
        timeZone: shopTimeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
  ).format(date);
}

/** A shop calendar day (YYYY-MM-DD) at noon UTC, formatted in UTC, never moves; null when no such day. */
function calendarDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DayStyle = 'short' | 'long';

/**
 * A calendar day (YYYY-MM-DD, e.g. a delivery slot's shop date) with its weekday: 'Tue 25 Nov' /
 * 'Tuesday 25 November' in English, 'יום ג׳, 25 בנוב׳' in Hebrew, 'อังคาร 25 พ.ย.' in Thai. Not shifted
 * by any time zone; the text as given when it is no such day.
 */
export function formatDayIn(language: LanguageCode, day: string, style: DayStyle = 'short'): string {
  const date = calendarDay(day);
  if (!date) return day;
  return kept(
    dateFormats,
    `day-${language}-${style}`,
    () =>
      new Intl.DateTimeFormat(localeOf[language], {
        timeZone: 'UTC',
        weekday: style,
        day: 'numeric',
        month: style,
      }),
  ).format(date);
}

/** A calendar day (YYYY-MM-DD) as the language writes a date: 22/11/2026, 22.11.2026, 22/11/2569. */
export function formatDateIn(language: LanguageCode, day: string): string {
  const date = calendarDay(day);
  if (!date) return day;
  return kept(
    dateFormats,
    `date-${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf[language], {
        timeZone: 'UTC',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
  ).format(date);
}

/** A calendar day (YYYY-MM-DD) as day and month only, for short labels: 30/11, 30.11, 30/11. */
export function formatDayMonthIn(language: LanguageCode, day: string): string {
  const date = calendarDay(day);
  if (!date) return day;
  return kept(
    dateFormats,
    `day-month-${language}`,
    () => new Intl.DateTimeFormat(localeOf[language], { timeZone: 'UTC', day: '2-digit', month: '2-digit' }),
  ).format(date);
}

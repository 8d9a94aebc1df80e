import type { LanguageCode } from '@grocery/contracts';
import { toDate } from './format';

/**
 * Dates and times as the spec formats them (Asia/Jerusalem, 24-hour, 2-digit fields), in the locale
 * of the page's language: 15/01/2025, 20:05 in English, 15.01.2025, 20:05 in Hebrew and the Thai
 * calendar's 15/01/2568 20:05 in Thai. English uses en-GB: day first, as the shop's customers write it.
 */
const locales: Record<LanguageCode, string> = { en: 'en-GB', he: 'he-IL', th: 'th-TH' };

const formats = new Map<LanguageCode, Intl.DateTimeFormat>();

function formatFor(language: LanguageCode): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      timeZone: 'Asia/Jerusalem',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(language, format);
  }
  return format;
}

/** Date and time in the page language's locale; empty for missing or invalid input. */
export function formatDateTimeIn(
  language: LanguageCode,
  value: Date | string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : formatFor(language).format(date);
}

export type DayStyle = 'short' | 'long';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatFor(language: LanguageCode, style: DayStyle): Intl.DateTimeFormat {
  const id = `${language}-${style}`;
  let format = dayFormats.get(id);
  if (!format) {
    // The day is already the shop's calendar date: formatted at noon UTC, in UTC, it never moves.
    format = new Intl.DateTimeFormat(locales[language], {
      timeZone: 'UTC',
      weekday: style,
      day: 'numeric',
      month: style,
    });
    dayFormats.set(id, format);
  }
  return format;
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a delivery slot's shop date) with its weekday, in the page
 * language: 'Tue 25 Nov' / 'Tuesday 25 November' in English, 'יום ג׳, 25 בנוב׳' in Hebrew,
 * 'อังคาร 25 พ.ย.' in Thai. Not shifted by any time zone; the text as given when it is no such day.
 */
export function formatDayIn(language: LanguageCode, day: string, style: DayStyle = 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) ? day : dayFormatFor(language, style).format(date);
}

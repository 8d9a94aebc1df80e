import type { LanguageCode } from '../languages';

/**
 * The one locale table: the locale each page language formats in. English is en-GB (day first, as the
 * shop's customers write dates); Thai uses its own calendar's years.
 */
export const localeOf: Record<LanguageCode, string> = { en: 'en-GB', he: 'he-IL', th: 'th-TH' };

/** The shop's time zone (the spec's default): every date and time shown, the grid's days, the dashboard's week. */
export const shopTimeZone = 'Asia/Jerusalem';

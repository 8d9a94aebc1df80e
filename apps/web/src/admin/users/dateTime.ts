import type { LanguageCode } from '@grocery/contracts';

/**
 * The users pages' dates: medium date and short time in the admin's language, in the shop's time
 * zone. The per-language formatter lives in storefront/shared/dateTime.ts, which the admin may not
 * import (areas never import each other); moving it down to i18n/ would make this file go.
 */
const formats = new Map<LanguageCode, Intl.DateTimeFormat>();

export function formatDateTime(language: LanguageCode, value: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Jerusalem',
      hourCycle: 'h23',
    });
    formats.set(language, format);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

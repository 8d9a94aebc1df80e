import type { LanguageCode } from '../languages';
import { kept } from './kept';
import { localeOf } from './locales';

type TimeUnit = 'hour' | 'minute' | 'second';

const unitFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function unitText(language: LanguageCode, value: number, unit: TimeUnit): string {
  return kept(
    unitFormats,
    `${language}-${unit}`,
    () => new Intl.NumberFormat(localeOf[language], { style: 'unit', unit, unitDisplay: 'long' }),
  ).format(value);
}

/**
 * How long to wait, in the language and its plural forms ("5 minutes", "5 דקות", "5 นาที"): seconds
 * under a minute, else whole minutes rounded up.
 */
export function formatWait(seconds: number, language: LanguageCode): string {
  return seconds < 60
    ? unitText(language, Math.max(1, Math.ceil(seconds)), 'second')
    : unitText(language, Math.ceil(seconds / 60), 'minute');
}

/**
 * Time left as its two largest units: '45 seconds', '2 minutes 5 seconds', '1 hour 20 minutes';
 * 'שתי דקות 5 שניות'; '2 นาที 5 วินาที'. Seconds are dropped past an hour.
 */
export function formatEta(language: LanguageCode, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts =
    hours > 0
      ? [unitText(language, hours, 'hour'), ...(minutes > 0 ? [unitText(language, minutes, 'minute')] : [])]
      : minutes > 0
        ? [unitText(language, minutes, 'minute'), ...(rest > 0 ? [unitText(language, rest, 'second')] : [])]
        : [unitText(language, rest, 'second')];
  return kept(
    listFormats,
    language,
    () => new Intl.ListFormat(localeOf[language], { type: 'unit', style: 'narrow' }),
  ).format(parts);
}

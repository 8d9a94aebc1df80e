import { shopTimeZone } from '../format/locales';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the shop-time minute promotions are written in: 2026-11-30T23:59. */
export function shopMinuteOf(epochMs: number): string {
  const part = Object.fromEntries(parts.formatToParts(epochMs).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

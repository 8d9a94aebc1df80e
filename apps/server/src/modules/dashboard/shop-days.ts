/**
 * Days in the shop's time zone (decision 0046: the contracts' shopTimeZone, Asia/Jerusalem): which
 * day an instant falls on there, and the instant a day starts, daylight saving included. The orders
 * grid's createdFrom/createdTo are such days, so the dashboard's periods have the grid's bounds.
 */

/** A day as YYYY-MM-DD. */
export type Day = string;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a time zone, to the second (one formatter per zone, reused). */
function wallClockMs(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((piece) => [piece.type, Number(piece.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** The day an instant falls on in the time zone. */
export function dayOf(instant: Date, timeZone: string): Day {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The day `count` days after (or before, when negative) the given one. */
export function addDays(day: Day, count: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: Day): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The instant the day starts in the time zone: its local midnight. The zone's offset is read at a
 * first guess and again at the answer, which settles it when the day starts a daylight-saving change.
 */
export function startOfDay(day: Day, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** A period of whole days: its first and last day (inclusive) and the instants it runs between. */
export interface ShopPeriod {
  from: Day;
  to: Day;
  /** The first day's start. */
  start: Date;
  /** The start of the day after the last (exclusive). */
  end: Date;
}

/** Today, and this week from its Sunday to today, in the time zone. */
export function todayAndWeek(now: Date, timeZone: string): { today: ShopPeriod; week: ShopPeriod } {
  const today = dayOf(now, timeZone);
  const sunday = addDays(today, -weekdayOf(today));
  const end = startOfDay(addDays(today, 1), timeZone);
  return {
    today: { from: today, to: today, start: startOfDay(today, timeZone), end },
    week: { from: sunday, to: today, start: startOfDay(sunday, timeZone), end },
  };
}

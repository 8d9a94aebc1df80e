const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Jerusalem',
  timeZoneName: 'longOffset',
});

/** Israel's offset from UTC at `instant`, in milliseconds ('GMT+03:00' → 3 h). */
function offsetAt(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/**
 * An Israel wall-clock time ('YYYY-MM-DD HH:MM', seconds optional, 'T' allowed) as an ISO instant;
 * null when it is not one. Twice-read offsets settle DST: an hour that repeats in October reads as
 * its second (winter) occurrence, a skipped hour in March as summer time.
 */
export function israelTimeToIso(text: string): string | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d))?$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const wall = Date.parse(`${local}Z`);
  // Date.parse rolls 31 April over to 1 May; a date that does not read back as written is not one.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 19) !== local) return null;
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first)).toISOString();
}

import { israelTimeToIso } from '../price-full/israel-time';

/**
 * A start or end as written ('2026-11-22 07:00:00', '2026-11-22T00:00:00.000', '2026/11/22 7:00', a
 * date alone) to 'YYYY-MM-DDTHH:mm' Israel time and its instant; null when it is no time.
 */
export function localTimeOf(text: string, dateOnlyTime: string): { local: string; instant: number } | null {
  const match = /^(\d{4})[-/](\d\d)[-/](\d\d)(?:[ T]+(\d{1,2}):(\d\d)(?::\d\d(?:\.\d+)?)?)?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const time = hour === undefined ? dateOnlyTime : `${hour.padStart(2, '0')}:${minute}`;
  const iso = israelTimeToIso(`${year}-${month}-${day} ${time}`);
  return iso ? { local: `${year}-${month}-${day}T${time}`, instant: Date.parse(iso) } : null;
}

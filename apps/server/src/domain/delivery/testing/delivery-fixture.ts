import type { LanguageCode, SlotChoice } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client';
import { shopToday } from '../delivery-slots.sql';

/** Delivery zones, windows and slots for tests (decision 0047), written straight into the tables. */

export type Ring = [number, number][];

/** A rectangle [west, south, east, north] as a closed ring of [lng, lat]. */
export function box(west: number, south: number, east: number, north: number): Ring {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** Central Tel Aviv and well around it: every test address there (32.07–32.09, 34.77–34.80). */
export const telAviv = box(34.7, 32.0, 34.9, 32.15);

export interface ZoneSpec {
  name: string;
  ring?: Ring;
  priority?: number | null;
  isActive?: boolean;
  /** Its name in other languages (delivery_zone_translations). */
  names?: Partial<Record<LanguageCode, string>>;
}

export async function createZone(db: Database, spec: ZoneSpec): Promise<number> {
  const ring = spec.ring ?? telAviv;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into delivery_zones (name, priority, is_active, polygon_geojson, area, area_km2)
      values (${spec.name}, ${spec.priority ?? null}, ${spec.isActive ?? true},
        ${JSON.stringify({ type: 'Polygon', coordinates: [ring] })}::jsonb,
        ${`(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`}::polygon, 1)
      returning delivery_zone_id as id`),
  );
  const zoneId = row?.id as number;
  for (const [languageCode, name] of Object.entries(spec.names ?? {})) {
    await db.execute(sql`insert into delivery_zone_translations (delivery_zone_id, language_code, name)
      values (${zoneId}, ${languageCode}, ${name})`);
  }
  return zoneId;
}

export interface WindowSpec {
  dayOfWeek: number;
  startTime?: string;
  endTime?: string;
  capacity?: number | null;
  cutoffHours?: number | null;
  isActive?: boolean;
}

export async function addWindow(db: Database, zoneId: number, spec: WindowSpec): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into delivery_zone_windows (delivery_zone_id, day_of_week, start_time,
        end_time, capacity, cutoff_hours, is_active)
      values (${zoneId}, ${spec.dayOfWeek}, ${spec.startTime ?? '00:00'}, ${spec.endTime ?? '23:59'},
        ${spec.capacity ?? null}, ${spec.cutoffHours ?? null}, ${spec.isActive ?? true})
      returning delivery_zone_window_id as id`),
  );
  return row?.id as number;
}

/** The shop's date `days` from its today, with its weekday (0 Sunday). */
export async function shopDate(db: Database, days: number): Promise<{ date: string; dayOfWeek: number }> {
  const [row] = rowsOf<{ date: string; dayOfWeek: number }>(
    await db.execute(sql`select (${shopToday} + ${days}::int)::text as date,
      extract(dow from ${shopToday} + ${days}::int)::int as "dayOfWeek"`),
  );
  if (!row) throw new Error('No shop date');
  return row;
}

/**
 * A zone (over central Tel Aviv unless told) with a window 00:00–23:59 every day, and a slot two days
 * ahead that is bookable whatever the time of day (its start is at least a day away).
 */
export async function zoneWithSlot(
  db: Database,
  spec: ZoneSpec & { capacity?: number | null } = { name: 'Test zone' },
): Promise<{ zoneId: number; windowIds: number[]; slot: SlotChoice }> {
  const zoneId = await createZone(db, spec);
  const windowIds: number[] = [];
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    windowIds.push(await addWindow(db, zoneId, { dayOfWeek, capacity: spec.capacity ?? null }));
  }
  const { date, dayOfWeek } = await shopDate(db, 2);
  return { zoneId, windowIds, slot: { deliveryZoneWindowId: windowIds[dayOfWeek] as number, date } };
}

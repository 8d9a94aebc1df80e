import type { DeliveryWindow, DeliveryZone, DeliveryZoneRow, LanguageCode } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import { zoneNameIn } from '../../domain/delivery/zone-names.sql';

/** A zone's row, its name as given (the base name, or its name in a language). */
const rowColumns = (name: SQL) => sql`z.delivery_zone_id as "deliveryZoneId", ${name} as name, z.priority,
  z.notes, z.is_active as "isActive",
  (select count(*)::int from delivery_zone_windows w
   where w.delivery_zone_id = z.delivery_zone_id) as "windowsCount"`;

/**
 * Every zone, named in the language (its translation, else the base name; decision 0054): active
 * first, then priority (none last), the name shown in any case, id.
 */
export async function selectZoneRows(db: Executor, language: LanguageCode): Promise<DeliveryZoneRow[]> {
  const name = zoneNameIn('z', language);
  return rowsOf<DeliveryZoneRow>(
    await db.execute(sql`select ${rowColumns(name)} from delivery_zones z
      order by z.is_active desc, z.priority asc nulls last, lower(${name}), z.delivery_zone_id`),
  );
}

/** A zone's windows as JSON, by day and start. */
const windowsJson = (zoneId: SQL) => sql`coalesce((select json_agg(json_build_object(
    'deliveryZoneWindowId', w.delivery_zone_window_id, 'dayOfWeek', w.day_of_week,
    'startTime', to_char(w.start_time, 'HH24:MI'), 'endTime', to_char(w.end_time, 'HH24:MI'),
    'capacity', w.capacity, 'cutoffHours', w.cutoff_hours::float8, 'isActive', w.is_active
  ) order by w.day_of_week, w.start_time, w.delivery_zone_window_id)
  from delivery_zone_windows w where w.delivery_zone_id = ${zoneId}), '[]'::json)`;

/** Which of two zones serves a point both hold (domain/delivery/delivery-slots.sql.ts orders them the same). */
const servingOrder = (alias: string) => {
  const z = sql.raw(alias);
  return sql`(${z}.priority is null, coalesce(${z}.priority, 0), lower(${z}.name), ${z}.delivery_zone_id)`;
};

/** The other active zones whose outline meets this one's, and whether each serves the shared part. */
const overlapsJson = sql`coalesce((select json_agg(json_build_object(
    'deliveryZoneId', o.delivery_zone_id, 'name', o.name, 'priority', o.priority,
    'wins', ${servingOrder('o')} < ${servingOrder('z')}
  ) order by o.priority asc nulls last, lower(o.name), o.delivery_zone_id)
  from delivery_zones o
  where o.is_active and o.delivery_zone_id <> z.delivery_zone_id and o.area && z.area), '[]'::json)`;

type StoredZone = Omit<DeliveryZone, 'polygonGeoJson'> & { polygon: unknown };

/** The zone's names per language, by language code. */
const translationsJson = sql`coalesce((select json_agg(json_build_object('languageCode', t.language_code,
    'name', t.name) order by t.language_code)
  from delivery_zone_translations t where t.delivery_zone_id = z.delivery_zone_id), '[]'::json)`;

/**
 * One zone with its base name and translations, outline, area, windows and overlaps; null when there
 * is no such zone.
 */
export async function selectZone(db: Executor, zoneId: number): Promise<DeliveryZone | null> {
  const [row] = rowsOf<StoredZone>(
    await db.execute(sql`select ${rowColumns(sql`z.name`)}, z.polygon_geojson as polygon,
        z.area_km2 as "areaKm2", ${windowsJson(sql`z.delivery_zone_id`)} as windows,
        ${overlapsJson} as overlaps, ${translationsJson} as translations
      from delivery_zones z where z.delivery_zone_id = ${zoneId}`),
  );
  if (!row) return null;
  const { polygon, ...zone } = row;
  return { ...zone, polygonGeoJson: JSON.stringify(polygon) };
}

/** A zone's windows, by day and start. */
export async function selectWindows(db: Executor, zoneId: number): Promise<DeliveryWindow[]> {
  const [row] = rowsOf<{ windows: DeliveryWindow[] }>(
    await db.execute(sql`select ${windowsJson(sql`${zoneId}::int`)} as windows`),
  );
  return row?.windows ?? [];
}

/**
 * Locks the zone's row so that changes to one zone (its fields, its windows) take turns; not against
 * the key, so blackouts and windows of the zone can still be written. False when there is no such zone.
 */
export async function lockZone(db: Executor, zoneId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select delivery_zone_id as id from delivery_zones where delivery_zone_id = ${zoneId} for no key update`,
    ),
  );
  return rows.length > 0;
}

/** A statement on the bench database: `database.sql`. */
type Query = <T>(statement: string, values?: unknown[]) => Promise<T[]>;

export interface DeliverySlot {
  deliveryZoneWindowId: number;
  date: string;
}

/**
 * A zone over Tel Aviv that wins over any other (lowest priority), with a window 00:00–23:59 of no
 * capacity limit every day; answers its slot two shop days ahead (bookable at any time of day).
 */
export async function benchSlot(query: Query): Promise<DeliverySlot> {
  const ring = [
    [34.7, 32.0],
    [34.9, 32.0],
    [34.9, 32.15],
    [34.7, 32.15],
    [34.7, 32.0],
  ];
  await query(`delete from delivery_zones where name = 'Bench finalize zone'`);
  const [zone] = await query<{ id: number }>(
    `insert into delivery_zones (name, priority, polygon_geojson, area, area_km2)
     values ('Bench finalize zone', -1000000, $1::jsonb, $2::polygon, 350) returning delivery_zone_id as id`,
    [
      JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
      `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`,
    ],
  );
  const [slot] = await query<DeliverySlot>(
    `with windows as (
       insert into delivery_zone_windows (delivery_zone_id, day_of_week, start_time, end_time, capacity)
       select $1, d, '00:00', '23:59', null from generate_series(0, 6) d
       returning delivery_zone_window_id, day_of_week
     )
     select delivery_zone_window_id as "deliveryZoneWindowId",
       ((now() at time zone 'Asia/Jerusalem')::date + 2)::text as date
     from windows where day_of_week = extract(dow from (now() at time zone 'Asia/Jerusalem')::date + 2)`,
    [zone?.id],
  );
  if (!slot) throw new Error('No bench delivery slot');
  return slot;
}

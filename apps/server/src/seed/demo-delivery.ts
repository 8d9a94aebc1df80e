import { type Position, ringAreaKm2, zonePolygonText } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopToday } from '../domain/delivery/delivery-slots.sql';
import { polygonLiteral } from '../domain/delivery/zone-polygon';

/**
 * The demo's delivery (decision 0047): four zones around Tel Aviv, named in English, Hebrew and Thai
 * (the centre and Ramat Gan / Givatayim overlap along the Ayalon, where the centre wins), morning and
 * evening windows Sunday to Thursday and Friday mornings, and a holiday a few days ahead for every zone.
 */

interface DemoZone {
  /** The base name (English); `names` gives it in Hebrew and Thai (decision 0054). */
  name: string;
  names: { he: string; th: string };
  priority: number;
  notes: string;
  /** Orders per window and date. */
  capacity: number;
  ring: Position[];
}

const closed = (ring: Position[]): Position[] => [...ring, ring[0] as Position];

export const demoZones: DemoZone[] = [
  {
    name: 'Tel Aviv Centre',
    names: { he: 'מרכז תל אביב', th: 'ใจกลางเทลอาวีฟ' },
    priority: 1,
    notes: 'From the sea to the Ayalon, Jaffa to the Yarkon.',
    capacity: 100,
    ring: closed([
      [34.766, 32.055],
      [34.78, 32.053],
      [34.796, 32.058],
      [34.801, 32.07],
      [34.8, 32.085],
      [34.793, 32.096],
      [34.779, 32.099],
      [34.77, 32.09],
      [34.764, 32.075],
    ]),
  },
  {
    name: 'Jaffa',
    names: { he: 'יפו', th: 'ยัฟฟา' },
    priority: 2,
    notes: 'Old Jaffa, Ajami and the Flea Market.',
    capacity: 20,
    ring: closed([
      [34.748, 32.038],
      [34.762, 32.029],
      [34.781, 32.031],
      [34.787, 32.044],
      [34.779, 32.0515],
      [34.765, 32.053],
      [34.753, 32.048],
    ]),
  },
  {
    name: 'Ramat Gan / Givatayim',
    names: { he: 'רמת גן / גבעתיים', th: 'รามัตกัน / กิวาตายิม' },
    priority: 3,
    notes: 'East of the Ayalon; its western edge overlaps the centre, which serves it.',
    capacity: 20,
    ring: closed([
      [34.795, 32.06],
      [34.815, 32.058],
      [34.835, 32.065],
      [34.842, 32.08],
      [34.83, 32.095],
      [34.81, 32.098],
      [34.796, 32.088],
    ]),
  },
  {
    name: 'North Tel Aviv',
    names: { he: 'צפון תל אביב', th: 'เทลอาวีฟเหนือ' },
    priority: 4,
    notes: 'North of the Yarkon: Ramat Aviv and the port.',
    capacity: 20,
    ring: closed([
      [34.772, 32.101],
      [34.793, 32.099],
      [34.815, 32.1],
      [34.82, 32.12],
      [34.805, 32.135],
      [34.785, 32.132],
      [34.775, 32.115],
    ]),
  },
];

/** Sunday to Thursday mornings and evenings, Friday mornings; orders close 2 hours before. */
const demoWindows = [0, 1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
  { dayOfWeek, startTime: '08:00', endTime: '12:00' },
  ...(dayOfWeek === 5 ? [] : [{ dayOfWeek, startTime: '17:00', endTime: '21:00' }]),
]);

/** The demo shopper's home, in the centre zone. */
export const demoShopperAddress = {
  label: 'Home',
  recipientName: 'Noa Shopper',
  phone: '050-1234567',
  addressLine1: 'Dizengoff 50',
  city: 'Tel Aviv',
  postalCode: '6433222',
  country: 'Israel',
  latitude: '32.077500',
  longitude: '34.774800',
  isDefault: true,
};

/**
 * Writes the demo zones with their Hebrew and Thai names, windows and a holiday on a weekday; run
 * inside the demo catalogue's transaction.
 */
export async function insertDemoDelivery(db: Database): Promise<void> {
  for (const zone of demoZones) {
    await db.execute(sql`
      with zone as (
        insert into delivery_zones (name, priority, notes, polygon_geojson, area, area_km2)
        values (${zone.name}, ${zone.priority}, ${zone.notes}, ${zonePolygonText(zone.ring)}::jsonb,
          ${polygonLiteral(zone.ring)}::polygon, ${ringAreaKm2(zone.ring)})
        returning delivery_zone_id
      ),
      names as (
        insert into delivery_zone_translations (delivery_zone_id, language_code, name)
        select zone.delivery_zone_id, n.key, n.value
        from zone, jsonb_each_text(${JSON.stringify(zone.names)}::jsonb) n
      )
      insert into delivery_zone_windows (delivery_zone_id, day_of_week, start_time, end_time, capacity, cutoff_hours)
      select zone.delivery_zone_id, w."dayOfWeek", w."startTime"::time, w."endTime"::time, ${zone.capacity}, 2
      from zone, jsonb_to_recordset(${JSON.stringify(demoWindows)}::jsonb)
        as w("dayOfWeek" int, "startTime" text, "endTime" text)`);
  }
  // The first Sunday to Thursday at least 3 days ahead, so the holiday falls on a day with windows.
  await db.execute(sql`insert into delivery_blackouts (blackout_date, delivery_zone_id, reason)
    select day::date, null, 'Holiday'
    from generate_series(${shopToday} + 3, ${shopToday} + 9, interval '1 day') day
    where extract(dow from day) between 0 and 4
    order by day limit 1`);
}

import { checkRing } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDemoAccounts } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { rowsOf } from '../db/client';
import { slotsAt } from '../domain/delivery/delivery-slots';
import { demoZones, insertDemoDelivery } from './demo-delivery';

let database: TestDatabase;
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction((tx) => insertDemoDelivery(tx));
});
afterAll(() => database?.close());

describe('the demo delivery zones', () => {
  it('are four valid outlines of 6 to 12 corners with priorities 1 to 4', async () => {
    for (const zone of demoZones) {
      expect(checkRing(zone.ring), zone.name).toHaveProperty('ring');
      expect(zone.ring.length - 1).toBeGreaterThanOrEqual(6);
      expect(zone.ring.length - 1).toBeLessThanOrEqual(12);
    }
    const zones = await query<{ name: string; priority: number; km2: number }>(
      sql`select name, priority, area_km2 as km2 from delivery_zones order by priority`,
    );
    expect(zones.map((zone) => [zone.name, zone.priority])).toEqual(
      demoZones.map((zone) => [zone.name, zone.priority]),
    );
    for (const zone of zones) expect(zone.km2).toBeGreaterThan(1);
  });

  it('are named in Hebrew and Thai, each name its own', async () => {
    const point = { latitude: 32.0775, longitude: 34.7748 };
    expect((await slotsAt(database.db, point, 'he')).zone?.name).toBe('מרכז תל אביב');
    expect((await slotsAt(database.db, point, 'th')).zone?.name).toBe('ใจกลางเทลอาวีฟ');
    const names = await query<{ language: string; count: number; distinct: number }>(sql`
      select language_code as language, count(*)::int as count, count(distinct name)::int as distinct
      from delivery_zone_translations group by language_code order by language_code`);
    expect(names).toEqual([
      { language: 'he', count: 4, distinct: 4 },
      { language: 'th', count: 4, distinct: 4 },
    ]);
    for (const zone of demoZones) {
      expect(zone.names.he, zone.name).toMatch(/^[\u0590-\u05ff /]+$/);
      expect(zone.names.th, zone.name).toMatch(/^[\u0e00-\u0e7f /]+$/);
    }
  });

  it('serve central Tel Aviv (the tests’ and end-to-end addresses) from the centre, which wins its overlap', async () => {
    const points = [
      [32.0701, 34.7902],
      [32.0801, 34.7902],
      [32.0853, 34.7818],
      [32.0775, 34.7748],
    ];
    for (const [latitude, longitude] of points) {
      const point = { latitude: latitude as number, longitude: longitude as number };
      const { zone, slots } = await slotsAt(database.db, point, 'en');
      expect(zone?.name, `${latitude}, ${longitude}`).toBe('Tel Aviv Centre');
      expect(slots.length).toBeGreaterThan(10);
    }
    const overlaps = await query<{ pair: string }>(sql`select a.name || ' & ' || b.name as pair
      from delivery_zones a join delivery_zones b on a.delivery_zone_id < b.delivery_zone_id and a.area && b.area`);
    expect(overlaps.map((row) => row.pair)).toEqual(['Tel Aviv Centre & Ramat Gan / Givatayim']);
    expect((await slotsAt(database.db, { latitude: 32.075, longitude: 34.799 }, 'en')).zone?.name).toBe(
      'Tel Aviv Centre',
    );
    expect((await slotsAt(database.db, { latitude: 32.075, longitude: 34.82 }, 'en')).zone?.name).toBe(
      'Ramat Gan / Givatayim',
    );
    expect((await slotsAt(database.db, { latitude: 32.04, longitude: 34.765 }, 'en')).zone?.name).toBe(
      'Jaffa',
    );
    expect((await slotsAt(database.db, { latitude: 32.115, longitude: 34.795 }, 'en')).zone?.name).toBe(
      'North Tel Aviv',
    );
  });

  it('have mornings and evenings Sunday to Thursday, Friday mornings, and a holiday for every zone', async () => {
    const windows = await query<{ day: number; times: string[] }>(sql`select day_of_week as day,
      array_agg(distinct to_char(start_time, 'HH24:MI') || '-' || to_char(end_time, 'HH24:MI')) as times
      from delivery_zone_windows where capacity >= 20 and cutoff_hours = 2 group by day_of_week order by 1`);
    expect(windows).toEqual([
      ...[0, 1, 2, 3, 4].map((day) => ({ day, times: ['08:00-12:00', '17:00-21:00'] })),
      { day: 5, times: ['08:00-12:00'] },
    ]);
    const blackouts = await query(sql`select delivery_zone_id as zone, reason,
      blackout_date - (now() at time zone 'Asia/Jerusalem')::date as "daysAhead",
      extract(dow from blackout_date)::int as weekday from delivery_blackouts`);
    expect(blackouts).toEqual([
      { zone: null, reason: 'Holiday', daysAhead: expect.any(Number), weekday: expect.any(Number) },
    ]);
    const [holiday] = blackouts as { daysAhead: number; weekday: number }[];
    expect(holiday?.daysAhead).toBeGreaterThanOrEqual(3);
    expect(holiday?.daysAhead).toBeLessThanOrEqual(5);
    expect(holiday?.weekday).toBeLessThanOrEqual(4);
  });

  it('give the demo shopper a default address in the centre', async () => {
    await seedTestDemoAccounts(database.db);
    const [address] = await query<{ latitude: number; longitude: number; isDefault: boolean }>(sql`
      select latitude::float8 as latitude, longitude::float8 as longitude, is_default as "isDefault"
      from shipping_addresses a join users u using (user_id) where u.email = 'shopper@freshcart.example'`);
    expect(address?.isDefault).toBe(true);
    expect(
      (await slotsAt(database.db, address as { latitude: number; longitude: number }, 'en')).zone?.name,
    ).toBe('Tel Aviv Centre');
  });
});

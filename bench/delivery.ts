// Delivery availability on PostgreSQL with 50 active zones of 200 corners and 30 weekly windows each,
// 3,000 orders and 500 live holds on their slots: a shopper's availability (zone lookup and 14 days
// of slots) beside the bare JSON route, flat out and at a steady 50/s (real p95, timed from when
// due), with EXPLAIN of the zone lookup. Target: p95 <= 20 ms. Usage:
// node --import tsx bench/delivery.ts. Uses the database bench_delivery on BENCH_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end unless BENCH_KEEP_DB=1.
import autocannon from 'autocannon';
import { sessionCookieFor } from './lib/admin-session';
import { benchDatabase } from './lib/bench-database';
import { measure, measurementOf, measurePaced, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const zones = 50;
const corners = 200;
const windowsPerZone = 30;
const shoppers = 200;
const database = await benchDatabase('bench_delivery');
const runId = Date.now().toString(36);
const query = async <T>(statement: string, values: unknown[] = []) =>
  (await database.sql(statement, values)) as T[];

/** Zone i: a 200-corner circle of radius ~1.6 km on a 10×5 grid over Tel Aviv, neighbours overlapping. */
function ringOf(index: number): [number, number][] {
  const centreLng = 34.7 + (index % 10) * 0.025;
  const centreLat = 32.0 + Math.floor(index / 10) * 0.025;
  const ring: [number, number][] = [];
  for (let corner = 0; corner < corners; corner++) {
    const angle = (2 * Math.PI * corner) / corners;
    ring.push([
      Number((centreLng + 0.017 * Math.cos(angle)).toFixed(6)),
      Number((centreLat + 0.014 * Math.sin(angle)).toFixed(6)),
    ]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

async function createZones(): Promise<number[]> {
  await query(`delete from delivery_zones where name like 'Bench zone %'`);
  const ids: number[] = [];
  for (let index = 0; index < zones; index++) {
    const ring = ringOf(index);
    const [zone] = await query<{ id: number }>(
      `insert into delivery_zones (name, priority, polygon_geojson, area, area_km2)
       values ($1, $2, $3::jsonb, $4::polygon, 8) returning delivery_zone_id as id`,
      [
        `Bench zone ${index}`,
        index % 7 === 0 ? null : index % 5,
        JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
        `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`,
      ],
    );
    if (!zone) throw new Error('No zone written');
    ids.push(zone.id);
    // 30 windows: each day 4 or 5 two-hour windows from 06:00, capacity 20, cut-off 2 h.
    await query(
      `insert into delivery_zone_windows (delivery_zone_id, day_of_week, start_time, end_time, capacity, cutoff_hours)
       select $1, w % 7, make_time(6 + (w / 7) * 3, 0, 0), make_time(8 + (w / 7) * 3, 0, 0), 20, 2
       from generate_series(0, ${windowsPerZone - 1}) w`,
      [zone.id],
    );
  }
  await query(
    `insert into delivery_blackouts (blackout_date, delivery_zone_id, reason)
     values ((now() at time zone 'Asia/Jerusalem')::date + 3, null, 'Bench holiday')
     on conflict do nothing`,
  );
  return ids;
}

/** Shoppers with an address at the centre of a zone, a session each; then orders and holds on the slots. */
async function createShoppers(): Promise<{ cookie: string; addressId: number }[]> {
  const made: { cookie: string; addressId: number }[] = [];
  const users = await query<{ id: number; n: number }>(
    `insert into users (email, display_name, password_hash, email_verified_at)
     select 'bench.delivery.' || $1 || '.' || n || '@shop.example', 'Bench Shopper ' || n, 'no password', now()
     from generate_series(1, ${shoppers}) n returning user_id as id, split_part(display_name, ' ', 3)::int as n`,
    [runId],
  );
  for (const user of users) {
    const zone = user.n % zones;
    const [address] = await query<{ id: number }>(
      `insert into shipping_addresses (user_id, recipient_name, address_line1, city, postal_code, country,
         latitude, longitude, is_default)
       values ($1, 'Bench', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', $2, $3, true)
       returning shipping_address_id as id`,
      [user.id, 32.0 + Math.floor(zone / 10) * 0.025, 34.7 + (zone % 10) * 0.025],
    );
    if (!address) throw new Error('No address written');
    made.push({ cookie: await sessionCookieFor(database.url, user.id), addressId: address.id });
  }
  // 3,000 booked orders spread over the bench windows' next dates, and a live hold per shopper.
  await query(
    `insert into orders (user_id, shipping_address, subtotal, total_amount, currency_symbol, language_code,
       customer_name, customer_email, delivery_zone_window_id, delivery_date, delivery_start, delivery_end,
       delivery_zone_name)
     select u.user_id, '{}'::jsonb, 10, 10, '₪', 'en', 'Bench', 'bench@shop.example', w.delivery_zone_window_id,
       d.day, w.start_time, w.end_time, 'Bench'
     from (select user_id from users where email like 'bench.delivery.' || $1 || '.%' limit 1) u,
       lateral (select * from delivery_zone_windows order by random() limit 3000) w,
       lateral (select g::date as day from generate_series((now() at time zone 'Asia/Jerusalem')::date,
         (now() at time zone 'Asia/Jerusalem')::date + 13, interval '1 day') g
         where extract(dow from g) = w.day_of_week limit 1) d`,
    [runId],
  );
  await query(
    `insert into delivery_slot_holds (user_id, delivery_zone_window_id, slot_date, expires_at)
     select u.user_id, w.delivery_zone_window_id,
       (now() at time zone 'Asia/Jerusalem')::date + ((w.day_of_week - extract(dow from now() at time zone 'Asia/Jerusalem')::int + 7) % 7),
       now() + interval '1 hour'
     from users u
     join lateral (select * from delivery_zone_windows order by random() limit 1) w on true
     where u.email like 'bench.delivery.' || $1 || '.%'
     on conflict (user_id) do nothing`,
    [runId],
  );
  return made;
}

try {
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    await createZones();
    const all = await createShoppers();
    await query('analyze');
    const pathOf = (index: number) =>
      `/api/delivery/availability?shippingAddressId=${all[index % all.length]?.addressId}`;
    const cookieOf = (index: number) => all[index % all.length]?.cookie ?? '';

    const probe = await fetch(`${server.url}${pathOf(0)}`, { headers: { cookie: cookieOf(0) } });
    const sample = (await probe.json()) as { zone: unknown; slots: unknown[] };
    if (!probe.ok || !sample.zone || sample.slots.length === 0) {
      throw new Error(`Availability answered ${probe.status}: ${JSON.stringify(sample).slice(0, 300)}`);
    }
    const plan = await query<{ 'QUERY PLAN': string }>(
      `explain analyze select delivery_zone_id from delivery_zones
       where is_active and area @> point(34.8, 32.05) order by priority asc nulls last, lower(name) limit 1`,
    );
    console.log(`Zone lookup:\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);

    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
    let counter = 0;
    const flatOut = await autocannon({
      url: server.url,
      connections: 10,
      duration: 10,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const index = counter++;
            return { ...request, path: pathOf(index), headers: { cookie: cookieOf(index) } };
          },
        },
      ],
    });
    const rows = [measurementOf('availability (flat out)', flatOut)];
    for (const attempt of [1, 2]) {
      const target = {
        name: `availability (${attempt})`,
        path: pathOf,
        headersOf: (i: number) => ({ cookie: cookieOf(i) }),
      };
      rows.push(await measurePaced(server.url, target, 50, 10));
    }
    console.log(
      `\nPostgreSQL, ${zones} zones of ${corners} corners, ${windowsPerZone} windows each, ` +
        `${sample.slots.length} slots in a shopper's 14 days`,
    );
    printRatios(bare, rows);
    console.log('\nTarget: availability p95 <= 20 ms.\n');
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}

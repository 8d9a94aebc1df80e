// Order finalize latency on PostgreSQL with 100k products at a steady 20 finalizes/s, each a
// different shopper with a 10-line cart, beside the bare JSON route of the same server; each
// finalize timed from when it was due (a queue counts), the whole run twice. Usage:
// node --import tsx bench/finalize.ts. Uses the database bench_catalogue on BENCH_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), filled by seed:large when new, signs up
// shoppers through the API, and drops the database at the end unless BENCH_KEEP_DB=1. Every order books
// a slot two days ahead of a zone of its own over Tel Aviv with unlimited windows every day, so the
// slot's check and lock are measured but never refuse.
import { createHash } from 'node:crypto';
import { benchDatabase } from './lib/bench-database';
import { benchSlot, type DeliverySlot } from './lib/delivery-slot';
import { measure, percentile, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const database = await benchDatabase('bench_catalogue');
const databaseUrl = database.url;
/** Shoppers' addresses are new each run, so a kept database can be used again. */
const runId = Date.now().toString(36);
const shoppers = 60;
const linesPerCart = 10;
const rounds = 5;
const perSecond = 20;
const password = 'bench-password-1';

interface Shopper {
  email: string;
  cookie: string;
  addressId: number;
}

const query = async <T>(statement: string, values: unknown[] = []) =>
  (await database.sql(statement, values)) as T[];

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs up through the API, marks the email confirmed (no mail in a bench), signs in. */
async function makeShopper(baseUrl: string, index: number): Promise<Shopper> {
  const email = `bench.shopper.${runId}.${index}@shop.example`;
  const digest = createHash('sha256').update(`${email}${password}`).digest('hex');
  const registered = await post(`${baseUrl}/api/users/register`, {
    email,
    password: digest,
    displayName: `Bench Shopper ${index}`,
    languageCode: ['en', 'he', 'th'][index % 3],
  });
  if (!registered.ok) throw new Error(`Sign-up failed: ${registered.status}`);
  const [user] = await query<{ id: number }>(
    'update users set email_verified_at = now() where email = $1 returning user_id as id',
    [email],
  );
  const [address] = await query<{ id: number }>(
    `insert into shipping_addresses (user_id, recipient_name, address_line1, city, postal_code, country,
       latitude, longitude, is_default)
     values ($1, $2, 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', 32.0853, 34.7818, true)
     returning shipping_address_id as id`,
    [user?.id, `Bench Shopper ${index}`],
  );
  const login = await post(`${baseUrl}/api/users/login`, { email, password: digest });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie || !address) throw new Error(`Sign-in failed: ${login.status}`);
  return { email, cookie, addressId: address.id };
}

/** Ten lines of products any shopper may buy one of, a different mix per shopper. */
async function fillCart(baseUrl: string, shopper: Shopper, index: number, productIds: number[]) {
  for (let line = 0; line < linesPerCart; line++) {
    const productId = productIds[(index * 7 + line) % productIds.length];
    const response = await post(
      `${baseUrl}/api/cart/items`,
      { productId, quantity: 1 + (line % 3) },
      shopper.cookie,
    );
    const answer = (await response.json()) as { reject: boolean };
    if (answer.reject) throw new Error(`Adding product ${productId} was rejected`);
  }
}

/** One finalize per shopper, started every 1/perSecond s whether or not the last one answered. */
async function finalizeRound(
  baseUrl: string,
  all: Shopper[],
  deliverySlot: DeliverySlot,
  latencies: number[],
): Promise<number> {
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    all.map(async (shopper, index) => {
      const due = started + (index * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const response = await post(
        `${baseUrl}/api/orders/finalize`,
        { shippingAddressId: shopper.addressId, deliverySlot },
        shopper.cookie,
      );
      const answer = (await response.json()) as { reject: boolean };
      latencies.push(performance.now() - due);
      if (!response.ok || answer.reject) failures++;
    }),
  );
  return failures;
}

try {
  database.seedLarge(100_000);
  const server = await startBenchServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const productIds = (
      await query<{ id: number }>(
        `select p.product_id as id from products p
         where p.active and not p.out_of_stock and p.minimum_quantity = 1 and p.quantity_step = 1
           and exists (select 1 from product_categories pc join categories c using (category_id)
             where pc.product_id = p.product_id and c.active
               and not exists (select 1 from user_type_categories l where l.category_id = c.category_id))
         order by p.product_id limit 100`,
      )
    ).map((row) => row.id);
    const deliverySlot = await benchSlot(query);
    const all: Shopper[] = [];
    for (let index = 0; index < shoppers; index++) all.push(await makeShopper(server.url, index));
    // Statistics now, as autovacuum would soon do on a live shop.
    await query('analyze');

    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\nPostgreSQL, 100k products, ${shoppers} shoppers, ${linesPerCart}-line carts`);
    printRatios(bare, []);
    for (const attempt of [1, 2]) {
      const latencies: number[] = [];
      let failures = 0;
      for (let round = 0; round < rounds; round++) {
        await Promise.all(
          all.map((shopper, index) => fillCart(server.url, shopper, index + round, productIds)),
        );
        failures += await finalizeRound(server.url, all, deliverySlot, latencies);
      }
      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        [
          `finalize at ${perSecond}/s (${attempt})`.padEnd(28),
          `${latencies.length} orders`,
          `p50 ${ms(percentile(sorted, 50))}`,
          `p95 ${ms(percentile(sorted, 95))}`,
          `p99 ${ms(percentile(sorted, 99))}`,
          `max ${ms(sorted.at(-1) ?? 0)}`,
          failures > 0 ? `failures ${failures}` : '',
        ].join('  '),
      );
    }
    console.log(
      '\nTarget: finalize p95 <= 100 ms with a 10-line cart (p95 from every latency, timed from when due).\n',
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}

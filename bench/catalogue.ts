// Catalogue and cart on PostgreSQL with 100k products, against the bare JSON route of the same
// server, in one run. Usage: node --import tsx bench/catalogue.ts
// Creates the database bench_catalogue on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), fills it with seed:large (demo data + 100,000
// generated products, about a minute), benchmarks, and drops it. BENCH_KEEP_DB=1 keeps it, and a
// later run reuses it (seed:large does nothing when the products are already there).
import autocannon from 'autocannon';
import { benchDatabase } from './lib/bench-database';
import {
  type Measurement,
  measure,
  measureEach,
  measurementOf,
  measurePaced,
  missPath,
  printRatios,
} from './lib/measure';
import { signIn, startBenchServer } from './lib/server';

const database = await benchDatabase('bench_catalogue');
/** The storefront statements whose whole plans are printed after the run (explain-catalogue.ts). */
const explained: string[] = [];
const databaseUrl = database.url;
const products = 100_000;
/** Requests per second of the steady-pace rows: about what one instance of a busy shop serves. */
const steadyRate = 200;
const searchTerms = [
  ['he', 'גבינה'],
  ['th', 'ชีส'],
  ['en', 'cheese'],
] as const;

const query = async <T>(statement: string): Promise<T[]> => (await database.sql(statement)) as T[];

/** Misses as fast as the server answers them: 10 connections, each sending again at once. */
const measureMisses = (url: string, target: { name: string; path: string }) =>
  measureEach(url, { name: `${target.name}, miss`, path: (counter) => missPath(target.path, counter) });

/**
 * Each connection adds 1 to and then takes 1 off its own line, which holds 1 beforehand, so the
 * cart stays bounded and every call changes an existing line (as a shopper's quantity buttons do).
 */
async function measureCartAdd(url: string, cookie: string, productIds: number[]): Promise<Measurement> {
  for (const productId of productIds) {
    await fetch(`${url}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
  }
  let next = 0;
  const body = (context: Record<string, number>, quantity: number) => {
    context.productId ??= productIds[next++ % productIds.length] as number;
    return JSON.stringify({ productId: context.productId, quantity });
  };
  const result = await autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { 'content-type': 'application/json', cookie },
    requests: [
      {
        method: 'POST',
        path: '/api/cart/items',
        setupRequest: (req, context) => ({ ...req, body: body(context as Record<string, number>, 1) }),
      },
      {
        method: 'POST',
        path: '/api/cart/items',
        setupRequest: (req, context) => ({ ...req, body: body(context as Record<string, number>, -1) }),
      },
    ],
  });
  return measurementOf('cart add (+1 / -1)', result);
}

try {
  database.seedLarge(products);
  // A freshly filled database: statistics and visibility map now, as autovacuum would do soon.
  await query('vacuum analyze');
  const server = await startBenchServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const [dairy] = await query<{ id: number }>(
      `select category_id as id from categories where category_name = 'Dairy & Eggs'`,
    );
    const [milk] = await query<{ id: number }>(
      `select product_id as id from products where product_name = 'Fresh milk 3% 1 L'`,
    );
    const cartProducts = await query<{ id: number }>(
      `select product_id as id from products where active and not out_of_stock and minimum_quantity = 1
       and quantity_step = 1 and external_id >= 10000000 order by product_id limit 10`,
    );
    const shopper = 'shopper@freshcart.example';
    const cookie = await signIn(server.url, shopper, await server.demoPassword(shopper));
    const [counted] = await query<{ count: number }>(
      `select active_product_count as count from categories where category_id = ${dairy?.id}`,
    );
    const lastPage = Math.floor(((counted?.count ?? 1) - 1) / 25);
    explained.push(
      ...[0, 100, lastPage].map((page) => `list:en:${dairy?.id}:${page}`),
      `details:he:${milk?.id}`,
    );
    const catalogueTargets = [
      ...[0, 100, lastPage].map((page) => ({
        name: `products list page ${page}`,
        path: `/api/products/en/${dairy?.id}/${page}`,
      })),
      { name: 'product details', path: `/api/products/he/${milk?.id}/details` },
      ...searchTerms.map(([language, term]) => ({
        name: `search '${term}' (${language})`,
        path: `/api/products/search/${encodeURIComponent(term)}?languageCode=${language}`,
      })),
    ];
    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    for (const target of catalogueTargets) await measure(server.url, { ...target, headers: { cookie } }, 1);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
    const rows: Measurement[] = [];
    // Answers come from the per-instance answer cache, kept until the catalogue changes (decision
    // 0015): anonymous hits; then misses (every request a new URL, so every one queries the
    // database), as fast as possible and at a steady pace; then a signed-in shopper (session
    // lookup each time; no user type, so the anonymous copy).
    for (const target of catalogueTargets) {
      rows.push(await measure(server.url, { ...target, name: `${target.name}, anonymous` }));
    }
    for (const target of catalogueTargets) rows.push(await measureMisses(server.url, target));
    for (const target of catalogueTargets) {
      const paced = {
        name: `${target.name}, miss`,
        path: (index: number) => missPath(target.path, -index - 1),
      };
      rows.push(await measurePaced(server.url, paced, steadyRate));
    }
    for (const target of catalogueTargets) {
      rows.push(
        await measure(server.url, { ...target, name: `${target.name}, signed in`, headers: { cookie } }),
      );
    }
    const cartIds = cartProducts.map((row) => row.id);
    rows.push(await measureCartAdd(server.url, cookie, cartIds));
    // Each product gets +1, then (10 requests later) -1, and so on: lines stay at 1 or 2.
    const pacedAdd = (index: number) =>
      JSON.stringify({
        productId: cartIds[index % cartIds.length],
        quantity: Math.floor(index / cartIds.length) % 2 === 0 ? 1 : -1,
      });
    rows.push(
      await measurePaced(
        server.url,
        {
          name: 'cart add',
          method: 'POST',
          path: () => '/api/cart/items',
          body: pacedAdd,
          headers: { cookie },
        },
        steadyRate,
      ),
    );
    console.log(
      `\nPostgreSQL, ${products.toLocaleString('en')} generated products + demo data, 10 connections, 10 s each`,
    );
    printRatios(bare, rows);
    console.log(
      '\nTargets: list and details >= 40 % of bare with p95 <= 20 ms; search p95 <= 20 ms; cart add p95 <= 30 ms',
    );
    console.log(
      '(autocannon rows print p97.5, which is never lower than p95; paced rows print a real p95.)\n',
    );
  } finally {
    await server.stop();
  }
  database.runInServer([
    'src/modules/catalogue/explain-catalogue.ts',
    ...explained,
    ...searchTerms.map(([language, term]) => `search:${language}:${term}`),
  ]);
} finally {
  await database.close();
}

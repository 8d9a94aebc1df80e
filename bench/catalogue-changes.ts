// The storefront while the catalogue changes (issue 13), on PostgreSQL with 100k products, against
// the bare JSON route of the same server, in one run. Usage: node --import tsx bench/catalogue-changes.ts
// Creates (or, with BENCH_KEEP_DB=1, keeps and reuses) the database bench_catalogue, filled by
// seed:large, plus a category holding every product (4,000 pages deep). Then:
// - EXPLAIN ANALYZE, whole plans (for the values, and generic as prepared), of list pages 0, 100,
//   the middle and the last, and details; the run fails when one reads products or translations whole;
// - uncached (every request a new URL): those list pages and details, as fast as possible
//   (target ≥ 10 % of bare) and at 200/s timed from when each request was due (target p95 ≤ 20 ms);
// - traffic over 500 distinct list and details URLs, quiet and while an admin saves a product every
//   second and a batch of 1,000 price updates commits every second (target ≥ 50 % of quiet, p95 ≤ 20 ms);
// - signed-in catalogue reads against anonymous ones (target ≥ 50 %).
// Every row is run twice and both are printed.
import { benchAdminCookie, everySecond, saveShortDescription, sessionCookieFor } from './lib/admin-session';
import { benchDatabase } from './lib/bench-database';
import { type Measurement, measure, measureEach, measurePaced, missPath, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const database = await benchDatabase('bench_catalogue');
const { sql } = database;
const steadyRate = 200;
const everythingExternalId = 99_999_999;

/** Runs a measurement twice, both printed: one run's figure can be luck. */
async function twice(run: (attempt: number) => Promise<Measurement>): Promise<Measurement[]> {
  const first = await run(1);
  const second = await run(2);
  return [
    { ...first, name: `${first.name} (1)` },
    { ...second, name: `${second.name} (2)` },
  ];
}

/** While `during` runs: an admin saves one product a second, and 1,000 prices change a second. */
async function withWrites<T>(
  url: string,
  during: () => Promise<T>,
): Promise<{ result: T; saves: number; batches: number }> {
  const adminCookie = await benchAdminCookie(database.url);
  const headers = { cookie: adminCookie, 'x-requested-with': 'grocery' };
  const [{ id: saved }] = await sql(
    `select product_id as id from products where active order by product_id limit 1`,
  );
  const [{ last }] = await sql('select max(product_id) as last from products');
  let attempt = 0;
  const stopSaving = everySecond(() => saveShortDescription(url, headers, saved, `Saved ${attempt++}`));
  // A point-of-sale price feed: 1,000 random products' prices in one statement.
  const stopPricing = everySecond(async () => {
    await sql(
      `update products set online_price = online_price + case when random() < 0.5 then 0.10 else -0.10 end
       where product_id in (select (random() * $1)::int + 1 from generate_series(1, 1000))
         and online_price > 1`,
      [last],
    );
    return true;
  });
  const stop = () => Promise.all([stopSaving(), stopPricing()]);
  const result = await during().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const [saves, batches] = await stop();
  return { result, saves, batches };
}

try {
  database.seedLarge(100_000);
  await sql(
    `insert into categories (category_name, external_id) values ('Bench: every product', $1)
     on conflict (external_id) do nothing`,
    [everythingExternalId],
  );
  const [{ id: everything }] = await sql(`select category_id as id from categories where external_id = $1`, [
    everythingExternalId,
  ]);
  await sql(
    `insert into product_categories (category_id, product_id) select $1, product_id from products
     on conflict do nothing`,
    [everything],
  );
  await sql('vacuum analyze');
  const [{ count }] = await sql(
    `select active_product_count as count from categories where category_id = $1`,
    [everything],
  );
  const lastPage = Math.floor((Number(count) - 1) / 25);
  const [{ id: milk }] = await sql(
    `select product_id as id from products where product_name = 'Fresh milk 3% 1 L'`,
  );
  // The middle page is the deepest read: pages are read from the nearer end (decision 0042).
  const pages = [0, 100, Math.floor(lastPage / 2), lastPage];

  database.runInServer([
    'src/modules/catalogue/explain-catalogue.ts',
    ...pages.map((page) => `list:en:${everything}:${page}`),
    `details:he:${milk}`,
  ]);

  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const { url } = server;
    const targets = [
      ...pages.map((page) => ({ name: `list page ${page}`, path: `/api/products/en/${everything}/${page}` })),
      { name: 'details', path: `/api/products/he/${milk}/details` },
    ];
    await measure(url, { name: 'warm-up', path: '/api/ping' }, 2);
    const bare = await measure(url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });

    const uncached: Measurement[] = [];
    for (const target of targets) {
      uncached.push(
        ...(await twice(() =>
          measureEach(url, { name: `${target.name}, uncached`, path: (i) => missPath(target.path, i) }),
        )),
      );
      uncached.push(
        ...(await twice((attempt) =>
          measurePaced(
            url,
            { name: `${target.name}, uncached`, path: (i) => missPath(target.path, -(attempt * 1e6 + i)) },
            steadyRate,
          ),
        )),
      );
    }
    console.log('\nUncached reads (targets: ≥ 10 % of bare; p95 ≤ 20 ms at 200/s):');
    printRatios(bare, uncached);

    // 500 distinct URLs: 100 list pages spread over the category, 400 products' details.
    const products = await sql(`select product_id as id from products where active order by product_id`);
    const spread = (n: number, total: number) =>
      Array.from({ length: n }, (_, i) => Math.floor((i * total) / n));
    const mixed = [
      ...spread(100, lastPage + 1).map((page) => `/api/products/en/${everything}/${page}`),
      ...spread(400, products.length).map((i) => `/api/products/en/${products[i].id}/details`),
    ];
    const mixedPath = (i: number) => mixed[i % mixed.length] as string;
    for (const path of mixed) await fetch(`${url}${path}`).then((response) => response.arrayBuffer());
    const quiet = await twice(() => measureEach(url, { name: '500 URLs, quiet', path: mixedPath }));
    const quietPaced = await twice(() =>
      measurePaced(url, { name: '500 URLs, quiet', path: mixedPath }, steadyRate),
    );
    const busy = await withWrites(url, () =>
      twice(() => measureEach(url, { name: '500 URLs, writes', path: mixedPath })),
    );
    const busyPaced = await withWrites(url, () =>
      twice(() => measurePaced(url, { name: '500 URLs, writes', path: mixedPath }, steadyRate)),
    );
    console.log(
      `\nTraffic over 500 URLs, quiet and while writing (${busy.saves + busyPaced.saves} admin saves, ` +
        `${busy.batches + busyPaced.batches} batches of 1,000 prices; targets: ≥ 50 % of quiet, p95 ≤ 20 ms):`,
    );
    printRatios(bare, [...quiet, ...busy.result, ...quietPaced, ...busyPaced.result]);
    const average = (rows: Measurement[]) =>
      rows.reduce((sum, row) => sum + row.requestsPerSecond, 0) / rows.length;
    console.log(`  writes / quiet throughput = ${(average(busy.result) / average(quiet)).toFixed(2)}`);

    // The demo shopper (no user type), signed in by a session row: a kept database has no first passwords.
    const [shopper] = await sql(`select user_id as id from users where email = 'shopper@freshcart.example'`);
    const cookie = await sessionCookieFor(database.url, shopper.id);
    const readers: Measurement[] = [];
    for (const target of targets.slice(0, 1).concat(targets.slice(-1))) {
      readers.push(...(await twice(() => measure(url, { ...target, name: `${target.name}, anonymous` }))));
      readers.push(
        ...(await twice(() =>
          measure(url, { ...target, name: `${target.name}, signed in`, headers: { cookie } }),
        )),
      );
    }
    console.log('\nCached reads, anonymous and signed in (target: signed in ≥ 50 % of anonymous):');
    printRatios(bare, readers);
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}

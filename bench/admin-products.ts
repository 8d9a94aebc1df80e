// The catalogue back office on PostgreSQL with 100k products and 3 user types' prices, against the
// bare JSON route of the same server, in one run. Usage: node --import tsx bench/admin-products.ts
// Creates the database bench_admin_products on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), fills it with seed:large (demo data + 100,000
// generated products, about a minute) and a price per product for three user types, then measures:
// - the products grid with each sort key both ways (pages 0 to 9 in turn), each filter alone, three
//   together and deep pages, at 20 requests/s (target p95 ≤ 50 ms), with EXPLAIN of each;
// - the user-type prices grid the same way;
// - bulk active on 1,000 products (target ≤ 1 s);
// - the storefront's list and search, quiet and while an admin saves a product every second
//   (target: p95 within 25 % of the quiet figure).
// BENCH_KEEP_DB=1 keeps the database for a later run (the fill is skipped when done);
// BENCH_ONLY=storefront runs the storefront rows alone.
import { benchAdminCookie, everySecond, saveShortDescription } from './lib/admin-session';
import { benchDatabase } from './lib/bench-database';
import { type Measurement, measure, measurePaced, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const rate = 20;
const seconds = 5;
const database = await benchDatabase('bench_admin_products');
const { sql } = database;
const databaseUrl = database.url;

/** Three user types, each pricing every product (300k rows); a third of products synced. */
async function fillPrices(): Promise<number[]> {
  await sql(`insert into user_types (user_type_name) values ('bench-a'), ('bench-b'), ('bench-c')
    on conflict do nothing`);
  const types = await sql(`select user_type_id as id from user_types where user_type_name like 'bench-%'
    order by user_type_id`);
  for (const [index, { id }] of types.entries()) {
    await sql(
      `insert into user_type_prices (user_type_id, product_id, price)
       select $1, product_id, round(online_price * $2, 2) from products
       on conflict do nothing`,
      [id, 0.95 - index * 0.05],
    );
  }
  await sql(`update products set synced_at = created_at + interval '1 day'
    where product_id % 3 = 0 and synced_at is null`);
  await sql('vacuum analyze');
  return types.map((type) => type.id as number);
}

try {
  database.seedLarge(100_000);
  const [typeId] = await fillPrices();
  const [dairy] = await sql(`select category_id as id from categories where category_name = 'Dairy & Eggs'`);
  const [bakery] = await sql(`select category_id as id from categories where category_name like 'Bakery%'`);
  const [sample] = await sql(
    `select barcode, product_id as id, external_id as "externalId" from products
     where barcode is not null and external_id is not null order by product_id desc limit 1`,
  );
  const [{ last }] = await sql('select max(product_id) as last from products');

  const sortKeys = [
    'product_id',
    'product_name',
    'created_at',
    'modified_at',
    'synced_at',
    'barcode',
    'online_price',
    'consumer_price',
    'active',
    'external_id',
    'image_file',
  ];
  const filters: [string, string][] = [
    ['q=cheese', 'q=cheese'],
    ['q=גבינה', `q=${encodeURIComponent('גבינה')}`],
    // Decision 0055: names in the page's language, the term found in them too.
    ['he: q=גבינה', `languageCode=he&q=${encodeURIComponent('גבינה')}`],
    ['he: q=גב', `languageCode=he&q=${encodeURIComponent('גב')}`],
    ['th: q=cheese', 'languageCode=th&q=cheese'],
    ['he: by name, page 9', 'languageCode=he&sortBy=product_name&sortDir=asc&pageIndex=9'],
    ['barcode', `barcode=${sample.barcode}`],
    ['productId', `productId=${sample.id}`],
    ['externalId', `externalId=${sample.externalId}`],
    ['priceMin=50', 'priceMin=50'],
    ['priceMax=5', 'priceMax=5'],
    ['active=false', 'active=false'],
    ['active=true', 'active=true'],
    ['hasImage=true', 'hasImage=true'],
    ['hasImage=false', 'hasImage=false'],
    ['categoryIds=dairy,bakery', `categoryIds=${dairy.id},${bakery?.id ?? dairy.id}`],
    ['categoryId=dairy', `categoryId=${dairy.id}`],
    ['created last 30 days', `createdFrom=${day(-30)}&createdTo=${day(0)}`],
    ['modified today', `modifiedFrom=${day(0)}&modifiedTo=${day(0)}`],
    ['synced last 7 days', `syncedFrom=${day(-7)}&syncedTo=${day(0)}`],
    ['3 filters: active, image, price 5-20', 'active=true&hasImage=true&priceMin=5&priceMax=20'],
    ['3 filters: dairy, active, q=milk', `categoryId=${dairy.id}&active=true&q=milk`],
  ];
  const deep: [string, string][] = [
    ['deep: by id, last page', `pageIndex=${Math.floor((Number(last) - 1) / 25)}`],
    ['deep: by name asc, page 2000', 'sortBy=product_name&sortDir=asc&pageIndex=2000'],
    ['deep: by created desc, page 3000', 'sortBy=created_at&pageIndex=3000'],
    ['deep: active=true, page 2000', 'active=true&pageIndex=2000'],
  ];
  const priceRows: [string, string][] = [
    ...['product_name', 'product_id', 'external_id', 'online_price', 'price'].flatMap(
      (key): [string, string][] => [
        [`prices by ${key} asc`, `sortBy=${key}&sortDir=asc`],
        [`prices by ${key} desc`, `sortBy=${key}&sortDir=desc`],
      ],
    ),
    ['prices q=cheese', 'q=cheese'],
    ['prices he: q=גבינה', `languageCode=he&q=${encodeURIComponent('גבינה')}`],
    ['prices he: by name', 'languageCode=he&sortBy=product_name'],
    ['prices priced only', 'priced=true'],
    ['prices deep: by name, page 2000', 'sortBy=product_name&pageIndex=2000'],
    ['prices deep: by price, page 2000', 'sortBy=price&pageIndex=2000'],
  ];

  const onlyStorefront = process.env.BENCH_ONLY === 'storefront';
  if (!onlyStorefront) console.log('\nEXPLAIN ANALYZE (a sequential scan of products is named):');
  if (!onlyStorefront)
    database.runInServer([
      '../../bench/explain/explain-admin-lists.ts',
      ...sortKeys.map((key) => `products:sortBy=${key}&sortDir=desc&pageIndex=9`),
      ...[...filters, ...deep].map(([, query]) => `products:${query}`),
      ...priceRows.map(([, query]) => `prices:${typeId}:${query}`),
    ]);

  const server = await startBenchServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const headers = { cookie: await benchAdminCookie(databaseUrl) };
    if (!onlyStorefront) {
      const paced = (name: string, pathOf: (i: number) => string) =>
        measurePaced(server.url, { name, path: pathOf, headers }, rate, seconds);
      await measurePaced(
        server.url,
        { name: 'warm-up', path: () => '/api/admin/products', headers },
        rate,
        2,
      );
      const bare = await measurePaced(
        server.url,
        { name: 'bare JSON (/api/ping)', path: () => '/api/ping' },
        rate,
      );
      const rows: Measurement[] = [];
      for (const key of sortKeys) {
        for (const dir of ['desc', 'asc']) {
          rows.push(
            await paced(
              `products by ${key} ${dir}`,
              (i) => `/api/admin/products?sortBy=${key}&sortDir=${dir}&pageIndex=${i % 10}`,
            ),
          );
        }
      }
      for (const [name, query] of [...filters, ...deep]) {
        rows.push(await paced(`products ${name}`, () => `/api/admin/products?${query}`));
      }
      for (const [name, query] of priceRows) {
        rows.push(await paced(name, () => `/api/admin/user-types/${typeId}/prices?${query}`));
      }
      console.log(`\nAdmin grids at ${rate}/s for ${seconds} s each (target p95 ≤ 50 ms):`);
      printRatios(bare, rows);

      console.log('\nBulk active on 1,000 products (target ≤ 1 s):');
      const ids = (await sql('select product_id as id from products order by product_id limit 1000')).map(
        (row) => row.id,
      );
      for (const active of [false, true, false, true]) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/admin/products/bulk/active`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ productIds: ids, active }),
        });
        const answer = (await response.json()) as { results?: { result: string }[] };
        const updated = answer.results?.filter((row) => row.result === 'UPDATED').length;
        console.log(
          `  active=${active}: ${response.status}, ${updated} updated, ${(performance.now() - started).toFixed(0)} ms`,
        );
      }
    }

    await storefrontWhileSaving(server.url, headers, Number(dairy.id));
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The storefront's list (pages 0 to 19 of a category) and search, quiet and then while an admin
 * saves a product every second (each save drops the answers showing that product, decision 0041), twice.
 */
async function storefrontWhileSaving(url: string, headers: Record<string, string>, categoryId: number) {
  const storefrontRate = 100;
  const targets = [
    { name: 'storefront list', path: (i: number) => `/api/products/en/${categoryId}/${i % 20}` },
    {
      name: 'storefront search',
      path: () => `/api/products/search/${encodeURIComponent('cheese')}?languageCode=en`,
    },
  ];
  const [product] = await sql(
    `select p.product_id as id from products p join product_categories pc using (product_id)
     where pc.category_id = $1 order by p.product_id limit 1`,
    [categoryId],
  );
  for (const target of targets) await measurePaced(url, { ...target, name: 'warm-up' }, storefrontRate, 2);
  for (const attempt of [1, 2]) {
    const quiet = await Promise.all(
      targets.map((target) =>
        measurePaced(url, { ...target, name: `${target.name}, quiet (${attempt})` }, storefrontRate),
      ),
    );
    let saveNumber = 0;
    const stopSaving = everySecond(() =>
      saveShortDescription(url, headers, product.id, `Saved ${attempt}.${saveNumber++}`),
    );
    const busy = await Promise.all(
      targets.map((target) =>
        measurePaced(
          url,
          { ...target, name: `${target.name}, admin saving 1/s (${attempt})` },
          storefrontRate,
        ),
      ),
    );
    const saves = await stopSaving();
    console.log(
      `\nStorefront at ${storefrontRate}/s, quiet and while an admin saves a product every second (run ${attempt}, ${saves} saves; target p95 within 25 %):`,
    );
    const bare = await measure(url, { name: 'bare JSON (/api/ping)', path: '/api/ping' }, 3);
    printRatios(bare, [...quiet, ...busy]);
    for (const [index, target] of targets.entries()) {
      const ratio = (busy[index] as Measurement).p95 / (quiet[index] as Measurement).p95;
      console.log(`  ${target.name}: p95 busy / quiet = ${ratio.toFixed(2)}`);
    }
  }
}

// The storefront's pages rendered on the server (decision 0071) on PostgreSQL with 100k products, in
// one run against the same server's JSON answers of the same data:
// - a product's details page and a list page, cached, against their cached JSON answers
//   (target: each page at least 50 % of its JSON's rate), same client (brotli, as a browser) and
//   concurrency;
// - uncached pages at a paced 50/s, each request a product or list page not asked before (the page
//   cache is keyed by path, so a query string would not miss it), real p95 (target ≤ 30 ms); beside
//   them the uncached JSON of other products and pages at the same pace, and pages whose JSON is
//   already cached (what rendering alone costs).
// Usage: node --import tsx bench/ssr.ts, after `npm run build` (the server renders with the web
// build). Uses the database bench_catalogue (see catalogue.ts); BENCH_KEEP_DB=1 keeps it.
import { catalogueEndpoints, fillPath, productsPageSize } from '@grocery/contracts';
import { benchDatabase } from './lib/bench-database';
import { type Measurement, measure, measurePaced, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const database = await benchDatabase('bench_catalogue');
const query = async <T>(statement: string) => (await database.sql(statement)) as T[];
/** Category `c` as an anonymous visitor sees it: active, kept for no user type (catalogue.sql.ts). */
const shownToAnyone = `c.active and not exists (
  select 1 from user_type_categories l where l.category_id = c.category_id)`;
const language = 'he';
const pacedRate = 50;
/** Requests of each paced row: every one a path of its own. */
const pacedCount = pacedRate * 10;
const warmUps = 50;
/** As a browser asks: the server sends its brotli form. */
const headers = { 'accept-encoding': 'br' };

type ListPage = { categoryId: number; pageIndex: number };
const detailsJson = (productId: number) =>
  fillPath(catalogueEndpoints.productDetails.path, { languageCode: language, productId });
const listJson = ({ categoryId, pageIndex }: ListPage) =>
  fillPath(catalogueEndpoints.products.path, { languageCode: language, categoryId, pageIndex });
const detailsPage = (productId: number) => `/${language}/products/details/${productId}`;
const listPage = ({ categoryId, pageIndex }: ListPage) => `/${language}/products/${categoryId}/${pageIndex}`;

/** GETs each path, a few at a time; throws unless each is a 200 (and a rendered page, for pages). */
async function fetchAll(baseUrl: string, paths: string[], rendered: boolean) {
  for (let start = 0; start < paths.length; start += 10) {
    await Promise.all(
      paths.slice(start, start + 10).map(async (path) => {
        const response = await fetch(`${baseUrl}${path}`, { headers });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (rendered && !text.includes('id="rendered-state"')) throw new Error(`${path} is not rendered`);
      }),
    );
  }
}

/** Bytes sent for a path (brotli) and its HTML or JSON's own size. */
async function sizes(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const plain = Buffer.byteLength(await response.text());
  const sent = Number(response.headers.get('content-length') ?? plain);
  return `${path}: ${(plain / 1024).toFixed(1)} KB, ${(sent / 1024).toFixed(1)} KB sent (brotli)`;
}

const paced = (baseUrl: string, name: string, paths: string[]) =>
  measurePaced(baseUrl, { name, path: (index) => paths[index] as string, headers }, pacedRate);

try {
  database.seedLarge(100_000);
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const [milk] = await query<{ id: number }>(
      `select product_id as id from products where product_name = 'Fresh milk 3% 1 L'`,
    );
    const [dairy] = await query<{ id: number }>(
      `select category_id as id from categories where category_name = 'Dairy & Eggs'`,
    );
    const cachedProduct = milk?.id as number;
    const cachedList = { categoryId: dairy?.id as number, pageIndex: 0 };
    // Products and list pages never asked before in this run, spread over the whole catalogue.
    const pooled = 3 * pacedCount + warmUps;
    const productIds = (
      await query<{ id: number }>(
        `select product_id as id from products p where active and product_id <> ${cachedProduct}
           and exists (select 1 from product_categories pc join categories c using (category_id)
                       where pc.product_id = p.product_id and ${shownToAnyone})
         order by md5(product_id::text) limit ${pooled}`,
      )
    ).map((row) => row.id);
    const listPages = await query<ListPage>(
      `select category_id as "categoryId", page as "pageIndex" from categories c,
         generate_series(0, ceil(active_product_count / ${productsPageSize}.0)::int - 1) page
       where ${shownToAnyone} and not (category_id = ${cachedList.categoryId} and page = 0)
       order by md5(category_id || ':' || page) limit ${pooled}`,
    );
    if (productIds.length < pooled || listPages.length < pooled)
      throw new Error('Too few products or list pages for paths never asked before');
    const slice = <T>(all: T[], part: number) =>
      all.slice(warmUps + part * pacedCount, warmUps + (part + 1) * pacedCount);

    // The caches are bypassed until the instance hears the catalogue's notices (answer-cache.ts).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    await fetchAll(server.url, productIds.slice(0, warmUps).map(detailsPage), true);
    await fetchAll(server.url, listPages.slice(0, warmUps).map(listPage), true);
    await fetchAll(server.url, [detailsPage(cachedProduct), listPage(cachedList)], true);

    const cachedTargets = [
      { name: 'details JSON, cached', path: detailsJson(cachedProduct), headers },
      { name: 'details page, cached', path: detailsPage(cachedProduct), headers },
      { name: 'list JSON, cached', path: listJson(cachedList), headers },
      { name: 'list page, cached', path: listPage(cachedList), headers },
    ];
    for (const target of cachedTargets) await measure(server.url, target, 1);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping', headers }, 5);
    const cached: Measurement[] = [];
    for (const target of cachedTargets) cached.push(await measure(server.url, target, 5));

    const uncached: Measurement[] = [
      await paced(server.url, 'details JSON, uncached', slice(productIds, 0).map(detailsJson)),
      await paced(server.url, 'details page, uncached', slice(productIds, 1).map(detailsPage)),
      await paced(server.url, 'list JSON, uncached', slice(listPages, 0).map(listJson)),
      await paced(server.url, 'list page, uncached', slice(listPages, 1).map(listPage)),
    ];
    // Rendering alone: pages whose JSON answers are already in the catalogue's cache.
    await fetchAll(server.url, slice(productIds, 2).map(detailsJson), false);
    uncached.push(
      await paced(server.url, 'details page, JSON cached', slice(productIds, 2).map(detailsPage)),
    );
    await fetchAll(server.url, slice(listPages, 2).map(listJson), false);
    uncached.push(await paced(server.url, 'list page, JSON cached', slice(listPages, 2).map(listPage)));

    const shown = await Promise.all(
      [
        detailsJson(cachedProduct),
        detailsPage(cachedProduct),
        listJson(cachedList),
        listPage(cachedList),
      ].map((path) => sizes(server.url, path)),
    );
    console.log(
      `\nPostgreSQL, 100k products; language ${language}; accept-encoding br; ` +
        `cached rows 10 connections, 5 s each; uncached rows at ${pacedRate}/s, ${pacedCount} paths never asked before`,
    );
    printRatios(bare, [...cached, ...uncached]);
    console.log(`\n${shown.join('\n')}`);
    const [detailsJsonRow, detailsPageRow, listJsonRow, listPageRow] = cached as [
      Measurement,
      Measurement,
      Measurement,
      Measurement,
    ];
    const ratio = (page: Measurement, json: Measurement) =>
      `${((page.requestsPerSecond / json.requestsPerSecond) * 100).toFixed(0)} %`;
    const p95 = (name: string) => `${uncached.find((row) => row.name.startsWith(name))?.p95} ms`;
    console.log(
      '\nTargets (issue): cached page >= 50 % of its cached JSON; uncached page p95 <= 30 ms at 50/s',
    );
    console.log(`  details page / details JSON, cached: ${ratio(detailsPageRow, detailsJsonRow)}`);
    console.log(`  list page / list JSON, cached:       ${ratio(listPageRow, listJsonRow)}`);
    console.log(`  details page, uncached, p95:         ${p95('details page, uncached')}`);
    console.log(`  list page, uncached, p95:            ${p95('list page, uncached')}`);
    console.log(
      '(autocannon rows print p97.5, which is never lower than p95; paced rows print a real p95.)\n',
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}

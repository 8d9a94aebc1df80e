// Sitemaps on PostgreSQL with 100k products (decision 0072): the sitemap index and every language's
// gzipped files generated cold, as a crawler fetches them one after another (target ≤ 5 s for
// 100k products × 3 languages); again after a product changes (the change drops them all); and
// the cached index's and a cached file's answer rates. Usage: node --import tsx bench/sitemap.ts.
// Uses the database bench_catalogue (see catalogue.ts); BENCH_KEEP_DB=1 keeps it.
import { gunzipSync } from 'node:zlib';
import { benchDatabase } from './lib/bench-database';
import { measure, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const database = await benchDatabase('bench_catalogue');
const query = async <T>(statement: string) => (await database.sql(statement)) as T[];

interface Pass {
  ms: number;
  files: number;
  urls: number;
  gzipBytes: number;
  xmlBytes: number;
  /** The index's text, to see that a change reached it. */
  index: string;
}

/** The index, then each file it lists in turn, each answer checked; timed from first request to last. */
async function fetchAll(baseUrl: string): Promise<Pass> {
  const started = performance.now();
  const indexResponse = await fetch(`${baseUrl}/sitemap.xml`);
  if (!indexResponse.ok) throw new Error(`/sitemap.xml answered ${indexResponse.status}`);
  const index = await indexResponse.text();
  const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const pass: Pass = { ms: 0, files: paths.length, urls: 0, gzipBytes: 0, xmlBytes: 0, index };
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const xml = gunzipSync(body).toString('utf8');
    pass.gzipBytes += body.length;
    pass.xmlBytes += Buffer.byteLength(xml);
    pass.urls += xml.split('<url>').length - 1;
  }
  pass.ms = performance.now() - started;
  return pass;
}

const describe = (name: string, pass: Pass) =>
  console.log(
    `${name.padEnd(30)} ${pass.ms.toFixed(0).padStart(6)} ms  ${pass.files} files, ${pass.urls} URLs, ` +
      `${(pass.xmlBytes / 1e6).toFixed(1)} MB XML, ${(pass.gzipBytes / 1e6).toFixed(2)} MB gzipped`,
  );

try {
  database.seedLarge(100_000);
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const [shown] = await query<{ count: number }>(
      `select count(*)::int as count from products where active`,
    );
    // The caches are bypassed until the instance hears the catalogue's notices (answer-cache.ts).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const cold = await fetchAll(server.url);
    const cached = await fetchAll(server.url);
    await query(`update products set modified_at = now() where product_id = (
      select max(product_id) from products where active)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const afterChange = await fetchAll(server.url);
    if (afterChange.index === cold.index) throw new Error('The index did not change with the product');

    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' }, 5);
    const rows = [
      await measure(server.url, { name: 'cached /sitemap.xml', path: '/sitemap.xml' }, 5),
      await measure(server.url, { name: 'cached /sitemaps/he-1.xml.gz', path: '/sitemaps/he-1.xml.gz' }, 5),
      await measure(server.url, { name: '/robots.txt', path: '/robots.txt' }, 5),
    ];
    console.log(`\nPostgreSQL, ${shown?.count} active products; sitemaps of 3 languages`);
    describe('cold (index + every file)', cold);
    describe('cached (index + every file)', cached);
    describe('cold again after a change', afterChange);
    console.log(`target: cold ≤ 5000 ms`);
    printRatios(bare, rows);
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}

// The point-of-sale catalogue sync (issue 16) on PostgreSQL. Usage: node --import tsx bench/pos-sync.ts
// 1. The reference POS (apps/pos-reference) with 100,000 items, in a process of its own; the real server on
//    a fresh database bench_pos_sync. A full sync into the empty catalogue (target ≤ 60 s), the same
//    again unchanged (target ≤ 20 s). Then storefront list pages and search, uncached and paced, quiet
//    and while a third full sync rewrites every price (target: p95 within 25 % of quiet).
// 2. A generated 100,000-item PriceFull (gzipped, the Tiv Taam dialect) as POS_PRICE_FILE on a fresh
//    database bench_pos_file: a full sync (target ≤ 60 s) and the server's resident memory growth
//    while it runs (target < 200 MB).
// Every sync prints its time and items per second. The databases are dropped at the end.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchAdminCookie, sqlOn } from './lib/admin-session';
import { type BenchDatabase, benchDatabase } from './lib/bench-database';
import { type Measurement, measurePaced, missPath } from './lib/measure';
import { startPosProcess } from './lib/pos-process';
import { writePriceFull } from './lib/price-file';
import { type BenchServer, startBenchServer } from './lib/server';

// BENCH_ITEMS: a smaller catalogue to try the benchmark quickly.
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const syncPath = '/api/admin/process/db-sync';

interface SyncStatus {
  status: string;
  phase: string | null;
  totalItems: number | null;
  totalProcessed: number;
  failedCount: number;
  error: string | null;
}

/** A database of its own, emptied first: the first sync must write into an empty catalogue. */
async function freshDatabase(name: string): Promise<BenchDatabase> {
  await sqlOn(adminUrl, `drop database if exists ${name} with (force)`);
  return benchDatabase(name);
}

function adminCalls(server: BenchServer, cookie: string) {
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'grocery' };
  const call = async (method: 'GET' | 'POST', route: string, body?: unknown) => {
    const response = await fetch(`${server.url}${syncPath}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { reject?: boolean; reason?: string; sync?: SyncStatus };
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  return {
    call,
    status: async () => (await call('GET', '/status')).sync as SyncStatus,
  };
}

type Calls = ReturnType<typeof adminCalls>;

/** Starts a full run and waits for its end; answers its time and items per second. */
async function timedSync(calls: Calls, name: string, whileRunning?: () => Promise<void>) {
  const started = performance.now();
  const answer = await calls.call('POST', '/start', { kind: 'full' });
  if (answer.reject) throw new Error(`start refused: ${answer.reason}`);
  const during = whileRunning?.();
  let status = await calls.status();
  while (['init', 'running'].includes(status.status)) {
    await sleep(200);
    status = await calls.status();
  }
  const seconds = (performance.now() - started) / 1000;
  await during;
  if (status.status !== 'done') throw new Error(`${name}: ${status.status} ${status.error ?? ''}`);
  const perSecond = status.totalProcessed / seconds;
  console.log(
    `${name.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s  ${status.totalProcessed} items  ` +
      `${perSecond.toFixed(0)} items/s  failed ${status.failedCount}`,
  );
  return { seconds, perSecond, status };
}

/**
 * The storefront reads shoppers make, uncached (each request a new URL), paced, all three at once
 * for 8 s: a sync's batches come and go, so each read must run through the same stretch of it.
 */
async function storefront(url: string, category: number, when: string): Promise<Measurement[]> {
  const rate = 30;
  const reads = [
    { name: `list page 0, ${when}`, path: `/api/products/he/${category}/0` },
    { name: `list page 150, ${when}`, path: `/api/products/he/${category}/150` },
    {
      name: `search 'חלב', ${when}`,
      path: `/api/products/search/${encodeURIComponent('חלב')}?languageCode=he`,
    },
  ];
  return Promise.all(
    reads.map((read) => measurePaced(url, { name: read.name, path: (i) => missPath(read.path, i) }, rate, 8)),
  );
}

async function fromThePos() {
  console.log(`\n=== ${ITEMS.toLocaleString('en')} items from the reference POS ===`);
  const pos = await startPosProcess(ITEMS);
  const database = await freshDatabase('bench_pos_sync');
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
    POS_URL: pos.url,
  });
  try {
    const calls = adminCalls(server, await benchAdminCookie(database.url));
    const credentials = { username: pos.credentials.username, password: pos.credentials.password };
    const asked = await calls.call('POST', '/sign-in', credentials);
    if (asked.reason !== 'CODE_REQUIRED') throw new Error(`sign-in: ${JSON.stringify(asked)}`);
    const signedIn = await calls.call('POST', '/sign-in', { ...credentials, code: pos.credentials.code });
    if (signedIn.reject) throw new Error(`sign-in: ${signedIn.reason}`);

    const first = await timedSync(calls, 'full sync, empty catalogue (≤ 60 s)');
    const second = await timedSync(calls, 'full sync again, nothing changed (≤ 20 s)');
    const [{ products, codes }] = await database.sql(
      `select count(*)::int as products, count(distinct pos_code)::int as codes from products where pos_code is not null`,
    );
    console.log(`products with a POS code: ${products} (${codes} distinct codes)`);

    await database.sql('vacuum analyze');
    const [{ id: category }] = await database.sql(
      `select category_id as id from categories where pos_code = '10'`,
    );
    const quiet = await storefront(server.url, category, 'quiet');

    await pos.repriceAll();
    let busy: Measurement[] = [];
    let runningAtEnd = false;
    const third = await timedSync(calls, 'full sync, every price changed', async () => {
      await sleep(1000);
      busy = await storefront(server.url, category, 'during the sync');
      runningAtEnd = ['init', 'running'].includes((await calls.status()).status);
    });
    const sample = await pos.price(ITEMS - 1);
    const [{ price }] = await database.sql(
      `select online_price::text as price from products where pos_code = $1`,
      [sample.code],
    );
    console.log(`the last item's price: POS ${sample.price}, shop ${price}`);
    console.log('\nstorefront p95, quiet against during a sync (target ≤ 125 %):');
    for (const [index, row] of quiet.entries()) {
      const during = busy[index] as Measurement;
      console.log(
        `${row.name.replace(', quiet', '').padEnd(22)} quiet p50 ${row.p50} p95 ${row.p95} ms   ` +
          `during p50 ${during.p50} p95 ${during.p95} ms   ${((during.p95 / row.p95) * 100).toFixed(0)} %` +
          (during.errors + during.non2xx > 0 ? `  errors ${during.errors + during.non2xx}` : ''),
      );
    }
    if (!runningAtEnd)
      console.log('(the sync ended before the storefront reads did: they were partly quiet)');
    return { first, second, third };
  } finally {
    await server.stop();
    await pos.stop();
    await database.close();
  }
}

/** The server's resident memory (VmRSS) in MB. */
async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function fromAPriceFile() {
  console.log(`\n=== a ${ITEMS.toLocaleString('en')}-item PriceFull ===`);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-pricefull-'));
  const file = path.join(folder, 'PriceFull7290000000001-001-202611010800.gz');
  const bytes = await writePriceFull(file, ITEMS);
  console.log(`file: ${(bytes / 1024 / 1024).toFixed(1)} MB gzipped`);
  const database = await freshDatabase('bench_pos_file');
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
    POS_PRICE_FILE: file,
  });
  try {
    const calls = adminCalls(server, await benchAdminCookie(database.url));
    await calls.status();
    await sleep(2000);
    const before = await residentMb(server.pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await residentMb(server.pid));
        await sleep(100);
      }
    })();
    const run = await timedSync(calls, 'full sync of the file (≤ 60 s)');
    sampling = false;
    await sampler;
    console.log(
      `server memory: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ` +
        `growth ${(peak - before).toFixed(0)} MB (< 200 MB)`,
    );
    const [{ products, kg, long }] = await database.sql(
      `select count(*)::int as products, count(*) filter (where unit = 'kg')::int as kg,
         count(*) filter (where length(pos_code) = 13 and external_id is null)::int as long
       from products where pos_code is not null`,
    );
    console.log(`products: ${products}, by the kilo ${kg}, 13-digit codes without an integer id ${long}`);
    return { run, growth: peak - before };
  } finally {
    await server.stop();
    await database.close();
    await fs.rm(folder, { recursive: true, force: true });
  }
}

const pos = await fromThePos();
const file = await fromAPriceFile();
console.log('\n=== summary ===');
console.log(
  `POS: first ${pos.first.seconds.toFixed(1)} s (${pos.first.perSecond.toFixed(0)} items/s), ` +
    `unchanged ${pos.second.seconds.toFixed(1)} s (${pos.second.perSecond.toFixed(0)} items/s), ` +
    `every price changed ${pos.third.seconds.toFixed(1)} s`,
);
console.log(
  `PriceFull: ${file.run.seconds.toFixed(1)} s (${file.run.perSecond.toFixed(0)} items/s), memory growth ${file.growth.toFixed(0)} MB`,
);

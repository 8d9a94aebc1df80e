// Price files against the catalogue (issue 29): a real or generated PriceFull uploaded to the real
// server, then broken copies of it (cut, emptied, a field bomb, a gzip bomb), each compared with the
// catalogue before it; then a small file that would deactivate most of the catalogue: held, confirmed,
// and the storefront's uncached reads timed while it deactivates (target p95 < 100 ms).
//   PRICE_FILE=../shared/data/pricefull/PriceFull….gz node --import tsx bench/price-file-safety.ts
// Without PRICE_FILE a file of ITEMS items (default 12,000) is generated. DROP: how many of them the
// second file leaves out (default all but 100); BROKEN=0 skips the broken copies. The large
// case: ITEMS=100000 DROP=20000 BROKEN=0 (the guard set to 10 % so that 20 % is held).
// DATABASE_URL: PostgreSQL instead of PGlite.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { percentile } from './lib/measure';
import { writePriceFull } from './lib/price-file';
import { startBenchServer } from './lib/server';

const ADMIN = 'admin@freshcart.example';
const sync = '/api/admin/process/db-sync';

type Status = { status: string; totalProcessed: number; hold: { wouldDeactivate: number } | null };
type Answer = { reject: boolean; reason?: string | null; message?: string; sync?: Status };

const ITEMS = Number(process.env.ITEMS ?? 12_000);
const server = await startBenchServer({
  RATE_LIMITS_ENABLED: 'false',
  POS_SYNC_MAX_DEACTIVATE_PERCENT: '10',
});
let cookie = '';
async function call(method: string, route: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { cookie, 'x-requested-with': 'grocery' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${server.url}${route}`, { method, headers, body: payload });
  const set = response.headers.getSetCookie();
  if (set.length > 0) cookie = set.map((entry) => entry.split(';')[0]).join('; ');
  return (await response.json()) as Answer;
}

/** Every product row as the admin reads it, digested: any change to any product changes it. */
async function catalogue() {
  const rows: { active: boolean }[] = [];
  for (let page = 0; ; page++) {
    const answer = (await fetch(
      `${server.url}/api/admin/products?pageIndex=${page}&pageSize=100&sortBy=product_id&sortDir=asc`,
      { headers: { cookie } },
    ).then((response) => response.json())) as { rows: { active: boolean }[]; totalResults: number };
    rows.push(...answer.rows);
    if (rows.length >= answer.totalResults || answer.rows.length === 0) break;
  }
  const digest = createHash('md5').update(JSON.stringify(rows)).digest('hex');
  return { products: rows.length, active: rows.filter((row) => row.active).length, digest };
}

async function status(): Promise<Status> {
  return (await call('GET', `${sync}/status`)).sync as Status;
}
async function ended(): Promise<Status> {
  for (;;) {
    const now = await status();
    if (!['init', 'running'].includes(now.status)) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
async function upload(name: string, bytes: Uint8Array): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)]), name);
  return call('POST', `${sync}/price-file`, form);
}

try {
  const password = await server.demoPassword(ADMIN);
  await call('POST', '/api/users/login', {
    email: ADMIN,
    password: createHash('sha256').update(`${ADMIN}${password}`).digest('hex'),
  });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-price-bench-'));
  const file = process.env.PRICE_FILE ?? path.join(folder, 'generated.gz');
  if (!process.env.PRICE_FILE) await writePriceFull(file, ITEMS);
  const real = await fs.readFile(file);
  const xml = gunzipSync(real);

  const began = performance.now();
  console.log('upload', (await upload(path.basename(file), real)).reject ? 'refused' : 'kept');
  await call('POST', `${sync}/start`, { kind: 'full' });
  const first = await ended();
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`whole file: ${first.status}, ${first.totalProcessed} items in ${seconds} s`);
  const baseline = process.env.BROKEN === '0' ? null : await catalogue();
  if (baseline) console.log(`catalogue: ${baseline.products} products, ${baseline.active} active`);

  const broken: Record<string, Uint8Array> = {
    'gzip cut in half': real.subarray(0, Math.floor(real.length / 2)),
    'XML cut in half': gzipSync(xml.subarray(0, Math.floor(xml.length / 2))),
    'no items': Buffer.from('<?xml version="1.0"?><root><Items Count="0"></Items></root>'),
    'a 20 MB name': gzipSync(
      Buffer.concat([
        Buffer.from('<root><Items Count="1"><Item><ItemCode>1</ItemCode><ItemName>'),
        Buffer.alloc(20 * 1024 * 1024, 'a'),
        Buffer.from('</ItemName><ItemPrice>1</ItemPrice></Item></Items></root>'),
      ]),
    ),
    'a 300 MB gzip bomb': gzipSync(Buffer.alloc(300 * 1024 * 1024, ' ')),
  };
  for (const [name, bytes] of Object.entries(process.env.BROKEN === '0' ? {} : broken)) {
    const answer = await upload(`${name}.gz`, bytes);
    if (!answer.reject) {
      await call('POST', `${sync}/start`, { kind: 'full' });
      await ended();
      await call('POST', `${sync}/reset`);
    }
    const after = await catalogue();
    const verdict = after.digest === baseline?.digest ? 'catalogue unchanged' : 'CATALOGUE CHANGED';
    const said = answer.reject ? `${answer.reason}: ${answer.message ?? ''}` : 'accepted';
    console.log(`${name}: ${verdict}; ${said.slice(0, 140)}`);
  }

  // The file without DROP of its items: held, then confirmed while the storefront is read.
  const [head = '', ...items] = xml.toString('utf8').split('<Item>');
  const keep = items.length - Number(process.env.DROP ?? items.length - 100);
  const few = items.slice(0, keep).map((item) => `<Item>${item.split('</Item>')[0]}</Item>`);
  await upload('fewer.xml.gz', gzipSync(`${head}${few.join('\n')}\n</Items></root>`));
  await call('POST', `${sync}/start`, { kind: 'full' });
  const held = await ended();
  console.log(`${keep} items: ${held.status}, would deactivate ${held.hold?.wouldDeactivate ?? 0}`);
  const latencies: number[] = [];
  let reading = true;
  const reader = (async () => {
    for (let i = 0; reading; i++) {
      const sent = performance.now();
      await fetch(`${server.url}/api/products/he/1/${i % 3}`).then((response) => response.text());
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const confirmed = performance.now();
  await call('POST', `${sync}/confirm`);
  const done = await ended();
  reading = false;
  await reader;
  latencies.sort((a, b) => a - b);
  const took = ((performance.now() - confirmed) / 1000).toFixed(1);
  console.log(
    `confirmed: ${done.status} in ${took} s; storefront reads meanwhile ${latencies.length}, ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms ` +
      `(target < 100 ms), max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
  );
  await fs.rm(folder, { recursive: true, force: true });
} finally {
  await server.stop();
}

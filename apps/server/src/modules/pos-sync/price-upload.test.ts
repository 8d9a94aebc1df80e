import fs from 'node:fs/promises';
import path from 'node:path';
import { posSyncEndpoints as endpoints, errorEnvelopeSchema } from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint } from '../../../test/endpoint-calls';
import { priceFileUploads } from '../../../test/price-files';
import { syncCalls } from '../../../test/sync-calls';
import { filesUnder } from '../../../test/uploads';
import { rowsOf } from '../../db/client';
import { REAL_FILE } from './connectors/price-full/fixtures';

/** The real Tiv Taam PriceFull: 12,635 items, 738 of them weighed. */
const ITEMS = 12_635;
/** Runs of the whole real file, on PGlite beside other suites, take longer than the default 30 s. */
const RUNS = 180_000;
let pos: ReferencePos;
let t: TestApp;
let admin: StaffMember;
let realFile: Buffer;
let storageFolder: string;

beforeAll(async () => {
  pos = await startReferencePos({ items: 50 });
  t = await buildTestApp({ env: { POS_URL: pos.url, POS_PRICE_FILE_MAX_MB: '1' } });
  admin = await userHolding(t.app, { groups: ['admin'] });
  realFile = await fs.readFile(REAL_FILE);
  storageFolder = path.join(t.dataDir, 'files');
});
afterAll(async () => {
  await t?.close();
  await pos?.stop();
});

const query = async <T>(statement: SQL) => rowsOf<T>(await t.app.deps.database.db.execute(statement));
const storedFiles = () => filesUnder(path.join(storageFolder, 'price-files'));

const { send: sendFile, uploaded: uploadedOf } = priceFileUploads(() => ({ t, cookie: admin.cookie }));
const uploaded = (bytes: Uint8Array = realFile, name?: string) => uploadedOf(bytes, name);
const { command, started, status, until, finished } = syncCalls(() => ({ t, cookie: admin.cookie }), 150_000);
const uploadRows = () => query<{ key: string }>(sql`select storage_key as key from pos_price_upload`);
const runs = () =>
  query<{ runId: number; status: string; ref: string | null }>(
    sql`select run_id as "runId", status, source_ref as ref from pos_sync_runs order by run_id`,
  );
const checksum = async () =>
  (
    await query<{
      sum: string;
      count: number;
    }>(sql`select md5(string_agg(concat_ws('|', pos_code, external_id,
      barcode, pos_name, online_price, unit, minimum_quantity, quantity_step, stock, active, version, modified_at), ',' order by pos_code)) as sum,
      count(*)::int as count from products where pos_code is not null`)
  )[0];

describe('the price file upload: who may call it', () => {
  it('answers 401 without a session and 403 without sync:credentials', async () => {
    const runner = await userHolding(t.app, { permissions: ['admin_access', 'sync:read', 'sync:write'] });
    expect((await sendFile(realFile, 'a.gz', null)).statusCode).toBe(401);
    expect((await sendFile(realFile, 'a.gz', runner.cookie)).statusCode).toBe(403);
    expect((await callEndpoint(t, endpoints.removePriceFile, { cookie: null })).statusCode).toBe(401);
    expect((await callEndpoint(t, endpoints.removePriceFile, { cookie: runner.cookie })).statusCode).toBe(
      403,
    );
    expect(await storedFiles()).toEqual([]);
  });
});

describe('the price file upload', () => {
  it('refuses what is not a price file with BAD_FILE and why; nothing is stored or written', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body>Please sign in</body></html>');
    const truncated = realFile.subarray(0, 200_000);
    const stores = Buffer.from(
      '<?xml version="1.0"?><Root><Stores><Store><StoreId>1</StoreId></Store></Stores></Root>',
    );
    const broken = Buffer.from(
      '<?xml version="1.0"?>\n<Root><Items>\n<Item><ItemCode>1</ItemCode></Itm></Items></Root>',
    );
    const cases: [Buffer, RegExp][] = [
      [html, /HTML page/],
      [truncated, /unexpected end of file.*byte \d+ of the file/],
      [stores, /^a Stores file/],
      [broken, /line 3/],
    ];
    for (const [bytes, reason] of cases) {
      const answer = await uploaded(bytes);
      expect(answer).toMatchObject({
        reject: true,
        reason: 'BAD_FILE',
        message: expect.stringMatching(reason),
      });
    }
    expect(await storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
    expect((await status()).priceFile).toBeNull();
  });

  it('refuses a readable file that lists no item (EMPTY_FILE), keeping nothing', async () => {
    const empty = Buffer.from(
      '<?xml version="1.0" encoding="utf-8"?><root><ChainId>7290873255550</ChainId><Items Count="0"></Items></root>',
    );
    expect(await uploaded(empty)).toMatchObject({ reject: true, reason: 'EMPTY_FILE' });
    expect(await storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
    expect((await status()).priceFile).toBeNull();
  });

  it('answers 413 past POS_PRICE_FILE_MAX_MB (not UPLOAD_MAX_BYTES), storing nothing', async () => {
    const response = await sendFile(Buffer.concat([realFile, realFile]));
    expect(response.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
  });

  it(
    'keeps a real PriceFull as the source; a run writes its items, a second changes nothing',
    async () => {
      expect((await status()).source).toBe('pos');
      const answer = await uploaded(realFile, 'PriceFull7290873255550-002-202508071006.gz');
      expect(answer).toMatchObject({
        reject: false,
        sync: {
          source: 'price-file',
          positiveConnected: true,
          priceFile: {
            name: 'PriceFull7290873255550-002-202508071006.gz',
            bytes: realFile.length,
            items: ITEMS,
          },
        },
      });
      const [stored] = await storedFiles();
      const [row] = await uploadRows();
      // Stored under a server-made name, never the client's.
      expect(row?.key).toMatch(/^price-files\/[0-9a-f]{32}$/);
      expect(stored && path.relative(storageFolder, stored)).toBe(row?.key);

      await started();
      expect(await command(endpoints.removePriceFile)).toMatchObject({
        reject: true,
        reason: 'ALREADY_RUNNING',
      });
      expect(await uploaded()).toMatchObject({ reject: true, reason: 'ALREADY_RUNNING' });
      expect(await storedFiles()).toHaveLength(1);
      expect(await finished()).toMatchObject({ status: 'done', totalItems: ITEMS, totalProcessed: ITEMS });

      const [counts] = await query<{ products: number; kg: number; long: number; past: number }>(
        sql`select count(*)::int as products, count(*) filter (where unit = 'kg')::int as kg,
        count(*) filter (where length(pos_code) = 13)::int as long,
        count(*) filter (where length(pos_code) = 13 and external_id is not null)::int as past
        from products where pos_code is not null`,
      );
      const [failed] = await query<{ n: number }>(sql`select count(*)::int as n from pos_sync_failures`);
      expect(counts?.products).toBe(ITEMS - (failed?.n ?? 0));
      expect(counts?.kg).toBe(738);
      // Weighed goods are sellable by weight at once: the shop's rule (POS_WEIGHED_*, 0.1 kg).
      const rules = await query<{ unit: string; minimum: string; step: string; n: number }>(
        sql`select unit, minimum_quantity::text as minimum, quantity_step::text as step, count(*)::int as n
        from products where pos_code is not null group by 1, 2, 3 order by 1`,
      );
      expect(rules).toEqual([
        { unit: 'kg', minimum: '0.100', step: '0.100', n: 738 },
        { unit: 'unit', minimum: '1.000', step: '1.000', n: counts?.products ? counts.products - 738 : 0 },
      ]);
      expect(counts?.long).toBeGreaterThan(10_000);
      expect(counts?.past).toBe(0);
      expect((await runs()).at(-1)?.ref).toBe(row?.key);
    },
    RUNS,
  );

  it(
    'a second run of the same file changes nothing, the shop’s own quantity rule included',
    async () => {
      await query(
        sql`update products set minimum_quantity = 0.25, quantity_step = 0.05 where pos_code = '1101346'`,
      );
      const before = await checksum();
      await started();
      expect(await finished()).toMatchObject({ status: 'done', totalProcessed: ITEMS });
      expect(await checksum()).toEqual(before);
    },
    RUNS,
  );

  it(
    'resumes a stopped run from the same file; after a new upload, Start begins a new run',
    async () => {
      await started();
      await until((sync) => sync.totalProcessed >= 500, 'a first batch');
      expect(await command(endpoints.stop)).toMatchObject({ reject: false });
      const stopped = await finished();
      expect(stopped.status).toBe('stopped');
      const resumed = await started();
      expect(resumed.startedAt).toBe(stopped.startedAt);
      await until((sync) => sync.totalProcessed >= stopped.totalProcessed + 500, 'a batch more');
      await command(endpoints.stop);
      const again = await finished();
      expect(again).toMatchObject({ status: 'stopped', startedAt: stopped.startedAt });
      const before = await runs();
      const oldKey = (await uploadRows())[0]?.key;

      const answer = await uploaded(realFile, 'PriceFull-newer.gz');
      expect(answer).toMatchObject({ reject: false, sync: { priceFile: { name: 'PriceFull-newer.gz' } } });
      const newKey = (await uploadRows())[0]?.key;
      expect(newKey).not.toBe(oldKey);
      // The previous upload's file is gone; only the new one is kept.
      expect((await storedFiles()).map((file) => path.relative(storageFolder, file))).toEqual([newKey]);

      const fresh = await started();
      expect(fresh.startedAt).not.toBe(stopped.startedAt);
      const after = await runs();
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-2)).toMatchObject({ status: 'stopped', ref: oldKey });
      expect(after.at(-1)?.ref).toBe(newKey);
      expect(await finished()).toMatchObject({ status: 'done', totalProcessed: ITEMS });
      const audit = await query<{ action: string }>(
        sql`select action from audit_log where action like 'pos.priceFile.%'`,
      );
      expect(audit.map((row) => row.action)).toEqual(['pos.priceFile.upload', 'pos.priceFile.upload']);
    },
    RUNS,
  );

  it('delete goes back to the POS: no price file, not signed in, the stored file removed', async () => {
    const answer = await command(endpoints.removePriceFile);
    expect(answer).toMatchObject({
      reject: false,
      sync: { source: 'pos', priceFile: null, positiveConnected: false },
    });
    expect(await storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
    expect(await command(endpoints.start, { kind: 'full' })).toMatchObject({
      reject: true,
      reason: 'NOT_CONNECTED',
    });
    // Nothing to forget twice.
    expect(await command(endpoints.removePriceFile)).toMatchObject({ reject: false });
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { posSyncEndpoints as endpoints, syncStatusResponse } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint } from '../../../test/endpoint-calls';
import { priceFileUploads } from '../../../test/price-files';
import { syncCalls } from '../../../test/sync-calls';
import { filesUnder } from '../../../test/uploads';
import { rowsOf } from '../../db/client';
import { ROOT_XML } from './connectors/price-full/fixtures';
import { BUNDLES_XML, flatFile, flatPromotion } from './connectors/promo-full/fixtures';

/**
 * PromoFull files through the app (decision 0070): uploaded where the prices go, and POS_PROMO_FILE
 * imported by a sync run after its prices. Their dates are pushed into the future so that the files
 * stay live whatever day the tests run.
 */
let t: TestApp;
let admin: StaffMember;
let folder: string;
const query = async <T>(statement: SQL) => rowsOf<T>(await t.app.deps.database.db.execute(statement));
const live = (xml: string) =>
  xml.replaceAll('2026-12-05', '2099-12-05').replaceAll('2026-11-22', '2026-01-01');
const { send, uploaded } = priceFileUploads(() => ({ t, cookie: admin.cookie }));
const promotionKeys = async () =>
  (
    await query<{ key: string }>(
      sql`select source_key as key from promotions where withdrawn_at is null order by 1`,
    )
  ).map((row) => row.key);
const status = async () =>
  syncStatusResponse.parse((await callEndpoint(t, endpoints.status, { cookie: admin.cookie })).json()).sync;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'promo-'));
  // The prices are of chain 7290000000999 store 42; the sync reads them from this file.
  await fs.writeFile(
    path.join(folder, 'PriceFull.xml'),
    ROOT_XML.replace(
      '<ChainId>7290058140886</ChainId>',
      '<ChainId>7290000000999</ChainId><StoreId>042</StoreId>',
    )
      .replace('96385074', '7290000001012')
      .replace('1234', '7290000001036'),
  );
  await fs.writeFile(path.join(folder, 'PromoFull.xml'), live(BUNDLES_XML));
  t = await buildTestApp({
    env: {
      POS_PRICE_FILE: path.join(folder, 'PriceFull.xml'),
      POS_PROMO_FILE: path.join(folder, 'PromoFull.xml'),
    },
  });
  admin = await userHolding(t.app, { groups: ['admin'] });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await query(sql`delete from promotions`);
  await query(sql`delete from pos_promotions_import`);
});

describe('promotions from the price files', () => {
  it('imports POS_PROMO_FILE after a sync run applied the prices', async () => {
    const { started, finished } = syncCalls(() => ({ t, cookie: admin.cookie }), 60_000);
    await started('full');
    expect((await finished()).status).toBe('done');
    expect(await promotionKeys()).toEqual(['900001', '900002']);
    // 900001 names a second yogurt the prices do not have.
    expect((await status()).promotions).toMatchObject({
      source: 'file',
      fileName: 'PromoFull.xml',
      chainId: '7290000000999',
      storeId: '42',
      read: 2,
      imported: 2,
      unknownItems: 1,
      unknownSample: ['7290000001029'],
      error: null,
    });
  }, 90_000);

  it('takes a PromoFull uploaded where the prices go, keeps no file of it, and audits it', async () => {
    await query(sql`insert into products (product_name, pos_code, online_price) values ('Yogurt', '7290000001012', 7.9)
      on conflict do nothing`);
    const answer = await uploaded(
      Buffer.from(live(flatFile(flatPromotion({ id: '77', items: ['7290000001012'] })))),
      'PromoFull.xml',
    );
    expect(answer).toMatchObject({ reject: false, sync: { promotions: { source: 'upload', imported: 1 } } });
    expect(await promotionKeys()).toEqual(['77']);
    expect(await filesUnder(path.join(t.dataDir, 'files', 'price-files'))).toEqual([]);
    const [audit] = await query<{ action: string }>(
      sql`select action from audit_log where action = 'pos.promoFile.import' order by audit_entry_id desc limit 1`,
    );
    expect(audit?.action).toBe('pos.promoFile.import');
  });

  it("refuses another store's PromoFull and a broken one, changing nothing", async () => {
    await uploaded(Buffer.from(live(flatFile(flatPromotion({ id: '77' })))), 'PromoFull.xml');
    const before = await promotionKeys();
    const otherStore = live(flatFile(flatPromotion({ id: '78' }))).replace(
      '<StoreId>042</StoreId>',
      '<StoreId>7</StoreId>',
    );
    expect(await uploaded(Buffer.from(otherStore), 'PromoFull-7.xml')).toMatchObject({
      reject: true,
      reason: 'OTHER_STORE',
      message: expect.stringContaining('store 7'),
    });
    const broken = live(BUNDLES_XML).slice(0, 900);
    expect((await send(Buffer.from(broken), 'PromoFull.xml')).json()).toMatchObject({
      reject: true,
      reason: 'BAD_FILE',
    });
    expect(await promotionKeys()).toEqual(before);
  });
});

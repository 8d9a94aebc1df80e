import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { BUNDLES_XML, flatFile, flatPromotion } from './connectors/promo-full/fixtures';
import { importPromotions, type PromoImportOptions } from './promotions-import';

let t: TestApp;
let business: number;
const query = async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement));
const bytes = (text: string) =>
  (async function* () {
    yield Buffer.from(text);
  })();
const options = (over: Partial<PromoImportOptions> = {}): PromoImportOptions => ({
  source: 'file',
  fileName: 'PromoFull7290000000999-042.xml',
  rateScale: 'auto',
  clubs: {},
  prices: { chainId: '7290000000999', storeId: '42' },
  now: new Date('2026-11-25T10:00:00Z'),
  ...over,
});
const importOf = (text: string, over: Partial<PromoImportOptions> = {}) =>
  importPromotions(t.database.db, bytes(text), options(over));

/** Everything an import writes, to compare a refused import's before and after. */
const promotionsNow = () =>
  query<
    Record<string, unknown>
  >(sql`select p.source_key as key, p.reward_kind as kind, p.price::text as price,
      p.active, p.withdrawn_at is not null as withdrawn,
      array(select pp.product_id from promotion_products pp where pp.promotion_id = p.promotion_id order by 1) as products,
      array(select pu.user_type_id from promotion_user_types pu where pu.promotion_id = p.promotion_id) as types
    from promotions p order by p.source_key`);
const importRow = async () =>
  (
    await query<
      Record<string, unknown>
    >(sql`select read, imported, withdrawn, refused, unknown_items as "unknownItems",
      unknown_sample as "unknownSample", error from pos_promotions_import`)
  )[0];

const clubbed = (id: string, club: string) =>
  flatPromotion({ id, description: `מועדון ${id}` }).replace(
    '</AdditionalRestrictions>',
    `<Clubs><ClubId>${club}</ClubId></Clubs></AdditionalRestrictions>`,
  );

let products: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  const [type] = await query<{ id: number }>(
    sql`insert into user_types (user_type_name) values ('Business') returning user_type_id as id`,
  );
  business = type?.id as number;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await query(sql`delete from promotions`);
  await query(sql`delete from pos_promotions_import`);
  await query(sql`delete from products`);
  const rows = await query<{
    code: string;
    id: number;
  }>(sql`insert into products (product_name, pos_code, online_price)
    values ('Fruit yogurt', '7290000001012', 7.9), ('Berry yogurt', '7290000001029', 7.9),
      ('Vanilla yogurt', '7290000001036', 7.9)
    returning pos_code as code, product_id as id`);
  products = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});

describe('importing a PromoFile', () => {
  it('imports "3 for ₪20" in both codes, links the products and says what it did', async () => {
    const outcome = await importOf(BUNDLES_XML);
    expect(outcome).toMatchObject({
      ok: true,
      summary: { read: 2, imported: 2, withdrawn: 0, unknownItems: 0 },
    });
    expect(await promotionsNow()).toEqual([
      {
        key: '900001',
        kind: 'bundle',
        price: '20.00',
        active: true,
        withdrawn: false,
        products: [products['7290000001012'], products['7290000001029']].sort((a, b) => (a ?? 0) - (b ?? 0)),
        types: [],
      },
      {
        key: '900002',
        kind: 'bundle',
        price: '20.00',
        active: true,
        withdrawn: false,
        products: [products['7290000001036']],
        types: [],
      },
    ]);
    const [dates] = await query<{ starts: string; ends: string }>(sql`select
      to_char(starts_at at time zone 'Asia/Jerusalem', 'YYYY-MM-DD HH24:MI') as starts,
      to_char(ends_at at time zone 'Asia/Jerusalem', 'YYYY-MM-DD HH24:MI') as ends
      from promotions where source_key = '900001'`);
    expect(dates).toEqual({ starts: '2026-11-22 00:00', ends: '2026-12-05 23:59' });
    expect(await importRow()).toMatchObject({ read: 2, imported: 2, error: null });
  });

  it('keeps what the shop switched off, withdraws what the file no longer has, and takes it back when it returns', async () => {
    await importOf(BUNDLES_XML);
    await query(sql`update promotions set active = false where source_key = '900002'`);
    const onlyFirst = flatFile(flatPromotion({ id: '900002', items: ['7290000001036'] }));
    expect(await importOf(onlyFirst)).toMatchObject({ ok: true, summary: { imported: 1, withdrawn: 1 } });
    expect(await promotionsNow()).toMatchObject([
      { key: '900001', withdrawn: true },
      { key: '900002', kind: 'unit_price', price: '9.90', active: false, withdrawn: false },
    ]);
    await importOf(BUNDLES_XML);
    expect(await promotionsNow()).toMatchObject([
      { key: '900001', withdrawn: false, active: true },
      { key: '900002', withdrawn: false, active: false },
    ]);
  });

  it('finds a product the shop made itself by its barcode', async () => {
    const [own] = await query<{ id: number }>(sql`insert into products (product_name, barcode, online_price)
      values ('Shop yogurt', '7290000001111', 6.9) returning product_id as id`);
    await importOf(flatFile(flatPromotion({ id: '3', items: ['7290000001111'] })));
    expect(await promotionsNow()).toEqual([expect.objectContaining({ key: '3', products: [own?.id] })]);
  });

  it('counts and lists item codes it has no product of, and refuses a promotion of only those', async () => {
    const file = flatFile(
      flatPromotion({ id: '1', items: ['7290000001012', '7290000009999'] }),
      flatPromotion({ id: '2', items: ['7290000008888'] }),
    );
    const outcome = await importOf(file);
    expect(outcome).toMatchObject({
      ok: true,
      summary: {
        imported: 1,
        unknownItems: 2,
        refused: [{ reason: 'NO_PRODUCTS', count: 1 }],
      },
    });
    if (!outcome.ok) return;
    expect(outcome.summary.unknownSample.sort()).toEqual(['7290000008888', '7290000009999']);
    expect(await importRow()).toMatchObject({
      unknownItems: 2,
      unknownSample: expect.arrayContaining(['7290000009999']),
    });
  });

  it('gives a club deal to the customer type its club maps to, and refuses one whose club maps to none', async () => {
    const file = flatFile(clubbed('7', '3 - מועדון לקוחות'), clubbed('8', '5'));
    const outcome = await importOf(file, { clubs: { '3': 'Business' } });
    expect(outcome).toMatchObject({
      ok: true,
      summary: { imported: 1, refused: [{ reason: 'UNMAPPED_CLUB', count: 1 }] },
    });
    expect(await promotionsNow()).toEqual([expect.objectContaining({ key: '7', types: [business] })]);
  });

  it('changes nothing for a file of another store or a broken file, and says why', async () => {
    await importOf(BUNDLES_XML);
    const before = await promotionsNow();
    expect(
      await importOf(flatFile(flatPromotion({ id: '5' })), {
        prices: { chainId: '7290000000999', storeId: '7' },
      }),
    ).toMatchObject({
      ok: false,
      reason: 'OTHER_STORE',
    });
    expect(await importRow()).toMatchObject({ error: expect.stringContaining('OTHER_STORE') });
    expect(
      await importOf(flatFile(flatPromotion({ id: '5' })), {
        prices: { chainId: '7290000000111', storeId: null },
      }),
    ).toMatchObject({
      reason: 'OTHER_STORE',
    });
    expect(await importOf(BUNDLES_XML.slice(0, BUNDLES_XML.length / 2))).toMatchObject({
      ok: false,
      reason: 'BAD_FILE',
    });
    expect(await importRow()).toMatchObject({ error: expect.stringContaining('BAD_FILE') });
    expect(await promotionsNow()).toEqual(before);
  });
});

import {
  promotionsEndpoints as endpoints,
  promotionListResponse,
  promotionPreviewResponse,
  promotionResponse,
  promotionSaveResponse,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import { rowsOf } from '../../db/client';

let t: TestApp;
let manager: StaffMember;
let reader: StaffMember;
let stranger: StaffMember;
let yogurt: number;
let yogurtBerry: number;
let tomatoes: number;
let pairs: number;
let business: number;
let dairy: number;

const query = async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement));
const call = (endpoint: Parameters<typeof callEndpoint>[1], options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, { cookie: manager.cookie, ...options });

async function product(name: string, price: string, unit = 'unit', minimum = '1', step = '1') {
  const [row] = await query<{ id: number }>(sql`insert into products
      (product_name, online_price, unit, minimum_quantity, quantity_step)
    values (${name}, ${price}, ${unit}, ${minimum}, ${step}) returning product_id as id`);
  return row?.id as number;
}

/** "3 for ₪20" on the yogurts for business shoppers, this week, as the editor sends it. */
const threeForTwenty = (over: Record<string, unknown> = {}) => ({
  names: { en: '3 for ₪20 yogurts', he: 'יוגורט 3 ב-20', th: 'โยเกิร์ต 3 ชิ้น 20 เชเกล' },
  target: 'products',
  productIds: [yogurt, yogurtBerry],
  reward: { kind: 'bundle', quantity: 3, price: 20 },
  startsAt: '2026-01-01T00:00',
  endsAt: '2099-12-31T23:59',
  userTypeIds: [business],
  ...over,
});

const written = async () =>
  (
    await query<Record<string, number>>(sql`select
    (select count(*)::int from promotions) as promotions,
    (select count(*)::int from promotion_products) as products,
    (select count(*)::int from promotion_user_types) as types,
    (select count(*)::int from audit_log where entity = 'promotion') as audit`)
  )[0];

async function saved(body: object) {
  const response = await call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = promotionSaveResponse.parse(response.json());
  if (answer.reject) throw new Error(`refused: ${answer.reason} ${answer.message}`);
  return answer.promotion;
}

async function refused(body: object) {
  const before = await written();
  const response = await call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = promotionSaveResponse.parse(response.json());
  expect(await written()).toEqual(before);
  return answer;
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await userHolding(t.app, {
    permissions: ['admin_access', 'promotions:read', 'promotions:write'],
  });
  reader = await userHolding(t.app, { permissions: ['admin_access', 'promotions:read'] });
  stranger = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:write'] });
  const [type] = await query<{ id: number }>(
    sql`insert into user_types (user_type_name) values ('Business') returning user_type_id as id`,
  );
  business = type?.id as number;
  const [category] = await query<{ id: number }>(
    sql`insert into categories (category_name) values ('Dairy') returning category_id as id`,
  );
  dairy = category?.id as number;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await query(sql`delete from promotions`);
  await query(sql`delete from products`);
  yogurt = await product('Yogurt vanilla', '7.90');
  yogurtBerry = await product('Yogurt berry', '6.90');
  tomatoes = await product('Tomatoes', '5.90', 'kg', '0.5', '0.1');
  pairs = await product('Socks, pairs', '4.00', 'unit', '2', '2');
});

describe('promotions in the back office', () => {
  it('creates "3 for ₪20" for business shoppers, reads it back, lists it and audits it', async () => {
    const promotion = await saved(threeForTwenty());
    expect(promotion).toMatchObject({
      source: 'shop',
      target: 'products',
      productIds: [yogurt, yogurtBerry].sort((a, b) => a - b),
      reward: { kind: 'bundle', quantity: 3, price: 20 },
      startsAt: '2026-01-01T00:00',
      endsAt: '2099-12-31T23:59',
      userTypeIds: [business],
      onCustomerPrice: 'lower',
      combines: false,
      active: true,
      state: 'current',
      version: 1,
    });
    const [starts] = await query<{ utc: string }>(
      sql`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as utc from promotions`,
    );
    // Midnight in Israel in winter is 22:00 UTC the day before.
    expect(starts?.utc).toBe('2025-12-31 22:00');
    const got = promotionResponse.parse(
      (await call(endpoints.get, { params: { promotionId: promotion.promotionId } })).json(),
    );
    expect(got.promotion).toEqual(promotion);

    const list = async (q: Record<string, string>) =>
      promotionListResponse.parse((await call(endpoints.list, { query: q, cookie: reader.cookie })).json());
    const he = await list({ languageCode: 'he', when: 'current', source: 'shop' });
    expect(he.rows).toEqual([
      expect.objectContaining({ name: 'יוגורט 3 ב-20', products: 2, state: 'current' }),
    ]);
    expect((await list({ when: 'future' })).totalResults).toBe(0);
    expect((await list({ search: 'yogurt' })).totalResults).toBe(1);
    const audit = sql`select count(*)::int as n from audit_log
      where entity = 'promotion' and entity_id = ${String(promotion.promotionId)}`;
    expect(await query(audit)).toEqual([{ n: 1 }]);
  });

  it('answers 400 and writes nothing for an end before the start, 100 % off, or no products', async () => {
    const before = await written();
    for (const body of [
      threeForTwenty({ endsAt: '2025-12-31T23:59' }),
      threeForTwenty({ reward: { kind: 'percent_off', percent: 100 } }),
      threeForTwenty({ productIds: [] }),
      threeForTwenty({ target: 'order', reward: { kind: 'bundle', quantity: 3, price: 20 } }),
      threeForTwenty({ reward: { kind: 'bundle', quantity: 3, price: -1 } }),
    ]) {
      expect((await call(endpoints.create, { body })).statusCode).toBe(400);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses, on its field and writing nothing: unknown products, weighed multi-buys, off-rule counts, no deal, overlaps', async () => {
    expect(await refused(threeForTwenty({ productIds: [yogurt, 999_999] }))).toMatchObject({
      reason: 'UNKNOWN_PRODUCT',
      field: 'productIds',
    });
    expect(await refused(threeForTwenty({ userTypeIds: [999_999] }))).toMatchObject({
      reason: 'UNKNOWN_USER_TYPE',
    });
    expect(await refused(threeForTwenty({ productIds: [tomatoes] }))).toMatchObject({
      reason: 'WEIGHED_MULTI_UNIT',
      field: 'reward',
    });
    expect(await refused(threeForTwenty({ productIds: [pairs] }))).toMatchObject({ reason: 'QUANTITY_RULE' });
    expect(
      await refused(threeForTwenty({ reward: { kind: 'unit_price', price: 7.9 }, productIds: [yogurt] })),
    ).toMatchObject({ reason: 'PRICE_NOT_LOWER', field: 'reward' });
    expect(
      await refused(threeForTwenty({ reward: { kind: 'amount_off', amount: 7.9 }, productIds: [yogurt] })),
    ).toMatchObject({ reason: 'PRICE_NOT_LOWER' });
    expect(await refused(threeForTwenty({ target: 'categories', categoryIds: [999_999] }))).toMatchObject({
      reason: 'UNKNOWN_CATEGORY',
    });

    await saved(threeForTwenty());
    const overlap = await refused(
      threeForTwenty({
        userTypeIds: [],
        names: { en: 'Yogurt 10 % off' },
        reward: { kind: 'percent_off', percent: 10 },
      }),
    );
    expect(overlap).toMatchObject({ reason: 'OVERLAPS', field: 'productIds' });
    expect(overlap.reject && overlap.message).toContain('3 for ₪20 yogurts');
    // One that combines, or runs at another time, is no overlap.
    await saved(threeForTwenty({ combines: true, reward: { kind: 'percent_off', percent: 10 } }));
    await saved(threeForTwenty({ startsAt: '2100-01-01T00:00', endsAt: '2100-02-01T00:00' }));
  });

  it('updates with its version (CONFLICT when stale), switches on and off, and keeps imported ones to the switch', async () => {
    const promotion = await saved(threeForTwenty());
    const params = { promotionId: promotion.promotionId };
    const update = (body: object) =>
      call(endpoints.update, { params, body }).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return promotionSaveResponse.parse(response.json());
      });
    expect(
      await update(threeForTwenty({ version: 1, reward: { kind: 'bundle', quantity: 3, price: 18 } })),
    ).toMatchObject({
      reject: false,
      promotion: { version: 2, reward: { price: 18 } },
    });
    expect(await update(threeForTwenty({ version: 1 }))).toMatchObject({ reason: 'CONFLICT' });

    const off = promotionSaveResponse.parse(
      (await call(endpoints.setActive, { params, body: { active: false, version: 2 } })).json(),
    );
    expect(off).toMatchObject({ reject: false, promotion: { active: false, state: 'off', version: 3 } });

    await query(
      sql`update promotions set source = 'pos', source_key = '900001' where promotion_id = ${promotion.promotionId}`,
    );
    expect(await update(threeForTwenty({ version: 3 }))).toMatchObject({ reason: 'IMPORTED' });
    const on = promotionSaveResponse.parse(
      (await call(endpoints.setActive, { params, body: { active: true, version: 3 } })).json(),
    );
    expect(on).toMatchObject({ reject: false, promotion: { active: true } });
    const audit = await query<{ action: string }>(
      sql`select action from audit_log where entity = 'promotion'
        and entity_id = ${String(promotion.promotionId)} order by audit_entry_id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'promotion.details.create',
      'promotion.details.update',
      'promotion.active.update',
      'promotion.active.update',
    ]);
    expect((await call(endpoints.get, { params: { promotionId: 999_999 } })).statusCode).toBe(404);
  });

  it('previews a cart under the promotion as typed, writing nothing', async () => {
    const before = await written();
    const response = await call(endpoints.preview, {
      cookie: reader.cookie,
      body: {
        promotion: threeForTwenty(),
        lines: [
          { productId: yogurt, quantity: 2 },
          { productId: yogurtBerry, quantity: 2 },
        ],
        userTypeIds: [business],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = promotionPreviewResponse.parse(response.json());
    // 7.90, 7.90, 6.90 bundle for 20.00; the second berry pays 6.90.
    expect(preview).toMatchObject({ subtotal: 29.6, total: 26.9, discount: 2.7 });
    const everyone = promotionPreviewResponse.parse(
      (
        await call(endpoints.preview, {
          body: { promotion: threeForTwenty(), lines: [{ productId: yogurt, quantity: 3 }] },
        })
      ).json(),
    );
    expect(everyone.total).toBe(23.7);
    expect(await written()).toEqual(before);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call(endpoints.list, { cookie: null })).statusCode).toBe(401);
    expect((await call(endpoints.create, { cookie: null, body: threeForTwenty() })).statusCode).toBe(401);
    expect((await call(endpoints.list, { cookie: stranger.cookie })).statusCode).toBe(403);
    expect((await call(endpoints.create, { cookie: reader.cookie, body: threeForTwenty() })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(endpoints.setActive, {
          cookie: reader.cookie,
          params: { promotionId: 1 },
          body: { active: false, version: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await written())?.promotions).toBe(0);
    expect(dairy).toBeGreaterThan(0);
  });
});

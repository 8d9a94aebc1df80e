import { bulkProductsLimit, bulkProductsResponse, productFlagResponse } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  call,
  createProduct,
  endpoints,
  type ProductsFixture,
  productsFixture,
  readProduct,
  snapshot,
} from '../../../test/products-fixture';
import { rowsOf } from '../../db/client';

let f: ProductsFixture;
beforeAll(async () => {
  f = await productsFixture();
});
afterAll(() => f.close());

type Endpoint = (typeof endpoints)[keyof typeof endpoints];

async function expectRefused(endpoint: Endpoint, options: Parameters<typeof call>[2], status: number) {
  const before = await snapshot(f);
  const response = await call(f.t, endpoint, options);
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(f)).toEqual(before);
}

describe.each([
  ['active', endpoints.setActive, 'active', 'product.active.update'],
  ['out of stock', endpoints.setOutOfStock, 'outOfStock', 'product.out_of_stock.update'],
] as const)('PUT the %s flag', (_name, endpoint, flag, action) => {
  const initial = flag === 'active';
  const set = (productId: number | string, value: unknown, cookie: string | null = f.editor.cookie) =>
    call(f.t, endpoint, { cookie, params: { productId }, body: { [flag]: value } });

  it('sets it, raising the version and modified time, audited; setting it again changes nothing', async () => {
    const product = await createProduct(f);
    const response = await set(product.productId, !initial);
    expect(response.statusCode, response.body).toBe(200);
    const changed = productFlagResponse.parse(response.json()).product;
    expect(changed).toMatchObject({ productId: product.productId, [flag]: !initial, version: 2 });
    expect(Date.parse(changed.modifiedAt)).toBeGreaterThan(Date.parse(product.modifiedAt));
    expect(await auditEntries(f, action, product.productId)).toMatchObject([
      { actorUserId: f.editor.userId, before: { [flag]: initial }, after: { [flag]: !initial } },
    ]);

    const again = productFlagResponse.parse((await set(product.productId, !initial)).json()).product;
    expect(again).toEqual(changed);
    expect(await auditEntries(f, action, product.productId)).toHaveLength(1);
    expect((await readProduct(f, product.productId))[flag]).toBe(!initial);
  });

  it('answers 400 for a bad body, 404 for an unknown product, 401 and 403; nothing written', async () => {
    const product = await createProduct(f);
    const params = { productId: product.productId };
    await expectRefused(endpoint, { cookie: f.editor.cookie, params, body: { [flag]: 'yes' } }, 400);
    await expectRefused(endpoint, { cookie: f.editor.cookie, params, body: {} }, 400);
    await expectRefused(
      endpoint,
      { cookie: f.editor.cookie, params: { productId: 'x' }, body: { [flag]: true } },
      400,
    );
    const body = { [flag]: !initial };
    await expectRefused(endpoint, { cookie: f.editor.cookie, params: { productId: 999_999 }, body }, 404);
    await expectRefused(endpoint, { cookie: null, params, body }, 401);
    await expectRefused(endpoint, { cookie: f.shopper.cookie, params, body }, 403);
    await expectRefused(endpoint, { cookie: f.reader.cookie, params, body }, 403);
  });
});

/** Inserts products straight into the table, many at once: the bulk calls' subjects. */
async function insertProducts(n: number, values = 'true, false'): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await f.t.database.db.execute(sql`
      insert into products (product_name, online_price, active, out_of_stock)
      select 'Bulk ' || g, 1, ${sql.raw(values)} from generate_series(1, ${n}) g
      returning product_id as id`),
  );
  return rows.map((row) => row.id);
}

describe.each([
  ['active', endpoints.bulkActive, 'active', 'product.active.bulk_update'],
  ['out of stock', endpoints.bulkOutOfStock, 'outOfStock', 'product.out_of_stock.bulk_update'],
] as const)('POST bulk %s', (_name, endpoint, flag, action) => {
  const initial = flag === 'active';
  const bulk = (productIds: unknown, value: unknown, cookie: string | null = f.editor.cookie) =>
    call(f.t, endpoint, { cookie, body: { productIds, [flag]: value } });

  it('answers a result per product in the order asked, with one audit entry of the changed ids', async () => {
    const [a, b, c] = (await insertProducts(3)) as [number, number, number];
    await call(f.t, flag === 'active' ? endpoints.setActive : endpoints.setOutOfStock, {
      cookie: f.editor.cookie,
      params: { productId: b },
      body: { [flag]: !initial },
    });
    const before = await auditEntries(f, action);
    const response = await bulk([c, 999_999, b, a, c], !initial);
    expect(response.statusCode, response.body).toBe(200);
    expect(bulkProductsResponse.parse(response.json()).results).toEqual([
      { productId: c, result: 'UPDATED' },
      { productId: 999_999, result: 'NOT_FOUND' },
      { productId: b, result: 'UNCHANGED' },
      { productId: a, result: 'UPDATED' },
    ]);
    for (const id of [a, b, c]) expect((await readProduct(f, id))[flag]).toBe(!initial);
    expect((await readProduct(f, a)).version).toBe(2);
    const entries = await auditEntries(f, action);
    expect(entries).toHaveLength(before.length + 1);
    expect(entries.at(-1)).toMatchObject({
      actorUserId: f.editor.userId,
      after: { [flag]: !initial, productIds: [c, a] },
    });
  });

  it(`sets ${bulkProductsLimit} products in one transaction, well under a second`, async () => {
    const ids = await insertProducts(bulkProductsLimit);
    const started = performance.now();
    const response = await bulk(ids, !initial);
    const elapsed = performance.now() - started;
    console.log(`bulk ${flag} on ${ids.length} products: ${elapsed.toFixed(0)} ms`);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = bulkProductsResponse.parse(response.json());
    expect(results.every((row) => row.result === 'UPDATED')).toBe(true);
    expect(results.map((row) => row.productId)).toEqual(ids);
  });

  it('answers 400 for no ids, more than the limit or a bad flag; 401 and 403; nothing written', async () => {
    const [id] = await insertProducts(1);
    const tooMany = Array.from({ length: bulkProductsLimit + 1 }, (_, i) => i + 1);
    const cases: [unknown, unknown, string | null, number][] = [
      [[], !initial, f.editor.cookie, 400],
      [tooMany, !initial, f.editor.cookie, 400],
      [[id], 'no', f.editor.cookie, 400],
      [[0], !initial, f.editor.cookie, 400],
      [[id], !initial, null, 401],
      [[id], !initial, f.shopper.cookie, 403],
      [[id], !initial, f.reader.cookie, 403],
    ];
    for (const [productIds, value, cookie, status] of cases)
      await expectRefused(endpoint, { cookie, body: { productIds, [flag]: value } }, status);
  });
});

describe("active set by an admin is the shop's decision (decision 0063)", () => {
  const shopInactive = async (id: number) => (await readProduct(f, id)).shopInactive;

  it('deactivating by hand marks it, activating clears it; the out of stock flag leaves it alone', async () => {
    const [one, many] = (await insertProducts(2)) as [number, number];
    const set = (productId: number, active: boolean) =>
      call(f.t, endpoints.setActive, { cookie: f.editor.cookie, params: { productId }, body: { active } });
    const bulk = (active: boolean) =>
      call(f.t, endpoints.bulkActive, { cookie: f.editor.cookie, body: { productIds: [many], active } });
    await set(one, false);
    await bulk(false);
    expect([await shopInactive(one), await shopInactive(many)]).toEqual([true, true]);
    await call(f.t, endpoints.setOutOfStock, {
      cookie: f.editor.cookie,
      params: { productId: one },
      body: { outOfStock: true },
    });
    expect(await shopInactive(one)).toBe(true);
    await set(one, true);
    await bulk(true);
    expect([await shopInactive(one), await shopInactive(many)]).toEqual([false, false]);
  });
});

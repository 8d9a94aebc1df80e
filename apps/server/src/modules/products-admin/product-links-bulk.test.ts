import { bulkProductsLimit, bulkProductsResponse, catalogueEndpoints, fillPath } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategory,
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
let dairy: number;
let bakery: number;

beforeAll(async () => {
  f = await productsFixture();
  dairy = await addCategory(f, { name: 'Dairy' });
  bakery = await addCategory(f, { name: 'Bakery' });
});
afterAll(() => f.close());

const addToCategory = (productIds: unknown, categoryId: unknown, cookie: string | null = f.editor.cookie) =>
  call(f.t, endpoints.bulkAddToCategory, { cookie, body: { productIds, categoryId } });

/** Products as the sync makes them: a POS code, no category. */
async function importedProducts(n: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await f.t.database.db.execute(sql`
      insert into products (product_name, online_price, pos_code)
      select 'Imported ' || g, 1, 'b' || g || '-' || md5(random()::text) from generate_series(1, ${n}) g
      returning product_id as id`),
  );
  return rows.map((row) => row.id);
}

const linksOf = async (categoryId: number) =>
  rowsOf<{ id: number }>(
    await f.t.database.db.execute(
      sql`select product_id as id from product_categories where category_id = ${categoryId} order by product_id`,
    ),
  ).map((row) => row.id);

describe('POST /api/admin/products/bulk/categories', () => {
  it('links each product once, a result per product in the order asked, one audit entry of those linked', async () => {
    const [a, b, c] = (await importedProducts(3)) as [number, number, number];
    const inBakery = await createProduct(f, { categoryIds: [bakery] });
    await addToCategory([b], dairy);
    const before = await readProduct(f, a);
    const entries = (await auditEntries(f, 'product.category.bulk_link')).length;

    const response = await addToCategory([c, 999_999, b, a, c, inBakery.productId], dairy);
    expect(response.statusCode, response.body).toBe(200);
    expect(bulkProductsResponse.parse(response.json()).results).toEqual([
      { productId: c, result: 'UPDATED' },
      { productId: 999_999, result: 'NOT_FOUND' },
      { productId: b, result: 'UNCHANGED' },
      { productId: a, result: 'UPDATED' },
      { productId: inBakery.productId, result: 'UPDATED' },
    ]);
    expect(await linksOf(dairy)).toEqual([a, b, c, inBakery.productId].sort((x, y) => x - y));
    expect(await linksOf(bakery)).toEqual([inBakery.productId]);
    // As one link does: the modified time goes up, not the version (an open editor still saves).
    const after = await readProduct(f, a);
    expect(after.version).toBe(before.version);
    expect(Date.parse(after.modifiedAt)).toBeGreaterThan(Date.parse(before.modifiedAt));
    expect(after.categories).toEqual([{ categoryId: dairy, categoryName: 'Dairy' }]);
    const audit = await auditEntries(f, 'product.category.bulk_link');
    expect(audit).toHaveLength(entries + 1);
    expect(audit.at(-1)).toMatchObject({
      actorUserId: f.editor.userId,
      entity: 'product',
      entityId: 'bulk',
      after: { categoryId: dairy, productIds: [c, a, inBakery.productId] },
    });

    const again = bulkProductsResponse.parse((await addToCategory([a, c], dairy)).json()).results;
    expect(again.map((row) => row.result)).toEqual(['UNCHANGED', 'UNCHANGED']);
    expect(await auditEntries(f, 'product.category.bulk_link')).toHaveLength(entries + 1);
  });

  it('makes the products visible in the storefront at once (its cached answers are dropped)', async () => {
    const [productId] = (await importedProducts(1)) as [number];
    const details = async () => {
      const response = await f.t.app.inject({
        method: 'GET',
        url: fillPath(catalogueEndpoints.productDetails.path, { languageCode: 'en', productId }),
      });
      return response.statusCode;
    };
    expect(await details()).toBe(404);
    await addToCategory([productId], dairy);
    // Notices arrive after the commit (on PostgreSQL over a connection of their own).
    await expect.poll(details, { timeout: 2000, interval: 20 }).toBe(200);
  });

  it(`links ${bulkProductsLimit} products in one call, keeping the category counts`, async () => {
    const ids = await importedProducts(bulkProductsLimit);
    const started = performance.now();
    const response = await addToCategory(ids, bakery);
    const elapsed = performance.now() - started;
    console.log(`bulk add to category of ${ids.length} products: ${elapsed.toFixed(0)} ms`);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = bulkProductsResponse.parse(response.json());
    expect(results.every((row) => row.result === 'UPDATED')).toBe(true);
    expect(results.map((row) => row.productId)).toEqual(ids);
    const [count] = rowsOf<{ n: number }>(
      await f.t.database.db.execute(
        sql`select active_product_count as n from categories where category_id = ${bakery}`,
      ),
    );
    expect(count?.n).toBe((await linksOf(bakery)).length);
  });

  it('answers 404 UNKNOWN_CATEGORY for a category that does not exist; nothing written', async () => {
    const [id] = await importedProducts(1);
    const before = await snapshot(f);
    const response = await addToCategory([id], 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'UNKNOWN_CATEGORY' });
    expect(await snapshot(f)).toEqual(before);
  });

  it('answers 400 for no ids, more than the limit, a bad id or category; 401 and 403; nothing written', async () => {
    const [id] = await importedProducts(1);
    const tooMany = Array.from({ length: bulkProductsLimit + 1 }, (_, i) => i + 1);
    const cases: [unknown, unknown, string | null, number][] = [
      [[], dairy, f.editor.cookie, 400],
      [tooMany, dairy, f.editor.cookie, 400],
      [[0], dairy, f.editor.cookie, 400],
      [['1'], dairy, f.editor.cookie, 400],
      [[id], 0, f.editor.cookie, 400],
      [[id], 'dairy', f.editor.cookie, 400],
      [[id], undefined, f.editor.cookie, 400],
      [[id], dairy, null, 401],
      [[id], dairy, f.shopper.cookie, 403],
      [[id], dairy, f.reader.cookie, 403],
      [[id], dairy, f.adminOnly.cookie, 403],
    ];
    for (const [productIds, categoryId, cookie, status] of cases) {
      const before = await snapshot(f);
      const response = await addToCategory(productIds, categoryId, cookie);
      expect(response.statusCode, `${JSON.stringify(productIds).slice(0, 20)} ${categoryId}`).toBe(status);
      expect(await snapshot(f)).toEqual(before);
    }
  });
});

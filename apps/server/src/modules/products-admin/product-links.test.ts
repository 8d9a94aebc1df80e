import { productCategoriesResponse } from '@grocery/contracts';
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

let f: ProductsFixture;
let fruit: number;
let vegetables: number;

beforeAll(async () => {
  f = await productsFixture();
  vegetables = await addCategory(f, { name: 'Vegetables', sortOrder: 5 });
  fruit = await addCategory(f, { name: 'Fruit', sortOrder: 1 });
  await f.t.database.db.execute(
    `insert into category_translations (category_id, language_code, category_name) values (${fruit}, 'en', 'Fresh fruit')`,
  );
});
afterAll(() => f.close());

type Endpoint = typeof endpoints.linkCategory | typeof endpoints.unlinkCategory;
const send = (
  endpoint: Endpoint,
  productId: number | string,
  categoryId: number | string,
  cookie: string | null = f.editor.cookie,
) => call(f.t, endpoint, { cookie, params: { productId, categoryId } });
const categoriesOf = async (response: Awaited<ReturnType<typeof send>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return productCategoriesResponse.parse(response.json()).categories;
};

describe('POST and DELETE /api/admin/products/:productId/categories/:categoryId', () => {
  it('links and unlinks, idempotently, answering the categories by base name in shop order', async () => {
    const product = await createProduct(f);
    await send(endpoints.linkCategory, product.productId, vegetables);
    expect(await categoriesOf(await send(endpoints.linkCategory, product.productId, fruit))).toEqual([
      { categoryId: fruit, categoryName: 'Fruit' },
      { categoryId: vegetables, categoryName: 'Vegetables' },
    ]);
    expect(await categoriesOf(await send(endpoints.linkCategory, product.productId, fruit))).toHaveLength(2);
    expect(await auditEntries(f, 'product.category.link', product.productId)).toMatchObject([
      { after: { categoryId: vegetables } },
      { after: { categoryId: fruit } },
    ]);

    expect(await categoriesOf(await send(endpoints.unlinkCategory, product.productId, vegetables))).toEqual([
      { categoryId: fruit, categoryName: 'Fruit' },
    ]);
    expect(
      await categoriesOf(await send(endpoints.unlinkCategory, product.productId, vegetables)),
    ).toHaveLength(1);
    expect(await auditEntries(f, 'product.category.unlink', product.productId)).toHaveLength(1);
  });

  it('raises the modified time but not the version: an editor open on the product can still save', async () => {
    const product = await createProduct(f);
    await send(endpoints.linkCategory, product.productId, fruit);
    const linked = await readProduct(f, product.productId);
    expect(linked.version).toBe(1);
    expect(Date.parse(linked.modifiedAt)).toBeGreaterThan(Date.parse(product.modifiedAt));
    const saved = await call(f.t, endpoints.update, {
      cookie: f.editor.cookie,
      params: { productId: product.productId },
      body: { version: 1, changes: { productName: 'Still saves' } },
    });
    expect(saved.json()).toMatchObject({ reject: false, product: { version: 2 } });
  });

  it.each([
    ['link', endpoints.linkCategory],
    ['unlink', endpoints.unlinkCategory],
  ] as const)(
    '%s: 404 for an unknown product or category, 400, 401 and 403; nothing written',
    async (_n, endpoint) => {
      const product = await createProduct(f, { categoryIds: [fruit] });
      const cases: [number | string, number | string, string | null, number][] = [
        [999_999, fruit, f.editor.cookie, 404],
        [product.productId, 999_999, f.editor.cookie, 404],
        [product.productId, 'one', f.editor.cookie, 400],
        [0, fruit, f.editor.cookie, 400],
        [product.productId, vegetables, null, 401],
        [product.productId, vegetables, f.shopper.cookie, 403],
        [product.productId, vegetables, f.reader.cookie, 403],
      ];
      for (const [productId, categoryId, cookie, status] of cases) {
        const before = await snapshot(f);
        const response = await send(endpoint, productId, categoryId, cookie);
        expect(response.statusCode, `${productId}/${categoryId}`).toBe(status);
        expect(await snapshot(f)).toEqual(before);
      }
    },
  );
});

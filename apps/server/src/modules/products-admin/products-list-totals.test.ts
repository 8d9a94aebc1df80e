import { adminProductsResponse } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProduct,
  endpoints,
  type ProductsFixture,
  productsFixture,
} from '../../../test/products-fixture';

let f: ProductsFixture;

beforeAll(async () => {
  f = await productsFixture();
});
afterAll(() => f.close());

const totalOf = async (query: Record<string, string | boolean>) => {
  const response = await call(f.t, endpoints.list, { cookie: f.reader.cookie, query });
  return adminProductsResponse.parse(response.json()).totalResults;
};

describe('the products grid total under a filter', () => {
  it('is kept between pages and sorts, and counted again once the catalogue changes', async () => {
    const product = await createProduct(f, { active: true });
    await expect.poll(() => totalOf({ active: false })).toBe(0);
    expect(await totalOf({ active: false, sortBy: 'barcode', pageIndex: '3' })).toBe(0);

    // A change by any means (a statement here, not the call) is heard through the change notice.
    await f.t.database.db.execute(
      `update products set active = false where product_id = ${product.productId}`,
    );
    await expect.poll(() => totalOf({ active: false }), { timeout: 3000 }).toBe(1);
    await call(f.t, endpoints.setActive, {
      cookie: f.editor.cookie,
      params: { productId: product.productId },
      body: { active: true },
    });
    await expect.poll(() => totalOf({ active: false, sortBy: 'barcode' }), { timeout: 3000 }).toBe(0);
  });
});

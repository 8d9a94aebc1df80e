import { adminProductsResponse, categoriesAdminEndpoints, errorEnvelopeSchema } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, endpoints, type ProductsFixture, productsFixture } from '../../../test/products-fixture';
import { products, productTranslations } from '../../db/schema';

/**
 * The products grid and the pickers that search it name each product in the page's language: its
 * translation, the base name where it has none (decision 0055); the term finds either name.
 */
let f: ProductsFixture;
const ids = { milk: 0, bread: 0, tea: 0 };

beforeAll(async () => {
  f = await productsFixture();
  const db = f.t.database.db;
  const [milk, bread, tea] = await db
    .insert(products)
    .values([{ productName: 'Milk 3%' }, { productName: 'Bread' }, { productName: 'Tea' }])
    .returning({ id: products.productId });
  Object.assign(ids, { milk: milk?.id, bread: bread?.id, tea: tea?.id });
  await db.insert(productTranslations).values([
    { productId: ids.milk, languageCode: 'he', productName: 'חלב 3%' },
    { productId: ids.milk, languageCode: 'th', productName: 'นม 3%' },
    { productId: ids.bread, languageCode: 'he', productName: 'לחם אחיד' },
    { productId: ids.tea, languageCode: 'en', productName: 'Black tea' },
  ]);
});
afterAll(() => f.close());

type Query = Record<string, string | number>;
const list = (query: Query, cookie: string | null = f.reader.cookie) =>
  call(f.t, endpoints.list, { cookie, query });
async function rowsOf(query: Query) {
  const response = await list({ sortBy: 'product_id', sortDir: 'asc', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return adminProductsResponse.parse(response.json());
}
const names = (answer: Awaited<ReturnType<typeof rowsOf>>) =>
  answer.rows.map((row) => [row.productName, row.baseName]);

describe("GET /api/admin/products in the page's language", () => {
  it('names each product in the language asked, the base name where it has no translation', async () => {
    expect(names(await rowsOf({ languageCode: 'he' }))).toEqual([
      ['חלב 3%', 'Milk 3%'],
      ['לחם אחיד', 'Bread'],
      ['Tea', 'Tea'],
    ]);
    expect(names(await rowsOf({ languageCode: 'th' }))).toEqual([
      ['นม 3%', 'Milk 3%'],
      ['Bread', 'Bread'],
      ['Tea', 'Tea'],
    ]);
    // English is a language like the others: its translation where there is one.
    expect(names(await rowsOf({}))).toEqual([
      ['Milk 3%', 'Milk 3%'],
      ['Bread', 'Bread'],
      ['Black tea', 'Tea'],
    ]);
  });

  it("finds a product by its name in the page's language, and the base name still", async () => {
    const found = async (languageCode: string, q: string) =>
      (await rowsOf({ languageCode, q })).rows.map((row) => row.productId);
    expect(await found('he', 'לחם')).toEqual([ids.bread]);
    // Under three characters: the start of a name.
    expect(await found('he', 'חל')).toEqual([ids.milk]);
    expect(await found('he', 'bread')).toEqual([ids.bread]);
    expect(await found('th', 'นม')).toEqual([ids.milk]);
    // Another language's name is not the page's: the Hebrew term finds nothing in Thai, nor its count.
    expect(await found('th', 'לחם')).toEqual([]);
    expect((await rowsOf({ languageCode: 'th', q: 'לחם' })).totalResults).toBe(0);
    expect((await rowsOf({ languageCode: 'he', q: 'לחם' })).totalResults).toBe(1);
  });

  it('sorts the name by the base name in every language (decision 0055)', async () => {
    const byName = await rowsOf({ languageCode: 'he', sortBy: 'product_name', sortDir: 'asc' });
    expect(byName.rows.map((row) => row.baseName)).toEqual(['Bread', 'Milk 3%', 'Tea']);
  });

  it("keeps the editor's product and a flag's answer on the base name", async () => {
    const product = await call(f.t, endpoints.product, {
      cookie: f.reader.cookie,
      params: { productId: ids.milk },
      query: { languageCode: 'he' },
    });
    expect(product.json().product.productName).toBe('Milk 3%');
    const flag = await call(f.t, endpoints.setActive, {
      cookie: f.editor.cookie,
      params: { productId: ids.milk },
      body: { active: false },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    expect(flag.json().product).toMatchObject({ productName: 'Milk 3%', active: false });
  });

  it('answers 400 for a language the shop does not have, 401 signed out, 403 without catalogue:read', async () => {
    for (const languageCode of ['xx', 'HE', '']) {
      const response = await list({ languageCode });
      expect(response.statusCode, languageCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    }
    expect((await list({ languageCode: 'he' }, null)).statusCode).toBe(401);
    expect((await list({ languageCode: 'he' }, f.shopper.cookie)).statusCode).toBe(403);
    expect((await list({ languageCode: 'he' }, f.adminOnly.cookie)).statusCode).toBe(403);
  });

  it('names the products of a category in the language (its Products tab)', async () => {
    const category = await call(f.t, categoriesAdminEndpoints.create, {
      cookie: f.editor.cookie,
      body: { categoryName: 'Dairy' },
    });
    const categoryId = category.json().category.categoryId as number;
    for (const productId of [ids.milk, ids.tea])
      await call(f.t, endpoints.linkCategory, { cookie: f.editor.cookie, params: { productId, categoryId } });
    const tab = await call(f.t, categoriesAdminEndpoints.products, {
      cookie: f.reader.cookie,
      params: { categoryId },
      query: { languageCode: 'he' },
    });
    expect(tab.json().rows).toMatchObject([
      { productName: 'חלב 3%', baseName: 'Milk 3%' },
      { productName: 'Tea', baseName: 'Tea' },
    ]);
  });
});

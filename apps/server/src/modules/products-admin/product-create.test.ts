import { errorEnvelopeSchema, productSaveResponse } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategory,
  addUserType,
  auditEntries,
  call,
  createProduct,
  endpoints,
  type ProductsFixture,
  productsFixture,
  readProduct,
  snapshot,
  unique,
} from '../../../test/products-fixture';

let f: ProductsFixture;
let dairy: number;
let bakery: number;
let business: number;

beforeAll(async () => {
  f = await productsFixture();
  dairy = await addCategory(f, { name: 'Dairy', sortOrder: 2 });
  bakery = await addCategory(f, { name: 'Bakery', sortOrder: 1 });
  business = await addUserType(f, 'business');
});
afterAll(() => f.close());

const create = (body: unknown, cookie: string | null = f.editor.cookie) =>
  call(f.t, endpoints.create, { cookie, body });

/** Sends a create that must be refused with this status, and checks that nothing was written. */
async function expectRefused(body: unknown, status: number, cookie: string | null = f.editor.cookie) {
  const before = await snapshot(f);
  const response = await create(body, cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(f)).toEqual(before);
  return response;
}

/** Sends a create that must be rejected for a business reason (200), and checks that nothing was written. */
async function expectRejected(body: unknown, reason: string, field: string) {
  const response = await expectRefused(body, 200);
  expect(productSaveResponse.parse(response.json())).toMatchObject({ reject: true, reason, field });
}

describe('POST /api/admin/products', () => {
  it('creates the product with its categories and prices in one go, audited', async () => {
    const slugUrl = unique('fresh-milk-');
    const response = await create({
      productName: 'Fresh milk',
      shortDesc: ' 1 L ',
      longDesc: '',
      slugUrl,
      barcode: '7290000000015',
      externalId: 4711,
      costPrice: 3.1,
      consumerPrice: 6.9,
      onlinePrice: 5.5,
      promotionPrice: 4.99,
      unit: 'unit',
      categoryIds: [dairy, bakery, dairy],
      prices: [{ userTypeId: business, price: 4.5, minimumQuantity: 6, quantityStep: 6 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = productSaveResponse.parse(response.json());
    if (answer.reject) throw new Error(response.body);
    const { product } = answer;
    expect(product).toMatchObject({
      productName: 'Fresh milk',
      shortDesc: '1 L',
      longDesc: null,
      slugUrl,
      barcode: '7290000000015',
      externalId: 4711,
      posCode: null,
      costPrice: 3.1,
      consumerPrice: 6.9,
      onlinePrice: 5.5,
      promotionPrice: 4.99,
      active: true,
      outOfStock: false,
      unit: 'unit',
      minimumQuantity: 1,
      quantityStep: 1,
      imageFile: null,
      version: 1,
      syncedAt: null,
      shopInactive: false,
      posActive: null,
      // The shop's order: sort order, then id.
      categories: [
        { categoryId: bakery, categoryName: 'Bakery' },
        { categoryId: dairy, categoryName: 'Dairy' },
      ],
    });
    expect(await readProduct(f, product.productId)).toEqual(product);

    const prices = await call(f.t, endpoints.prices, {
      cookie: f.editor.cookie,
      params: { productId: product.productId },
    });
    expect(prices.json().prices).toContainEqual({
      userTypeId: business,
      userTypeName: 'business',
      price: 4.5,
      minimumQuantity: 6,
      quantityStep: 6,
    });

    const [entry] = await auditEntries(f, 'product.create', product.productId);
    expect(entry).toMatchObject({
      actorUserId: f.editor.userId,
      entity: 'product',
      before: null,
      after: {
        productName: 'Fresh milk',
        onlinePrice: 5.5,
        categoryIds: [bakery, dairy],
        prices: [{ userTypeId: business, price: 4.5, minimumQuantity: 6, quantityStep: 6 }],
      },
    });
  });

  it('takes a product with nothing but a name, as the new-product form sends it', async () => {
    const response = await create({ productName: 'Just a name', outOfStock: false, onlinePrice: 0 });
    expect(productSaveResponse.parse(response.json())).toMatchObject({
      reject: false,
      product: { productName: 'Just a name', onlinePrice: 0, categories: [], version: 1 },
    });
  });

  it('lets goods sold by weight take decimal minimums and steps, for the product and its prices', async () => {
    const product = await createProduct(f, {
      unit: 'kg',
      minimumQuantity: 0.25,
      quantityStep: 0.05,
      prices: [{ userTypeId: business, price: 30, minimumQuantity: 0.5, quantityStep: 0.1 }],
    });
    expect(product).toMatchObject({ unit: 'kg', minimumQuantity: 0.25, quantityStep: 0.05 });
  });

  it.each([
    ['no name', { productName: '  ' }, 'body.productName'],
    ['a negative price', { productName: 'x', onlinePrice: -1 }, 'body.onlinePrice'],
    ['three decimals in a price', { productName: 'x', onlinePrice: 1.005 }, 'body.onlinePrice'],
    ['an EAN-13 with a wrong check digit', { productName: 'x', barcode: '7290000000016' }, 'body.barcode'],
    [
      'a promotion above the online price',
      { productName: 'x', onlinePrice: 5, promotionPrice: 6 },
      'body.promotionPrice',
    ],
    ['a decimal minimum for unit goods', { productName: 'x', minimumQuantity: 1.5 }, 'body.minimumQuantity'],
    [
      'a decimal step in a price of unit goods',
      { productName: 'x', prices: [{ userTypeId: 1, price: 1, quantityStep: 0.5 }] },
      'body.prices.0.quantityStep',
    ],
    ['an unknown field', { productName: 'x', colour: 'red' }, 'body'],
    ['a slug with capitals', { productName: 'x', slugUrl: 'Fresh-Milk' }, 'body.slugUrl'],
  ])('answers 400 for %s, naming the field, and writes nothing', async (_name, body, path) => {
    const response = await expectRefused(body, 400);
    const { issues } = errorEnvelopeSchema.parse(response.json());
    expect(issues?.map((issue) => issue.path)).toContain(path);
  });

  it('names the rule broken: a promotion above the online price', async () => {
    const response = await expectRefused({ productName: 'x', onlinePrice: 5, promotionPrice: 6 }, 400);
    expect(response.json().issues).toContainEqual({
      path: 'body.promotionPrice',
      message: 'PROMOTION_ABOVE_ONLINE_PRICE',
    });
  });

  it('rejects a slug, barcode or external id another product holds, naming the field', async () => {
    const taken = await createProduct(f, {
      slugUrl: unique('taken-'),
      barcode: unique('B'),
      externalId: 9001,
    });
    await expectRejected({ productName: 'x', slugUrl: taken.slugUrl }, 'SLUG_TAKEN', 'slugUrl');
    await expectRejected({ productName: 'x', barcode: taken.barcode }, 'BARCODE_TAKEN', 'barcode');
    await expectRejected({ productName: 'x', externalId: 9001 }, 'EXTERNAL_ID_TAKEN', 'externalId');
  });

  it('rejects an unknown category or user type, naming the field', async () => {
    await expectRejected(
      { productName: 'x', categoryIds: [dairy, 999_999] },
      'UNKNOWN_CATEGORY',
      'categoryIds',
    );
    await expectRejected(
      { productName: 'x', prices: [{ userTypeId: 999_999, price: 1 }] },
      'UNKNOWN_USER_TYPE',
      'prices',
    );
  });

  it('gives one of two simultaneous creates with one barcode the product, the other BARCODE_TAKEN', async () => {
    const barcode = unique('RACE');
    const answers = await Promise.all([1, 2].map(() => create({ productName: 'Twin', barcode })));
    const reasons = answers.map((response) => response.json().reason).sort();
    expect(reasons).toEqual(['BARCODE_TAKEN', null]);
  });

  it('answers 401 without a session and 403 without catalogue:write, writing nothing', async () => {
    await expectRefused({ productName: 'x' }, 401, null);
    await expectRefused({ productName: 'x' }, 403, f.shopper.cookie);
    await expectRefused({ productName: 'x' }, 403, f.adminOnly.cookie);
    await expectRefused({ productName: 'x' }, 403, f.reader.cookie);
  });

  it('answers 403 to prices without pricing:write, writing nothing (not even the product)', async () => {
    const body = { productName: 'x', prices: [{ userTypeId: business, price: 1 }] };
    await expectRefused(body, 403, f.catalogueWriter.cookie);
    const withoutPrices = await create({ productName: 'x' }, f.catalogueWriter.cookie);
    expect(withoutPrices.json()).toMatchObject({ reject: false });
  });
});

describe('GET /api/admin/products/:productId', () => {
  it('answers the product with its categories in the asked language, never cached', async () => {
    const product = await createProduct(f, { categoryIds: [dairy] });
    await f.t.database.db.execute(
      `insert into category_translations (category_id, language_code, category_name) values (${dairy}, 'he', 'מוצרי חלב')`,
    );
    const response = await call(f.t, endpoints.product, {
      cookie: f.reader.cookie,
      params: { productId: product.productId },
      query: { languageCode: 'he' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().product.categories).toEqual([{ categoryId: dairy, categoryName: 'מוצרי חלב' }]);
  });

  it('answers 404 for an unknown product, 400 for a malformed id or language, 401 and 403', async () => {
    const product = await createProduct(f);
    const get = (productId: string | number, cookie: string | null, query = {}) =>
      call(f.t, endpoints.product, { cookie, params: { productId }, query });
    expect((await get(999_999, f.reader.cookie)).statusCode).toBe(404);
    expect((await get('x1', f.reader.cookie)).statusCode).toBe(400);
    expect((await get(product.productId, f.reader.cookie, { languageCode: 'fr' })).statusCode).toBe(400);
    expect((await get(product.productId, null)).statusCode).toBe(401);
    expect((await get(product.productId, f.shopper.cookie)).statusCode).toBe(403);
    expect((await get(product.productId, f.adminOnly.cookie)).statusCode).toBe(403);
  });
});

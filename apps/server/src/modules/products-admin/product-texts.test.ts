import {
  deleteTranslationResponse,
  productPricesResponse,
  productPricesSaveResponse,
  productTranslationResponse,
  productTranslationsResponse,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUserType,
  auditEntries,
  type Call,
  call,
  createProduct,
  endpoints,
  type ProductsFixture,
  productsFixture,
  snapshot,
} from '../../../test/products-fixture';

let f: ProductsFixture;
let business: number;
let wholesale: number;

beforeAll(async () => {
  f = await productsFixture();
  wholesale = await addUserType(f, 'wholesale');
  business = await addUserType(f, 'business');
});
afterAll(() => f.close());

type Endpoint = (typeof endpoints)[keyof typeof endpoints];
async function expectRefused(endpoint: Endpoint, options: Call, status: number) {
  const before = await snapshot(f);
  const response = await call(f.t, endpoint, options);
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(f)).toEqual(before);
}

describe('product translations', () => {
  it('saves per language (insert, then replace), lists them beside the base text, deletes; audited', async () => {
    const product = await createProduct(f, { productName: 'Apples', shortDesc: 'Red' });
    const params = (languageCode: string) => ({ productId: product.productId, languageCode });
    const save = (languageCode: string, body: object) =>
      call(f.t, endpoints.saveTranslation, { cookie: f.editor.cookie, params: params(languageCode), body });

    const he = await save('he', { productName: 'תפוחים', shortDesc: 'אדומים', longDesc: '' });
    expect(productTranslationResponse.parse(he.json()).translation).toEqual({
      languageCode: 'he',
      productName: 'תפוחים',
      shortDesc: 'אדומים',
      longDesc: null,
    });
    await save('th', { productName: 'แอปเปิ้ล' });
    await save('he', { productName: 'תפוחים אדומים' });

    const read = await call(f.t, endpoints.translations, {
      cookie: f.reader.cookie,
      params: { productId: product.productId },
    });
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(productTranslationsResponse.parse(read.json())).toMatchObject({
      base: { productName: 'Apples', shortDesc: 'Red', longDesc: null },
      translations: [
        { languageCode: 'he', productName: 'תפוחים אדומים', shortDesc: null, longDesc: null },
        { languageCode: 'th', productName: 'แอปเปิ้ล', shortDesc: null, longDesc: null },
      ],
    });

    const remove = (languageCode: string) =>
      call(f.t, endpoints.deleteTranslation, { cookie: f.editor.cookie, params: params(languageCode) });
    expect(deleteTranslationResponse.parse((await remove('th')).json()).deleted).toBe(true);
    expect(deleteTranslationResponse.parse((await remove('th')).json()).deleted).toBe(false);
    expect(await auditEntries(f, 'product.translation.save', product.productId)).toHaveLength(3);
    expect(await auditEntries(f, 'product.translation.delete', product.productId)).toMatchObject([
      { before: { languageCode: 'th', productName: 'แอปเปิ้ล' }, after: null },
    ]);
  });

  it('answers 400, 404, 401 and 403 on each call, writing nothing', async () => {
    const product = await createProduct(f);
    const { productId } = product;
    const params = { productId, languageCode: 'he' };
    const body = { productName: 'שם' };
    await expectRefused(endpoints.saveTranslation, { cookie: f.editor.cookie, params, body: {} }, 400);
    await expectRefused(
      endpoints.saveTranslation,
      { cookie: f.editor.cookie, params, body: { productName: '' } },
      400,
    );
    await expectRefused(
      endpoints.saveTranslation,
      { cookie: f.editor.cookie, params: { productId, languageCode: 'fr' }, body },
      400,
    );
    await expectRefused(
      endpoints.deleteTranslation,
      { cookie: f.editor.cookie, params: { productId, languageCode: 'xx' } },
      400,
    );
    const missing = { productId: 999_999, languageCode: 'he' };
    await expectRefused(endpoints.saveTranslation, { cookie: f.editor.cookie, params: missing, body }, 404);
    await expectRefused(endpoints.deleteTranslation, { cookie: f.editor.cookie, params: missing }, 404);
    await expectRefused(
      endpoints.translations,
      { cookie: f.reader.cookie, params: { productId: 999_999 } },
      404,
    );
    await expectRefused(endpoints.translations, { cookie: f.reader.cookie, params: { productId: 'x' } }, 400);
    for (const [cookie, status] of [
      [null, 401],
      [f.shopper.cookie, 403],
      [f.reader.cookie, 403],
    ] as const) {
      await expectRefused(endpoints.saveTranslation, { cookie, params, body }, status);
      await expectRefused(endpoints.deleteTranslation, { cookie, params }, status);
    }
    await expectRefused(endpoints.translations, { cookie: null, params: { productId } }, 401);
    await expectRefused(endpoints.translations, { cookie: f.adminOnly.cookie, params: { productId } }, 403);
  });
});

describe('product prices by user type', () => {
  const prices = (productId: number, cookie: string | null = f.editor.cookie) =>
    call(f.t, endpoints.prices, { cookie, params: { productId } });
  const save = (productId: number, rows: unknown, cookie: string | null = f.editor.cookie) =>
    call(f.t, endpoints.savePrices, { cookie, params: { productId }, body: { prices: rows } });

  it('lists one row per user type; saves the types given, removes rows back at no price; audited', async () => {
    const product = await createProduct(f, { unit: 'kg' });
    const empty = productPricesResponse.parse((await prices(product.productId)).json());
    expect(empty.unit).toBe('kg');
    expect(empty.prices.filter((row) => [business, wholesale].includes(row.userTypeId))).toEqual([
      { userTypeId: business, userTypeName: 'business', price: null, minimumQuantity: 1, quantityStep: 1 },
      { userTypeId: wholesale, userTypeName: 'wholesale', price: null, minimumQuantity: 1, quantityStep: 1 },
    ]);

    const first = await save(product.productId, [
      { userTypeId: business, price: 19.9, minimumQuantity: 0.5, quantityStep: 0.25 },
      // No price, but a minimum: kept (pricing disabled, the minimum still applies).
      { userTypeId: wholesale, price: null, minimumQuantity: 5 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const saved = productPricesSaveResponse.parse(first.json());
    if (saved.reject) throw new Error(first.body);
    expect(saved.prices.find((row) => row.userTypeId === business)).toMatchObject({
      price: 19.9,
      minimumQuantity: 0.5,
      quantityStep: 0.25,
    });
    expect(saved.prices.find((row) => row.userTypeId === wholesale)).toMatchObject({
      price: null,
      minimumQuantity: 5,
    });

    // Only wholesale given: business stays; wholesale back at no price, minimum 1, step 1 is removed.
    await save(product.productId, [{ userTypeId: wholesale, price: null }]);
    const stored = await f.t.database.db.execute(
      `select user_type_id from user_type_prices where product_id = ${product.productId}`,
    );
    expect((stored as unknown as { rows: { user_type_id: number }[] }).rows).toEqual([
      { user_type_id: business },
    ]);
    const entries = await auditEntries(f, 'product.prices.update', product.productId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      before: [{ userTypeId: wholesale, price: null, minimumQuantity: 5, quantityStep: 1 }],
      after: [],
    });
  });

  it('rejects decimals for goods sold by the unit (naming the row) and unknown user types', async () => {
    const product = await createProduct(f);
    const before = await snapshot(f);
    const decimal = await save(product.productId, [
      { userTypeId: business, price: 1 },
      { userTypeId: wholesale, price: 1, minimumQuantity: 2.5 },
    ]);
    expect(decimal.json()).toEqual({
      reject: true,
      reason: 'RULE',
      field: 'prices.1.minimumQuantity',
      message: 'WHOLE_NUMBER_FOR_UNIT_GOODS',
    });
    const unknown = await save(product.productId, [{ userTypeId: 999_999, price: 1 }]);
    expect(unknown.json()).toEqual({ reject: true, reason: 'UNKNOWN_USER_TYPE', field: 'prices' });
    expect(await snapshot(f)).toEqual(before);
  });

  it('answers 400, 404, 401 and 403 (pricing:read to read, pricing:write to save), writing nothing', async () => {
    const { productId } = await createProduct(f);
    const row = [{ userTypeId: business, price: 2 }];
    const put = (options: Call, status: number) => expectRefused(endpoints.savePrices, options, status);
    await put(
      {
        cookie: f.editor.cookie,
        params: { productId },
        body: { prices: [{ userTypeId: business, price: -1 }] },
      },
      400,
    );
    await put({ cookie: f.editor.cookie, params: { productId }, body: { prices: [...row, ...row] } }, 400);
    await put({ cookie: f.editor.cookie, params: { productId }, body: {} }, 400);
    await put({ cookie: f.editor.cookie, params: { productId: 999_999 }, body: { prices: row } }, 404);
    await put({ cookie: null, params: { productId }, body: { prices: row } }, 401);
    await put({ cookie: f.shopper.cookie, params: { productId }, body: { prices: row } }, 403);
    await put({ cookie: f.catalogueWriter.cookie, params: { productId }, body: { prices: row } }, 403);
    await put({ cookie: f.reader.cookie, params: { productId }, body: { prices: row } }, 403);

    expect((await prices(999_999)).statusCode).toBe(404);
    expect((await prices(productId, null)).statusCode).toBe(401);
    expect((await prices(productId, f.catalogueWriter.cookie)).statusCode).toBe(403);
    expect((await prices(productId, f.reader.cookie)).statusCode).toBe(200);
    expect(
      (await call(f.t, endpoints.prices, { cookie: f.reader.cookie, params: { productId: '-1' } }))
        .statusCode,
    ).toBe(400);
  });
});

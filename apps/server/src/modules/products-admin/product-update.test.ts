import { productSaveResponse } from '@grocery/contracts';
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
  dairy = await addCategory(f, { name: 'Dairy' });
  bakery = await addCategory(f, { name: 'Bakery' });
  business = await addUserType(f, 'business');
});
afterAll(() => f.close());

const update = (productId: number | string, body: unknown, cookie: string | null = f.editor.cookie) =>
  call(f.t, endpoints.update, { cookie, params: { productId }, body });

async function expectRefused(
  productId: number | string,
  body: unknown,
  status: number,
  cookie: string | null = f.editor.cookie,
) {
  const before = await snapshot(f);
  const response = await update(productId, body, cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(f)).toEqual(before);
  return response;
}

async function expectRejected(productId: number, body: unknown, expected: Record<string, unknown>) {
  const response = await expectRefused(productId, body, 200);
  expect(productSaveResponse.parse(response.json())).toEqual({ reject: true, ...expected });
}

describe('PUT /api/admin/products/:productId', () => {
  it('saves only what changed, links and unlinks, sets prices, raises the version; audited before and after', async () => {
    const product = await createProduct(f, {
      productName: 'Rye bread',
      onlinePrice: 12,
      categoryIds: [dairy],
    });
    const response = await update(product.productId, {
      version: 1,
      changes: { productName: 'Dark rye bread', promotionPrice: 9.9, onlinePrice: 12 },
      link: [bakery],
      unlink: [dairy],
      prices: [{ userTypeId: business, price: 10, minimumQuantity: 2, quantityStep: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = productSaveResponse.parse(response.json());
    if (answer.reject) throw new Error(response.body);
    expect(answer.product).toMatchObject({
      productName: 'Dark rye bread',
      promotionPrice: 9.9,
      onlinePrice: 12,
      version: 2,
      categories: [{ categoryId: bakery, categoryName: 'Bakery' }],
    });
    expect(Date.parse(answer.product.modifiedAt)).toBeGreaterThan(Date.parse(product.modifiedAt));
    expect(await readProduct(f, product.productId)).toEqual(answer.product);

    const [entry] = await auditEntries(f, 'product.update', product.productId);
    // onlinePrice was sent at its stored value: not a change.
    expect(entry?.before).toEqual({
      productName: 'Rye bread',
      promotionPrice: null,
      categoryIds: [dairy],
      prices: [],
    });
    expect(entry?.after).toEqual({
      productName: 'Dark rye bread',
      promotionPrice: 9.9,
      categoryIds: [bakery],
      prices: [{ userTypeId: business, price: 10, minimumQuantity: 2, quantityStep: 2 }],
    });
  });

  it('answers CONFLICT to the second of two saves from one version; the first one’s values stay', async () => {
    const product = await createProduct(f, { productName: 'Butter' });
    const first = await update(product.productId, { version: 1, changes: { productName: 'Salted butter' } });
    expect(first.json()).toMatchObject({ reject: false, product: { version: 2 } });
    await expectRejected(
      product.productId,
      { version: 1, changes: { productName: 'Unsalted butter', onlinePrice: 1 } },
      { reason: 'CONFLICT' },
    );
    expect(await readProduct(f, product.productId)).toMatchObject({
      productName: 'Salted butter',
      version: 2,
    });
  });

  it('checks the rules on the product merged with the edit: a promotion above the stored online price', async () => {
    const product = await createProduct(f, { onlinePrice: 10, promotionPrice: 8 });
    await expectRejected(
      product.productId,
      { version: 1, changes: { promotionPrice: 11 } },
      { reason: 'RULE', field: 'promotionPrice', message: 'PROMOTION_ABOVE_ONLINE_PRICE' },
    );
    await expectRejected(
      product.productId,
      { version: 1, changes: { onlinePrice: 7 } },
      { reason: 'RULE', field: 'promotionPrice', message: 'PROMOTION_ABOVE_ONLINE_PRICE' },
    );
  });

  it('keeps goods sold by the unit whole: the product, the prices sent and the prices stored', async () => {
    const weighed = await createProduct(f, {
      unit: 'kg',
      minimumQuantity: 0.5,
      quantityStep: 0.5,
      prices: [{ userTypeId: business, price: 20, minimumQuantity: 0.25, quantityStep: 0.25 }],
    });
    const rule = { reason: 'RULE', message: 'WHOLE_NUMBER_FOR_UNIT_GOODS' };
    await expectRejected(
      weighed.productId,
      { version: 1, changes: { unit: 'unit' } },
      {
        ...rule,
        field: 'minimumQuantity',
      },
    );
    const whole = { unit: 'unit', minimumQuantity: 1, quantityStep: 1 };
    await expectRejected(weighed.productId, { version: 1, changes: whole }, { ...rule, field: 'prices' });
    await expectRejected(
      weighed.productId,
      { version: 1, changes: whole, prices: [{ userTypeId: business, price: 20, quantityStep: 1.5 }] },
      { ...rule, field: 'prices.0.quantityStep' },
    );
    // The stored price row replaced by a whole one: now it may be sold by the unit.
    const saved = await update(weighed.productId, {
      version: 1,
      changes: whole,
      prices: [{ userTypeId: business, price: 20, minimumQuantity: 2, quantityStep: 1 }],
    });
    expect(saved.json()).toMatchObject({ reject: false, product: { unit: 'unit', version: 2 } });
  });

  it('rejects a slug, barcode or external id another product holds; its own are no conflict', async () => {
    const holder = await createProduct(f, { slugUrl: unique('s-'), barcode: unique('B'), externalId: 777 });
    const product = await createProduct(f, { slugUrl: unique('s-'), barcode: unique('B'), externalId: 778 });
    const edit = (changes: object) => ({ version: 1, changes });
    await expectRejected(product.productId, edit({ slugUrl: holder.slugUrl }), {
      reason: 'SLUG_TAKEN',
      field: 'slugUrl',
    });
    await expectRejected(product.productId, edit({ barcode: holder.barcode }), {
      reason: 'BARCODE_TAKEN',
      field: 'barcode',
    });
    await expectRejected(product.productId, edit({ externalId: 777 }), {
      reason: 'EXTERNAL_ID_TAKEN',
      field: 'externalId',
    });
    const own = await update(product.productId, edit({ slugUrl: product.slugUrl, barcode: product.barcode }));
    expect(own.json()).toMatchObject({ reject: false });
  });

  it('rejects an unknown category to link or user type to price', async () => {
    const product = await createProduct(f);
    await expectRejected(
      product.productId,
      { version: 1, link: [999_999] },
      {
        reason: 'UNKNOWN_CATEGORY',
        field: 'categoryIds',
      },
    );
    await expectRejected(
      product.productId,
      { version: 1, prices: [{ userTypeId: 999_999, price: 1 }] },
      {
        reason: 'UNKNOWN_USER_TYPE',
        field: 'prices',
      },
    );
  });

  it.each([
    ['nothing changed', { version: 1 }],
    ['no version', { changes: { productName: 'x' } }],
    ['an empty name', { version: 1, changes: { productName: ' ' } }],
    ['a bad EAN-13 check digit', { version: 1, changes: { barcode: '4006381333932' } }],
    ['a negative price', { version: 1, changes: { costPrice: -0.01 } }],
    ['a category both linked and unlinked', { version: 1, link: [1], unlink: [1] }],
    ['an unknown field', { version: 1, changes: { version: 3 } }],
    ['the POS code (the sync keeps it)', { version: 1, changes: { posCode: '123' } }],
  ])('answers 400 for %s and writes nothing', async (_name, body) => {
    const product = await createProduct(f);
    await expectRefused(product.productId, body, 400);
  });

  it('carries the POS code the sync gave through a save, unchanged', async () => {
    const product = await createProduct(f);
    const posCode = unique('');
    await f.t.database.db.execute(
      `update products set pos_code = '${posCode}' where product_id = ${product.productId}`,
    );
    expect(await readProduct(f, product.productId)).toMatchObject({ posCode });
    const response = await update(product.productId, { version: 1, changes: { productName: 'Renamed' } });
    expect(productSaveResponse.parse(response.json())).toMatchObject({ product: { posCode } });
  });

  it('answers 404 for an unknown product, 401 and 403 (prices without pricing:write too)', async () => {
    const product = await createProduct(f);
    const edit = { version: 1, changes: { productName: 'y' } };
    await expectRefused(999_999, edit, 404);
    await expectRefused(product.productId, edit, 401, null);
    await expectRefused(product.productId, edit, 403, f.shopper.cookie);
    await expectRefused(product.productId, edit, 403, f.adminOnly.cookie);
    await expectRefused(product.productId, edit, 403, f.reader.cookie);
    const withPrice = { ...edit, prices: [{ userTypeId: business, price: 1 }] };
    await expectRefused(product.productId, withPrice, 403, f.catalogueWriter.cookie);
    expect((await update(product.productId, edit, f.catalogueWriter.cookie)).json()).toMatchObject({
      reject: false,
    });
  });
});

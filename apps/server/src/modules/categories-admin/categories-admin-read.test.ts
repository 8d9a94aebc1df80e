import {
  adminCategoriesResponse,
  adminCategoryResponse,
  categoryProductsResponse,
  categoriesAdminEndpoints as endpoints,
  errorEnvelopeSchema,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import {
  categories,
  categoryTranslations,
  productCategories,
  products,
  productTranslations,
  userTypeCategories,
  userTypes,
} from '../../db/schema';

let t: TestApp;
let reader: StaffMember;
const ids = {
  dairy: 0,
  bakery: 0,
  frozen: 0,
  wholesale: 0,
  business: 0,
  trade: 0,
  milk: 0,
  yogurt: 0,
  bread: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  reader = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:read'] });
  const db = t.database.db;
  const [business, trade] = await db
    .insert(userTypes)
    .values([{ userTypeName: 'business' }, { userTypeName: 'trade' }])
    .returning();
  const [dairy, bakery, frozen, wholesale] = await db
    .insert(categories)
    .values([
      { categoryName: 'Dairy', sortOrder: 2, externalId: 77, imageFile: 'dairy.webp' },
      { categoryName: 'Bakery', sortOrder: 1 },
      { categoryName: 'Frozen', sortOrder: 3, active: false },
      { categoryName: 'Wholesale 100%', sortOrder: 4 },
    ])
    .returning();
  const [milk, yogurt, bread] = await db
    .insert(products)
    .values([
      { productName: 'Milk', barcode: '7290000000015', imageFile: 'milk.webp' },
      { productName: 'Yogurt', active: false },
      { productName: 'Bread' },
    ])
    .returning();
  Object.assign(ids, {
    dairy: dairy?.categoryId,
    bakery: bakery?.categoryId,
    frozen: frozen?.categoryId,
    wholesale: wholesale?.categoryId,
    business: business?.userTypeId,
    trade: trade?.userTypeId,
    milk: milk?.productId,
    yogurt: yogurt?.productId,
    bread: bread?.productId,
  });
  await db.insert(categoryTranslations).values([
    { categoryId: ids.dairy, languageCode: 'he', categoryName: 'מוצרי חלב' },
    { categoryId: ids.bakery, languageCode: 'th', categoryName: 'เบเกอรี่' },
  ]);
  await db.insert(productCategories).values([
    { categoryId: ids.dairy, productId: ids.milk },
    { categoryId: ids.dairy, productId: ids.yogurt },
    { categoryId: ids.bakery, productId: ids.bread },
    { categoryId: ids.wholesale, productId: ids.milk },
  ]);
  await db.insert(userTypeCategories).values([
    { categoryId: ids.wholesale, userTypeId: ids.trade },
    { categoryId: ids.wholesale, userTypeId: ids.business },
  ]);
});
afterAll(() => t.close());

const call = (endpoint: Parameters<typeof callEndpoint>[1], options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, { cookie: reader.cookie, ...options });
const list = async (query: EndpointCall['query'] = {}) => {
  const response = await call(endpoints.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return adminCategoriesResponse.parse(response.json());
};
const names = (answer: { rows: { categoryName: string }[] }) => answer.rows.map((row) => row.categoryName);

/** 401 anonymous, 403 to a shopper, to admin_access alone and to catalogue:write without catalogue:read. */
async function expectGuarded(endpoint: Parameters<typeof callEndpoint>[1], options: EndpointCall) {
  const shopper = await userHolding(t.app);
  const adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
  const writerOnly = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:write'] });
  expect((await call(endpoint, { ...options, cookie: null })).statusCode).toBe(401);
  for (const member of [shopper, adminOnly, writerOnly]) {
    const response = await call(endpoint, { ...options, cookie: member.cookie });
    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('FORBIDDEN');
  }
}

describe('GET /api/admin/categories', () => {
  it('answers every category in shop order by default, with counts of all linked products and the user types that see it', async () => {
    const answer = await list();
    expect(answer.totalResults).toBe(4);
    expect(answer.rows).toEqual([
      expect.objectContaining({
        categoryId: ids.bakery,
        categoryName: 'Bakery',
        totalProducts: 1,
        userTypeIds: [],
      }),
      {
        categoryId: ids.dairy,
        categoryName: 'Dairy',
        active: true,
        imageFile: 'dairy.webp',
        externalId: 77,
        sortOrder: 2,
        // The inactive yogurt counts: the grid shows what is linked.
        totalProducts: 2,
        userTypeIds: [],
      },
      expect.objectContaining({ categoryId: ids.frozen, active: false, totalProducts: 0 }),
      expect.objectContaining({
        categoryId: ids.wholesale,
        totalProducts: 1,
        userTypeIds: [ids.business, ids.trade].sort((a, b) => a - b),
      }),
    ]);
  });

  it('names categories in the asked language, the base name where there is no translation, and filters on those names', async () => {
    expect(names(await list({ languageCode: 'he' }))).toEqual([
      'Bakery',
      'מוצרי חלב',
      'Frozen',
      'Wholesale 100%',
    ]);
    expect(names(await list({ languageCode: 'th' }))).toEqual([
      'เบเกอรี่',
      'Dairy',
      'Frozen',
      'Wholesale 100%',
    ]);
    expect(names(await list({ languageCode: 'he', q: 'חלב' }))).toEqual(['מוצרי חלב']);
    // The Hebrew list has no "Dairy": the filter reads the names it shows.
    expect((await list({ languageCode: 'he', q: 'dairy' })).totalResults).toBe(0);
    expect(names(await list({ q: 'DAI' }))).toEqual(['Dairy']);
    // % and _ in the term match only themselves.
    expect(names(await list({ q: '100%' }))).toEqual(['Wholesale 100%']);
    expect((await list({ q: '%' })).totalResults).toBe(1);
    expect((await list({ q: '_' })).totalResults).toBe(0);
  });

  it('filters on active, sorts by each key either way and pages with the total under the filters', async () => {
    expect(await list({ active: 'false' })).toMatchObject({
      totalResults: 1,
      rows: [{ categoryId: ids.frozen }],
    });
    expect((await list({ active: 'true' })).totalResults).toBe(3);
    expect(names(await list({ sortBy: 'category_name', sortDir: 'desc' }))).toEqual([
      'Wholesale 100%',
      'Frozen',
      'Dairy',
      'Bakery',
    ]);
    expect(names(await list({ sortBy: 'category_id' }))).toEqual([
      'Dairy',
      'Bakery',
      'Frozen',
      'Wholesale 100%',
    ]);
    expect(names(await list({ sortBy: 'active', sortDir: 'asc' }))[0]).toBe('Frozen');
    expect(names(await list({ sortBy: 'created_at', sortDir: 'desc' }))).toHaveLength(4);
    const second = await list({ sortBy: 'category_id', pageSize: 3, pageIndex: 1 });
    expect(second).toMatchObject({ totalResults: 4, rows: [{ categoryId: ids.wholesale }] });
    expect((await list({ pageSize: 1000 })).rows).toHaveLength(4);
    expect(await list({ pageIndex: 5 })).toMatchObject({ totalResults: 4, rows: [] });
  });

  it('answers 400 for a page over 1,000, an unknown sort key, language or active value', async () => {
    for (const query of [
      { pageSize: 1001 },
      { sortBy: 'image_file' },
      { languageCode: 'fr' },
      { active: 'yes' },
      { q: 'x'.repeat(101) },
      { colour: 'red' },
    ]) {
      const response = await call(endpoints.list, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    }
  });

  it('answers 401 and 403', () => expectGuarded(endpoints.list, {}));
});

describe('GET /api/admin/categories/:categoryId', () => {
  it('answers the category with its base name, dates and version', async () => {
    const response = await call(endpoints.category, {
      params: { categoryId: ids.dairy },
      query: { languageCode: 'he' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { category } = adminCategoryResponse.parse(response.json());
    expect(category).toMatchObject({
      categoryId: ids.dairy,
      categoryName: 'מוצרי חלב',
      baseName: 'Dairy',
      totalProducts: 2,
      version: 1,
    });
    expect(new Date(category.createdAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(category.modifiedAt).toBe(category.createdAt);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const missing = await call(endpoints.category, { params: { categoryId: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).reason).toBe('NOT_FOUND');
    for (const categoryId of ['abc', '0', '-3', '1.5']) {
      expect((await call(endpoints.category, { params: { categoryId } })).statusCode, categoryId).toBe(400);
    }
  });

  it('answers 401 and 403', () => expectGuarded(endpoints.category, { params: { categoryId: ids.dairy } }));
});

describe('GET /api/admin/categories/:categoryId/products', () => {
  const productsOf = async (categoryId: number, query: EndpointCall['query'] = {}) => {
    const response = await call(endpoints.products, { params: { categoryId }, query });
    expect(response.statusCode, response.body).toBe(200);
    return categoryProductsResponse.parse(response.json());
  };

  it("answers a page of the category's products, active or not, by name or id, filtered by name", async () => {
    expect(await productsOf(ids.dairy)).toEqual({
      reject: false,
      reason: null,
      totalResults: 2,
      rows: [
        {
          productId: ids.milk,
          productName: 'Milk',
          baseName: 'Milk',
          barcode: '7290000000015',
          imageFile: 'milk.webp',
          active: true,
        },
        {
          productId: ids.yogurt,
          productName: 'Yogurt',
          baseName: 'Yogurt',
          barcode: null,
          imageFile: null,
          active: false,
        },
      ],
    });
    const byIdDesc = await productsOf(ids.dairy, { sortBy: 'product_id', sortDir: 'desc', pageSize: 1 });
    expect(byIdDesc).toMatchObject({ totalResults: 2, rows: [{ productId: ids.yogurt }] });
    expect(await productsOf(ids.dairy, { q: 'yog' })).toMatchObject({
      totalResults: 1,
      rows: [{ productName: 'Yogurt' }],
    });
    expect(await productsOf(ids.frozen)).toMatchObject({ totalResults: 0, rows: [] });
    // Milk sits in two categories: each lists it once.
    expect(await productsOf(ids.wholesale)).toMatchObject({
      totalResults: 1,
      rows: [{ productId: ids.milk }],
    });
  });

  it("names the products in the page's language, found by either name; the name sorts by the base name", async () => {
    await t.database.db.insert(productTranslations).values([
      { productId: ids.milk, languageCode: 'he', productName: 'חלב' },
      { productId: ids.yogurt, languageCode: 'th', productName: 'โยเกิร์ต' },
    ]);
    try {
      expect((await productsOf(ids.dairy, { languageCode: 'he' })).rows).toMatchObject([
        { productId: ids.milk, productName: 'חלב', baseName: 'Milk' },
        { productId: ids.yogurt, productName: 'Yogurt', baseName: 'Yogurt' },
      ]);
      // Sorted by the base name (Milk before Yogurt), whatever the language shows (decision 0055).
      expect((await productsOf(ids.dairy, { languageCode: 'th' })).rows).toMatchObject([
        { productName: 'Milk' },
        { productName: 'โยเกิร์ต' },
      ]);
      expect(await productsOf(ids.dairy, { languageCode: 'he', q: 'חל' })).toMatchObject({
        totalResults: 1,
        rows: [{ productId: ids.milk }],
      });
      expect(await productsOf(ids.dairy, { languageCode: 'he', q: 'mil' })).toMatchObject({
        totalResults: 1,
      });
      // Another language's name does not match.
      expect(await productsOf(ids.dairy, { languageCode: 'th', q: 'חל' })).toMatchObject({ totalResults: 0 });
    } finally {
      await t.database.db.delete(productTranslations);
    }
  });

  it("pages 25 of the category's real count", async () => {
    const db = t.database.db;
    const [category] = await db.insert(categories).values({ categoryName: 'Pantry' }).returning();
    const categoryId = category?.categoryId ?? 0;
    const made = await db
      .insert(products)
      .values(Array.from({ length: 30 }, (_, i) => ({ productName: `Pantry ${String(i).padStart(2, '0')}` })))
      .returning();
    await db
      .insert(productCategories)
      .values(made.map((product) => ({ categoryId, productId: product.productId })));
    const record = await call(endpoints.category, { params: { categoryId } });
    expect(adminCategoryResponse.parse(record.json()).category.totalProducts).toBe(30);
    const first = await productsOf(categoryId);
    expect(first.totalResults).toBe(30);
    expect(first.rows.map((row) => row.productName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Pantry ${String(i).padStart(2, '0')}`),
    );
    const second = await productsOf(categoryId, { pageIndex: 1 });
    expect(second).toMatchObject({ totalResults: 30 });
    expect(second.rows.map((row) => row.productName)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Pantry ${25 + i}`),
    );
  });

  it('answers 404 for an unknown category and 400 for a bad query', async () => {
    expect((await call(endpoints.products, { params: { categoryId: 999_999 } })).statusCode).toBe(404);
    for (const query of [{ sortBy: 'price' }, { pageSize: 101 }, { pageIndex: -1 }, { languageCode: 'xx' }]) {
      const response = await call(endpoints.products, { params: { categoryId: ids.dairy }, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('answers 401 and 403', () => expectGuarded(endpoints.products, { params: { categoryId: ids.dairy } }));
});

import {
  catalogueEndpoints,
  userTypesAdminEndpoints as endpoints,
  errorEnvelopeSchema,
  fillPath,
  productDetailsResponse,
  userTypePricesResponse,
  userTypePricesSaveResponse,
} from '@grocery/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import { rowsOf } from '../../db/client';
import {
  auditLog,
  categories,
  productCategories,
  products,
  productTranslations,
  userTypePrices,
  userTypes,
  userUserTypes,
} from '../../db/schema';

let t: TestApp;
let editor: StaffMember;
let businessShopper: StaffMember;
let business: number;
let wholesale: number;
const id = { apples: 0, bread: 0, cheese: 0, oil: 0 };

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
  editor = await userHolding(t.app, { permissions: ['admin_access', 'pricing:read', 'pricing:write'] });
  const db = t.database.db;
  const types = await db
    .insert(userTypes)
    .values([{ userTypeName: 'business' }, { userTypeName: 'wholesale' }])
    .returning();
  business = types[0]?.userTypeId as number;
  wholesale = types[1]?.userTypeId as number;
  const [pantry] = await db.insert(categories).values({ categoryName: 'Pantry' }).returning();
  const goods = await db
    .insert(products)
    .values([
      { productName: 'Olive oil', onlinePrice: '20.00', externalId: 11, barcode: '7290000000015' },
      {
        productName: 'Apples',
        onlinePrice: '8.90',
        externalId: 12,
        unit: 'kg',
        minimumQuantity: '0.5',
        quantityStep: '0.5',
      },
      { productName: 'Bread', onlinePrice: '5.00' },
      { productName: 'Cheese 50%', onlinePrice: '30.00', externalId: 10 },
    ])
    .returning();
  Object.assign(id, {
    oil: goods[0]?.productId,
    apples: goods[1]?.productId,
    bread: goods[2]?.productId,
    cheese: goods[3]?.productId,
  });
  await db
    .insert(productCategories)
    .values(goods.map((good) => ({ productId: good.productId, categoryId: pantry?.categoryId as number })));
  await db.insert(userTypePrices).values([
    { userTypeId: business, productId: id.oil, price: '15.50', minimumQuantity: '2', quantityStep: '2' },
    { userTypeId: business, productId: id.bread, price: '4.99' },
    // Special pricing disabled, but a minimum of its own.
    { userTypeId: business, productId: id.cheese, price: null, minimumQuantity: '3' },
    { userTypeId: wholesale, productId: id.bread, price: '4.00' },
  ]);
  businessShopper = await userHolding(t.app);
  await db.insert(userUserTypes).values({ userId: businessShopper.userId, userTypeId: business });
});
afterAll(() => t.close());

type Endpoint = Parameters<typeof callEndpoint>[1];
/** As the editor, unless the options name a cookie (null: anonymous). */
const call = (endpoint: Endpoint, options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, {
    ...options,
    cookie: options.cookie === undefined ? editor.cookie : options.cookie,
  });
const pricesPage = async (userTypeId: number, query: EndpointCall['query'] = {}) => {
  const response = await call(endpoints.prices, { params: { userTypeId }, query });
  expect(response.statusCode, response.body).toBe(200);
  return userTypePricesResponse.parse(response.json());
};
const idsOf = (answer: { rows: { productId: number }[] }) => answer.rows.map((row) => row.productId);
/** Every stored price row and audit entry, to check that a refused call wrote nothing. */
const stored = async () => ({
  prices: rowsOf(
    await t.database.db.execute(
      sql`select user_type_id, product_id, price::text, minimum_quantity::text, quantity_step::text
          from user_type_prices order by 1, 2`,
    ),
  ),
  audits: (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n,
});

async function expectGuarded(
  endpoint: Endpoint,
  options: EndpointCall,
  holders: Parameters<typeof userHolding>[1][],
) {
  const before = await stored();
  expect((await call(endpoint, { ...options, cookie: null })).statusCode).toBe(401);
  for (const holds of [{}, { permissions: ['admin_access' as const] }, ...holders]) {
    const response = await call(endpoint, { ...options, cookie: (await userHolding(t.app, holds)).cookie });
    expect(response.statusCode, JSON.stringify(holds)).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('FORBIDDEN');
  }
  expect(await stored()).toEqual(before);
}

describe('GET /api/admin/user-types/:userTypeId/prices', () => {
  it("answers every product with this type's price, minimum and step (1 and 1 where it has none), by name", async () => {
    expect(await pricesPage(business)).toEqual({
      reject: false,
      reason: null,
      totalResults: 4,
      rows: [
        {
          productId: id.apples,
          productName: 'Apples',
          externalId: 12,
          onlinePrice: 8.9,
          unit: 'kg',
          price: null,
          minimumQuantity: 1,
          quantityStep: 1,
        },
        expect.objectContaining({ productId: id.bread, price: 4.99, minimumQuantity: 1, quantityStep: 1 }),
        expect.objectContaining({ productId: id.cheese, price: null, minimumQuantity: 3, quantityStep: 1 }),
        {
          productId: id.oil,
          productName: 'Olive oil',
          externalId: 11,
          onlinePrice: 20,
          unit: 'unit',
          price: 15.5,
          minimumQuantity: 2,
          quantityStep: 2,
        },
      ],
    });
    // Another type's prices are its own.
    expect((await pricesPage(wholesale)).rows.map((row) => row.price)).toEqual([null, 4, null, null]);
  });

  it('sorts by price either way with the priced first, then the others by id, across pages', async () => {
    expect(idsOf(await pricesPage(business, { sortBy: 'price' }))).toEqual([
      id.bread,
      id.oil,
      id.apples,
      id.cheese,
    ]);
    expect(idsOf(await pricesPage(business, { sortBy: 'price', sortDir: 'desc' }))).toEqual([
      id.oil,
      id.bread,
      id.cheese,
      id.apples,
    ]);
    // A page spanning both parts, one inside each, and one past the end.
    expect(idsOf(await pricesPage(business, { sortBy: 'price', pageSize: 3 }))).toEqual([
      id.bread,
      id.oil,
      id.apples,
    ]);
    expect(idsOf(await pricesPage(business, { sortBy: 'price', pageSize: 1, pageIndex: 1 }))).toEqual([
      id.oil,
    ]);
    expect(idsOf(await pricesPage(business, { sortBy: 'price', pageSize: 1, pageIndex: 3 }))).toEqual([
      id.cheese,
    ]);
    const past = await pricesPage(business, { sortBy: 'price', pageSize: 3, pageIndex: 1 });
    expect(past).toMatchObject({ totalResults: 4, rows: [{ productId: id.cheese }] });
    expect(await pricesPage(business, { sortBy: 'price', pageIndex: 9 })).toMatchObject({
      totalResults: 4,
      rows: [],
    });
  });

  it('sorts by the product columns either way', async () => {
    expect(idsOf(await pricesPage(business, { sortBy: 'product_id', sortDir: 'desc' }))).toEqual([
      id.cheese,
      id.bread,
      id.apples,
      id.oil,
    ]);
    expect(idsOf(await pricesPage(business, { sortBy: 'online_price', sortDir: 'desc' }))).toEqual([
      id.cheese,
      id.oil,
      id.apples,
      id.bread,
    ]);
    expect(idsOf(await pricesPage(business, { sortBy: 'external_id' }))).toEqual([
      id.cheese,
      id.oil,
      id.apples,
      id.bread,
    ]);
    expect(idsOf(await pricesPage(business, { sortBy: 'product_name', pageSize: 2, pageIndex: 1 }))).toEqual([
      id.cheese,
      id.oil,
    ]);
  });

  it('filters on part of the name or the start of a barcode, and on rows of this type', async () => {
    expect(await pricesPage(business, { q: 'CHEESE' })).toMatchObject({
      totalResults: 1,
      rows: [{ productId: id.cheese }],
    });
    expect(idsOf(await pricesPage(business, { q: '729000' }))).toEqual([id.oil]);
    // The barcode matches from its start only; % matches itself.
    expect((await pricesPage(business, { q: '000015' })).totalResults).toBe(0);
    expect(idsOf(await pricesPage(business, { q: '50%' }))).toEqual([id.cheese]);
    expect(idsOf(await pricesPage(business, { q: '50%', sortBy: 'price' }))).toEqual([id.cheese]);
    // Under three characters a name matches from its start (no trigram index serves less).
    expect((await pricesPage(business, { q: '%' })).totalResults).toBe(0);
    const priced = await pricesPage(business, { priced: 'true' });
    expect(priced.totalResults).toBe(3);
    expect(idsOf(priced)).toEqual([id.bread, id.cheese, id.oil]);
    expect(idsOf(await pricesPage(business, { priced: 'true', sortBy: 'price', sortDir: 'desc' }))).toEqual([
      id.oil,
      id.bread,
      id.cheese,
    ]);
    // By price with a term: the type's priced rows under it, then its disabled ones.
    expect(idsOf(await pricesPage(business, { priced: 'true', q: 'bre', sortBy: 'price' }))).toEqual([
      id.bread,
    ]);
    expect(idsOf(await pricesPage(business, { priced: 'true', q: 'che', sortBy: 'price' }))).toEqual([
      id.cheese,
    ]);
    expect(await pricesPage(wholesale, { priced: 'true' })).toMatchObject({
      totalResults: 1,
      rows: [{ productId: id.bread }],
    });
  });

  it('answers 404 for an unknown type and 400 for a bad query', async () => {
    const missing = await call(endpoints.prices, { params: { userTypeId: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).reason).toBe('NOT_FOUND');
    for (const query of [
      { sortBy: 'cost_price' },
      { pageSize: 101 },
      { priced: 'yes' },
      { sortDir: 'up' },
      { extra: 1 },
    ]) {
      const response = await call(endpoints.prices, { params: { userTypeId: business }, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await call(endpoints.prices, { params: { userTypeId: 'all' } })).statusCode).toBe(400);
  });

  it('answers 401 and 403 (pricing:read)', () =>
    expectGuarded(endpoints.prices, { params: { userTypeId: business } }, [
      { permissions: ['admin_access', 'pricing:write', 'catalogue:read', 'user_types:read'] },
    ]));
});

describe('PUT /api/admin/user-types/:userTypeId/prices', () => {
  const save = (prices: unknown, userTypeId: number | string = business, cookie?: string | null) =>
    call(endpoints.savePrices, { params: { userTypeId }, body: { prices }, cookie });
  const storefrontPrice = async (productId: number, cookie?: string) => {
    const url = fillPath(catalogueEndpoints.productDetails.path, { languageCode: 'en', productId });
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    const { customerPrice, unitPrice, minimumQuantity, quantityStep } = productDetailsResponse.parse(
      response.json(),
    ).product;
    return { customerPrice, unitPrice, minimumQuantity, quantityStep };
  };

  it('saves the rows in one go (a row back at the defaults is deleted), answers them as the grid shows them, audits once, and the storefront follows', async () => {
    const before = await stored();
    const response = await save([
      // Weighed goods take decimal minimums and steps.
      { productId: id.apples, price: 7.25, minimumQuantity: 0.5, quantityStep: 0.25 },
      { productId: id.oil, price: null, minimumQuantity: 1, quantityStep: 1 },
      { productId: id.cheese, price: 27.1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = userTypePricesSaveResponse.parse(response.json());
    expect(answer).toEqual({
      reject: false,
      reason: null,
      saved: 3,
      rows: [
        expect.objectContaining({
          productId: id.apples,
          unit: 'kg',
          price: 7.25,
          minimumQuantity: 0.5,
          quantityStep: 0.25,
        }),
        expect.objectContaining({ productId: id.oil, price: null, minimumQuantity: 1, quantityStep: 1 }),
        expect.objectContaining({ productId: id.cheese, price: 27.1, minimumQuantity: 1, quantityStep: 1 }),
      ],
    });
    const after = await stored();
    expect(after.prices.filter((row) => (row as { user_type_id: number }).user_type_id === business)).toEqual(
      [
        {
          user_type_id: business,
          product_id: id.apples,
          price: '7.25',
          minimum_quantity: '0.500',
          quantity_step: '0.250',
        },
        {
          user_type_id: business,
          product_id: id.bread,
          price: '4.99',
          minimum_quantity: '1.000',
          quantity_step: '1.000',
        },
        {
          user_type_id: business,
          product_id: id.cheese,
          price: '27.10',
          minimum_quantity: '1.000',
          quantity_step: '1.000',
        },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(after.audits).toBe((before.audits as number) + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user_type.prices.update'), eq(auditLog.entityId, String(business))));
    expect(entry).toMatchObject({
      actorUserId: editor.userId,
      entity: 'user_type',
      before: {
        prices: [
          { productId: id.oil, price: '15.50', minimumQuantity: '2.000', quantityStep: '2.000' },
          { productId: id.cheese, price: null, minimumQuantity: '3.000', quantityStep: '1.000' },
        ],
      },
      after: {
        prices: [
          { productId: id.apples, price: '7.25', minimumQuantity: '0.500', quantityStep: '0.250' },
          { productId: id.cheese, price: '27.10', minimumQuantity: '1.000', quantityStep: '1.000' },
        ],
      },
    });

    await expect
      .poll(() => storefrontPrice(id.apples, businessShopper.cookie), { timeout: 3000 })
      .toEqual({ customerPrice: 7.25, unitPrice: 7.25, minimumQuantity: 0.5, quantityStep: 0.25 });
    expect(await storefrontPrice(id.apples)).toEqual({
      customerPrice: null,
      unitPrice: 8.9,
      minimumQuantity: 0.5,
      quantityStep: 0.5,
    });
    expect(await storefrontPrice(id.oil, businessShopper.cookie)).toMatchObject({
      customerPrice: null,
      unitPrice: 20,
    });
  });

  it('refuses an unknown product or a decimal minimum or step for unit goods, naming the row, and writes nothing', async () => {
    const before = await stored();
    expect(
      (
        await save([
          { productId: id.bread, price: 3 },
          { productId: 999_999, price: 1 },
        ])
      ).json(),
    ).toEqual({
      reject: true,
      reason: 'UNKNOWN_PRODUCT',
      field: 'prices.1.productId',
    });
    expect(
      (
        await save([
          { productId: id.apples, price: 7 },
          { productId: id.bread, price: 3, quantityStep: 1.5 },
        ])
      ).json(),
    ).toEqual({
      reject: true,
      reason: 'RULE',
      field: 'prices.1.quantityStep',
      message: 'WHOLE_NUMBER_FOR_UNIT_GOODS',
    });
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for malformed rows, writing nothing', async () => {
    const before = await stored();
    const many = Array.from({ length: 501 }, (_, i) => ({ productId: i + 1, price: 1 }));
    for (const prices of [
      [],
      many,
      [{ productId: id.bread, price: -1 }],
      [{ productId: id.bread, price: 1.005 }],
      [{ productId: id.bread, price: 1, minimumQuantity: 0 }],
      [{ productId: id.bread, price: 1, quantityStep: 0.0005 }],
      [{ productId: id.bread }],
      [{ productId: 0, price: 1 }],
      [
        { productId: id.bread, price: 1 },
        { productId: id.bread, price: 2 },
      ],
      [{ productId: id.bread, price: '1.00' }],
    ]) {
      const response = await save(prices);
      expect(response.statusCode, JSON.stringify(prices).slice(0, 80)).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    }
    expect(
      (await call(endpoints.savePrices, { params: { userTypeId: business }, body: {} })).statusCode,
    ).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown type, 401 and 403 (pricing:write), writing nothing', async () => {
    const before = await stored();
    expect((await save([{ productId: id.bread, price: 1 }], 999_999)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    await expectGuarded(
      endpoints.savePrices,
      { params: { userTypeId: business }, body: { prices: [{ productId: id.bread, price: 1 }] } },
      [{ permissions: ['admin_access', 'pricing:read', 'catalogue:write', 'user_types:write'] }],
    );
  });
});

describe("the prices grid in the page's language (decision 0055)", () => {
  beforeAll(() =>
    t.database.db.insert(productTranslations).values([
      { productId: id.bread, languageCode: 'he', productName: 'לחם' },
      { productId: id.oil, languageCode: 'th', productName: 'น้ำมันมะกอก' },
    ]),
  );

  it('names each product in the language asked (the base name where none), sorts by the base name, finds either name', async () => {
    const hebrew = await pricesPage(business, { languageCode: 'he' });
    expect(hebrew.rows.map((row) => row.productName)).toEqual(['Apples', 'לחם', 'Cheese 50%', 'Olive oil']);
    const thai = await pricesPage(business, { languageCode: 'th', sortBy: 'price', sortDir: 'desc' });
    expect(thai.rows.find((row) => row.productId === id.oil)?.productName).toBe('น้ำมันมะกอก');
    expect(await pricesPage(business, { languageCode: 'he', q: 'לח' })).toMatchObject({
      totalResults: 1,
      rows: [{ productId: id.bread, productName: 'לחם' }],
    });
    expect(await pricesPage(business, { languageCode: 'th', q: 'לח' })).toMatchObject({ totalResults: 0 });
  });

  it('answers the saved rows in the language asked', async () => {
    const response = await call(endpoints.savePrices, {
      params: { userTypeId: wholesale },
      query: { languageCode: 'he' },
      body: { prices: [{ productId: id.bread, price: 3.5 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userTypePricesSaveResponse.parse(response.json())).toMatchObject({
      rows: [{ productId: id.bread, productName: 'לחם', price: 3.5 }],
    });
  });

  it('answers 400 for a language the shop does not have, writing nothing; 401 and 403 with a language', async () => {
    const before = await stored();
    const page = await call(endpoints.prices, {
      params: { userTypeId: business },
      query: { languageCode: 'de' },
    });
    expect(page.statusCode).toBe(400);
    const save = await call(endpoints.savePrices, {
      params: { userTypeId: business },
      query: { languageCode: 'de' },
      body: { prices: [{ productId: id.bread, price: 1 }] },
    });
    expect(save.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    await expectGuarded(
      endpoints.prices,
      { params: { userTypeId: business }, query: { languageCode: 'he' } },
      [],
    );
  });
});

import {
  catalogueEndpoints,
  categoriesResponse,
  deleteUserTypeResponse,
  userTypesAdminEndpoints as endpoints,
  errorEnvelopeSchema,
  fillPath,
  userTypeResponse,
  userTypeSaveResponse,
} from '@grocery/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import {
  auditLog,
  categories,
  products,
  userTypeCategories,
  userTypePrices,
  userTypes,
  userUserTypes,
} from '../../db/schema';

let t: TestApp;
let editor: StaffMember;
const category = { open: 0, second: 0, third: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userHolding(t.app, { permissions: ['admin_access', 'user_types:read', 'user_types:write'] });
  const rows = await t.database.db
    .insert(categories)
    .values([{ categoryName: 'Open' }, { categoryName: 'Second' }, { categoryName: 'Third' }])
    .returning();
  Object.assign(category, {
    open: rows[0]?.categoryId,
    second: rows[1]?.categoryId,
    third: rows[2]?.categoryId,
  });
});
afterAll(() => t.close());

type Endpoint = Parameters<typeof callEndpoint>[1];
/** As the editor, unless the options name a cookie (null: anonymous). */
const call = (endpoint: Endpoint, options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, {
    ...options,
    cookie: options.cookie === undefined ? editor.cookie : options.cookie,
  });
const db = () => t.database.db;

async function createType(body: Record<string, unknown>) {
  const response = await call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = userTypeSaveResponse.parse(response.json());
  if (answer.reject) throw new Error(`refused: ${answer.reason}`);
  return answer.userType;
}
const linksOf = async (userTypeId: number) =>
  (
    await db()
      .select({ categoryId: userTypeCategories.categoryId })
      .from(userTypeCategories)
      .where(eq(userTypeCategories.userTypeId, userTypeId))
      .orderBy(userTypeCategories.categoryId)
  ).map((row) => row.categoryId);
const counts = async () =>
  Promise.all([
    db().select({ n: count() }).from(userTypes),
    db().select({ n: count() }).from(userTypeCategories),
    db().select({ n: count() }).from(auditLog),
  ]).then((all) => all.map((rows) => rows[0]?.n));
const entriesFor = (action: string, userTypeId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userTypeId))));

/** Sends each bad call and checks it answers 400 and writes nothing (no type, link or audit entry). */
async function expectBadRequests(calls: [Endpoint, EndpointCall][]) {
  const before = await counts();
  for (const [endpoint, options] of calls) {
    const response = await call(endpoint, options);
    expect(response.statusCode, JSON.stringify(options)).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
  }
  expect(await counts()).toEqual(before);
}

/** 401 anonymous; 403 to a shopper, admin_access alone and each of the other holders given. */
async function expectGuarded(
  endpoint: Endpoint,
  options: EndpointCall,
  holders: Parameters<typeof userHolding>[1][],
) {
  const before = await counts();
  expect((await call(endpoint, { ...options, cookie: null })).statusCode).toBe(401);
  for (const holds of [{}, { permissions: ['admin_access' as const] }, ...holders]) {
    const response = await call(endpoint, { ...options, cookie: (await userHolding(t.app, holds)).cookie });
    expect(response.statusCode, JSON.stringify(holds)).toBe(403);
  }
  expect(await counts()).toEqual(before);
}
const readerOnly = { permissions: ['admin_access' as const, 'user_types:read' as const] };

describe('GET /api/admin/user-types/:userTypeId', () => {
  it('answers the type with its categories and counts', async () => {
    const created = await createType({
      name: 'Caterer',
      description: 'Feeds events',
      categoryIds: [category.second],
    });
    const [product] = await db().insert(products).values({ productName: 'Rice sack' }).returning();
    await db()
      .insert(userTypePrices)
      .values({ userTypeId: created.userTypeId, productId: product?.productId as number, price: '30' });
    await db().insert(userUserTypes).values({ userId: editor.userId, userTypeId: created.userTypeId });
    const response = await call(endpoints.userType, { params: { userTypeId: created.userTypeId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(userTypeResponse.parse(response.json()).userType).toEqual({
      userTypeId: created.userTypeId,
      name: 'Caterer',
      description: 'Feeds events',
      categoryIds: [category.second],
      userCount: 1,
      priceCount: 1,
    });
  });

  it('answers 404, 400, 401 and 403 (user_types:read)', async () => {
    expect((await call(endpoints.userType, { params: { userTypeId: 999_999 } })).statusCode).toBe(404);
    expect((await call(endpoints.userType, { params: { userTypeId: 'x' } })).statusCode).toBe(400);
    const { userTypeId } = await createType({ name: 'Looked at' });
    await expectGuarded(endpoints.userType, { params: { userTypeId } }, [
      { permissions: ['admin_access', 'user_types:write', 'catalogue:read'] },
    ]);
  });
});

describe('POST /api/admin/user-types', () => {
  it('creates the type with its categories, answers it and audits it', async () => {
    const created = await createType({
      name: ' Restaurant ',
      description: '  ',
      categoryIds: [category.third, category.second, category.third],
    });
    expect(created).toMatchObject({
      name: 'Restaurant',
      description: null,
      categoryIds: [category.second, category.third],
      userCount: 0,
      priceCount: 0,
    });
    expect(await linksOf(created.userTypeId)).toEqual([category.second, category.third]);
    expect(await entriesFor('user_type.details.create', created.userTypeId)).toEqual([
      expect.objectContaining({
        actorUserId: editor.userId,
        before: null,
        after: { name: 'Restaurant', description: null, categoryIds: [category.second, category.third] },
      }),
    ]);
  });

  it('refuses a name taken in any case, and an unknown category, naming the field and writing nothing', async () => {
    await createType({ name: 'Wholesale' });
    const before = await counts();
    const taken = await call(endpoints.create, { body: { name: 'WHOLESALE' } });
    expect(taken.json()).toEqual({ reject: true, reason: 'NAME_TAKEN', field: 'name' });
    const unknown = await call(endpoints.create, {
      body: { name: 'Hotel', categoryIds: [category.open, 999_999] },
    });
    expect(unknown.json()).toEqual({ reject: true, reason: 'UNKNOWN_CATEGORY', field: 'categoryIds' });
    expect(await counts()).toEqual(before);
  });

  it('gives a name to one of two saves made at once in different cases', async () => {
    const answers = await Promise.all(
      ['Twin', 'TWIN'].map((name) => call(endpoints.create, { body: { name } }).then((r) => r.json())),
    );
    expect(answers.filter((answer) => answer.reject)).toEqual([
      { reject: true, reason: 'NAME_TAKEN', field: 'name' },
    ]);
    const named = await db().select().from(userTypes).where(sql`lower(${userTypes.userTypeName}) = 'twin'`);
    expect(named).toHaveLength(1);
  });

  it('answers 400 for a missing or blank name and bad fields, writing nothing', () =>
    expectBadRequests([
      [endpoints.create, { body: {} }],
      [endpoints.create, { body: { name: '   ' } }],
      [endpoints.create, { body: { name: 'x'.repeat(101) } }],
      [endpoints.create, { body: { name: 'Shop', description: 'x'.repeat(1001) } }],
      [endpoints.create, { body: { name: 'Shop', categoryIds: [0] } }],
      [endpoints.create, { body: { name: 'Shop', categoryIds: 'all' } }],
      [endpoints.create, { body: { name: 'Shop', colour: 'red' } }],
    ]));

  it('answers 401 and 403 (user_types:read is not enough)', () =>
    expectGuarded(endpoints.create, { body: { name: 'Sneaky' } }, [readerOnly]));
});

describe('PUT /api/admin/user-types/:userTypeId', () => {
  it("replaces the name, description and categories, audits the change, and the storefront follows the type's categories", async () => {
    const storefrontShows = async (categoryId: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: fillPath(catalogueEndpoints.categories.path, { languageCode: 'en' }),
      });
      return categoriesResponse.parse(response.json()).categories.some((c) => c.categoryId === categoryId);
    };
    const created = await createType({ name: 'Office', categoryIds: [category.second] });
    expect(await storefrontShows(category.open)).toBe(true);
    const response = await call(endpoints.update, {
      params: { userTypeId: created.userTypeId },
      body: { name: 'Offices', description: 'Buys for staff', categoryIds: [category.open, category.second] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userTypeSaveResponse.parse(response.json())).toMatchObject({
      reject: false,
      userType: {
        name: 'Offices',
        description: 'Buys for staff',
        categoryIds: [category.open, category.second],
      },
    });
    await expect.poll(() => storefrontShows(category.open), { timeout: 3000 }).toBe(false);
    expect(await entriesFor('user_type.details.update', created.userTypeId)).toEqual([
      expect.objectContaining({
        before: { name: 'Office', description: null, categoryIds: [category.second] },
        after: {
          name: 'Offices',
          description: 'Buys for staff',
          categoryIds: [category.open, category.second],
        },
      }),
    ]);
    // Its own name in another case is no conflict; categories left out are unlinked.
    const renamed = await call(endpoints.update, {
      params: { userTypeId: created.userTypeId },
      body: { name: 'OFFICES' },
    });
    expect(renamed.json()).toMatchObject({
      reject: false,
      userType: { name: 'OFFICES', description: null, categoryIds: [] },
    });
    expect(await linksOf(created.userTypeId)).toEqual([]);
    await expect.poll(() => storefrontShows(category.open), { timeout: 3000 }).toBe(true);
  });

  it("refuses another type's name and an unknown category, writing nothing", async () => {
    await createType({ name: 'School' });
    const { userTypeId } = await createType({ name: 'Clinic', categoryIds: [category.third] });
    const before = await counts();
    const taken = await call(endpoints.update, { params: { userTypeId }, body: { name: 'school' } });
    expect(taken.json()).toEqual({ reject: true, reason: 'NAME_TAKEN', field: 'name' });
    const unknown = await call(endpoints.update, {
      params: { userTypeId },
      body: { name: 'Clinic', categoryIds: [999_999] },
    });
    expect(unknown.json()).toEqual({ reject: true, reason: 'UNKNOWN_CATEGORY', field: 'categoryIds' });
    expect(await counts()).toEqual(before);
    expect(await linksOf(userTypeId)).toEqual([category.third]);
  });

  it('answers 404 for an unknown type, 400 for bad bodies, 401 and 403, writing nothing', async () => {
    expect(
      (await call(endpoints.update, { params: { userTypeId: 999_999 }, body: { name: 'Ghost' } })).statusCode,
    ).toBe(404);
    const { userTypeId } = await createType({ name: 'Steady' });
    const params = { userTypeId };
    await expectBadRequests([
      [endpoints.update, { params, body: { name: '' } }],
      [endpoints.update, { params, body: { description: 'no name' } }],
      [endpoints.update, { params, body: { name: 'Steady', categoryIds: [-1] } }],
      [endpoints.update, { params: { userTypeId: '0' }, body: { name: 'Steady' } }],
    ]);
    await expectGuarded(endpoints.update, { params, body: { name: 'Moved' } }, [readerOnly]);
    expect(
      (await db().select().from(userTypes).where(eq(userTypes.userTypeId, userTypeId)))[0]?.userTypeName,
    ).toBe('Steady');
  });
});

describe('DELETE /api/admin/user-types/:userTypeId', () => {
  const remove = (userTypeId: number | string, cookie?: string | null) =>
    call(endpoints.remove, { params: { userTypeId }, cookie });

  it('takes the type from its users and drops its prices, answering both counts, and audits it', async () => {
    const other = await createType({ name: 'Kept type' });
    const doomed = await createType({ name: 'Doomed', categoryIds: [category.open] });
    // The category stays restricted: another type sees it too.
    await db().insert(userTypeCategories).values({ userTypeId: other.userTypeId, categoryId: category.open });
    const buyers = [await userHolding(t.app), await userHolding(t.app)];
    await db()
      .insert(userUserTypes)
      .values([
        ...buyers.map((buyer) => ({ userId: buyer.userId, userTypeId: doomed.userTypeId })),
        { userId: buyers[0]?.userId as number, userTypeId: other.userTypeId },
      ]);
    const goods = await db()
      .insert(products)
      .values([{ productName: 'Flour' }, { productName: 'Sugar' }])
      .returning();
    await db()
      .insert(userTypePrices)
      .values(
        goods.map((good) => ({ userTypeId: doomed.userTypeId, productId: good.productId, price: '5.50' })),
      );

    const response = await remove(doomed.userTypeId);
    expect(response.statusCode, response.body).toBe(200);
    expect(deleteUserTypeResponse.parse(response.json())).toEqual({
      reject: false,
      reason: null,
      removedFromUsers: 2,
      pricesDropped: 2,
    });
    expect(await db().select().from(userTypes).where(eq(userTypes.userTypeId, doomed.userTypeId))).toEqual(
      [],
    );
    expect(
      await db().select().from(userUserTypes).where(eq(userUserTypes.userTypeId, doomed.userTypeId)),
    ).toEqual([]);
    expect(
      await db().select().from(userTypePrices).where(eq(userTypePrices.userTypeId, doomed.userTypeId)),
    ).toEqual([]);
    // The buyers keep their other type, the products stay, the category is still the other type's alone.
    expect(
      await db().select().from(userUserTypes).where(eq(userUserTypes.userTypeId, other.userTypeId)),
    ).toHaveLength(1);
    expect(await db().select().from(products).where(eq(products.productName, 'Flour'))).toHaveLength(1);
    expect(await linksOf(other.userTypeId)).toEqual([category.open]);
    expect(await entriesFor('user_type.details.delete', doomed.userTypeId)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({
          name: 'Doomed',
          userCount: 2,
          priceCount: 2,
          categoryIds: [category.open],
        }),
        after: null,
      }),
    ]);
    expect((await remove(doomed.userTypeId)).statusCode).toBe(404);
    await db().delete(userTypeCategories).where(eq(userTypeCategories.userTypeId, other.userTypeId));
  });

  it('refuses while the type alone sees an active category, naming them, and deletes nothing', async () => {
    const [solo, shared, dormant] = (
      await db()
        .insert(categories)
        .values([
          { categoryName: 'Solo' },
          { categoryName: 'Shared' },
          { categoryName: 'Dormant', active: false },
        ])
        .returning()
    ).map((row) => row.categoryId) as [number, number, number];
    const alone = await createType({ name: 'Alone', categoryIds: [solo, shared, dormant] });
    const partner = await createType({ name: 'Partner', categoryIds: [shared] });
    const before = await counts();
    const response = await remove(alone.userTypeId);
    expect(response.statusCode).toBe(200);
    // Shared is seen by Partner too; Dormant is shown to no one while inactive.
    expect(deleteUserTypeResponse.parse(response.json())).toEqual({
      reject: true,
      reason: 'ONLY_TYPE_OF_CATEGORY',
      categoryIds: [solo],
    });
    expect(await counts()).toEqual(before);
    expect(await linksOf(alone.userTypeId)).toEqual([solo, shared, dormant]);

    // Once Partner sees Solo too, the delete goes through; Dormant loses its only type.
    const partnerSave = { name: 'Partner', categoryIds: [solo, shared] };
    await call(endpoints.update, { params: { userTypeId: partner.userTypeId }, body: partnerSave });
    expect((await remove(alone.userTypeId)).json()).toMatchObject({
      reject: false,
      removedFromUsers: 0,
      pricesDropped: 0,
    });
    expect(await linksOf(partner.userTypeId)).toEqual([solo, shared]);
    expect(
      await db().select().from(userTypeCategories).where(eq(userTypeCategories.categoryId, dormant)),
    ).toEqual([]);
  });

  it('lets only one of two types that share a category go when both are deleted at once', async () => {
    const [shared] = await db().insert(categories).values({ categoryName: 'Both see it' }).returning();
    const categoryId = shared?.categoryId as number;
    const first = await createType({ name: 'First of two', categoryIds: [categoryId] });
    const second = await createType({ name: 'Second of two', categoryIds: [categoryId] });
    const answers = (await Promise.all([remove(first.userTypeId), remove(second.userTypeId)])).map(
      (response) => deleteUserTypeResponse.parse(response.json()),
    );
    expect(answers.filter((answer) => answer.reject)).toEqual([
      { reject: true, reason: 'ONLY_TYPE_OF_CATEGORY', categoryIds: [categoryId] },
    ]);
    expect(
      await db().select().from(userTypeCategories).where(eq(userTypeCategories.categoryId, categoryId)),
    ).toHaveLength(1);
  });

  it('answers 400, 401 and 403, deleting nothing', async () => {
    const { userTypeId } = await createType({ name: 'Survivor' });
    expect((await remove('survivor')).statusCode).toBe(400);
    await expectGuarded(endpoints.remove, { params: { userTypeId } }, [readerOnly]);
    expect(await db().select().from(userTypes).where(eq(userTypes.userTypeId, userTypeId))).toHaveLength(1);
  });
});

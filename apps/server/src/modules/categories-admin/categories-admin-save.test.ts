import {
  adminCategoryResponse,
  catalogueEndpoints,
  categoriesResponse,
  categorySaveResponse,
  categoryUserTypesResponse,
  deleteCategoryResponse,
  categoriesAdminEndpoints as endpoints,
  errorEnvelopeSchema,
} from '@grocery/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import {
  auditLog,
  categories,
  categoryTranslations,
  productCategories,
  products,
  userTypeCategories,
  userTypes,
  userUserTypes,
} from '../../db/schema';

let t: TestApp;
let editor: StaffMember;
let businessShopper: StaffMember;
let plainShopper: StaffMember;
let business: number;
let trade: number;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userHolding(t.app, {
    permissions: ['admin_access', 'catalogue:read', 'catalogue:write', 'user_types:read'],
  });
  const types = await t.database.db
    .insert(userTypes)
    .values([{ userTypeName: 'business' }, { userTypeName: 'trade' }])
    .returning();
  business = types[0]?.userTypeId as number;
  trade = types[1]?.userTypeId as number;
  businessShopper = await userHolding(t.app);
  plainShopper = await userHolding(t.app);
  await t.database.db.insert(userUserTypes).values({ userId: businessShopper.userId, userTypeId: business });
});
afterAll(() => t.close());

type Endpoint = Parameters<typeof callEndpoint>[1];
const call = (endpoint: Endpoint, options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, { cookie: editor.cookie, ...options });
const db = () => t.database.db;

async function createCategory(body: Record<string, unknown>) {
  const response = await call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  const answer = categorySaveResponse.parse(response.json());
  if (answer.reject) throw new Error(`refused: ${answer.reason}`);
  return answer.category;
}
const rowOf = async (categoryId: number) =>
  (await db().select().from(categories).where(eq(categories.categoryId, categoryId)))[0];
const countOf = async (table: typeof categories | typeof auditLog | typeof userTypeCategories) =>
  (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
const entriesFor = (action: string, categoryId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(categoryId))));

/** Sends each bad call and checks it answers 400 and writes nothing (no category, link or audit entry). */
async function expectBadRequests(calls: [Endpoint, EndpointCall][]) {
  const before = [await countOf(categories), await countOf(auditLog), await countOf(userTypeCategories)];
  for (const [endpoint, options] of calls) {
    const response = await call(endpoint, options);
    expect(response.statusCode, JSON.stringify(options)).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
  }
  expect([await countOf(categories), await countOf(auditLog), await countOf(userTypeCategories)]).toEqual(
    before,
  );
}

/** 401 anonymous; 403 to a shopper, admin_access alone and the named permissions without `lacking`. */
async function expectGuarded(
  endpoint: Endpoint,
  options: EndpointCall,
  holders: Parameters<typeof userHolding>[1][],
) {
  expect((await call(endpoint, { ...options, cookie: null })).statusCode).toBe(401);
  for (const holds of [{}, { permissions: ['admin_access' as const] }, ...holders]) {
    const member = await userHolding(t.app, holds);
    const response = await call(endpoint, { ...options, cookie: member.cookie });
    expect(response.statusCode, JSON.stringify(holds)).toBe(403);
  }
}
const readerOnly = {
  permissions: ['admin_access' as const, 'catalogue:read' as const, 'user_types:read' as const],
};

describe('POST /api/admin/categories', () => {
  it('creates the category with its defaults, answers it and writes an audit entry', async () => {
    const category = await createCategory({ categoryName: '  Snacks ', externalId: 501, sortOrder: 5 });
    expect(category).toMatchObject({
      categoryName: 'Snacks',
      baseName: 'Snacks',
      active: true,
      imageFile: null,
      externalId: 501,
      sortOrder: 5,
      totalProducts: 0,
      userTypeIds: [],
      version: 1,
    });
    expect(await rowOf(category.categoryId)).toMatchObject({
      categoryName: 'Snacks',
      externalId: 501,
      version: 1,
    });
    const entries = await entriesFor('category.details.create', category.categoryId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: editor.userId,
      entity: 'category',
      before: null,
      after: { categoryName: 'Snacks', active: true, externalId: 501, sortOrder: 5 },
    });
    expect(await createCategory({ categoryName: 'Plain' })).toMatchObject({
      externalId: null,
      sortOrder: 0,
      active: true,
    });
  });

  it('refuses an external id another category holds, naming the field, and writes nothing', async () => {
    await createCategory({ categoryName: 'Held', externalId: 601 });
    const before = [await countOf(categories), await countOf(auditLog)];
    const response = await call(endpoints.create, { body: { categoryName: 'Other', externalId: 601 } });
    expect(response.json()).toEqual({ reject: true, reason: 'EXTERNAL_ID_TAKEN', field: 'externalId' });
    expect([await countOf(categories), await countOf(auditLog)]).toEqual(before);
  });

  it('answers 400 for a missing or blank name and unknown or out-of-range fields, writing nothing', () =>
    expectBadRequests([
      [endpoints.create, { body: {} }],
      [endpoints.create, { body: { categoryName: '   ' } }],
      [endpoints.create, { body: { categoryName: 'x'.repeat(201) } }],
      [endpoints.create, { body: { categoryName: 'Tea', sortOrder: -1 } }],
      [endpoints.create, { body: { categoryName: 'Tea', externalId: 1.5 } }],
      [endpoints.create, { body: { categoryName: 'Tea', imageFile: 'x.webp' } }],
      [endpoints.create, { body: { categoryName: 'Tea', version: 3 } }],
    ]));

  it('answers 401 and 403 (catalogue:read is not enough)', () =>
    expectGuarded(endpoints.create, { body: { categoryName: 'Nope' } }, [readerOnly]));
});

describe('PUT /api/admin/categories/:categoryId', () => {
  it('saves the changed fields, raises the version and modified time, and audits what changed', async () => {
    const created = await createCategory({ categoryName: 'Drinks', externalId: 701 });
    const response = await call(endpoints.update, {
      params: { categoryId: created.categoryId },
      body: { version: 1, changes: { categoryName: 'Cold drinks', active: false } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = categorySaveResponse.parse(response.json());
    if (answer.reject) throw new Error(answer.reason);
    expect(answer.category).toMatchObject({
      baseName: 'Cold drinks',
      active: false,
      externalId: 701,
      version: 2,
    });
    expect(Date.parse(answer.category.modifiedAt)).toBeGreaterThan(Date.parse(answer.category.createdAt));
    expect(await entriesFor('category.details.update', created.categoryId)).toEqual([
      expect.objectContaining({
        before: { categoryName: 'Drinks', active: true, externalId: 701, sortOrder: 0 },
        after: { categoryName: 'Cold drinks', active: false, externalId: 701, sortOrder: 0 },
      }),
    ]);
    // Its own external id is no conflict.
    const again = await call(endpoints.update, {
      params: { categoryId: created.categoryId },
      body: { version: 2, changes: { externalId: 701, sortOrder: 9 } },
    });
    expect(again.json()).toMatchObject({ reject: false, category: { sortOrder: 9, version: 3 } });
  });

  it('answers CONFLICT to a save from an older version and writes nothing', async () => {
    const created = await createCategory({ categoryName: 'Spices' });
    const save = (version: number, categoryName: string) =>
      call(endpoints.update, {
        params: { categoryId: created.categoryId },
        body: { version, changes: { categoryName } },
      });
    expect((await save(1, 'Spices & herbs')).json()).toMatchObject({ reject: false });
    const audits = await countOf(auditLog);
    expect((await save(1, 'Herbs')).json()).toEqual({ reject: true, reason: 'CONFLICT' });
    expect(await rowOf(created.categoryId)).toMatchObject({ categoryName: 'Spices & herbs', version: 2 });
    expect(await countOf(auditLog)).toBe(audits);
  });

  it('refuses an external id another category holds, naming the field, and writes nothing', async () => {
    await createCategory({ categoryName: 'Holder', externalId: 801 });
    const other = await createCategory({ categoryName: 'Seeker' });
    const response = await call(endpoints.update, {
      params: { categoryId: other.categoryId },
      body: { version: 1, changes: { externalId: 801, categoryName: 'Renamed' } },
    });
    expect(response.json()).toEqual({ reject: true, reason: 'EXTERNAL_ID_TAKEN', field: 'externalId' });
    expect(await rowOf(other.categoryId)).toMatchObject({
      categoryName: 'Seeker',
      externalId: null,
      version: 1,
    });
  });

  it('answers 404 for an unknown category and 400 for no change or bad fields, writing nothing', async () => {
    const missing = await call(endpoints.update, {
      params: { categoryId: 999_999 },
      body: { version: 1, changes: { active: true } },
    });
    expect(missing.statusCode).toBe(404);
    const { categoryId } = await createCategory({ categoryName: 'Untouched' });
    const params = { categoryId };
    await expectBadRequests([
      [endpoints.update, { params, body: { version: 1, changes: {} } }],
      [endpoints.update, { params, body: { changes: { active: false } } }],
      [endpoints.update, { params, body: { version: 0, changes: { active: false } } }],
      [endpoints.update, { params, body: { version: 1, changes: { categoryName: '' } } }],
      [endpoints.update, { params, body: { version: 1, changes: { active: 'no' } } }],
      [endpoints.update, { params, body: { version: 1, changes: { version: 5 } } }],
      [endpoints.update, { params: { categoryId: 'x' }, body: { version: 1, changes: { active: false } } }],
    ]);
    expect(await rowOf(categoryId)).toMatchObject({ categoryName: 'Untouched', active: true, version: 1 });
  });

  it('answers 401 and 403', async () => {
    const { categoryId } = await createCategory({ categoryName: 'Guarded' });
    await expectGuarded(
      endpoints.update,
      { params: { categoryId }, body: { version: 1, changes: { active: false } } },
      [readerOnly],
    );
    expect(await rowOf(categoryId)).toMatchObject({ active: true, version: 1 });
  });
});

describe('DELETE /api/admin/categories/:categoryId', () => {
  it('deletes the category with its links, visibility, translations and image files; the products stay', async () => {
    const category = await createCategory({ categoryName: 'Seasonal' });
    const { categoryId } = category;
    const [product] = await db().insert(products).values({ productName: 'Pumpkin' }).returning();
    const productId = product?.productId as number;
    await db().insert(productCategories).values({ categoryId, productId });
    await db()
      .insert(categoryTranslations)
      .values({ categoryId, languageCode: 'th', categoryName: 'ตามฤดูกาล' });
    await db().insert(userTypeCategories).values({ categoryId, userTypeId: trade });
    await t.storage.put('category-images/seasonal.webp', Buffer.from('normal'), 'image/webp');
    await t.storage.put('category-images/seasonal-hd.webp', Buffer.from('high'), 'image/webp');
    await db()
      .update(categories)
      .set({ imageFile: 'seasonal.webp' })
      .where(eq(categories.categoryId, categoryId));

    const response = await call(endpoints.remove, { params: { categoryId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(deleteCategoryResponse.parse(response.json())).toEqual({
      reject: false,
      reason: null,
      deleted: true,
    });
    expect(await rowOf(categoryId)).toBeUndefined();
    expect(
      await db().select().from(productCategories).where(eq(productCategories.categoryId, categoryId)),
    ).toEqual([]);
    expect(
      await db().select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId)),
    ).toEqual([]);
    expect(
      await db().select().from(userTypeCategories).where(eq(userTypeCategories.categoryId, categoryId)),
    ).toEqual([]);
    expect(await db().select().from(products).where(eq(products.productId, productId))).toHaveLength(1);
    expect(await t.storage.get('category-images/seasonal.webp')).toBeNull();
    expect(await t.storage.get('category-images/seasonal-hd.webp')).toBeNull();
    const [entry] = await entriesFor('category.details.delete', categoryId);
    expect(entry).toMatchObject({
      actorUserId: editor.userId,
      before: { baseName: 'Seasonal', imageFile: 'seasonal.webp', totalProducts: 1, userTypeIds: [trade] },
      after: null,
    });

    const again = await call(endpoints.remove, { params: { categoryId } });
    expect(again.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(again.json()).reason).toBe('NOT_FOUND');
  });

  it('answers 400 for a malformed id, 401 and 403, deleting nothing', async () => {
    const { categoryId } = await createCategory({ categoryName: 'Kept' });
    await expectBadRequests([[endpoints.remove, { params: { categoryId: 'all' } }]]);
    await expectGuarded(endpoints.remove, { params: { categoryId } }, [readerOnly]);
    expect(await rowOf(categoryId)).toBeDefined();
  });
});

describe('PUT /api/admin/categories/:categoryId/user-types', () => {
  const storefrontShows = async (categoryId: number, cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: catalogueEndpoints.categories.path.replace(':languageCode', 'en'),
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return categoriesResponse.parse(response.json()).categories.some((c) => c.categoryId === categoryId);
  };
  const setTypes = (categoryId: number, userTypeIds: unknown, cookie = editor.cookie) =>
    call(endpoints.setUserTypes, { params: { categoryId }, body: { userTypeIds }, cookie });

  it('shows the category only to the user types given, and to everyone again when none are', async () => {
    const { categoryId } = await createCategory({ categoryName: 'Trade packs' });
    expect(await storefrontShows(categoryId)).toBe(true);

    const response = await setTypes(categoryId, [business, business]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = categoryUserTypesResponse.parse(response.json());
    expect(answer).toMatchObject({
      reject: false,
      category: { categoryId, userTypeIds: [business], version: 1 },
    });
    // No cache is emptied by hand: the database's change notice empties every kept answer.
    await expect.poll(() => storefrontShows(categoryId), { timeout: 3000 }).toBe(false);
    expect(await storefrontShows(categoryId, plainShopper.cookie)).toBe(false);
    expect(await storefrontShows(categoryId, businessShopper.cookie)).toBe(true);
    expect(await entriesFor('category.user_types.update', categoryId)).toEqual([
      expect.objectContaining({ before: { userTypeIds: [] }, after: { userTypeIds: [business] } }),
    ]);

    // The same list again changes nothing and logs nothing.
    expect((await setTypes(categoryId, [business])).json()).toMatchObject({ reject: false });
    expect(await entriesFor('category.user_types.update', categoryId)).toHaveLength(1);

    expect((await setTypes(categoryId, [])).json()).toMatchObject({ category: { userTypeIds: [] } });
    await expect.poll(() => storefrontShows(categoryId), { timeout: 3000 }).toBe(true);
  });

  it('refuses an unknown user type, naming the field, and keeps the links', async () => {
    const { categoryId } = await createCategory({ categoryName: 'Restricted' });
    await setTypes(categoryId, [trade]);
    const audits = await countOf(auditLog);
    expect((await setTypes(categoryId, [business, 999_999])).json()).toEqual({
      reject: true,
      reason: 'UNKNOWN_USER_TYPE',
      field: 'userTypeIds',
    });
    expect(
      await db().select().from(userTypeCategories).where(eq(userTypeCategories.categoryId, categoryId)),
    ).toEqual([{ categoryId, userTypeId: trade }]);
    expect(await countOf(auditLog)).toBe(audits);
  });

  it('answers 404 for an unknown category, 400 for a bad body, 401 and 403', async () => {
    expect((await setTypes(999_999, [business])).statusCode).toBe(404);
    const { categoryId } = await createCategory({ categoryName: 'Open' });
    const params = { categoryId };
    await expectBadRequests([
      [endpoints.setUserTypes, { params, body: { userTypeIds: [0] } }],
      [endpoints.setUserTypes, { params, body: { userTypeIds: 'all' } }],
      [endpoints.setUserTypes, { params, body: {} }],
      [endpoints.setUserTypes, { params, body: { userTypeIds: [business], everyone: true } }],
    ]);
    await expectGuarded(endpoints.setUserTypes, { params, body: { userTypeIds: [business] } }, [
      readerOnly,
      // Writes the catalogue, but may not read user types.
      { permissions: ['admin_access', 'catalogue:read', 'catalogue:write'] },
    ]);
    const read = await call(endpoints.category, { params });
    expect(adminCategoryResponse.parse(read.json()).category.userTypeIds).toEqual([]);
  });
});

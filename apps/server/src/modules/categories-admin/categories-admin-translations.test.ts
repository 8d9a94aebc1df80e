import {
  catalogueEndpoints,
  categoriesResponse,
  categoryTranslationResponse,
  categoryTranslationsResponse,
  deleteCategoryTranslationResponse,
  categoriesAdminEndpoints as endpoints,
  errorEnvelopeSchema,
  fillPath,
} from '@grocery/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import { auditLog, categories, categoryTranslations } from '../../db/schema';

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:read', 'catalogue:write'] });
});
afterAll(() => t.close());

type Endpoint = Parameters<typeof callEndpoint>[1];
/** As the editor, unless the options name a cookie (null: anonymous). */
const call = (endpoint: Endpoint, options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, {
    ...options,
    cookie: options.cookie === undefined ? editor.cookie : options.cookie,
  });
const newCategory = async (categoryName: string) => {
  const [row] = await t.database.db.insert(categories).values({ categoryName }).returning();
  return (row as { categoryId: number }).categoryId;
};
const stored = (categoryId: number) =>
  t.database.db
    .select({
      languageCode: categoryTranslations.languageCode,
      categoryName: categoryTranslations.categoryName,
    })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, categoryId))
    .orderBy(categoryTranslations.languageCode);
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const entriesFor = (action: string, categoryId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(categoryId))))
    .orderBy(auditLog.auditEntryId);
const save = (categoryId: number | string, languageCode: string, body: unknown, cookie?: string | null) =>
  call(endpoints.saveTranslation, { params: { categoryId, languageCode }, body, cookie });
const remove = (categoryId: number | string, languageCode: string, cookie?: string | null) =>
  call(endpoints.deleteTranslation, { params: { categoryId, languageCode }, cookie });
const storefrontName = async (categoryId: number, languageCode: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: fillPath(catalogueEndpoints.categories.path, { languageCode }),
  });
  return categoriesResponse.parse(response.json()).categories.find((c) => c.categoryId === categoryId)
    ?.categoryName;
};

describe('category translations', () => {
  it('reads the base name beside the translations', async () => {
    const categoryId = await newCategory('Cheese');
    await t.database.db.insert(categoryTranslations).values([
      { categoryId, languageCode: 'th', categoryName: 'ชีส' },
      { categoryId, languageCode: 'he', categoryName: 'גבינות' },
    ]);
    const response = await call(endpoints.translations, { params: { categoryId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(categoryTranslationsResponse.parse(response.json())).toEqual({
      reject: false,
      reason: null,
      base: { categoryName: 'Cheese' },
      translations: [
        { languageCode: 'he', categoryName: 'גבינות' },
        { languageCode: 'th', categoryName: 'ชีส' },
      ],
    });
  });

  it('upserts a translation (audited each time it changes) and the storefront shows it', async () => {
    const categoryId = await newCategory('Fish');
    const first = await save(categoryId, 'he', { categoryName: ' דגים ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(categoryTranslationResponse.parse(first.json()).translation).toEqual({
      languageCode: 'he',
      categoryName: 'דגים',
    });
    await save(categoryId, 'he', { categoryName: 'דגים טריים' });
    await save(categoryId, 'he', { categoryName: 'דגים טריים' });
    expect(await stored(categoryId)).toEqual([{ languageCode: 'he', categoryName: 'דגים טריים' }]);
    const entries = await entriesFor('category.translation.update', categoryId);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [null, { languageCode: 'he', categoryName: 'דגים' }],
      [
        { languageCode: 'he', categoryName: 'דגים' },
        { languageCode: 'he', categoryName: 'דגים טריים' },
      ],
    ]);
    await expect.poll(() => storefrontName(categoryId, 'he'), { timeout: 3000 }).toBe('דגים טריים');
  });

  it('deletes a translation (deleted true, audited), then answers deleted false and writes nothing', async () => {
    const categoryId = await newCategory('Rice');
    await save(categoryId, 'th', { categoryName: 'ข้าว' });
    const response = await remove(categoryId, 'th');
    expect(response.statusCode, response.body).toBe(200);
    expect(deleteCategoryTranslationResponse.parse(response.json())).toEqual({
      reject: false,
      reason: null,
      deleted: true,
    });
    expect(await stored(categoryId)).toEqual([]);
    expect(await entriesFor('category.translation.delete', categoryId)).toEqual([
      expect.objectContaining({ before: { languageCode: 'th', categoryName: 'ข้าว' }, after: null }),
    ]);
    const audits = await auditCount();
    expect((await remove(categoryId, 'th')).json()).toEqual({ reject: false, reason: null, deleted: false });
    expect(await auditCount()).toBe(audits);
  });

  it('answers 400 for a blank or long name, an unknown language or a malformed id, writing nothing', async () => {
    const categoryId = await newCategory('Oil');
    const audits = await auditCount();
    for (const response of [
      await save(categoryId, 'he', { categoryName: '  ' }),
      await save(categoryId, 'he', {}),
      await save(categoryId, 'he', { categoryName: 'x'.repeat(201) }),
      await save(categoryId, 'he', { categoryName: 'שמן', shortDesc: 'x' }),
      await save(categoryId, 'fr', { categoryName: 'Huile' }),
      await save('oil', 'he', { categoryName: 'שמן' }),
      await remove(categoryId, 'de'),
      await call(endpoints.translations, { params: { categoryId: '-1' } }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    }
    expect(await stored(categoryId)).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });

  it('answers 404 for an unknown category on each call', async () => {
    for (const response of [
      await call(endpoints.translations, { params: { categoryId: 999_999 } }),
      await save(999_999, 'he', { categoryName: 'אין' }),
      await remove(999_999, 'he'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('NOT_FOUND');
    }
  });

  it('answers 401 and 403: reading needs catalogue:read, saving and deleting catalogue:write', async () => {
    const categoryId = await newCategory('Beans');
    await save(categoryId, 'th', { categoryName: 'ถั่ว' });
    const shopper = await userHolding(t.app);
    const adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
    const reader = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:read'] });
    const writerOnly = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:write'] });
    const read = (cookie: string | null) => call(endpoints.translations, { params: { categoryId }, cookie });
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(categoryId, 'he', { categoryName: 'שעועית' }, null)).statusCode).toBe(401);
    expect((await remove(categoryId, 'th', null)).statusCode).toBe(401);
    for (const member of [shopper, adminOnly, writerOnly])
      expect((await read(member.cookie)).statusCode).toBe(403);
    for (const member of [shopper, adminOnly, reader]) {
      expect((await save(categoryId, 'he', { categoryName: 'שעועית' }, member.cookie)).statusCode).toBe(403);
      expect((await remove(categoryId, 'th', member.cookie)).statusCode).toBe(403);
    }
    expect(await stored(categoryId)).toEqual([{ languageCode: 'th', categoryName: 'ถั่ว' }]);
  });
});

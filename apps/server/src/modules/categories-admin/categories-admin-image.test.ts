import path from 'node:path';
import {
  adminCategoryResponse,
  catalogueEndpoints,
  categoriesAdminEndpoints as endpoints,
  errorEnvelopeSchema,
  fillPath,
} from '@grocery/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint } from '../../../test/endpoint-calls';
import { filesUnder, sampleImage, type UploadFile, upload } from '../../../test/uploads';
import { auditLog, categories } from '../../db/schema';

let t: TestApp;
let editor: string;
let storageFolder: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
  storageFolder = path.join(t.dataDir, 'files');
  editor = (await userHolding(t.app, { permissions: ['admin_access', 'catalogue:read', 'catalogue:write'] }))
    .cookie;
});
afterAll(() => t.close());

const newCategory = async (categoryName: string) => {
  const [row] = await t.database.db.insert(categories).values({ categoryName }).returning();
  return row as typeof categories.$inferSelect;
};
const rowOf = async (categoryId: number) =>
  (await t.database.db.select().from(categories).where(eq(categories.categoryId, categoryId)))[0];
const imageUrl = (categoryId: number | string) => fillPath(endpoints.uploadImage.path, { categoryId });
const jpeg = async (): Promise<UploadFile> => ({
  bytes: await sampleImage('jpeg', 1200, 800),
  name: 'shelf.jpg',
  type: 'image/jpeg',
});
const served = (imageFile: string) =>
  t.app.inject({ method: 'GET', url: fillPath(catalogueEndpoints.categoryImage.path, { imageFile }) });
const entriesFor = (action: string, categoryId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(categoryId))));

async function uploadImage(categoryId: number) {
  const response = await upload(t.app, imageUrl(categoryId), [await jpeg()], { cookie: editor });
  expect(response.statusCode, response.body).toBe(200);
  return adminCategoryResponse.parse(response.json()).category;
}

/** Sends an upload and checks the refusal, and that neither the storage nor the category changed. */
async function expectRefused(
  categoryId: number,
  files: UploadFile[],
  status: number,
  reason: string,
  cookie?: string,
) {
  const before = [await filesUnder(storageFolder), await rowOf(categoryId)];
  const response = await upload(t.app, imageUrl(categoryId), files, cookie === undefined ? {} : { cookie });
  expect(response.statusCode, response.body).toBe(status);
  expect(errorEnvelopeSchema.parse(response.json()).reason).toBe(reason);
  expect([await filesUnder(storageFolder), await rowOf(categoryId)]).toEqual(before);
}

describe('POST /api/admin/categories/:categoryId/image', () => {
  it("stores the image in the storefront's sizes, serves it, raises modified time but not the version, and audits", async () => {
    const { categoryId, modifiedAt } = await newCategory('Fruit');
    const category = await uploadImage(categoryId);
    expect(category.imageFile).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(category.version).toBe(1);
    expect(Date.parse(category.modifiedAt)).toBeGreaterThan(modifiedAt.getTime());
    const normal = await served(category.imageFile as string);
    expect(normal.statusCode).toBe(200);
    expect((await sharp(normal.rawPayload).metadata()).width).toBe(400);
    const highRes = await served((category.imageFile as string).replace('.webp', '-hd.webp'));
    expect((await sharp(highRes.rawPayload).metadata()).width).toBe(1000);
    expect(await entriesFor('category.image.update', categoryId)).toEqual([
      expect.objectContaining({ before: { imageFile: null }, after: { imageFile: category.imageFile } }),
    ]);
  });

  it("replaces an image: the old one's files are removed", async () => {
    const { categoryId } = await newCategory('Vegetables');
    const first = (await uploadImage(categoryId)).imageFile as string;
    const files = (await filesUnder(storageFolder)).length;
    const second = (await uploadImage(categoryId)).imageFile as string;
    expect(second).not.toBe(first);
    expect((await filesUnder(storageFolder)).length).toBe(files);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
  });

  it('refuses what is not an image, two files, no file and an unknown category, storing nothing', async () => {
    const { categoryId } = await newCategory('Herbs');
    const text = { bytes: new TextEncoder().encode('not a picture'), name: 'x.jpg', type: 'image/jpeg' };
    await expectRefused(categoryId, [text], 415, 'UNSUPPORTED_MEDIA_TYPE', editor);
    await expectRefused(categoryId, [await jpeg(), await jpeg()], 413, 'PAYLOAD_TOO_LARGE', editor);
    await expectRefused(categoryId, [], 400, 'BAD_REQUEST', editor);
    const before = await filesUnder(storageFolder);
    const missing = await upload(t.app, imageUrl(999_999), [await jpeg()], { cookie: editor });
    expect(missing.statusCode).toBe(404);
    expect(await filesUnder(storageFolder)).toEqual(before);
    expect((await upload(t.app, imageUrl('x'), [await jpeg()], { cookie: editor })).statusCode).toBe(400);
  });

  it('answers 401 and 403 (a shopper, admin_access alone, catalogue:read), storing nothing', async () => {
    const { categoryId } = await newCategory('Nuts');
    const files = [await jpeg()];
    await expectRefused(categoryId, files, 401, 'UNAUTHORIZED');
    for (const holds of [
      {},
      { permissions: ['admin_access' as const] },
      { permissions: ['admin_access' as const, 'catalogue:read' as const] },
    ]) {
      await expectRefused(categoryId, files, 403, 'FORBIDDEN', (await userHolding(t.app, holds)).cookie);
    }
  });
});

describe('DELETE /api/admin/categories/:categoryId/image', () => {
  const deleteImage = (categoryId: number | string, cookie: string | null = editor) =>
    callEndpoint(t, endpoints.deleteImage, { params: { categoryId }, cookie });

  it('clears the image and removes its files; a category without one answers as it is', async () => {
    const { categoryId } = await newCategory('Bakery');
    const imageFile = (await uploadImage(categoryId)).imageFile as string;
    const response = await deleteImage(categoryId);
    expect(response.statusCode, response.body).toBe(200);
    expect(adminCategoryResponse.parse(response.json()).category).toMatchObject({
      imageFile: null,
      version: 1,
    });
    expect((await served(imageFile)).statusCode).toBe(404);
    expect((await served(imageFile.replace('.webp', '-hd.webp'))).statusCode).toBe(404);
    expect(await entriesFor('category.image.delete', categoryId)).toEqual([
      expect.objectContaining({ before: { imageFile }, after: { imageFile: null } }),
    ]);
    expect((await deleteImage(categoryId)).json()).toMatchObject({
      reject: false,
      category: { imageFile: null },
    });
    expect(await entriesFor('category.image.delete', categoryId)).toHaveLength(1);
  });

  it('answers 404, 400, 401 and 403, keeping the image', async () => {
    expect((await deleteImage(999_999)).statusCode).toBe(404);
    expect((await deleteImage('none')).statusCode).toBe(400);
    const { categoryId } = await newCategory('Tea');
    const imageFile = (await uploadImage(categoryId)).imageFile;
    expect((await deleteImage(categoryId, null)).statusCode).toBe(401);
    for (const holds of [{}, { permissions: ['admin_access' as const, 'catalogue:read' as const] }]) {
      expect((await deleteImage(categoryId, (await userHolding(t.app, holds)).cookie)).statusCode).toBe(403);
    }
    expect((await rowOf(categoryId))?.imageFile).toBe(imageFile);
  });
});

import {
  catalogueEndpoints,
  fillPath,
  productImagesResponse,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../test/access';
import { buildTestApp, secondInstance, type TestApp } from '../../test/app';
import {
  localStorageSetup,
  type StorageSetup,
  s3StorageSetup,
  sampleImage,
  type UploadFile,
  upload,
} from '../../test/uploads';
import { rowsOf } from '../db/client';

/**
 * Two instances of the app on one database and one file storage, as behind a load balancer: an
 * image uploaded through one (a product's new image) is served by the other. The S3 driver runs over real HTTP against
 * s3rver (an S3-compatible server started here, in a temporary folder); the local driver shares
 * one folder.
 */
const maxBytes = 300_000;
const imageUrl = (imageFile: string) => fillPath(catalogueEndpoints.productImage.path, { imageFile });

describe.each([
  ['S3 (s3rver over HTTP)', s3StorageSetup],
  ['a shared local folder', localStorageSetup],
])('uploads on %s', (_name, setUp) => {
  let storage: StorageSetup;
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let editor: string;
  let uploadUrl: string;

  beforeAll(async () => {
    storage = await setUp();
    const env = { ...storage.env, RATE_LIMITS_ENABLED: 'false', UPLOAD_MAX_BYTES: String(maxBytes) };
    first = await buildTestApp({ env });
    second = await secondInstance(first, env);
    editor = await (await userHolding(first.app, { permissions: ['admin_access', 'catalogue:write'] }))
      .cookie;
    const [product] = rowsOf<{ id: number }>(
      await first.database.db.execute(
        sql`insert into products (product_name, online_price) values ('Milk', 5) returning product_id as id`,
      ),
    );
    uploadUrl = fillPath(productsAdminEndpoints.addImages.path, { productId: product?.id as number });
  });
  const imageRows = async () =>
    rowsOf<{ n: number }>(
      await first.database.db.execute(sql`select count(*)::int as n from product_images`),
    )[0]?.n;
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await storage?.stop();
  });

  it('stores an image uploaded through one instance that the other serves, in both sizes', async () => {
    const before = await storage.storedFiles();
    const photo = { bytes: await sampleImage('jpeg', 1600, 1200), name: 'milk.jpg', type: 'image/jpeg' };
    const response = await upload(first.app, uploadUrl, [photo], { cookie: editor });
    expect(response.statusCode, response.body).toBe(200);
    const [image] = productImagesResponse.parse(response.json()).images;
    expect((await storage.storedFiles()).length).toBe(before.length + 2);

    for (const [imageFile, width] of [
      [image?.imageFile, 400],
      [image?.imageFileHighRes, 1000],
    ] as const) {
      const served = await second.app.inject({ method: 'GET', url: imageUrl(imageFile as string) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
  });

  it('stores nothing for a file too large (413) or of a refused type (415), and writes no image row', async () => {
    const before = await storage.storedFiles();
    const rowsBefore = await imageRows();
    const good: UploadFile = { bytes: await sampleImage('png', 200, 200), name: 'a.png', type: 'image/png' };
    const large: UploadFile = {
      bytes: await sampleImage('png', 400, 400, { noise: true }),
      name: 'b.png',
      type: 'image/png',
    };
    const text: UploadFile = {
      bytes: new TextEncoder().encode('not an image'),
      name: 'x.jpg',
      type: 'image/jpeg',
    };
    expect((await upload(first.app, uploadUrl, [good, large], { cookie: editor })).statusCode).toBe(413);
    expect((await upload(second.app, uploadUrl, [good, text], { cookie: editor })).statusCode).toBe(415);
    expect(await storage.storedFiles()).toEqual(before);
    expect(await imageRows()).toBe(rowsBefore);
  });
});

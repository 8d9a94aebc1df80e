import path from 'node:path';
import {
  accessEndpoints,
  csrfHeader,
  fillPath,
  productImagesResponse,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../test/access';
import { buildTestApp, type TestApp } from '../../test/app';
import { animatedPng, filesUnder, multipartBody, sampleImage, upload } from '../../test/uploads';
import { rowsOf } from '../db/client';

/** What an intruder tried against the upload call (a product's images), kept as regression tests. */
let t: TestApp;
let editor: StaffMember;
let storageFolder: string;
let url: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
  editor = await userHolding(t.app, { groups: ['catalog_manager'] });
  storageFolder = path.join(t.dataDir, 'files');
  const [product] = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`insert into products (product_name, online_price) values ('Milk', 5) returning product_id as id`,
    ),
  );
  url = fillPath(productsAdminEndpoints.addImages.path, { productId: product?.id as number });
});
afterAll(() => t.close());

/** The image an upload added: the newest of the gallery it answers. */
const addedImage = (body: unknown) =>
  productImagesResponse.parse(body).images.reduce((a, b) => (a.productImageId > b.productImageId ? a : b));

/** Three different frames: an encoder keeps them all (identical frames would be merged). */
async function animatedGif(): Promise<Buffer> {
  const frames = [1, 7, 13].map((step) => {
    const raw = Buffer.alloc(32 * 32 * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = (i * step) % 256;
    return sharp(raw, { raw: { width: 32, height: 32, channels: 3 } })
      .png()
      .toBuffer();
  });
  return sharp(await Promise.all(frames), { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe('POST /api/admin/products/:productId/images against an intruder', () => {
  it('refuses a file that starts with the PNG signature but is a script (415), and keeps nothing', async () => {
    const png = await sampleImage('png', 8, 8);
    const polyglot = Buffer.concat([png.subarray(0, 8), Buffer.from('<?php system($_GET[1]); ?>')]);
    const before = await filesUnder(storageFolder);
    const response = await upload(t.app, url, [{ bytes: polyglot, name: 'x.png', type: 'image/png' }], {
      cookie: editor.cookie,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ reject: true, reason: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await filesUnder(storageFolder)).toEqual(before);
  });

  it('stores an animated GIF named ../../x\\0.gif as a one-frame WebP under a name of its own', async () => {
    const gif = await animatedGif();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const response = await upload(
      t.app,
      url,
      [{ bytes: gif, name: '../../etc/passwd\u0000.gif', type: 'text/html' }],
      { cookie: editor.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const image = addedImage(response.json());
    expect(image.imageFile).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = await t.storage.get(`product-images/${image.imageFile}`);
    const metadata = await sharp(stored?.body).metadata();
    expect(metadata).toMatchObject({ format: 'webp' });
    expect(metadata.pages ?? 1).toBe(1);
    expect((await filesUnder(t.dataDir)).some((file) => file.includes('passwd'))).toBe(false);
  });

  it('takes an animated PNG (APNG, a .png browsers save) as a still', async () => {
    const apng = await animatedPng(120, 80);
    expect((await fileTypeFromBuffer(apng))?.mime).toBe('image/apng');
    const response = await upload(t.app, url, [{ bytes: apng, name: 'spinner.png', type: 'image/png' }], {
      cookie: editor.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = addedImage(response.json());
    const stored = await t.storage.get(`product-images/${image.imageFile}`);
    expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });
  });

  it('refuses multipart on an admin call that reads JSON (415), and changes nothing', async () => {
    const granter = await userHolding(t.app, { groups: ['admin'] });
    const target = await userHolding(t.app);
    const { payload, contentType } = await multipartBody([], { groups: 'admin', permissions: '' });
    const response = await t.app.inject({
      method: 'PUT',
      url: accessEndpoints.updateUserAccess.path.replace(':userId', String(target.userId)),
      payload,
      headers: { 'content-type': contentType, cookie: granter.cookie, [csrfHeader.name]: csrfHeader.value },
    });
    expect(response.statusCode).toBe(415);
    const read = await t.app.inject({
      method: 'GET',
      url: accessEndpoints.userAccess.path.replace(':userId', String(target.userId)),
      headers: { cookie: granter.cookie },
    });
    expect(read.json()).toMatchObject({ access: { groups: [], permissions: [] } });
  });
});

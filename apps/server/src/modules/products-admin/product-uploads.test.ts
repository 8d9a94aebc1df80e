import path from 'node:path';
import {
  catalogueEndpoints,
  errorEnvelopeSchema,
  fillPath,
  productImagesResponse,
  productsAdminEndpoints,
} from '@grocery/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  createProduct,
  type ProductsFixture,
  productsFixture,
  snapshot,
} from '../../../test/products-fixture';
import { filesUnder, sampleImage, type UploadFile, upload } from '../../../test/uploads';

/** What the uploads platform does for a product's images: checked by content, re-encoded, kept only on success. */
const maxBytes = 300_000;

let f: ProductsFixture;
let t: TestApp;
let url: string;
let editor: string;
let adminOnly: string;
let shopper: string;
let storageFolder: string;

beforeAll(async () => {
  f = await productsFixture({ UPLOAD_MAX_BYTES: String(maxBytes), UPLOAD_MAX_FILES: '3' });
  t = f.t;
  storageFolder = path.join(t.dataDir, 'files');
  editor = f.catalogueWriter.cookie;
  adminOnly = f.adminOnly.cookie;
  shopper = f.shopper.cookie;
  const { productId } = await createProduct(f);
  url = fillPath(productsAdminEndpoints.addImages.path, { productId });
});
afterAll(() => f.close());

const jpeg = async (width = 1200, height = 900, options = {}): Promise<UploadFile> => ({
  bytes: await sampleImage('jpeg', width, height, options),
  name: 'photo.jpg',
  type: 'image/jpeg',
});
const png = async (width = 300, height = 200): Promise<UploadFile> => ({
  bytes: await sampleImage('png', width, height),
  name: 'label.png',
  type: 'image/png',
});
const imageUrl = (imageFile: string) => fillPath(catalogueEndpoints.productImage.path, { imageFile });

/** Sends an upload and checks the refusal, that the storage holds what it held and that no row was written. */
async function expectRefused(
  files: UploadFile[],
  status: number,
  reason: string,
  options: { cookie?: string; csrf?: boolean } = { cookie: editor },
) {
  const before = await filesUnder(storageFolder);
  const rows = await snapshot(f);
  const response = await upload(t.app, url, files, options);
  expect(response.statusCode, response.body).toBe(status);
  expect(errorEnvelopeSchema.parse(response.json()).reason).toBe(reason);
  expect(await filesUnder(storageFolder)).toEqual(before);
  expect(await snapshot(f)).toEqual(rows);
}

/** The images this upload added (the gallery lists the default first, then by sort order). */
const added = <I extends { productImageId: number }>(answer: { images: I[] }, count: number) =>
  [...answer.images].sort((a, b) => a.productImageId - b.productImageId).slice(-count);

describe('POST /api/admin/products/:productId/images: the files', () => {
  it('stores JPEG and PNG as WebP in the storefront sizes, upright and without metadata, served by the image route', async () => {
    const before = await filesUnder(storageFolder);
    // EXIF orientation 6: the camera was turned, the picture shows 900 wide and 1200 high.
    const photo = await jpeg(1200, 900, { orientation: 6, copyright: 'Secret Camera Owner' });
    const response = await upload(t.app, url, [photo, await png(300, 200)], { cookie: editor });
    expect(response.statusCode, response.body).toBe(200);
    const images = added(productImagesResponse.parse(response.json()), 2);
    const [first, second] = images as [(typeof images)[0], (typeof images)[0]];
    for (const image of images) {
      expect(image.imageFile).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(image.imageFileHighRes).toBe(image.imageFile.replace('.webp', '-hd.webp'));
    }
    expect(first.imageFile).not.toBe(second.imageFile);
    expect((await filesUnder(storageFolder)).length).toBe(before.length + 4);

    const expectServed = async (imageFile: string, width: number, height: number) => {
      const served = await t.app.inject({ method: 'GET', url: imageUrl(imageFile) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.rawPayload.includes('Secret Camera Owner')).toBe(false);
    };
    await expectServed(first.imageFile, 300, 400);
    await expectServed(first.imageFileHighRes as string, 750, 1000);
    // Never enlarged: a small picture keeps its size in both.
    await expectServed(second.imageFile, 300, 200);
    await expectServed(second.imageFileHighRes as string, 300, 200);
  });

  it('accepts WebP, AVIF and a GIF (as a still) by their content', async () => {
    const files: UploadFile[] = [
      { bytes: await sampleImage('webp', 500, 500), name: 'a.webp', type: 'image/webp' },
      { bytes: await sampleImage('avif', 64, 48), name: 'b.avif', type: 'application/octet-stream' },
      { bytes: await sampleImage('gif', 40, 40), name: 'c', type: 'image/gif' },
    ];
    const response = await upload(t.app, url, files, { cookie: editor });
    expect(response.statusCode, response.body).toBe(200);
    expect(productImagesResponse.parse(response.json()).images).toHaveLength(5);
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES and keeps nothing, not even the good file before it', async () => {
    const large = {
      bytes: await sampleImage('png', 400, 400, { noise: true }),
      name: 'big.png',
      type: 'image/png',
    };
    expect(large.bytes.length).toBeGreaterThan(maxBytes);
    await expectRefused([await jpeg(), large], 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 for more files than UPLOAD_MAX_FILES and keeps nothing', async () => {
    const small = await png(20, 20);
    await expectRefused([small, small, small, small], 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 for a small file declaring too many pixels (a decompression bomb) and keeps nothing', async () => {
    await expectRefused(
      [await jpeg(), { ...(await png()), bytes: pngDeclaring(20_000, 20_000) }],
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('answers 415 for a text file named x.jpg sent as image/jpeg, and keeps the image before it neither', async () => {
    const text = {
      bytes: new TextEncoder().encode('just some text, not a picture'),
      name: 'x.jpg',
      type: 'image/jpeg',
    };
    await expectRefused([text], 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefused([await jpeg(), text], 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['a PDF', '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF', 'application/pdf'],
    ['an empty file', '', 'image/png'],
  ])('answers 415 for %s', async (_name, content, type) => {
    await expectRefused(
      [{ bytes: new TextEncoder().encode(content), name: 'x.png', type }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answers 400 for a truncated JPEG and keeps nothing', async () => {
    const whole = await sampleImage('jpeg', 800, 600);
    const truncated = {
      bytes: whole.subarray(0, Math.floor(whole.length / 2)),
      name: 'cut.jpg',
      type: 'image/jpeg',
    };
    await expectRefused([await png(), truncated], 400, 'BAD_REQUEST');
  });

  it('answers 400 for a form without files and 415 for a JSON body', async () => {
    await expectRefused([], 400, 'BAD_REQUEST');
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { files: ['x'] },
      headers: { cookie: editor },
    });
    expect(response.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 401 without a session, 403 to a shopper and to an admin without catalogue:write; nothing stored', async () => {
    const files = [await jpeg()];
    await expectRefused(files, 401, 'UNAUTHORIZED', {});
    await expectRefused(files, 403, 'FORBIDDEN', { cookie: shopper });
    await expectRefused(files, 403, 'FORBIDDEN', { cookie: adminOnly });
    await expectRefused(files, 403, 'FORBIDDEN', { cookie: f.reader.cookie });
  });

  it('answers 404 for an unknown product and keeps none of the files it stored first', async () => {
    const before = await filesUnder(storageFolder);
    const rows = await snapshot(f);
    const missing = fillPath(productsAdminEndpoints.addImages.path, { productId: 999_999 });
    const response = await upload(t.app, missing, [await jpeg(), await png()], { cookie: editor });
    expect(response.statusCode).toBe(404);
    expect(await filesUnder(storageFolder)).toEqual(before);
    expect(await snapshot(f)).toEqual(rows);
  });

  it('answers 403 without the forgery-check header (a cross-site form could send multipart)', async () => {
    await expectRefused([await jpeg()], 403, 'FORBIDDEN', { cookie: editor, csrf: false });
  });
});

describe('its OpenAPI operation', () => {
  it('takes multipart/form-data files and names the permissions and the upload answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/admin/products/{productId}/images'].post;
    expect(operation['x-permissions']).toEqual(['admin_access', 'catalogue:write']);
    expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data']);
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.files).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    expect(operation.responses['413'].description).toContain(`${maxBytes} bytes`);
    expect(operation.responses['415'].description).toContain('judged by its content');
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '500']),
    );
  });
});

/** A PNG signature and header declaring width × height, with no real pixel data behind it. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

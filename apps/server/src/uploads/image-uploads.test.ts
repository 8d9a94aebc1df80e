import path from 'node:path';
import { type AnyEndpoint, csrfHeader, errorEnvelopeSchema, userEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../test/access';
import { jsonHeaders } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { filesUnder, multipartBody, sampleImage, type UploadFile, upload } from '../../test/uploads';
import { rowsOf } from '../db/client';
import { serve } from '../http/endpoint-route';
import { readImageUploads, withImageUploads } from './image-uploads';

const maxBytes = 300_000;

/** Test-only upload calls, registered like any endpoint: what the later issues will build on. */
const endpoint = (path: string) =>
  ({
    tag: 'test',
    operationId: 'testUpload',
    method: 'POST',
    path,
    access: 'user',
    upload: true,
  }) as const satisfies AnyEndpoint;
const attach = endpoint('/api/test/images/attach');
const reject = endpoint('/api/test/images/reject');
const single = endpoint('/api/test/images/single');

let t: TestApp;
let user: string;
let storageFolder: string;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMITS_ENABLED: 'false', UPLOAD_MAX_BYTES: String(maxBytes), UPLOAD_MAX_FILES: '3' },
    beforeReady: (app) => {
      const db = () => app.deps.database.db;
      // Attaches the images to the product named in the query: an unknown product fails the insert (foreign key).
      serve(app, attach, async (request) =>
        withImageUploads(request, { kind: 'product' }, async (images) => {
          const id = Number((request as unknown as { query: { productId: string } }).query.productId);
          for (const image of images) {
            await db().execute(sql`insert into product_images (product_id, image_file, image_file_high_res)
              values (${id}, ${image.imageFile}, ${image.imageFileHighRes})`);
          }
          return { reject: false, images };
        }),
      );
      serve(app, reject, async (request) =>
        withImageUploads(request, { kind: 'product' }, async () => ({ reject: true, reason: 'NOT_NOW' })),
      );
      serve(app, single, async (request) => ({
        images: await readImageUploads(request, { kind: 'category', maxFiles: 1 }),
      }));
    },
  });
  user = await (await userHolding(t.app)).cookie;
  storageFolder = path.join(t.dataDir, 'files');
  const [product] = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`insert into products (product_name, online_price) values ('Milk', 5) returning product_id as id`,
    ),
  );
  productId = product?.id as number;
});
afterAll(() => t.close());

const jpeg = async (): Promise<UploadFile> => ({
  bytes: await sampleImage('jpeg', 640, 480),
  name: 'photo.jpg',
  type: 'image/jpeg',
});

describe('withImageUploads', () => {
  it('keeps the images when the database write succeeds', async () => {
    const before = await filesUnder(storageFolder);
    const response = await upload(
      t.app,
      `${attach.path}?productId=${productId}`,
      [await jpeg(), await jpeg()],
      {
        cookie: user,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await filesUnder(storageFolder)).length).toBe(before.length + 4);
    const rows = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from product_images where product_id = ${productId}`,
      ),
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('removes the stored images when the database write fails (an unknown product)', async () => {
    const before = await filesUnder(storageFolder);
    const response = await upload(t.app, `${attach.path}?productId=999999`, [await jpeg(), await jpeg()], {
      cookie: user,
    });
    expect(response.statusCode).toBe(500);
    expect(await filesUnder(storageFolder)).toEqual(before);
  });

  it('removes the stored images when the write answers a rejection (nothing changed)', async () => {
    const before = await filesUnder(storageFolder);
    const response = await upload(t.app, reject.path, [await jpeg()], { cookie: user });
    expect(response.json()).toEqual({ reject: true, reason: 'NOT_NOW' });
    expect(await filesUnder(storageFolder)).toEqual(before);
  });
});

describe('readImageUploads', () => {
  it('takes no more files than the call allows (below UPLOAD_MAX_FILES), and keeps none', async () => {
    const ok = await upload(t.app, single.path, [await jpeg()], { cookie: user });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await filesUnder(path.join(storageFolder, 'category-images'))).length).toBe(2);
    const before = await filesUnder(storageFolder);
    const response = await upload(t.app, single.path, [await jpeg(), await jpeg()], { cookie: user });
    expect(response.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Send at most 1 files at once.');
    expect(await filesUnder(storageFolder)).toEqual(before);
  });

  it('answers 400 for a body that is not valid multipart, and keeps nothing', async () => {
    const before = await filesUnder(storageFolder);
    const { payload, contentType } = await multipartBody([await jpeg()]);
    const response = await t.app.inject({
      method: 'POST',
      url: attach.path,
      // Cut in the middle of the file: the closing boundary never comes.
      payload: payload.subarray(0, payload.length / 2),
      headers: { 'content-type': contentType, cookie: user, [csrfHeader.name]: csrfHeader.value },
    });
    expect(response.statusCode).toBe(400);
    expect(await filesUnder(storageFolder)).toEqual(before);
  });
});

describe('multipart on calls that read JSON', () => {
  it('is refused with 415, as before uploads existed', async () => {
    const { payload, contentType } = await multipartBody([], { email: 'a@b.example', password: 'x' });
    const response = await t.app.inject({
      method: 'POST',
      url: userEndpoints.login.path,
      payload,
      headers: { ...jsonHeaders, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('over a real connection', () => {
  let address: string;
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const post = async (files: UploadFile[]) => {
    const form = new FormData();
    for (const file of files)
      form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${address}${attach.path}?productId=${productId}`, {
      method: 'POST',
      body: form,
      headers: { cookie: user, [csrfHeader.name]: csrfHeader.value },
    });
  };
  const noise = async (side: number): Promise<UploadFile> => ({
    bytes: await sampleImage('png', side, side, { noise: true }),
    name: 'noise.png',
    type: 'image/png',
  });

  it('answers 413 in the envelope to a client still sending a file over the limit, and keeps nothing', async () => {
    const before = await filesUnder(storageFolder);
    const large = await noise(500);
    expect(large.bytes.length).toBeGreaterThan(maxBytes);
    const response = await post([await jpeg(), large]);
    expect(response.status).toBe(413);
    expect(errorEnvelopeSchema.parse(await response.json()).reason).toBe('PAYLOAD_TOO_LARGE');
    expect(await filesUnder(storageFolder)).toEqual(before);
  });

  it('answers 413 before reading a body whose declared length is past every limit', async () => {
    const huge = await noise(1000);
    expect(huge.bytes.length).toBeGreaterThan(3 * maxBytes + 1024 * 1024);
    const response = await post([huge]);
    expect(response.status).toBe(413);
    expect(errorEnvelopeSchema.parse(await response.json()).message).toBe(
      'The upload is larger than this call accepts.',
    );
  });
});

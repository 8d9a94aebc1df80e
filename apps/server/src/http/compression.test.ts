import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { catalogueEndpoints, fillPath } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const webp = Buffer.concat([Buffer.from('RIFF....WEBPVP8 '), Buffer.alloc(4096, 7)]);
const bigImage = fillPath(catalogueEndpoints.productImage.path, { imageFile: 'big.webp' });

beforeAll(async () => {
  t = await buildTestApp();
  await t.storage.put('product-images/big.webp', webp, 'image/webp');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('compressed answers', () => {
  it('compresses a big JSON answer with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    const br = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves a small answer as it is', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('never recompresses an image, and keeps its ETag and 304', async () => {
    const image = await get(bigImage, { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(webp)).toBe(true);
    const again = await get(bigImage, {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueUrl, categoryId, type DemoFixture, demoFixture, get } from '../../../test/demo-fixture';

let f: DemoFixture;
let listUrl: string;
beforeAll(async () => {
  f = await demoFixture();
  listUrl = catalogueUrl.products('he', await categoryId(f.t, 'Dairy & Eggs'));
});
afterAll(() => f.close());

describe('cached catalogue answers, compressed once', () => {
  it('sends the brotli or gzip form the client accepts, the same answer as the plain one', async () => {
    const plain = await get(f.t, listUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get(f.t, listUrl, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get(f.t, listUrl, undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('honours a refused encoding and a signed-in viewer', async () => {
    const noBrotli = await get(f.t, listUrl, undefined, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await get(f.t, listUrl, undefined, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    const business = await get(f.t, listUrl, f.business, { 'accept-encoding': 'br' });
    expect(business.headers['content-encoding']).toBe('br');
    expect(business.headers['cache-control']).toBe('private, no-store');
    const plainBusiness = await get(f.t, listUrl, f.business);
    expect(brotliDecompressSync(business.rawPayload).equals(plainBusiness.rawPayload)).toBe(true);
  });
});

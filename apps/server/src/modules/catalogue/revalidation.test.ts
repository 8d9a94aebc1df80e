import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueUrl,
  categoryId,
  type DemoFixture,
  demoFixture,
  get,
  productId,
} from '../../../test/demo-fixture';

let f: DemoFixture;
let milk: number;
let listUrl: string;
beforeAll(async () => {
  f = await demoFixture();
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
  listUrl = catalogueUrl.products('en', await categoryId(f.t, 'Dairy & Eggs'));
});
afterAll(() => f.close());

const etagOf = async (url: string, cookie?: string, headers: Record<string, string> = {}) => {
  const response = await get(f.t, url, cookie, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.headers.etag as string;
};
const revalidate = (
  url: string,
  ifNoneMatch: string,
  cookie?: string,
  headers: Record<string, string> = {},
) => get(f.t, url, cookie, { 'if-none-match': ifNoneMatch, ...headers });

describe('catalogue answers revalidate (ETag, If-None-Match)', () => {
  it('carry a strong ETag of their bytes, one per encoded form', async () => {
    const etag = await etagOf(listUrl);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await etagOf(listUrl)).toBe(etag);
    const br = await etagOf(listUrl, undefined, { 'accept-encoding': 'br' });
    expect(br).not.toBe(etag);
    expect(await etagOf(listUrl, undefined, { 'accept-encoding': 'gzip' })).not.toBe(br);
    expect(await etagOf(catalogueUrl.categories('en'))).not.toBe(etag);
  });

  it('answer 304 without a body to a matching If-None-Match, a list holding it, and *', async () => {
    const etag = await etagOf(listUrl);
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const response = await revalidate(listUrl, header);
      expect(response.statusCode, header).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
    }
    const br = await revalidate(listUrl, etag, undefined, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect((await revalidate(listUrl, '"other"')).statusCode).toBe(200);
    expect((await revalidate(catalogueUrl.details('en', 99999999), '*')).statusCode).toBe(404);
  });

  it('never answer a customer-type viewer 304 for the anonymous answer', async () => {
    const anonymous = await etagOf(listUrl);
    const business = await etagOf(listUrl, f.business);
    expect(business).not.toBe(anonymous);
    const response = await revalidate(listUrl, anonymous, f.business);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(business);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await revalidate(listUrl, business, f.business)).statusCode).toBe(304);
  });

  it('answer 200 with a new ETag once the catalogue changed', async () => {
    const url = catalogueUrl.details('en', milk);
    const etag = await etagOf(url);
    await f.t.database.db.execute(
      `update products set online_price = online_price + 1 where product_id = ${milk}`,
    );
    await expect.poll(async () => (await revalidate(url, etag)).statusCode, { timeout: 3000 }).toBe(200);
    const changed = await revalidate(url, etag);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().product.productId).toBe(milk);
  });
});

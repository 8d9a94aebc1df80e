import { catalogueEndpoints, fillPath } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { immutableCaching } from './caching';
import { etagMatches } from './images.routes';

let t: TestApp;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
beforeAll(async () => {
  t = await buildTestApp();
  await t.storage.put('product-images/milk.webp', Buffer.from('RIFF....WEBPVP8 product'), 'image/webp');
  await t.storage.put('category-images/dairy.png', png, 'image/png');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const productImage = (imageFile: string) => fillPath(catalogueEndpoints.productImage.path, { imageFile });
const categoryImage = (imageFile: string) => fillPath(catalogueEndpoints.categoryImage.path, { imageFile });

describe('images', () => {
  it('streams product and category images with immutable caching and an ETag', async () => {
    const product = await get(productImage('milk.webp'));
    expect(product.statusCode).toBe(200);
    expect(product.headers['content-type']).toBe('image/webp');
    expect(product.headers['cache-control']).toBe(immutableCaching);
    expect(product.headers.etag).toMatch(/^".+"$/);
    expect(product.rawPayload.toString()).toBe('RIFF....WEBPVP8 product');
    const category = await get(categoryImage('dairy.png'));
    expect(category.headers['content-type']).toBe('image/png');
    expect(category.rawPayload.equals(png)).toBe(true);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const { headers } = await get(productImage('milk.webp'));
    const etag = String(headers.etag);
    const again = await get(productImage('milk.webp'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(immutableCaching);
    const other = await get(productImage('milk.webp'), { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('answers 404 for an unknown file and for a file of the other folder', async () => {
    for (const url of [productImage('none.webp'), categoryImage('milk.webp')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    }
  });

  // A bare '..' segment never gets here: the router resolves it before matching (a 404).
  it('answers 400 for a name that is not a plain file name', async () => {
    for (const name of ['../secret.webp', '.hidden', 'a b.webp', 'x..webp']) {
      const response = await get(productImage(name));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().reason).toBe('BAD_REQUEST');
    }
  });

  it('compares ETags as caches send them', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

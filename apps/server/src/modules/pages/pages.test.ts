import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productsPageSize } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueUrl, type DemoFixture, demoFixture, get, productWhere } from '../../../test/demo-fixture';
import { withoutNotices } from '../../../test/without-notices';
import { rowsOf } from '../../db/client';

/**
 * The storefront's pages as a crawler or a phone without JavaScript gets them (issue 31): the real
 * app with the web app's real build (`npm run build` first: the test command builds before the
 * server tests), on the demo catalogue, over plain HTTP.
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');
const publicUrl = 'https://shop.example';
let f: DemoFixture;

const page = (url: string, headers: Record<string, string> = {}) => get(f.t, url, undefined, headers);
const api = async <T>(url: string) => (await get(f.t, url)).json() as T;

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as { '@graph': Record<string, unknown>[] },
  );

const productOf = (html: string) =>
  structuredData(html)[0]?.['@graph'].find((node) => node['@type'] === 'Product') as
    | { name: string; offers: { price: string; priceCurrency: string; availability: string } }
    | undefined;

beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js')))
    throw new Error('The web app is not built: run `npm run build` first.');
  f = await demoFixture({ webDistDir: webDist, env: { PUBLIC_URL: publicUrl } });
});
afterAll(() => f.close());

/** A demo product with no promotion price and no deal: its page shows its unit price. */
const plainProduct = () =>
  productWhere(
    f.t,
    sql`p.active and p.promotion_price is null
      and not exists (select 1 from promotion_products pp where pp.product_id = p.product_id)`,
  );

describe('a product page without JavaScript', () => {
  it("carries the Hebrew name, the price in shekels, the language, canonical, alternates and a Product whose price is the API's", async () => {
    const productId = await plainProduct();
    const { product } = await api<{ product: { productName: string; unitPrice: number } }>(
      catalogueUrl.details('he', productId),
    );
    const response = await page(`/he/products/details/${productId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain(product.productName);
    expect(html).toContain(`₪${product.unitPrice.toFixed(2)}`);
    const own = `${publicUrl}/he/products/details/${productId}`;
    expect(html).toContain(`<link rel="canonical" href="${own}">`);
    for (const language of ['en', 'he', 'th'])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${publicUrl}/${language}/products/details/${productId}">`,
      );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${own}">`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\/api\/products\/images\//,
    );
    const ld = productOf(html);
    expect(ld?.name).toBe(product.productName);
    expect(ld?.offers.price).toBe(product.unitPrice.toFixed(2));
    expect(ld?.offers.priceCurrency).toBe('ILS');
  });

  it('is the same page for everyone: a signed-in shopper with a customer type gets the anonymous HTML', async () => {
    const productId = await plainProduct();
    const url = `/en/products/details/${productId}`;
    const anonymous = await page(url);
    const business = await get(f.t, url, f.business);
    expect(business.body).toBe(anonymous.body);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('runs no inline script: data only in JSON blocks, no style attribute (the CSP forbids both)', async () => {
    const productId = await plainProduct();
    for (const url of ['/en', '/he/categories', '/th/products/1/0', `/he/products/details/${productId}`]) {
      const html = (await page(url)).body;
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
      for (const attributes of scripts)
        expect(attributes, url).toMatch(/src="|type="application\/(ld\+)?json"/);
      expect(html, url).not.toMatch(/\sstyle="/);
    }
  });

  it('hands its data to the browser, so that the page does not ask again', async () => {
    const productId = await plainProduct();
    const html = (await page(`/en/products/details/${productId}`)).body;
    const state = /<script type="application\/json" id="rendered-state">(.*?)<\/script>/s.exec(html)?.[1];
    const { queries } = JSON.parse(state ?? '{}') as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(queries.queries.map((query) => query.queryKey)).toContainEqual([
      'catalogue',
      'en',
      0,
      'details',
      productId,
    ]);
  });
});

describe('lists, home and the other rendered pages', () => {
  it("lists a category's page with its cards, heading and pager links", async () => {
    const [category] = (
      await api<{ categories: { categoryId: number; totalProducts: number }[] }>(
        catalogueUrl.categories('en'),
      )
    ).categories.filter((shown) => shown.totalProducts > productsPageSize);
    if (!category) throw new Error('the demo catalogue has no category of two pages');
    const { products } = await api<{ products: { productName: string }[] }>(
      catalogueUrl.products('en', category.categoryId, 1),
    );
    const response = await page(`/en/products/${category.categoryId}/1`);
    expect(response.statusCode).toBe(200);
    for (const product of products)
      expect(response.body).toContain(product.productName.replace(/&/g, '&amp;'));
    expect(response.body).toMatch(/<h1 class="sub-menu__title">/);
    expect(response.body).toContain(`href="/en/products/${category.categoryId}/0"`);
    expect(response.body).toContain(
      `<link rel="canonical" href="${publicUrl}/en/products/${category.categoryId}/1">`,
    );
  });

  it('renders home with the shop as Organization and WebSite, categories and about', async () => {
    const home = await page('/th');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="th" dir="ltr">');
    const types = structuredData(home.body)[0]?.['@graph'].map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect((await page('/he/categories')).statusCode).toBe(200);
    expect((await page('/en/about')).statusCode).toBe(200);
  });

  it('leaves account, cart and checkout to the browser', async () => {
    const response = await page('/en/my-cart');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('rendered-state');
  });
});

describe('not found', () => {
  it.each([
    '/en/products/details/999999999',
    '/en/products/details/abc',
    '/en/products/details/0012',
    '/he/products/999999/0',
    '/he/products/1/99999999999',
    '/he/products/1/-1',
    '/en/products/details/%E0%A4%A',
    '/en/products/%ff/0',
    '/xx/about',
    '/he/nope',
  ])('%s answers 404 with the not-found page, never 500', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('answers 404 for a page past the last of a category', async () => {
    const { total } = await api<{ total: number }>(catalogueUrl.products('en', 1, 0));
    const last = Math.ceil(total / productsPageSize) - 1;
    expect((await page(`/en/products/1/${last}`)).statusCode).toBe(200);
    expect((await page(`/en/products/1/${last + 1}`)).statusCode).toBe(404);
  });

  it('answers 404 once a product is made inactive', async () => {
    const productId = await plainProduct();
    const url = `/en/products/details/${productId}`;
    expect((await page(url)).statusCode).toBe(200);
    await f.t.database.db.execute(sql`update products set active = false where product_id = ${productId}`);
    await vi.waitFor(async () => expect((await page(url)).statusCode).toBe(404));
    await f.t.database.db.execute(sql`update products set active = true where product_id = ${productId}`);
    await vi.waitFor(async () => expect((await page(url)).statusCode).toBe(200));
  });
});

describe('escaping', () => {
  it('keeps a script-looking name inert in the HTML and in the JSON-LD', async () => {
    const productId = await plainProduct();
    const name = '</script><script>alert(1)</script> & "quoted"';
    const [before] = rowsOf<{ name: string }>(
      await f.t.database.db.execute(
        sql`select product_name as name from products where product_id = ${productId}`,
      ),
    );
    await f.t.database.db.execute(
      sql`update products set product_name = ${name} where product_id = ${productId}`,
    );
    await f.t.database.db.execute(
      sql`delete from product_translations where product_id = ${productId} and language_code = 'en'`,
    );
    try {
      const url = `/en/products/details/${productId}`;
      await vi.waitFor(async () => expect((await page(url)).body).toContain('alert(1)'));
      const html = (await page(url)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(structuredData(html)).toHaveLength(1);
      expect(productOf(html)?.name).toBe(name);
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    } finally {
      await f.t.database.db.execute(
        sql`update products set product_name = ${before?.name ?? ''} where product_id = ${productId}`,
      );
    }
  });
});

describe('the rendered pages cache', () => {
  it('keeps a page until what it shows changes', async () => {
    const productId = await plainProduct();
    const url = `/he/products/details/${productId}`;
    await page(url);
    const quiet = 'שם ששונה בשקט';
    await withoutNotices(
      f.t.database,
      sql`update product_translations set product_name = ${quiet} where product_id = ${productId} and language_code = 'he'`,
    );
    expect((await page(url)).body).not.toContain(quiet);
    const announced = 'שם ששונה בהודעה';
    await f.t.database.db.execute(
      sql`update product_translations set product_name = ${announced} where product_id = ${productId} and language_code = 'he'`,
    );
    // The database announces the change at commit: the page is dropped as soon as the notice arrives.
    await vi.waitFor(async () => expect((await page(url)).body).toContain(announced));
  });

  it('answers 500 with a ticket and no page when the data cannot be read, then recovers', async () => {
    const productId = await productWhere(f.t, sql`p.active and p.product_id > 40`);
    const url = `/en/products/details/${productId}`;
    await f.t.database.db.execute(sql`alter table product_images rename to product_images_gone`);
    try {
      const response = await page(url);
      expect(response.statusCode).toBe(500);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain(String(response.headers['x-request-id']));
      expect(response.body).not.toContain('rendered-state');
      expect(response.body).not.toContain('product-title');
    } finally {
      await f.t.database.db.execute(sql`alter table product_images_gone rename to product_images`);
    }
    expect((await page(url)).statusCode).toBe(200);
  });
});

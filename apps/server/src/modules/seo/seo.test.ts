import { gunzipSync } from 'node:zlib';
import { languageCodes } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { withoutNotices } from '../../../test/without-notices';
import { rowsOf } from '../../db/client';

/** Entries of a sitemap or an index: each element's child texts, and a url's alternates by hreflang. */
interface Entry {
  loc?: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** Parses XML (saxes throws on anything not well-formed) into the `url` or `sitemap` entries of its root. */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex'): Entry[] {
  const parser = new SaxesParser({ xmlns: true });
  const entries: Entry[] = [];
  let rootSeen = false;
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('opentag', (tag) => {
    if (tag.local === root) rootSeen = tag.uri === 'http://www.sitemaps.org/schemas/sitemap/0.9';
    if (tag.local === 'url' || tag.local === 'sitemap') entries.push({ alternates: {} });
    if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
    if (tag.uri === 'http://www.w3.org/1999/xhtml' && tag.local === 'link') {
      const attribute = (name: string) => String(tag.attributes[name]?.value);
      expect(attribute('rel')).toBe('alternate');
      const entry = entries.at(-1);
      if (entry) entry.alternates[attribute('hreflang')] = attribute('href');
    }
  });
  parser.on('text', (text) => {
    const entry = entries.at(-1);
    if (field && entry) entry[field] = text;
  });
  parser.on('closetag', () => {
    field = null;
  });
  parser.write(xml).close();
  expect(rootSeen).toBe(true);
  return entries;
}

const publicUrl = 'https://shop.example&co.test';
const escapedOrigin = 'https://shop.example&amp;co.test';
const perFile = 3;
let t: TestApp;
const ids: Record<string, number> = {};

const run = (statement: SQL) => t.database.db.execute(statement);
const idOf = async (statement: SQL) => rowsOf<{ id: number }>(await run(statement))[0]?.id ?? 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: publicUrl }, sitemapUrlsPerFile: perFile });
  const category = (name: string, active = true) =>
    idOf(sql`insert into categories (category_name, active, modified_at)
      values (${name}, ${active}, '2026-03-01T10:00:00Z') returning category_id as id`);
  ids.open = await category('Open');
  ids.members = await category('Members only');
  ids.closed = await category('Closed', false);
  const memberType = await idOf(
    sql`insert into user_types (user_type_name) values ('Members') returning user_type_id as id`,
  );
  await run(
    sql`insert into user_type_categories (user_type_id, category_id) values (${memberType}, ${ids.members})`,
  );
  let day = 0;
  const product = async (name: string, categoryId: number, active = true) => {
    day += 1;
    const id = await idOf(sql`insert into products (product_name, active, modified_at)
      values (${name}, ${active}, ${`2026-04-0${day}T08:00:00Z`}::timestamptz) returning product_id as id`);
    await run(sql`insert into product_categories (product_id, category_id) values (${id}, ${categoryId})`);
    ids[name] = id;
  };
  for (const name of ['shown1', 'shown2', 'shown3', 'shown4', 'shown5']) await product(name, ids.open);
  await product('inactive', ids.open, false);
  await product('membersOnly', ids.members);
  await product('closedOnly', ids.closed);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function index() {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  return entriesOf(response.body, 'sitemapindex');
}

async function sitemapFile(path: string) {
  const response = await get(path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/gzip');
  expect(response.headers['content-encoding']).toBeUndefined();
  return entriesOf(gunzipSync(response.rawPayload).toString('utf8'), 'urlset');
}

/** Every URL entry of a language, file by file as the index lists them. */
async function languageEntries(languageCode: string) {
  const prefix = `${publicUrl}/sitemaps/${languageCode}-`;
  const files = (await index()).filter((file) => file.loc?.startsWith(prefix));
  const entries = [];
  for (const file of files) entries.push(await sitemapFile(String(file.loc).slice(publicUrl.length)));
  return entries;
}

const productUrl = (languageCode: string, name: string) =>
  `${publicUrl}/${languageCode}/products/details/${ids[name]}`;

describe('sitemaps', () => {
  it('an index names each language’s files, split at the limit, each dated by its newest page', async () => {
    const files = await index();
    // 3 fixed pages, 1 visible category, 5 shown products: 9 URLs, 3 files a language.
    expect(files.map((file) => file.loc)).toEqual(
      languageCodes.flatMap((code) => [1, 2, 3].map((n) => `${publicUrl}/sitemaps/${code}-${n}.xml.gz`)),
    );
    expect(files[0]?.lastmod).toBeUndefined(); // home, about, categories: no date of their own
    expect(files[1]?.lastmod).toBe('2026-04-02T08:00:00Z'); // the category, shown1 and shown2
    for (const code of languageCodes) {
      const entries = await languageEntries(code);
      expect(entries.map((file) => file.length)).toEqual([3, 3, 3]);
    }
  });

  it('lists the fixed pages, the visible category and the shown products with their alternates', async () => {
    for (const code of languageCodes) {
      const entries = (await languageEntries(code)).flat();
      expect(entries.map((entry) => entry.loc)).toEqual([
        `${publicUrl}/${code}`,
        `${publicUrl}/${code}/about`,
        `${publicUrl}/${code}/categories`,
        `${publicUrl}/${code}/products/${ids.open}/0`,
        ...['shown1', 'shown2', 'shown3', 'shown4', 'shown5'].map((name) => productUrl(code, name)),
      ]);
      const locs = entries.map((entry) => entry.loc);
      for (const absent of ['inactive', 'membersOnly', 'closedOnly'])
        expect(locs).not.toContain(productUrl(code, absent));
      expect(locs).not.toContain(`${publicUrl}/${code}/products/${ids.members}/0`);
      expect(locs).not.toContain(`${publicUrl}/${code}/products/${ids.closed}/0`);
      const [home, , , category, shown] = entries;
      expect(home?.alternates['x-default']).toBe(`${publicUrl}/`);
      expect(category?.lastmod).toBe('2026-03-01T10:00:00Z');
      expect(shown?.lastmod).toMatch(/^2026-04-0\dT08:00:00Z$/);
      expect(shown?.alternates).toEqual({
        en: productUrl('en', 'shown1'),
        he: productUrl('he', 'shown1'),
        th: productUrl('th', 'shown1'),
        'x-default': productUrl('he', 'shown1'),
      });
    }
  });

  it('escapes the origin', async () => {
    const response = await get('/sitemaps/en-1.xml.gz');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain(`<loc>${escapedOrigin}/en</loc>`);
  });

  it.each([
    '/sitemaps/fr-1.xml.gz',
    '/sitemaps/en-0.xml.gz',
    '/sitemaps/en-4.xml.gz',
    '/sitemaps/en-x.xml.gz',
    '/sitemaps/en-01.xml.gz',
    '/sitemaps/en-1.xml',
    '/sitemaps/en-1.xml.gz.bak',
    '/sitemaps/..%2Fsitemap.xml',
  ])('%s is not found', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API but the images, the back office and private pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'User-agent: *',
      'Allow: /api/products/images/',
      'Allow: /api/categories/images/',
      'Disallow: /api/',
      'Disallow: /admin',
    ]);
    for (const code of languageCodes) {
      for (const page of [
        'my-cart',
        'account-settings',
        'payment',
        'orders/',
        'order-confirmation/',
        'sign-in',
      ])
        expect(lines).toContain(`Disallow: /${code}/${page}`);
      expect(lines.filter((line) => line.startsWith(`Disallow: /${code}/products`))).toEqual([]);
      expect(lines).not.toContain(`Disallow: /${code}/about`);
    }
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('sitemaps follow the catalogue', () => {
  const shown1 = () =>
    languageEntries('he').then((files) => files.flat().find((e) => e.loc === productUrl('he', 'shown1')));

  it('are kept between changes, and a change is in the next answer', async () => {
    // Kept once the instance hears the notices: a change no notice tells about is not seen.
    await expect
      .poll(async () => {
        await shown1();
        await withoutNotices(
          t.database,
          sql`update products set modified_at = '2027-01-01T00:00:00Z' where product_id = ${ids.shown1}`,
        );
        const kept = (await shown1())?.lastmod !== '2027-01-01T00:00:00Z';
        await withoutNotices(
          t.database,
          sql`update products set modified_at = '2026-04-01T08:00:00Z' where product_id = ${ids.shown1}`,
        );
        return kept;
      })
      .toBe(true);

    await run(
      sql`update products set product_name = 'Renamed', modified_at = '2028-05-06T07:08:09Z' where product_id = ${ids.shown1}`,
    );
    await expect.poll(async () => (await shown1())?.lastmod).toBe('2028-05-06T07:08:09Z');

    await run(sql`update products set active = false where product_id = ${ids.shown2}`);
    await expect
      .poll(async () => (await languageEntries('th')).map((file) => file.length))
      .toEqual([3, 3, 2]);
    const locs = (await languageEntries('th')).flat().map((entry) => entry.loc);
    expect(locs).not.toContain(productUrl('th', 'shown2'));
    expect(locs).toContain(productUrl('th', 'shown3'));
  });
});

import { searchLimits, searchResponse } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/database';
import { catalogueUrl, type DemoFixture, demoFixture, get, productId } from '../../../test/demo-fixture';
import { rowsOf } from '../../db/client';
import { searchStatement } from './search';

let f: DemoFixture;
beforeAll(async () => {
  f = await demoFixture();
});
afterAll(() => f.close());

const search = async (term: string, language = 'en', cookie?: string) => {
  const response = await get(f.t, catalogueUrl.search(term, language), cookie);
  expect(response.statusCode, term).toBe(200);
  return searchResponse.parse(response.json()).products;
};

describe('search', () => {
  it('finds Hebrew names and answers in the requested language', async () => {
    const milk = await productId(f.t, 'Fresh milk 3% 1 L');
    const hebrew = await search('חלב טרי', 'he');
    expect(hebrew.map((p) => p.productId)).toContain(milk);
    expect(hebrew[0]?.productName).toMatch(/^חלב טרי/);
    const asEnglish = await search('חלב טרי', 'en');
    expect(asEnglish.find((p) => p.productId === milk)?.productName).toBe('Fresh milk 3% 1 L');
  });

  it('finds Thai names, also inside a name', async () => {
    const thai = await search('นมสด', 'th');
    expect(thai.length).toBeGreaterThan(0);
    expect(thai.every((p) => p.productName.includes('นมสด'))).toBe(true);
    const inside = await search('ยกลัง', 'th', f.business);
    expect(inside.some((p) => p.productName.includes('ยกลัง'))).toBe(true);
  });

  it('ranks an exact name first, then names starting with the term, then the rest', async () => {
    const tomatoes = await productId(f.t, 'Tomatoes');
    const results = await search('tomatoes');
    expect(results[0]?.productId).toBe(tomatoes);
    const names = results.map((p) => p.productName.toLowerCase());
    const firstInside = names.findIndex((name) => !name.startsWith('tomatoes'));
    if (firstInside > 0) expect(names.slice(firstInside).every((n) => !n.startsWith('tomatoes'))).toBe(true);
    expect((await search('TOMATOES'))[0]?.productId).toBe(tomatoes);
  });

  it('finds a product by its barcode and by a barcode prefix', async () => {
    const milk = await productId(f.t, 'Fresh milk 3% 1 L');
    const [row] = rowsOf<{ barcode: string }>(
      await f.t.database.db.execute(sql`select barcode from products where product_id = ${milk}`),
    );
    const barcode = row?.barcode as string;
    expect((await search(barcode))[0]?.productId).toBe(milk);
    expect((await search(barcode.slice(0, 10))).map((p) => p.productId)).toContain(milk);
  });

  it('answers at most 20, with prices, never inactive or hidden products', async () => {
    const many = await search('ch');
    expect(many).toHaveLength(searchLimits.maxResults);
    const anyCase = await search('case', 'en');
    expect(anyCase.some((p) => p.productName.endsWith('case') || p.productName.includes('case,'))).toBe(
      false,
    );
    const business = await search('case', 'en', f.business);
    expect(business.some((p) => p.productName.includes(', case'))).toBe(true);
    const inactive = rowsOf<{ name: string }>(
      await f.t.database.db.execute(sql`select product_name as name from products where not active limit 1`),
    )[0]?.name as string;
    expect((await search(inactive)).some((p) => p.productName === inactive)).toBe(false);
    expect(many[0]?.unitPrice).toBeGreaterThan(0);
  });

  it('matches 2-character terms at the start of a name only', async () => {
    const results = await search('נמ', 'he');
    expect(results.every((p) => /^נמ/.test(p.productName) || p.barcode?.startsWith('נמ'))).toBe(true);
    expect((await search('  eg  ')).length).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search('%%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('answers 400 for a term under 2 or over 100 characters, or a bad language', async () => {
    for (const url of [
      catalogueUrl.search('a'),
      catalogueUrl.search('  a '),
      catalogueUrl.search('x'.repeat(101)),
      catalogueUrl.search('ก'.repeat(101)),
      catalogueUrl.search('milk', 'fr'),
    ]) {
      const response = await get(f.t, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().reason).toBe('BAD_REQUEST');
    }
    expect((await get(f.t, catalogueUrl.search('x'.repeat(100)))).statusCode).toBe(200);
    const thai = 'นมสด'.repeat(25);
    expect((await get(f.t, catalogueUrl.search(thai, 'th'))).statusCode).toBe(200);
  });

  it('answers public cache headers to anonymous viewers and private ones when signed in', async () => {
    expect((await get(f.t, catalogueUrl.search('milk'))).headers['cache-control']).toBe('public, max-age=60');
    expect((await get(f.t, catalogueUrl.search('milk'), f.shopper)).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it.runIf(testDriver === 'postgres')(
    'uses the trigram and prefix indexes (EXPLAIN, PostgreSQL)',
    async () => {
      // The demo catalogue is small enough for sequential scans to win; with them off, the plan shows
      // that every branch can use its index. bench/catalogue.ts prints the plan on 100k products.
      const plan = (term: string, language: 'en' | 'he' | 'th') =>
        f.t.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const explained = await tx.execute(
            sql`explain ${searchStatement(term, language, { userTypeIds: [] })}`,
          );
          return rowsOf<{ 'QUERY PLAN': string }>(explained)
            .map((row) => row['QUERY PLAN'])
            .join('\n');
        });
      for (const [term, language] of [
        ['גבינה', 'he'],
        ['ชีส', 'th'],
        ['cheese', 'en'],
      ] as const) {
        const text = await plan(term, language);
        expect(text, term).toMatch(/Bitmap Index Scan on product_translations_name_trgm/);
        // On these few products the planner may read the base names through the admin grid's name
        // index instead of the trigram one; never by a scan of the table. On 100k products it takes
        // products_name_trgm (bench/catalogue.ts prints that plan).
        expect(text, term).not.toMatch(/Seq Scan on products\b/);
        expect(text, term).toMatch(/Scan (using|on) product_translations_name_prefix/);
      }
    },
  );
});

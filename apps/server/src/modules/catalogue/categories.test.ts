import { categoriesResponse, categoryResponse, errorEnvelopeSchema } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueUrl, categoryId, type DemoFixture, demoFixture, get } from '../../../test/demo-fixture';

let f: DemoFixture;
let wholesale: number;
let dairy: number;
beforeAll(async () => {
  f = await demoFixture();
  wholesale = await categoryId(f.t, 'Wholesale Packs');
  dairy = await categoryId(f.t, 'Dairy & Eggs');
});
afterAll(() => f.close());

const categories = async (language: string, cookie?: string) =>
  categoriesResponse.parse((await get(f.t, catalogueUrl.categories(language), cookie)).json()).categories;

describe('categories', () => {
  it('lists the public categories in each language with product counts', async () => {
    const [en, he, th] = await Promise.all([categories('en'), categories('he'), categories('th')]);
    expect(en).toHaveLength(16);
    expect(en.map((c) => c.categoryId)).toEqual(he.map((c) => c.categoryId));
    const dairyEn = en.find((c) => c.categoryId === dairy);
    expect(dairyEn?.categoryName).toBe('Dairy & Eggs');
    expect(he.find((c) => c.categoryId === dairy)?.categoryName).toMatch(/[\u0590-\u05ff]/);
    expect(th.find((c) => c.categoryId === dairy)?.categoryName).toMatch(/[\u0e00-\u0e7f]/);
    expect(dairyEn?.totalProducts).toBeGreaterThan(10);
    expect(dairyEn?.imageFile).toMatch(/\.webp$/);
    expect(en.some((c) => c.categoryId === wholesale)).toBe(false);
  });

  it('counts only active products', async () => {
    const bakery = (await categories('en')).find((c) => c.categoryName === 'Bakery & Bread');
    const { rows } = (await f.t.database.db.execute(
      `select count(*)::int as n from product_categories pc join products p using (product_id)
       join categories c using (category_id) where c.category_name = 'Bakery & Bread' and p.active`,
    )) as unknown as { rows: { n: number }[] };
    expect(bakery?.totalProducts).toBe(rows[0]?.n);
  });

  it('shows Wholesale Packs to the Business shopper only', async () => {
    expect((await categories('en', f.business)).some((c) => c.categoryId === wholesale)).toBe(true);
    expect((await categories('en', f.shopper)).some((c) => c.categoryId === wholesale)).toBe(false);
    const forBusiness = await get(f.t, catalogueUrl.category('he', wholesale), f.business);
    expect(categoryResponse.parse(forBusiness.json()).category.categoryName).toBe('מארזים סיטונאיים');
  });

  it('answers 404 for a hidden, unknown or inactive category', async () => {
    const frozen = await categoryId(f.t, 'Frozen Food');
    expect((await categories('en')).some((c) => c.categoryId === frozen)).toBe(true);
    const frozenShown = async (cookie?: string) =>
      (await categories('en', cookie)).some((c) => c.categoryId === frozen);
    await f.t.database.db.execute(`update categories set active = false where category_name = 'Frozen Food'`);
    // No cache is emptied by hand: the database's change notice empties every kept answer.
    await expect.poll(() => frozenShown(), { timeout: 3000 }).toBe(false);
    expect(await frozenShown(f.shopper)).toBe(false);
    expect(await frozenShown(f.business)).toBe(false);
    for (const [url, cookie] of [
      [catalogueUrl.category('en', wholesale), f.shopper],
      [catalogueUrl.category('en', wholesale), undefined],
      [catalogueUrl.category('en', '999999'), undefined],
      [catalogueUrl.category('en', frozen), f.business],
    ] as const) {
      const response = await get(f.t, url, cookie);
      expect(response.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('NOT_FOUND');
    }
    await f.t.database.db.execute(`update categories set active = true where category_name = 'Frozen Food'`);
    await expect.poll(() => frozenShown(), { timeout: 3000 }).toBe(true);
  });

  it('answers 400 for a bad language or id', async () => {
    for (const url of [
      catalogueUrl.categories('fr'),
      catalogueUrl.category('en', 'abc'),
      catalogueUrl.category('en', '-1'),
      catalogueUrl.category('en', '1.5'),
    ]) {
      const response = await get(f.t, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().reason).toBe('BAD_REQUEST');
    }
  });

  it('lets shared caches keep anonymous answers, never signed-in ones', async () => {
    const anonymous = await get(f.t, catalogueUrl.categories('en'));
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    expect(anonymous.headers.vary).toMatch(/cookie/i);
    const signedIn = await get(f.t, catalogueUrl.categories('en'), f.shopper);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

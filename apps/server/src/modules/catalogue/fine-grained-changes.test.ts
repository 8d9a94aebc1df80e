import {
  productDetailsResponse,
  productsAdminEndpoints,
  productsResponse,
  searchResponse,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userHolding } from '../../../test/access';
import { secondInstance } from '../../../test/app';
import {
  catalogueUrl,
  categoryId,
  type DemoFixture,
  demoFixture,
  productId,
  productWhere,
} from '../../../test/demo-fixture';
import { callEndpoint } from '../../../test/endpoint-calls';
import { withoutNotices } from '../../../test/without-notices';
import { rowsOf } from '../../db/client';
import { catalogueChannel, catalogueTags } from '../../domain/catalogue/catalogue-changes';

/**
 * Issue 13's "done when": two instances on one database (PGlite shares its handle, PostgreSQL
 * runs a second app with its own pool and listener). A change drops only the answers that show
 * what it touched: proved by changing other products "quietly" (without the notice, as a
 * replica session does), so an answer still served from cache shows the old value.
 */
let f: DemoFixture;
let b: Awaited<ReturnType<typeof secondInstance>>;
let editorCookie: string;
let milk: number;
let lactoseFree: number;
let dairy: number;

beforeAll(async () => {
  f = await demoFixture();
  b = await secondInstance(f.t, { RATE_LIMITS_ENABLED: 'false' });
  editorCookie = (await userHolding(f.t.app, { groups: ['catalog_manager'] })).cookie;
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
  lactoseFree = await productId(f.t, 'Lactose-free milk 2% 1 L');
  dairy = await categoryId(f.t, 'Dairy & Eggs');
});
afterAll(async () => {
  await b?.close();
  await f?.close();
});

const onB = async (url: string) => {
  const response = await b.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const detailsOnB = async (id: number) =>
  productDetailsResponse.parse(await onB(catalogueUrl.details('en', id))).product;
const priceOnB = async (id: number) => (await detailsOnB(id)).onlinePrice;
/** The dairy pages on instance B until one lists the product. */
const cardOnB = async (id: number) => {
  for (let page = 0; page < 10; page++) {
    const { products } = productsResponse.parse(await onB(catalogueUrl.products('en', dairy, page)));
    const card = products.find((product) => product.productId === id);
    if (card) return card;
  }
  throw new Error(`product ${id} is not in the dairy pages`);
};

const changeQuietly = (statement: ReturnType<typeof sql>) => withoutNotices(f.t.database, statement);

/**
 * Resolves when instance B's answer cache has dropped `tag`: B has heard the notice. Watches the
 * real cache's drop (the spy calls through), so what follows is B's first request after it.
 */
function whenBDrops(tag: string): Promise<void> {
  const cache = b.app.deps.catalogueAnswers;
  const drop = cache.drop.bind(cache);
  return new Promise((resolve) => {
    const watch = vi.spyOn(cache, 'drop').mockImplementation((tags) => {
      drop(tags);
      if (!tags.includes(tag)) return;
      watch.mockRestore();
      resolve();
    });
  });
}

/** Waits until instance B hears notices (it bypasses its cache until then). */
async function whenBListens() {
  await expect
    .poll(async () => {
      const before = await priceOnB(milk);
      await changeQuietly(
        sql`update products set online_price = online_price + 100 where product_id = ${milk}`,
      );
      const kept = (await priceOnB(milk)) === before;
      await changeQuietly(
        sql`update products set online_price = online_price - 100 where product_id = ${milk}`,
      );
      return kept;
    })
    .toBe(true);
}

describe('a catalogue change drops only the answers that show it, on every instance', () => {
  it('a price saved on one instance is seen on the other; an unrelated product is still served from cache', async () => {
    await whenBListens();
    const milkBefore = await priceOnB(milk);
    const lactoseFreeCached = await priceOnB(lactoseFree);
    await changeQuietly(
      sql`update products set online_price = online_price + 7 where product_id = ${lactoseFree}`,
    );

    const version = rowsOf<{ version: number }>(
      await f.t.database.db.execute(sql`select version from products where product_id = ${milk}`),
    )[0]?.version;
    const heard = whenBDrops(catalogueTags.product(milk));
    const saved = await callEndpoint(f.t, productsAdminEndpoints.update, {
      cookie: editorCookie,
      params: { productId: milk },
      body: { version, changes: { onlinePrice: milkBefore + 1 } },
    });
    expect(saved.statusCode).toBe(200);

    await heard;
    expect(await priceOnB(milk)).toBe(milkBefore + 1); // B's next request after the notice
    expect(await priceOnB(lactoseFree)).toBe(lactoseFreeCached);
    await changeQuietly(
      sql`update products set online_price = online_price - 7 where product_id = ${lactoseFree}`,
    );
  });

  it('a product’s change drops the list pages showing it, not its other categories’ pages', async () => {
    await whenBListens();
    const lactoseFreeCard = await cardOnB(lactoseFree);
    const other = await categoryId(f.t, 'Bakery & Bread');
    const bakeryFirst = productsResponse.parse(await onB(catalogueUrl.products('en', other, 0))).products[0];
    if (!bakeryFirst) throw new Error('no bakery product');
    await changeQuietly(
      sql`update products set out_of_stock = not out_of_stock where product_id = ${bakeryFirst.productId}`,
    );

    await f.t.database.db.execute(
      sql`update products set online_price = online_price + 3 where product_id = ${lactoseFree}`,
    );
    await expect
      .poll(async () => (await cardOnB(lactoseFree)).onlinePrice, { timeout: 2000, interval: 10 })
      .toBe(lactoseFreeCard.onlinePrice + 3);
    const bakeryNow = productsResponse.parse(await onB(catalogueUrl.products('en', other, 0))).products[0];
    expect(bakeryNow?.outOfStock).toBe(bakeryFirst.outOfStock); // still the cached page
    await changeQuietly(
      sql`update products set out_of_stock = not out_of_stock where product_id = ${bakeryFirst.productId}`,
    );
  });

  it('search answers stay through a price change and follow a rename', async () => {
    await whenBListens();
    const search = async (term: string) =>
      searchResponse.parse(await onB(catalogueUrl.search(term, 'en'))).products;
    const found = await search('lactose');
    expect(found.map((product) => product.productId)).toContain(lactoseFree);
    const unrelated = await productWhere(f.t, sql`p.product_name like 'Rye bread%'`);
    await changeQuietly(
      sql`update products set product_name = 'Lactose bread' where product_id = ${unrelated}`,
    );
    const milkPrice = await priceOnB(milk);
    await f.t.database.db.execute(
      sql`update products set online_price = online_price + 1 where product_id = ${milk}`,
    );
    await expect.poll(() => priceOnB(milk), { timeout: 2000, interval: 10 }).toBe(milkPrice + 1);
    expect((await search('lactose')).map((product) => product.productId)).not.toContain(unrelated);

    await f.t.database.db.execute(
      sql`update products set product_name = 'Lactose milk plain' where product_id = ${milk}`,
    );
    await expect
      .poll(async () => (await search('lactose')).map((product) => product.productId), {
        timeout: 2000,
        interval: 10,
      })
      .toEqual(expect.arrayContaining([milk, unrelated]));
  });

  it('a batch of 1,000 changed rows in one transaction is one notice; unshown columns drop nothing', async () => {
    const notices: string[] = [];
    const stop = f.t.database.listen(catalogueChannel, {
      onNotice: (notice) => notices.push(notice),
      onDeaf: () => {},
      onListening: () => {},
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ids = rowsOf<{ id: number }>(
        await f.t.database.db.execute(
          sql`select product_id as id from products order by product_id limit 1000`,
        ),
      ).map((row) => row.id);
      await f.t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update products set online_price = online_price + 1 where product_id in (
          select product_id from products order by product_id limit 500)`);
        await tx.execute(sql`update products set online_price = online_price + 1 where product_id in (
          select product_id from products order by product_id limit 1000)`);
      });
      await expect.poll(() => notices.length, { timeout: 2000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(notices).toEqual([`p:${ids.join(',')}`]);

      notices.length = 0;
      await f.t.database.db.execute(
        sql`update products set synced_at = now(), cost_price = 1 where product_id = ${milk}`,
      );
      await expect.poll(() => notices, { timeout: 2000 }).toEqual(['-']);
    } finally {
      await stop();
    }
  });
});

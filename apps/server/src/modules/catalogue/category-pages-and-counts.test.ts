import { productsResponse } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { catalogueUrl } from '../../../test/demo-fixture';
import { rowsOf } from '../../db/client';

/**
 * A category's count of active products and each link's copy of its product's activity are kept
 * by triggers (migration 0012); after every kind of change they equal what counting would say. Its
 * pages, read from the nearer end of the index, join up into the whole list in product id order.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

/** Categories whose kept count differs from a count, and links whose activity differs from their product's. */
async function drift() {
  const counts = rowsOf<{ id: number; kept: number; counted: number }>(
    await run(sql`
      select c.category_id as id, c.active_product_count as kept,
        (select count(*) from product_categories pc join products p on p.product_id = pc.product_id
         where pc.category_id = c.category_id and p.active)::int as counted
      from categories c`),
  ).filter((row) => row.kept !== row.counted);
  const links = rowsOf<{ id: number }>(
    await run(sql`select pc.product_id as id from product_categories pc
      join products p on p.product_id = pc.product_id where pc.active <> p.active`),
  );
  return { counts, links };
}

const keptCount = async (name: string) =>
  rowsOf<{ n: number }>(
    await run(sql`select active_product_count as n from categories where category_name = ${name}`),
  )[0]?.n;

describe('kept category counts', () => {
  it('stay exact through links, activity, deletes, moves and truncation', async () => {
    await run(sql`insert into categories (category_name) values ('Fruit'), ('Veg'), ('Bread')`);
    await run(sql`insert into products (product_name, active)
      select 'Item ' || g, g % 5 <> 0 from generate_series(1, 300) g`);
    await run(sql`insert into product_categories (category_id, product_id)
      select c.category_id, p.product_id from categories c, products p
      where (c.category_name = 'Fruit' and p.product_id % 2 = 0) or (c.category_name = 'Veg' and p.product_id % 3 = 0)`);
    expect(await drift()).toEqual({ counts: [], links: [] });
    expect(await keptCount('Fruit')).toBe(120); // 150 even ids, of which 30 are multiples of 10

    await run(sql`update products set active = not active where product_id <= 100`);
    expect(await drift()).toEqual({ counts: [], links: [] });
    await run(sql`update products set online_price = online_price + 1`); // activity untouched
    expect(await drift()).toEqual({ counts: [], links: [] });

    await run(sql`delete from products where product_id between 50 and 70`);
    await run(sql`delete from product_categories where product_id between 200 and 220`);
    await run(sql`update product_categories set category_id = (select category_id from categories where category_name = 'Bread')
      where product_id between 250 and 260 and category_id = (select category_id from categories where category_name = 'Veg')`);
    // A link handed to another product takes that product's activity (by now 6 is inactive, 5 active).
    await run(sql`update product_categories set product_id = 5
      where product_id = 6 and category_id = (select category_id from categories where category_name = 'Veg')`);
    expect(await drift()).toEqual({ counts: [], links: [] });

    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update products set active = false where product_id between 270 and 290`);
      await tx.execute(sql`insert into products (product_name, active) values ('Late item', false)`);
      await tx.execute(sql`insert into product_categories (category_id, product_id)
        select category_id, (select max(product_id) from products) from categories where category_name = 'Bread'`);
      await tx.execute(sql`update products set active = true where product_name = 'Late item'`);
    });
    expect(await drift()).toEqual({ counts: [], links: [] });

    await run(sql`delete from categories where category_name = 'Veg'`);
    expect(await drift()).toEqual({ counts: [], links: [] });
    await run(sql`truncate product_categories`);
    expect(await drift()).toEqual({ counts: [], links: [] });
    expect(await keptCount('Fruit')).toBe(0);
  });
});

describe('category pages', () => {
  it('join up into every active product in id order, from either end, with the kept total', async () => {
    await run(sql`insert into categories (category_name) values ('Paged')`);
    const [category] = rowsOf<{ id: number }>(
      await run(sql`select category_id as id from categories where category_name = 'Paged'`),
    );
    await run(sql`insert into products (product_name, active)
      select 'Paged ' || g, g % 7 <> 0 from generate_series(1, 130) g`);
    await run(sql`insert into product_categories (category_id, product_id)
      select ${category?.id}, product_id from products where product_name like 'Paged %'`);
    const expected = rowsOf<{ id: number }>(
      await run(
        sql`select product_id as id from products where product_name like 'Paged %' and active order by product_id`,
      ),
    ).map((row) => row.id);
    expect(expected).toHaveLength(112);

    const shown: number[] = [];
    for (let pageIndex = 0; pageIndex < 6; pageIndex++) {
      const response = await t.app.inject({
        method: 'GET',
        url: catalogueUrl.products('en', category?.id ?? 0, pageIndex),
      });
      const page = productsResponse.parse(response.json());
      expect(page.total).toBe(112);
      expect(page.products.length).toBe(pageIndex < 4 ? 25 : pageIndex === 4 ? 12 : 0);
      shown.push(...page.products.map((product) => product.productId));
    }
    expect(shown).toEqual(expected);
  });
});

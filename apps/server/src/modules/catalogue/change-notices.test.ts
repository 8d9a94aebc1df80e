import { productDetailsResponse } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/database';
import { catalogueUrl, type DemoFixture, demoFixture, get, productId } from '../../../test/demo-fixture';
import { withoutNotices } from '../../../test/without-notices';

let f: DemoFixture;
let milk: number;
beforeAll(async () => {
  f = await demoFixture();
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
});
afterAll(() => f.close());

const price = async () =>
  productDetailsResponse.parse((await get(f.t, catalogueUrl.details('en', milk))).json()).product.onlinePrice;

/** Changes the price without the change notice. */
const setPriceQuietly = (value: number) =>
  withoutNotices(f.t.database, sql`update products set online_price = ${value} where product_id = ${milk}`);

describe('catalogue answers follow the database', () => {
  it('are kept between changes and emptied by the change notice', async () => {
    await expect.poll(price, { timeout: 3000 }).toBeGreaterThan(0);
    const before = await price();
    await setPriceQuietly(before + 1);
    expect(await price()).toBe(before); // kept: nothing told the cache
    await f.t.database.db.execute(
      `update products set online_price = ${before + 2} where product_id = ${milk}`,
    );
    await expect.poll(price, { timeout: 3000 }).toBe(before + 2);
  });

  it.runIf(testDriver === 'postgres')(
    'are not kept while the instance cannot hear the notices, and kept again once it can',
    async () => {
      const before = await price();
      await f.t.database.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen%'`,
      );
      // Deaf: every answer comes from the database, so a quiet change shows at once.
      await expect
        .poll(
          async () => {
            await setPriceQuietly(before + 1);
            return price();
          },
          { timeout: 3000 },
        )
        .toBe(before + 1);
      // Listening again (the first retry is after 0.5 s): answers are kept again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await price();
      await setPriceQuietly(before + 5);
      expect(await price()).toBe(before + 1);
    },
  );
});

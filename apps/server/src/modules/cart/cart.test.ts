import { addCartItemResponse, cartEndpoints, cartResponse, csrfHeader, fillPath } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { send } from '../../../test/accounts';
import {
  categoryId,
  type DemoFixture,
  demoFixture,
  get,
  productId,
  productWhere,
} from '../../../test/demo-fixture';
import { rowsOf } from '../../db/client';
import { cartItems } from '../../db/schema';

let f: DemoFixture;
let milk: number;
let tomatoes: number;
beforeAll(async () => {
  f = await demoFixture();
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
  tomatoes = await productId(f.t, 'Tomatoes');
});
afterAll(() => f.close());
beforeEach(async () => {
  await f.t.database.db.delete(cartItems);
});

const cartUrl = (languageCode = 'en') => fillPath(cartEndpoints.cart.path, { languageCode });
const add = async (productId: number, quantity: unknown, cookie = f.shopper, languageCode = 'en') =>
  addCartItemResponse.parse(
    (
      await send(f.t, 'POST', cartEndpoints.addItem.path, { productId, quantity, languageCode }, cookie)
    ).json(),
  );
const cart = async (cookie = f.shopper, language = 'en') =>
  cartResponse.parse((await get(f.t, cartUrl(language), cookie)).json());
const lines = async () =>
  rowsOf<{ userId: number; productId: number; quantity: string }>(
    await f.t.database.db.execute(
      sql`select user_id as "userId", product_id as "productId", quantity::text as quantity from cart_items order by 1, 2`,
    ),
  );
const remove = (cartItemId: number | string, cookie?: string) =>
  f.t.app.inject({
    method: 'DELETE',
    url: fillPath(cartEndpoints.removeItem.path, { cartItemId }),
    headers: { [csrfHeader.name]: csrfHeader.value, ...(cookie ? { cookie } : {}) },
  });

describe('cart', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await get(f.t, cartUrl())).statusCode).toBe(401);
    expect(
      (await send(f.t, 'POST', cartEndpoints.addItem.path, { productId: milk, quantity: 1 })).statusCode,
    ).toBe(401);
    expect((await remove(1)).statusCode).toBe(401);
  });

  it('adds deltas to one line and answers it priced, in the language asked', async () => {
    const first = await add(milk, 1);
    expect(first.reject).toBe(false);
    const second = await add(milk, 2, f.shopper, 'he');
    if (second.reject || !second.cartItem) throw new Error('expected a line');
    expect(second.cartItem).toMatchObject({
      productId: milk,
      quantity: 3,
      minimumQuantity: 1,
      quantityStep: 1,
    });
    expect(second.cartItem.productName).toMatch(/[\u0590-\u05ff]/);
    expect(second.cartItem.unitPrice).toBe(second.cartItem.promotionPrice ?? second.cartItem.onlinePrice);
    const { cartItems: items, totals } = await cart();
    expect(items).toHaveLength(1);
    expect(items[0]?.lineTotal).toBeCloseTo((items[0]?.unitPrice as number) * 3, 2);
    expect(totals.total).toBe(totals.subtotal);
    expect(totals.subtotal).toBe(items[0]?.lineTotal);
    expect(await lines()).toHaveLength(1);
  });

  it('keeps weighed goods on the step grid from 0, above the minimum, exactly', async () => {
    const ok = async (delta: number, expected: number | null) => {
      const answer = await add(tomatoes, delta);
      expect(answer.reject, String(delta)).toBe(false);
      if (!answer.reject) expect(answer.cartItem?.quantity ?? null).toBe(expected);
    };
    const rejected = async (delta: number, reason: string) => {
      const before = await lines();
      expect(await add(tomatoes, delta)).toMatchObject({ reject: true, reason });
      expect(await lines()).toEqual(before);
    };
    await rejected(0.25, 'QUANTITY_BELOW_MINIMUM');
    expect(await lines()).toEqual([]);
    await ok(0.5, 0.5);
    await ok(0.25, 0.75);
    await rejected(0.1, 'QUANTITY_OFF_STEP');
    await ok(0.1 + 0.15, 1);
    await ok(-0.25, 0.75);
    await rejected(-0.5, 'QUANTITY_BELOW_MINIMUM');
    expect((await lines())[0]?.quantity).toBe('0.750');
    await ok(-0.75, null);
    expect(await lines()).toEqual([]);
  });

  it('removes a line that a delta takes to zero or below, and ignores a negative delta on no line', async () => {
    await add(milk, 2);
    expect(await add(milk, -5)).toMatchObject({ reject: false, cartItem: null });
    expect(await lines()).toEqual([]);
    expect(await add(milk, -1)).toMatchObject({ reject: false, cartItem: null });
    expect(await lines()).toEqual([]);
  });

  it('applies the Business minimum, step and price', async () => {
    expect(await add(milk, 1, f.business)).toMatchObject({ reject: true, reason: 'QUANTITY_BELOW_MINIMUM' });
    expect(await add(milk, 18, f.business)).toMatchObject({ reject: true, reason: 'QUANTITY_OFF_STEP' });
    const answer = await add(milk, 24, f.business);
    if (answer.reject || !answer.cartItem) throw new Error('expected a line');
    expect(answer.cartItem).toMatchObject({ quantity: 24, minimumQuantity: 12, quantityStep: 12 });
    expect(answer.cartItem.unitPrice).toBe(answer.cartItem.customerPrice);
    expect(answer.cartItem.unitPrice).toBeLessThan(answer.cartItem.onlinePrice);
  });

  it('rejects out-of-stock, inactive, hidden and unknown products with a reason, cart unchanged', async () => {
    const outOfStock = await productWhere(f.t, sql`p.active and p.out_of_stock and p.minimum_quantity = 1`);
    const inactive = await productWhere(f.t, sql`not p.active and p.minimum_quantity = 1`);
    const wholesale = await categoryId(f.t, 'Wholesale Packs');
    const hidden = await productWhere(
      f.t,
      sql`p.product_id in (select product_id from product_categories where category_id = ${wholesale})`,
    );
    await add(milk, 1);
    const before = await lines();
    for (const [id, reason] of [
      [outOfStock, 'OUT_OF_STOCK'],
      [inactive, 'PRODUCT_INACTIVE'],
      [hidden, 'PRODUCT_NOT_FOUND'],
      [999999, 'PRODUCT_NOT_FOUND'],
    ] as const) {
      const answer = await add(id, 1);
      expect(answer, String(id)).toMatchObject({ reject: true, reason });
      if (answer.reject) expect(answer.message).toBeTruthy();
    }
    expect(await lines()).toEqual(before);
    expect((await add(hidden, 1, f.business)).reject).toBe(false);
  });

  it('rejects a line over the largest quantity', async () => {
    await add(milk, 10_000);
    expect(await add(milk, 1)).toMatchObject({ reject: true, reason: 'QUANTITY_TOO_LARGE' });
    expect((await lines())[0]?.quantity).toBe('10000.000');
  });

  it('answers 400 to a malformed add and writes nothing', async () => {
    for (const body of [
      { productId: milk, quantity: 0 },
      { productId: milk, quantity: 0.0001 },
      { productId: milk, quantity: '1' },
      { productId: milk, quantity: 10_001 },
      { productId: milk },
      { productId: -1, quantity: 1 },
      { productId: milk, quantity: 1, languageCode: 'fr' },
    ]) {
      const response = await send(f.t, 'POST', cartEndpoints.addItem.path, body, f.shopper);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().reason).toBe('BAD_REQUEST');
    }
    expect(await lines()).toEqual([]);
  });

  it("removes own lines only: another user's or an unknown id is a 404", async () => {
    const mine = await add(milk, 1);
    const theirs = await add(milk, 12, f.business);
    if (mine.reject || theirs.reject || !mine.cartItem || !theirs.cartItem) throw new Error('expected lines');
    expect((await remove(theirs.cartItem.cartItemId, f.shopper)).statusCode).toBe(404);
    expect((await remove(999999, f.shopper)).statusCode).toBe(404);
    expect((await remove('abc', f.shopper)).statusCode).toBe(400);
    expect(await lines()).toHaveLength(2);
    const removed = await remove(mine.cartItem.cartItemId, f.shopper);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ reject: false, reason: null });
    expect((await remove(mine.cartItem.cartItemId, f.shopper)).statusCode).toBe(404);
    expect((await cart(f.business)).cartItems).toHaveLength(1);
  });

  it('loses no update and makes no second line under concurrent adds', async () => {
    await Promise.all(Array.from({ length: 8 }, () => add(tomatoes, 0.5)));
    await Promise.all(Array.from({ length: 8 }, () => add(milk, 1)));
    const quantities = Object.fromEntries((await lines()).map((line) => [line.productId, line.quantity]));
    expect(quantities).toEqual({ [milk]: '8.000', [tomatoes]: '4.000' });
  });

  it('marks a line unavailable when its product goes out of stock, and leaves it out of the total', async () => {
    await add(milk, 2);
    await add(tomatoes, 1);
    await f.t.database.db.execute(
      sql`update products set out_of_stock = true where product_id = ${tomatoes}`,
    );
    try {
      const { cartItems: items, totals } = await cart(f.shopper, 'th');
      expect(items.map((item) => item.available)).toEqual([true, false]);
      expect(items[0]?.productName).toMatch(/[\u0e00-\u0e7f]/);
      expect(totals.subtotal).toBe(items[0]?.lineTotal);
      // Taking some off is still allowed; adding is not.
      expect(await add(tomatoes, 0.25)).toMatchObject({ reject: true, reason: 'OUT_OF_STOCK' });
      expect(await add(tomatoes, -0.25)).toMatchObject({ reject: false });
    } finally {
      await f.t.database.db.execute(
        sql`update products set out_of_stock = false where product_id = ${tomatoes}`,
      );
    }
  });

  it('is never cached', async () => {
    expect((await get(f.t, cartUrl(), f.shopper)).headers['cache-control']).toBe('private, no-store');
  });
});

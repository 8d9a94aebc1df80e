import {
  cartEndpoints,
  cartResponse,
  fillPath,
  finalizeOrderResponse,
  orderResponse,
  ordersPageResponse,
  ordersResponse,
  type SlotChoice,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonHeaders, send } from '../../../test/accounts';
import { type DemoFixture, demoFixture, get, productId } from '../../../test/demo-fixture';
import { rowsOf } from '../../db/client';
import { cartItems, deliverySlotHolds, notifications, orders, shippingAddresses } from '../../db/schema';
import { zoneWithSlot } from '../../domain/delivery/testing/delivery-fixture';

let f: DemoFixture;
let milk: number;
let tomatoes: number;
let pita: number;
let shopperId: number;
let businessId: number;
let shopperAddress: number;
let shopperOtherAddress: number;
let businessAddress: number;
/** A bookable slot of a zone over the test addresses, sent with every finalize. */
let slot: SlotChoice;

const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await f.t.database.db.execute(statement));
const userIdOf = async (email: string) =>
  (await query<{ id: number }>(sql`select user_id as id from users where email = ${email}`))[0]?.id as number;

async function addAddress(userId: number, isDefault: boolean, city = 'Tel Aviv') {
  const [row] = await f.t.database.db
    .insert(shippingAddresses)
    .values({
      userId,
      label: 'Home',
      recipientName: 'Noa Shopper',
      phone: '050-1234567',
      addressLine1: 'Herzl 1',
      city,
      postalCode: '6100000',
      country: 'Israel',
      latitude: '32.085300',
      longitude: '34.781800',
      isDefault,
    })
    .returning({ id: shippingAddresses.shippingAddressId });
  return row?.id as number;
}

beforeAll(async () => {
  f = await demoFixture();
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
  tomatoes = await productId(f.t, 'Tomatoes');
  pita = await productId(f.t, 'Pita 10 pcs');
  shopperId = await userIdOf('shopper@freshcart.example');
  businessId = await userIdOf('business@freshcart.example');
  // The demo shopper comes with a home address; these tests use their own.
  await f.t.database.db.delete(shippingAddresses);
  shopperAddress = await addAddress(shopperId, true);
  shopperOtherAddress = await addAddress(shopperId, false, 'Haifa');
  businessAddress = await addAddress(businessId, true);
  ({ slot } = await zoneWithSlot(f.t.database.db));
});
afterAll(() => f.close());
beforeEach(async () => {
  const db = f.t.database.db;
  await db.delete(cartItems);
  await db.delete(notifications);
  await db.delete(orders);
  await db.delete(deliverySlotHolds);
});

const add = async (productId: number, quantity: number, cookie = f.shopper) => {
  const response = await send(f.t, 'POST', cartEndpoints.addItem.path, { productId, quantity }, cookie);
  expect(response.json().reject, response.body).toBe(false);
};
const cart = async (cookie = f.shopper) =>
  cartResponse.parse(
    (await get(f.t, fillPath(cartEndpoints.cart.path, { languageCode: 'en' }), cookie)).json(),
  );
const finalizeRaw = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  f.t.app.inject({
    method: 'POST',
    url: '/api/orders/finalize',
    payload: JSON.stringify(body),
    headers: { ...jsonHeaders, ...headers, ...(cookie ? { cookie } : {}) },
  });
/** A finalize with the test slot unless the body says otherwise. */
const finalize = async (body: object, cookie = f.shopper, headers: Record<string, string> = {}) => {
  const response = await finalizeRaw({ deliverySlot: slot, ...body }, cookie, headers);
  expect(response.statusCode, response.body).toBe(200);
  return finalizeOrderResponse.parse(response.json());
};
/** Everything a finalize may write, to compare before and after a rejection. */
const snapshot = () =>
  query(sql`select
    (select count(*)::int from orders) as orders,
    (select count(*)::int from order_items) as items,
    (select count(*)::int from notifications) as notifications,
    (select coalesce(json_agg(json_build_object('id', cart_item_id, 'q', quantity) order by cart_item_id), '[]')
     from cart_items) as cart`);
const setProduct = (id: number, change: ReturnType<typeof sql>) =>
  f.t.database.db.execute(sql`update products set ${change} where product_id = ${id}`);

describe('finalize', () => {
  it('answers 401 to anonymous callers on every order route', async () => {
    expect((await finalizeRaw({ shippingAddressId: shopperAddress })).statusCode).toBe(401);
    expect((await get(f.t, '/api/orders/en')).statusCode).toBe(401);
    expect((await get(f.t, '/api/orders/en/100001')).statusCode).toBe(401);
  });

  it('turns the cart into a pending order priced on the server, in the Hebrew-preferring user language', async () => {
    await f.t.database.db.execute(
      sql`update users set preferred_language_code = 'he' where user_id = ${shopperId}`,
    );
    try {
      await add(milk, 2);
      await add(tomatoes, 0.75);
      await add(pita, 1);
      const before = await cart();
      const answer = await finalize({ shippingAddressId: shopperAddress });
      if (answer.reject) throw new Error(answer.message);
      const [sequence] = await query<{ last: string }>(
        sql`select last_value::text as last from order_numbers`,
      );
      expect(answer.order).toMatchObject({
        orderNumber: sequence?.last,
        status: 'pending',
        totalAmount: before.totals.total,
      });
      expect(Number(answer.order.orderNumber)).toBeGreaterThanOrEqual(100001);

      const [order] = await query<
        Record<string, unknown>
      >(sql`select subtotal::text, total_amount::text as total,
        discount_amount::text as discount, shipping_amount::text as shipping, tax_amount::text as tax,
        currency_symbol as currency, language_code as language, shipping_address as address,
        shipping_address_id as "addressId", idempotency_key as key
        from orders where order_id = ${answer.order.orderId}`);
      expect(order).toMatchObject({
        subtotal: before.totals.subtotal.toFixed(2),
        total: before.totals.total.toFixed(2),
        discount: '0.00',
        shipping: '0.00',
        tax: '0.00',
        currency: '₪',
        language: 'he',
        addressId: shopperAddress,
        key: null,
        address: {
          label: 'Home',
          recipientName: 'Noa Shopper',
          phone: '050-1234567',
          addressLine1: 'Herzl 1',
          addressLine2: null,
          city: 'Tel Aviv',
          state: null,
          postalCode: '6100000',
          country: 'Israel',
          latitude: 32.0853,
          longitude: 34.7818,
        },
      });

      const items = await query<Record<string, unknown>>(sql`select product_id as "productId",
        product_names as names, short_descs as descs, unit, unit_price::float8 as "unitPrice",
        quantity::float8 as quantity, line_total::float8 as "lineTotal", position, image_file as "imageFile",
        barcode from order_items where order_id = ${answer.order.orderId} order by position`);
      expect(items).toEqual(
        before.cartItems.map((line, index) => ({
          productId: line.productId,
          names: {
            en: expect.any(String),
            he: expect.stringMatching(/[\u0590-\u05ff]/),
            th: expect.any(String),
          },
          descs: { en: line.shortDesc, he: expect.any(String), th: expect.stringMatching(/[\u0e00-\u0e7f]/) },
          unit: line.unit,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.lineTotal,
          position: index + 1,
          imageFile: line.imageFile,
          barcode: line.barcode,
        })),
      );
      expect((items[0]?.names as { en: string } | undefined)?.en).toBe(before.cartItems[0]?.productName);
      expect((await cart()).cartItems).toEqual([]);

      const notes = await query<{ subject: string; body: string; orderId: number; userId: number }>(
        sql`select subject, body, order_id as "orderId", user_id as "userId" from notifications`,
      );
      expect(notes).toEqual([
        {
          subject: `הזמנה ${answer.order.orderNumber} התקבלה`,
          body: expect.stringContaining(`₪${before.totals.total.toFixed(2)}`),
          orderId: answer.order.orderId,
          userId: shopperId,
        },
      ]);
      expect(notes[0]?.body).toContain('3 פריטים');
    } finally {
      await f.t.database.db.execute(
        sql`update users set preferred_language_code = 'en' where user_id = ${shopperId}`,
      );
    }
  });

  it('writes the texts in the language asked for', async () => {
    await add(milk, 1);
    const answer = await finalize({ shippingAddressId: shopperAddress, languageCode: 'th' });
    if (answer.reject) throw new Error(answer.message);
    const [note] = await query<{ subject: string; body: string }>(
      sql`select subject, body from notifications`,
    );
    expect(note?.subject).toBe(`ได้รับคำสั่งซื้อ ${answer.order.orderNumber} แล้ว`);
    const [order] = await query<{ language: string }>(sql`select language_code as language from orders`);
    expect(order?.language).toBe('th');
  });

  it("uses the Business shopper's customer price", async () => {
    await add(milk, 24, f.business);
    const [line] = (await cart(f.business)).cartItems;
    if (!line) throw new Error('expected a line');
    expect(line.unitPrice).toBe(line.customerPrice);
    const answer = await finalize({ shippingAddressId: businessAddress }, f.business);
    if (answer.reject) throw new Error(answer.message);
    expect(answer.order.totalAmount).toBe(line.lineTotal);
    const [item] = await query<{ unitPrice: number }>(
      sql`select unit_price::float8 as "unitPrice" from order_items`,
    );
    expect(item?.unitPrice).toBe(line.customerPrice);
    expect(item?.unitPrice).toBeLessThan(line.onlinePrice);
  });

  it('prices at the server price of the moment, not the one seen when adding', async () => {
    const [old] = await query<{ online: string; promotion: string | null }>(
      sql`select online_price::text as online, promotion_price::text as promotion from products where product_id = ${pita}`,
    );
    await add(pita, 2);
    await setProduct(pita, sql`online_price = 12.34, promotion_price = null`);
    try {
      const answer = await finalize({ shippingAddressId: shopperAddress });
      expect(answer).toMatchObject({ reject: false, order: { totalAmount: 24.68 } });
      const [item] = await query<{ unitPrice: string }>(
        sql`select unit_price::text as "unitPrice" from order_items`,
      );
      expect(item?.unitPrice).toBe('12.34');
    } finally {
      await setProduct(pita, sql`online_price = ${old?.online}, promotion_price = ${old?.promotion}`);
    }
  });

  it('rejects an empty cart and writes nothing', async () => {
    const before = await snapshot();
    expect(await finalize({ shippingAddressId: shopperAddress })).toMatchObject({
      reject: true,
      reason: 'CART_EMPTY',
    });
    expect(await snapshot()).toEqual(before);
  });

  it("rejects another user's or an unknown address, cart unchanged", async () => {
    await add(milk, 1);
    const before = await snapshot();
    for (const shippingAddressId of [businessAddress, 999999]) {
      expect(await finalize({ shippingAddressId })).toMatchObject({
        reject: true,
        reason: 'ADDRESS_NOT_FOUND',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('rejects a cart with a product no longer sold, naming it, and changes nothing', async () => {
    await add(milk, 1);
    await add(pita, 1);
    await setProduct(pita, sql`active = false`);
    try {
      const before = await snapshot();
      const answer = await finalize({ shippingAddressId: shopperAddress });
      expect(answer).toMatchObject({ reject: true, reason: 'PRODUCT_UNAVAILABLE' });
      if (answer.reject) expect(answer.message).toContain('Pita 10 pcs');
      expect(await snapshot()).toEqual(before);
    } finally {
      await setProduct(pita, sql`active = true`);
    }
    await setProduct(pita, sql`out_of_stock = true`);
    try {
      expect(await finalize({ shippingAddressId: shopperAddress })).toMatchObject({
        reason: 'PRODUCT_UNAVAILABLE',
      });
    } finally {
      await setProduct(pita, sql`out_of_stock = false`);
    }
  });

  it('rejects a quantity the rules no longer allow', async () => {
    await add(tomatoes, 0.75);
    await setProduct(tomatoes, sql`minimum_quantity = 1`);
    try {
      const before = await snapshot();
      const answer = await finalize({ shippingAddressId: shopperAddress });
      expect(answer).toMatchObject({ reject: true, reason: 'QUANTITY_INVALID' });
      if (answer.reject) expect(answer.message).toContain('Tomatoes');
      expect(await snapshot()).toEqual(before);
    } finally {
      await setProduct(tomatoes, sql`minimum_quantity = 0.5`);
    }
    await setProduct(tomatoes, sql`quantity_step = 0.5`);
    try {
      expect(await finalize({ shippingAddressId: shopperAddress })).toMatchObject({
        reason: 'QUANTITY_INVALID',
      });
    } finally {
      await setProduct(tomatoes, sql`quantity_step = 0.25`);
    }
  });

  it('answers the same order to a retry with the same Idempotency-Key and writes nothing more', async () => {
    const key = { 'idempotency-key': 'checkout-7f3a9c1e' };
    await add(milk, 1);
    const first = await finalize({ shippingAddressId: shopperAddress }, f.shopper, key);
    if (first.reject) throw new Error(first.message);
    await add(pita, 1);
    const before = await snapshot();
    const second = await finalize({ shippingAddressId: shopperAddress }, f.shopper, key);
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(before);
    // Another body under the key: the keys' store refuses it (http/idempotency.ts) before the order's own check.
    const reused = await finalizeRaw(
      { deliverySlot: slot, shippingAddressId: shopperOtherAddress },
      f.shopper,
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ reject: true, reason: 'IDEMPOTENCY_KEY_REUSED' });
    // The same key of another user is another order.
    await add(milk, 12, f.business);
    const theirs = await finalize({ shippingAddressId: businessAddress }, f.business, key);
    expect(theirs).toMatchObject({ reject: false });
    if (!theirs.reject) expect(theirs.order.orderNumber).not.toBe(first.order.orderNumber);
  });

  it('makes one order of one cart under 20 concurrent finalizes', async () => {
    await add(milk, 1);
    await add(pita, 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => finalize({ shippingAddressId: shopperAddress })),
    );
    expect(answers.filter((answer) => !answer.reject)).toHaveLength(1);
    expect(answers.filter((answer) => answer.reject && answer.reason === 'CART_EMPTY')).toHaveLength(19);
    expect(await snapshot()).toEqual([{ orders: 1, items: 2, notifications: 1, cart: [] }]);
  }, 30_000);

  it('answers 400 to a malformed Idempotency-Key or body and writes nothing', async () => {
    await add(milk, 1);
    const before = await snapshot();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'emoji-🙂-key']) {
      const response = await finalizeRaw({ shippingAddressId: shopperAddress }, f.shopper, {
        'idempotency-key': key,
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().reason).toBe('BAD_REQUEST');
    }
    for (const body of [
      {},
      { shippingAddressId: '1' },
      { shippingAddressId: -1 },
      { shippingAddressId: 1.5 },
      { shippingAddressId: shopperAddress, languageCode: 'fr' },
    ]) {
      const response = await finalizeRaw(body, f.shopper);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('orders', () => {
  const placeOrder = async (cookie = f.shopper, shippingAddressId = shopperAddress) => {
    const answer = await finalize({ shippingAddressId }, cookie);
    if (answer.reject) throw new Error(answer.message);
    return answer.order;
  };

  it('lists the user’s own orders newest first, never cached', async () => {
    await add(milk, 1);
    const first = await placeOrder();
    await add(milk, 2);
    await add(pita, 1);
    const second = await placeOrder();
    await add(milk, 12, f.business);
    await placeOrder(f.business, businessAddress);
    const response = await get(f.t, '/api/orders/en', f.shopper);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { orders: list } = ordersResponse.parse(response.json());
    expect(list.map((order) => [order.orderNumber, order.itemCount])).toEqual([
      [second.orderNumber, 2],
      [first.orderNumber, 1],
    ]);
    expect(list[0]).toMatchObject({
      orderId: second.orderId,
      status: 'pending',
      totalAmount: second.totalAmount,
      subtotal: second.totalAmount,
      discountAmount: 0,
      discountPercent: 0,
      shippingAmount: 0,
      taxAmount: 0,
      currencySymbol: '₪',
    });
    expect(new Date(list[0]?.createdAt as string).toISOString()).toBe(list[0]?.createdAt);
  });

  it('lists only the order numbered by ?orderNumber=, when it is the user’s', async () => {
    await add(milk, 1);
    const mine = await placeOrder();
    await add(milk, 1);
    await placeOrder();
    await add(milk, 12, f.business);
    const theirs = await placeOrder(f.business, businessAddress);
    const numbered = async (orderNumber: string, cookie = f.shopper) => {
      const response = await get(
        f.t,
        `/api/orders/en?orderNumber=${encodeURIComponent(orderNumber)}`,
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return ordersResponse.parse(response.json()).orders.map((order) => order.orderNumber);
    };
    expect(await numbered(mine.orderNumber)).toEqual([mine.orderNumber]);
    expect(await numbered(theirs.orderNumber)).toEqual([]);
    expect(await numbered(theirs.orderNumber, f.business)).toEqual([theirs.orderNumber]);
    expect(await numbered('999999999')).toEqual([]);
    for (const bad of ['abc', '', '1.5', '-1', '1'.repeat(19)]) {
      const response = await get(f.t, `/api/orders/en?orderNumber=${bad}`, f.shopper);
      expect(response.statusCode, bad).toBe(400);
    }
    const anonymous = await get(f.t, `/api/orders/en?orderNumber=${mine.orderNumber}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages the user’s orders in version 2’s list shape, finds one by number, and says v1 is deprecated', async () => {
    const placed: string[] = [];
    for (let index = 0; index < 3; index++) {
      await add(milk, 1);
      placed.unshift((await placeOrder()).orderNumber);
    }
    await add(milk, 12, f.business);
    const theirs = await placeOrder(f.business, businessAddress);
    const page = async (query: string, cookie = f.shopper) => {
      const response = await get(f.t, `/api/v2/orders/en${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return ordersPageResponse.parse(response.json());
    };
    const first = await page('?pageSize=2');
    expect(first).toMatchObject({ total: 3, pageIndex: 0, pageSize: 2 });
    expect(first.items.map((order) => order.orderNumber)).toEqual(placed.slice(0, 2));
    const second = await page('?pageSize=2&pageIndex=1');
    expect(second.items.map((order) => order.orderNumber)).toEqual(placed.slice(2));
    expect((await page(`?orderNumber=${placed[1]}`)).items.map((order) => order.orderNumber)).toEqual([
      placed[1],
    ]);
    expect((await page(`?orderNumber=${theirs.orderNumber}`)).total).toBe(0);
    for (const bad of ['?pageSize=0', '?pageSize=101', '?pageIndex=-1', '?orderNumber=abc', '?sort=x']) {
      expect((await get(f.t, `/api/v2/orders/en${bad}`, f.shopper)).statusCode, bad).toBe(400);
    }
    expect((await get(f.t, '/api/v2/orders/en')).statusCode).toBe(401);
    const v1 = await get(f.t, '/api/orders/en', f.shopper);
    expect(v1.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(v1.headers.link).toBe('</api/v2/orders/en>; rel="successor-version"');
  });

  it('answers an order with its items in the language asked, and 404 for anyone else’s', async () => {
    await add(pita, 1);
    await add(tomatoes, 0.5);
    const placed = await placeOrder();
    const details = async (language: string) => {
      const response = await get(f.t, `/api/orders/${language}/${placed.orderNumber}`, f.shopper);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return orderResponse.parse(response.json());
    };
    const en = await details('en');
    expect(en.order).toMatchObject({
      orderNumber: placed.orderNumber,
      itemCount: 2,
      totalAmount: placed.totalAmount,
      shippingAddress: { city: 'Tel Aviv', latitude: 32.0853 },
    });
    expect(en.orderItems.map((item) => [item.productId, item.productName, item.quantity])).toEqual([
      [pita, 'Pita 10 pcs', 1],
      [tomatoes, 'Tomatoes', 0.5],
    ]);
    expect(en.orderItems[1]).toMatchObject({ unit: 'kg' });
    expect(en.orderItems.reduce((sum, item) => sum + item.lineTotal, 0)).toBeCloseTo(placed.totalAmount, 2);
    const he = await details('he');
    expect(he.orderItems[0]?.productName).toMatch(/[\u0590-\u05ff]/);
    expect(he.orderItems[0]?.shortDesc).toMatch(/[\u0590-\u05ff]/);

    // A text missing in a language falls back to English, then to any language kept.
    await f.t.database.db.execute(
      sql`update order_items set product_names = product_names - 'th' where product_id = ${pita}`,
    );
    expect((await details('th')).orderItems[0]?.productName).toBe('Pita 10 pcs');
    await f.t.database.db.execute(
      sql`update order_items set product_names = product_names - 'en' where product_id = ${pita}`,
    );
    expect((await details('en')).orderItems[0]?.productName).toMatch(/[\u0590-\u05ff]/);

    expect((await get(f.t, `/api/orders/en/${placed.orderNumber}`, f.business)).statusCode).toBe(404);
    expect((await get(f.t, '/api/orders/en/999999999', f.shopper)).statusCode).toBe(404);
    expect((await get(f.t, '/api/orders/en/abc', f.shopper)).statusCode).toBe(400);
    expect((await get(f.t, `/api/orders/fr/${placed.orderNumber}`, f.shopper)).statusCode).toBe(400);
  });

  it('needs the CSRF proof on finalize', async () => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/orders/finalize',
      payload: `shippingAddressId=${shopperAddress}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: f.shopper },
    });
    expect(response.statusCode).toBe(403);
  });
});

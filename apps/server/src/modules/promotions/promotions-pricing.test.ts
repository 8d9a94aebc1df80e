import {
  adminOrderResponse,
  cartEndpoints,
  cartResponse,
  fillPath,
  finalizeOrderResponse,
  orderEndpoints,
  orderResponse,
  ordersAdminEndpoints,
  promotionSaveResponse,
  promotionsEndpoints,
  type SlotChoice,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { jsonHeaders, send } from '../../../test/accounts';
import { catalogueUrl, type DemoFixture, demoFixture, get, productId } from '../../../test/demo-fixture';
import { callEndpoint } from '../../../test/endpoint-calls';
import { rowsOf } from '../../db/client';
import { zoneWithSlot } from '../../domain/delivery/testing/delivery-fixture';

/**
 * The one pricing through the real app (decision 0068): the cart, finalize, the shopper's order
 * page and the orders back office agree with sums done by hand, for a club deal, a weighed per-kg
 * deal picked at another weight, a deal that ended and a customer-type price.
 */
let f: DemoFixture;
let manager: StaffMember;
let slot: SlotChoice;
let yogurt: number;
let tomatoes: number;
let business: number;
const addresses = new Map<string, number>();

const query = async <T>(statement: SQL) => rowsOf<T>(await f.t.database.db.execute(statement));

async function promotion(body: Record<string, unknown>) {
  const response = await callEndpoint(f.t, promotionsEndpoints.create, {
    cookie: manager.cookie,
    body: { startsAt: '2026-01-01T00:00', endsAt: '2099-12-31T23:59', target: 'products', ...body },
  });
  const answer = promotionSaveResponse.parse(response.json());
  if (answer.reject) throw new Error(`refused: ${answer.reason} ${answer.message}`);
  return answer.promotion.promotionId;
}

const add = async (cookie: string, id: number, quantity: number) => {
  const response = await send(f.t, 'POST', cartEndpoints.addItem.path, { productId: id, quantity }, cookie);
  expect(response.json().reject, response.body).toBe(false);
  return response.json().cartItem;
};
const cart = async (cookie: string, languageCode = 'en') =>
  cartResponse.parse((await get(f.t, fillPath(cartEndpoints.cart.path, { languageCode }), cookie)).json());

async function finalize(cookie: string, body: object = {}) {
  const response = await f.t.app.inject({
    method: 'POST',
    url: orderEndpoints.finalize.path,
    payload: JSON.stringify({ shippingAddressId: addresses.get(cookie), deliverySlot: slot, ...body }),
    headers: { ...jsonHeaders, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return finalizeOrderResponse.parse(response.json());
}

const shopperOrder = async (cookie: string, orderNumber: string, languageCode = 'en') =>
  orderResponse.parse(
    (await get(f.t, fillPath(orderEndpoints.order.path, { languageCode, orderNumber }), cookie)).json(),
  );

beforeAll(async () => {
  f = await demoFixture();
  manager = await userHolding(f.t.app, { groups: ['admin'] });
  ({ slot } = await zoneWithSlot(f.t.database.db));
  tomatoes = await productId(f.t, 'Tomatoes');
  const [dairy] = await query<{ id: number }>(sql`select category_id as id from product_categories
    where product_id = ${await productId(f.t, 'Fresh milk 3% 1 L')} limit 1`);
  const [made] = await query<{ id: number }>(sql`insert into products (product_name, online_price, unit)
    values ('Yogurt vanilla 150 g', 7.90, 'unit') returning product_id as id`);
  yogurt = made?.id as number;
  await query(sql`insert into product_categories (product_id, category_id) values (${yogurt}, ${dairy?.id})`);
  await query(sql`insert into product_translations (product_id, language_code, product_name)
    values (${yogurt}, 'he', 'יוגורט וניל'), (${yogurt}, 'th', 'โยเกิร์ตวานิลลา')`);
  const [type] = await query<{ id: number }>(sql`select uut.user_type_id as id from user_user_types uut
    join users u on u.user_id = uut.user_id where u.email = 'business@freshcart.example'`);
  business = type?.id as number;
  for (const [cookie, email] of [
    [f.shopper, 'shopper@freshcart.example'],
    [f.business, 'business@freshcart.example'],
  ] as const) {
    const [row] = await query<{ id: number }>(sql`insert into shipping_addresses
        (user_id, recipient_name, address_line1, city, postal_code, country, latitude, longitude, is_default)
      select user_id, 'Noa', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', 32.0853, 34.7818,
        not exists (select 1 from shipping_addresses a where a.user_id = u.user_id)
      from users u where email = ${email} returning shipping_address_id as id`);
    addresses.set(cookie, row?.id as number);
  }
});
afterAll(() => f.close());
beforeEach(async () => {
  await query(sql`delete from cart_items`);
  await query(sql`delete from delivery_slot_holds`);
  await query(sql`delete from promotions`);
  await query(sql`delete from user_type_prices where product_id = ${yogurt}`);
});

describe('promotions priced through the app', () => {
  it('badges the card for the shoppers it is for, at once after a change', async () => {
    const details = async (cookie: string) =>
      (await get(f.t, catalogueUrl.details('he', yogurt), cookie)).json().product.deal;
    // Read (and kept) before the promotion exists.
    expect(await details(f.business)).toBeNull();
    const promotionId = await promotion({
      names: { en: '3 for ₪20' },
      productIds: [yogurt],
      reward: { kind: 'bundle', quantity: 3, price: 20 },
      userTypeIds: [business],
      endsAt: '2099-11-30T21:00',
    });
    // PostgreSQL tells the kept answers of the change at commit, a moment later.
    await expect
      .poll(() => details(f.business), { timeout: 3000 })
      .toEqual({
        promotionId,
        reward: { kind: 'bundle', quantity: 3, price: 20 },
        endsAt: '2099-11-30T21:00',
        forCustomerTypes: true,
        minQuantity: null,
      });
    expect(await details(f.shopper)).toBeNull();

    // A deal on the yogurt's category shows for everyone; the product's own deal wins for its club.
    const [category] = await query<{ id: number }>(
      sql`select category_id as id from product_categories where product_id = ${yogurt} limit 1`,
    );
    const dairy = await promotion({
      names: { en: 'Dairy 10 % off' },
      target: 'categories',
      categoryIds: [category?.id],
      reward: { kind: 'percent_off', percent: 10 },
      combines: true,
    });
    await expect
      .poll(() => details(f.shopper), { timeout: 3000 })
      .toMatchObject({ promotionId: dairy, forCustomerTypes: false });
    expect(await details(f.business)).toMatchObject({ promotionId });

    // Switched off, the club deal leaves its card (the links follow their promotion's facts).
    const off = await callEndpoint(f.t, promotionsEndpoints.setActive, {
      cookie: manager.cookie,
      params: { promotionId },
      body: { active: false, version: 1 },
    });
    expect(promotionSaveResponse.parse(off.json()).reject).toBe(false);
    await expect.poll(() => details(f.business), { timeout: 3000 }).toMatchObject({ promotionId: dairy });
    await query(
      sql`update promotions set ends_at = now() - interval '1 minute' where promotion_id = ${dairy}`,
    );
    await expect.poll(() => details(f.shopper), { timeout: 3000 }).toBeNull();
  });

  it('gives "3 for ₪20" to business shoppers only, in the cart, the order and the back office', async () => {
    const promotionId = await promotion({
      names: { en: '3 for ₪20', he: '3 ב-20', th: '3 ชิ้น 20' },
      productIds: [yogurt],
      reward: { kind: 'bundle', quantity: 3, price: 20 },
      userTypeIds: [business],
    });
    const added = await add(f.business, yogurt, 3);
    // The add answers the line as the whole cart prices it.
    expect(added).toMatchObject({ listTotal: 23.7, saving: 3.7, lineTotal: 20 });
    const club = await cart(f.business, 'he');
    expect(club.cartItems[0]).toMatchObject({
      saving: 3.7,
      lineTotal: 20,
      promotion: { promotionId, name: '3 ב-20' },
    });
    expect(club.totals).toMatchObject({ subtotal: 23.7, discount: 3.7, total: 20 });

    await add(f.shopper, yogurt, 3);
    const everyone = await cart(f.shopper);
    expect(everyone.cartItems[0]).toMatchObject({ saving: 0, lineTotal: 23.7, promotion: null });
    expect(everyone.totals).toMatchObject({ subtotal: 23.7, discount: 0, total: 23.7 });

    const placed = await finalize(f.business, { expectedTotal: 20, languageCode: 'th' });
    if (placed.reject) throw new Error(placed.reason);
    expect(placed.order.totalAmount).toBe(20);
    const mine = await shopperOrder(f.business, placed.order.orderNumber, 'th');
    expect(mine.order).toMatchObject({
      subtotal: 23.7,
      discountAmount: 3.7,
      discountPercent: 15.61,
      totalAmount: 20,
    });
    expect(mine.orderItems[0]).toMatchObject({
      unitPrice: 7.9,
      lineTotal: 20,
      saving: 3.7,
      promotionName: '3 ชิ้น 20',
    });
    const back = adminOrderResponse.parse(
      (
        await callEndpoint(f.t, ordersAdminEndpoints.order, {
          cookie: manager.cookie,
          params: { orderId: mine.order.orderId },
          query: { languageCode: 'he' },
        })
      ).json(),
    );
    expect(back.order).toMatchObject({ subtotal: 23.7, discountAmount: 3.7 });
    const plain = await finalize(f.shopper, { expectedTotal: 23.7 });
    if (plain.reject) throw new Error(plain.reason);
    expect(plain.order.totalAmount).toBe(23.7);
  });

  it('refuses PRICES_CHANGED when the shown total is not what the order would cost, writing nothing', async () => {
    await promotion({
      names: { en: '₪5 yogurt' },
      productIds: [yogurt],
      reward: { kind: 'unit_price', price: 5 },
    });
    await add(f.shopper, yogurt, 2);
    const orders = async () => (await query<{ n: number }>(sql`select count(*)::int as n from orders`))[0]?.n;
    const before = await orders();
    expect(await finalize(f.shopper, { expectedTotal: 15.8 })).toMatchObject({
      reject: true,
      reason: 'PRICES_CHANGED',
    });
    expect(await orders()).toBe(before);
    expect((await cart(f.shopper)).cartItems).toHaveLength(1);
  });

  it('stops a deal at its end and tells the cart it ended', async () => {
    const id = await promotion({
      names: { en: '₪5 yogurt', he: 'יוגורט ב-5' },
      productIds: [yogurt],
      reward: { kind: 'unit_price', price: 5 },
    });
    await add(f.shopper, yogurt, 2);
    expect((await cart(f.shopper)).totals.total).toBe(10);
    await query(sql`update promotions set ends_at = now() - interval '1 minute' where promotion_id = ${id}`);
    const after = await cart(f.shopper, 'he');
    expect(after.totals.total).toBe(15.8);
    expect(after.cartItems[0]?.promotion).toBeNull();
    expect(after.cartItems[0]?.promotionEnded).toMatchObject({ name: 'יוגורט ב-5' });
    expect(after.cartItems[0]?.promotionEnded?.endsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('prices a per-kg deal on the picked weight', async () => {
    const [price] = await query<{
      online: string;
    }>(sql`select coalesce(promotion_price, online_price)::text as online
      from products where product_id = ${tomatoes}`);
    const regular = Number(price?.online);
    const deal = Math.round((regular - 1) * 100) / 100;
    await promotion({
      names: { en: 'Tomatoes a kg' },
      productIds: [tomatoes],
      reward: { kind: 'unit_price', price: deal },
    });
    await add(f.shopper, tomatoes, 1.5);
    const placed = await finalize(f.shopper);
    if (placed.reject) throw new Error(placed.reason);
    const [order] = await query<{ id: number; version: number }>(sql`update orders set status = 'picking'
      where order_number = ${placed.order.orderNumber} returning order_id as id, version`);
    const [line] = await query<{ id: number; saving: string }>(sql`select order_item_id as id, saving::text
      from order_items where order_id = ${order?.id}`);
    expect(Number(line?.saving)).toBe(1.5);
    const response = await callEndpoint(f.t, ordersAdminEndpoints.recordPicked, {
      cookie: manager.cookie,
      params: { orderId: order?.id as number },
      body: { version: order?.version, lines: [{ orderItemId: line?.id, pickedQuantity: 1.234 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [picked] = await query<{
      total: string;
      final: string;
    }>(sql`select i.picked_line_total::text as total,
      o.final_total::text as final from order_items i join orders o using (order_id) where i.order_item_id = ${line?.id}`);
    const expected = (Math.round(deal * 100 * 1.234) / 100).toFixed(2);
    expect(picked).toEqual({ total: expected, final: expected });
  });

  it('lets the lower of a customer-type price and a deal win, or puts the deal on top when it says so', async () => {
    await query(sql`insert into user_type_prices (user_type_id, product_id, price, minimum_quantity, quantity_step)
      values (${business}, ${yogurt}, 6.00, 1, 1)`);
    const lower = await promotion({
      names: { en: '10 % off' },
      productIds: [yogurt],
      reward: { kind: 'percent_off', percent: 10 },
    });
    await add(f.business, yogurt, 1);
    // 10 % off 7.90 is 7.11, above the business price of 6.00.
    expect((await cart(f.business)).cartItems[0]).toMatchObject({ lineTotal: 6, saving: 0, promotion: null });
    await query(sql`update promotions set on_customer_price = 'on_top' where promotion_id = ${lower}`);
    expect((await cart(f.business)).cartItems[0]).toMatchObject({
      listTotal: 6,
      lineTotal: 5.4,
      saving: 0.6,
    });
  });
});

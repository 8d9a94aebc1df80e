import {
  adminOrdersResponse,
  cartEndpoints,
  deliveryEndpoints,
  finalizeOrderResponse,
  orderChangeResponse,
  orderEndpoints,
  orderResponse,
  ordersAdminEndpoints,
  ordersResponse,
  type SlotChoice,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders, send } from '../../../test/accounts';
import { callEndpoint } from '../../../test/endpoint-calls';
import { customer, type OrdersFixture, ordersFixture } from '../../../test/orders-fixture';
import {
  addWindow,
  box,
  createZone,
  shopDate,
  telAviv,
} from '../../domain/delivery/testing/delivery-fixture';

let f: OrdersFixture;
/** The centre zone's windows by weekday, 00:00–23:59, one order each. */
let centre: number[];
let northWindow: number;
let closedZoneWindow: number;
let inactiveWindow: number;

const db = () => f.t.database.db;
const centrePoint = { latitude: 32.0853, longitude: 34.7818 };
const slotOn = async (days: number): Promise<SlotChoice> => {
  const { date, dayOfWeek } = await shopDate(db(), days);
  return { deliveryZoneWindowId: centre[dayOfWeek] as number, date };
};

beforeAll(async () => {
  f = await ordersFixture();
  const centreId = await createZone(db(), { name: 'Centre', ring: telAviv, priority: 1 });
  centre = [];
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    centre.push(await addWindow(db(), centreId, { dayOfWeek, endTime: '20:00', capacity: 1 }));
  }
  const day2 = (await shopDate(db(), 2)).dayOfWeek;
  inactiveWindow = await addWindow(db(), centreId, { dayOfWeek: day2, startTime: '21:00', isActive: false });
  const north = await createZone(db(), { name: 'North', ring: box(35.0, 32.7, 35.1, 32.9) });
  northWindow = await addWindow(db(), north, { dayOfWeek: day2 });
  const closed = await createZone(db(), { name: 'Closed', ring: telAviv, priority: 0, isActive: false });
  closedZoneWindow = await addWindow(db(), closed, { dayOfWeek: day2 });
  await createZone(db(), { name: 'Closed south', ring: box(34.6, 31.0, 34.7, 31.1), isActive: false });
});
afterAll(() => f.close());

/** A shopper with a cart of one product and an address at the point. */
async function shopper(point = centrePoint) {
  const member = await customer(f);
  const [address] = await f.query<{ id: number }>(sql`insert into shipping_addresses (user_id, recipient_name,
      address_line1, city, postal_code, country, latitude, longitude, is_default)
    values (${member.userId}, 'Noa Levi', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', ${point.latitude},
      ${point.longitude}, true) returning shipping_address_id as id`);
  const added = await send(
    f.t,
    'POST',
    cartEndpoints.addItem.path,
    { productId: f.unitProductId, quantity: 2 },
    member.cookie,
  );
  expect(added.json().reject, added.body).toBe(false);
  return { ...member, addressId: address?.id as number };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

async function finalize(who: Shopper, deliverySlot?: SlotChoice, key?: string) {
  const response = await f.t.app.inject({
    method: 'POST',
    url: orderEndpoints.finalize.path,
    payload: JSON.stringify({ shippingAddressId: who.addressId, ...(deliverySlot ? { deliverySlot } : {}) }),
    headers: { ...jsonHeaders, cookie: who.cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return finalizeOrderResponse.parse(response.json());
}

/** Everything a finalize may write for the shopper, and the slot tables. */
const written = (who: Shopper) =>
  f.query(sql`select
    (select count(*)::int from orders where user_id = ${who.userId}) as orders,
    (select count(*)::int from notifications where user_id = ${who.userId}) as notifications,
    (select json_agg(json_build_object('p', product_id, 'q', quantity) order by cart_item_id) from cart_items
      where user_id = ${who.userId}) as cart,
    (select count(*)::int from delivery_slots) as slots,
    (select coalesce(json_agg(h order by h.user_id), '[]') from delivery_slot_holds h) as holds`);

const bookedOn = (slot: SlotChoice) =>
  f.query<{ n: number }>(sql`select count(*)::int as n from orders where delivery_zone_window_id =
    ${slot.deliveryZoneWindowId} and delivery_date = ${slot.date}::date and status <> 'cancelled'`);

describe('finalize with a delivery slot', () => {
  it('rejects a missing or unbookable slot for each reason, writing nothing and keeping the cart', async () => {
    const me = await shopper();
    const outside = await shopper({ latitude: 31.5, longitude: 34.5 });
    const inClosedZoneOnly = await shopper({ latitude: 31.05, longitude: 34.65 });
    const day2 = await slotOn(2);
    const full = await slotOn(4);
    const fullUp = await shopper();
    expect((await finalize(fullUp, full)).reject).toBe(false);
    const blackout = await slotOn(5);
    await f.query(sql`insert into delivery_blackouts (blackout_date, delivery_zone_id, reason)
      values (${blackout.date}, null, 'Holiday')`);
    const cases: [Shopper, SlotChoice | undefined, string][] = [
      [me, undefined, 'SLOT_REQUIRED'],
      [me, full, 'SLOT_FULL'],
      [me, await slotOn(0), 'SLOT_CUTOFF_PASSED'],
      [me, blackout, 'SLOT_BLACKOUT'],
      [me, { ...day2, deliveryZoneWindowId: inactiveWindow }, 'SLOT_UNAVAILABLE'],
      [me, { ...day2, deliveryZoneWindowId: closedZoneWindow }, 'SLOT_UNAVAILABLE'],
      [me, { ...day2, date: (await shopDate(db(), 3)).date }, 'SLOT_UNAVAILABLE'],
      [me, { ...day2, deliveryZoneWindowId: northWindow }, 'SLOT_WRONG_ZONE'],
      [outside, day2, 'OUTSIDE_DELIVERY_AREA'],
      [inClosedZoneOnly, day2, 'OUTSIDE_DELIVERY_AREA'],
    ];
    for (const [who, slot, reason] of cases) {
      const before = await written(who);
      const answer = await finalize(who, slot);
      expect(answer, reason).toMatchObject({ reject: true, reason });
      if (answer.reject) expect(answer.message).toMatch(/^[A-Z].+\.$/);
      expect(await written(who), reason).toEqual(before);
    }
    await f.query(sql`delete from delivery_blackouts`);
  });

  it('books the slot on the order, drops the hold, and shows it in the shop and the back office', async () => {
    const me = await shopper();
    const slot = await slotOn(2);
    const held = await callEndpoint(f.t, deliveryEndpoints.hold, {
      body: { ...slot, shippingAddressId: me.addressId },
      cookie: me.cookie,
    });
    expect(held.json().reject, held.body).toBe(false);
    // My own hold does not stand in my way; another shopper finds the slot full.
    const rival = await shopper();
    expect(await finalize(rival, slot)).toMatchObject({ reject: true, reason: 'SLOT_FULL' });
    const answer = await finalize(me, slot, 'slot-key-0001');
    if (answer.reject) throw new Error(answer.message);
    expect(
      await f.query(sql`select count(*)::int as n from delivery_slot_holds where user_id = ${me.userId}`),
    ).toEqual([{ n: 0 }]);
    const [row] = await f.query(sql`select delivery_zone_window_id as "windowId", delivery_date::text as date,
      to_char(delivery_start, 'HH24:MI') as start, to_char(delivery_end, 'HH24:MI') as "end",
      delivery_zone_name as zone from orders where order_id = ${answer.order.orderId}`);
    expect(row).toEqual({
      windowId: slot.deliveryZoneWindowId,
      date: slot.date,
      start: '00:00',
      end: '20:00',
      zone: 'Centre',
    });
    const expected = { date: slot.date, startTime: '00:00', endTime: '20:00', zoneName: 'Centre' };

    // A retry with the same key answers the same order, though the slot is now full.
    expect(await finalize(me, slot, 'slot-key-0001')).toEqual(answer);
    expect(await bookedOn(slot)).toEqual([{ n: 1 }]);

    const list = ordersResponse.parse(
      (await f.t.app.inject({ url: '/api/orders/en', headers: { cookie: me.cookie } })).json(),
    );
    expect(list.orders[0]?.deliverySlot).toEqual(expected);
    const details = orderResponse.parse(
      (
        await f.t.app.inject({
          url: `/api/orders/en/${answer.order.orderNumber}`,
          headers: { cookie: me.cookie },
        })
      ).json(),
    );
    expect(details.order.deliverySlot).toEqual(expected);
    const grid = adminOrdersResponse.parse(
      (
        await f.call(ordersAdminEndpoints.list, {
          query: { q: answer.order.orderNumber },
          cookie: f.manager.cookie,
        })
      ).json(),
    );
    expect(grid.rows.map((order) => order.deliverySlot)).toEqual([expected]);
  });

  it('frees the place when the order is cancelled (through the back office)', async () => {
    const slot = await slotOn(3);
    const first = await shopper();
    const second = await shopper();
    const placed = await finalize(first, slot);
    if (placed.reject) throw new Error(placed.message);
    expect(await finalize(second, slot)).toMatchObject({ reject: true, reason: 'SLOT_FULL' });
    const cancelled = await f.call(ordersAdminEndpoints.changeStatus, {
      params: { orderId: placed.order.orderId },
      body: { toStatus: 'cancelled', comment: 'Out of stock', version: 1 },
      cookie: f.manager.cookie,
    });
    expect(orderChangeResponse.parse(cancelled.json()).reject, cancelled.body).toBe(false);
    expect(await finalize(second, slot)).toMatchObject({ reject: false });
    expect(await bookedOn(slot)).toEqual([{ n: 1 }]);
  });
});

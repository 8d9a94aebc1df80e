import {
  adminOrderResponse,
  adminOrdersResponse,
  cartEndpoints,
  deliveryAdminEndpoints,
  deliveryAvailabilityResponse,
  deliveryEndpoints,
  finalizeOrderResponse,
  type LanguageCode,
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
import {
  customer,
  type OrdersFixture,
  ordersFixture,
  sampleAddress,
  writtenFor,
} from '../../../test/orders-fixture';
import { zoneWithSlot } from '../../domain/delivery/testing/delivery-fixture';
import { deliveryText } from '../../domain/orders/order-received';

/** Decision 0054: a zone's name in the shopper's language wherever a slot is named; orders keep theirs. */

let f: OrdersFixture;
let zoneId: number;
let slot: SlotChoice;
const names = { en: 'City Centre', he: 'מרכז העיר', th: 'ใจกลางเมือง' };

beforeAll(async () => {
  f = await ordersFixture();
  ({ zoneId, slot } = await zoneWithSlot(f.t.database.db, {
    name: names.en,
    names: { he: names.he, th: names.th },
  }));
});
afterAll(() => f.close());

/** A shopper reading in `language`, with an address in the zone and one line in the cart. */
async function shopper(language: LanguageCode, displayName = 'נועה לוי') {
  const member = await customer(f, language, displayName);
  const [address] = await f.query<{ id: number }>(sql`insert into shipping_addresses (user_id, recipient_name,
      address_line1, city, postal_code, country, latitude, longitude, is_default)
    values (${member.userId}, 'Noa Levi', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', 32.0853, 34.7818, true)
    returning shipping_address_id as id`);
  const added = await send(
    f.t,
    'POST',
    cartEndpoints.addItem.path,
    { productId: f.unitProductId, quantity: 1 },
    member.cookie,
  );
  expect(added.json().reject, added.body).toBe(false);
  return { ...member, addressId: address?.id as number };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const availability = (who: Shopper, languageCode?: string) =>
  callEndpoint(f.t, deliveryEndpoints.availability, {
    query: { shippingAddressId: who.addressId, languageCode },
    cookie: who.cookie,
  });

async function zoneShown(who: Shopper, languageCode?: string) {
  const response = await availability(who, languageCode);
  expect(response.statusCode, response.body).toBe(200);
  return deliveryAvailabilityResponse.parse(response.json()).zone?.name;
}

async function placeOrder(who: Shopper, languageCode: LanguageCode) {
  const response = await f.t.app.inject({
    method: 'POST',
    url: orderEndpoints.finalize.path,
    payload: JSON.stringify({ shippingAddressId: who.addressId, languageCode, deliverySlot: slot }),
    headers: { ...jsonHeaders, cookie: who.cookie },
  });
  const answer = finalizeOrderResponse.parse(response.json());
  if (answer.reject) throw new Error(answer.message);
  return answer.order;
}

async function shopperZone(who: Shopper, languageCode: LanguageCode, orderNumber: string) {
  const list = await f.t.app.inject({ url: `/api/orders/${languageCode}`, headers: { cookie: who.cookie } });
  const details = await f.t.app.inject({
    url: `/api/orders/${languageCode}/${orderNumber}`,
    headers: { cookie: who.cookie },
  });
  const listed = ordersResponse.parse(list.json()).orders.find((order) => order.orderNumber === orderNumber);
  return [listed?.deliverySlot?.zoneName, orderResponse.parse(details.json()).order.deliverySlot?.zoneName];
}

describe('the delivery zone in the shopper’s language', () => {
  it('names the zone at checkout in the language asked (English without one); another language is refused', async () => {
    const who = await shopper('he');
    expect(await zoneShown(who)).toBe(names.en);
    expect(await zoneShown(who, 'en')).toBe(names.en);
    expect(await zoneShown(who, 'he')).toBe(names.he);
    expect(await zoneShown(who, 'th')).toBe(names.th);
    const refused = await availability(who, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
  });

  it('tells a Hebrew order in Hebrew, mail included, and keeps the names it was booked with after a rename', async () => {
    const who = await shopper('he');
    const order = await placeOrder(who, 'he');

    const [notification] = await f.query<{ subject: string; body: string }>(
      sql`select subject, body from notifications where order_id = ${order.orderId}`,
    );
    expect(notification?.subject).toBe(`הזמנה ${order.orderNumber} התקבלה`);
    expect(notification?.body).toContain(`(${names.he})`);
    const mail = await f.smtp.waitFor(who.email);
    expect(mail.subject).toBe(`הזמנה ${order.orderNumber} התקבלה`);
    expect(mail.text).toContain('שלום נועה לוי,');
    expect(mail.text).toContain(names.he);
    expect(mail.text).not.toContain(names.en);
    expect(mail.text).toContain(`http://shop.test:8080/he/orders/${order.orderNumber}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(names.he);

    expect(await shopperZone(who, 'he', order.orderNumber)).toEqual([names.he, names.he]);
    expect(await shopperZone(who, 'th', order.orderNumber)).toEqual([names.th, names.th]);
    expect(await shopperZone(who, 'en', order.orderNumber)).toEqual([names.en, names.en]);

    // Renamed later: checkout shows the new name, the order the one it was booked with.
    const renamed = await f.call(deliveryAdminEndpoints.saveTranslation, {
      params: { deliveryZoneId: zoneId, languageCode: 'he' },
      body: { name: 'מרכז חדש' },
      cookie: f.dispatcher.cookie,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await zoneShown(who, 'he')).toBe('מרכז חדש');
    expect(await shopperZone(who, 'he', order.orderNumber)).toEqual([names.he, names.he]);
    await f.query(sql`update delivery_zone_translations set name = ${names.he}
      where delivery_zone_id = ${zoneId} and language_code = 'he'`);
  });

  it('shows the base name copy of an order booked before names were kept, in every language', async () => {
    const who = await shopper('th');
    const [old] = await f.query<{ orderNumber: string }>(sql`insert into orders (user_id, shipping_address,
        subtotal, total_amount, currency_symbol, language_code, customer_name, customer_email,
        delivery_zone_window_id, delivery_date, delivery_start, delivery_end, delivery_zone_name)
      values (${who.userId}, ${JSON.stringify(sampleAddress)}::jsonb, 1, 1, '₪', 'th', 'Noa', ${who.email}, ${slot.deliveryZoneWindowId},
        ${slot.date}::date, '08:00', '12:00', 'Old Centre')
      returning order_number as "orderNumber"`);
    const orderNumber = old?.orderNumber as string;
    expect(await shopperZone(who, 'th', orderNumber)).toEqual(['Old Centre', 'Old Centre']);
    expect(await shopperZone(who, 'he', orderNumber)).toEqual(['Old Centre', 'Old Centre']);
  });
});

describe('the delivery zone in the back office page’s language', () => {
  it('names it in the grid, the panel and a change’s answer; the customer’s mail names it in theirs', async () => {
    const who = await shopper('he');
    const order = await placeOrder(who, 'he');
    await f.smtp.waitFor(who.email);
    const zoneInGrid = async (languageCode?: string) => {
      const response = await f.call(ordersAdminEndpoints.list, {
        query: { q: order.orderNumber, languageCode },
        cookie: f.manager.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminOrdersResponse.parse(response.json()).rows.map((row) => row.deliverySlot?.zoneName);
    };
    expect(await zoneInGrid()).toEqual([names.en]);
    expect(await zoneInGrid('th')).toEqual([names.th]);
    expect(await zoneInGrid('he')).toEqual([names.he]);

    const panel = async (languageCode?: string) => {
      const response = await f.call(ordersAdminEndpoints.order, {
        params: { orderId: order.orderId },
        query: { languageCode },
        cookie: f.manager.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminOrderResponse.parse(response.json()).order.deliverySlot?.zoneName;
    };
    expect(await panel()).toBe(names.en);
    expect(await panel('th')).toBe(names.th);

    const confirmed = await f.call(ordersAdminEndpoints.changeStatus, {
      params: { orderId: order.orderId },
      query: { languageCode: 'th' },
      body: { toStatus: 'confirmed', version: 1 },
      cookie: f.manager.cookie,
    });
    const answer = orderChangeResponse.parse(confirmed.json());
    if (answer.reject) throw new Error(answer.message);
    expect(answer.order.deliverySlot?.zoneName).toBe(names.th);
    const mail = await f.smtp.waitFor(who.email, 1);
    expect(mail.subject).toBe(`הזמנה ${order.orderNumber} אושרה`);
    const when = deliveryText('he', { date: slot.date, startTime: '00:00', endTime: '23:59' });
    expect(mail.text).toContain(`משלוח: ${when} (${names.he})`);
    expect(mail.text).not.toContain(names.th);
    expect(mail.html).toContain(`<bdi>${names.he}</bdi>`);
  });

  it('refuses a page language it does not know with 400, writing nothing', async () => {
    const who = await shopper('en', 'Noa Levi');
    const order = await placeOrder(who, 'en');
    const before = await writtenFor(f, order.orderId);
    const calls = [
      f.call(ordersAdminEndpoints.list, { query: { languageCode: 'fr' }, cookie: f.manager.cookie }),
      f.call(ordersAdminEndpoints.order, {
        params: { orderId: order.orderId },
        query: { languageCode: 'xx' },
        cookie: f.manager.cookie,
      }),
      f.call(ordersAdminEndpoints.changeStatus, {
        params: { orderId: order.orderId },
        query: { languageCode: 'fr' },
        body: { toStatus: 'confirmed', version: 1 },
        cookie: f.manager.cookie,
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
    expect(await writtenFor(f, order.orderId)).toEqual(before);
  });
});

import {
  adminOrderItemsResponse,
  ordersAdminEndpoints as endpoints,
  fillPath,
  orderChangeResponse,
  orderEndpoints,
  orderResponse,
  ordersResponse,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/demo-fixture';
import {
  customer,
  insertOrder,
  type OrdersFixture,
  ordersFixture,
  writtenFor,
} from '../../../test/orders-fixture';

let f: OrdersFixture;

beforeAll(async () => {
  f = await ordersFixture();
});
afterAll(() => f.close());

/**
 * Tomatoes 0.5 kg at 59.90 (29.95), pita 2 at 4.50 (9.00), cucumbers 1 kg at 10.00 (10.00), and 15.00
 * delivery: 63.95 placed.
 */
async function pickingOrder(status: 'picking' | 'pending' = 'picking') {
  const shopper = await customer(f);
  const order = await insertOrder(f, {
    userId: shopper.userId,
    status,
    shippingAmount: '15.00',
    lines: [
      { productId: f.kgProductId, unit: 'kg', unitPrice: '59.90', quantity: '0.500' },
      { productId: f.unitProductId, unit: 'unit', unitPrice: '4.50', quantity: '2.000' },
      { productId: f.kgProductId, unit: 'kg', unitPrice: '10.00', quantity: '1.000' },
    ],
  });
  return { shopper, ...order };
}

const recordPicked = (orderId: number, body: unknown, cookie: string | null = f.manager.cookie) =>
  f.call(endpoints.recordPicked, { params: { orderId }, body, cookie });

async function answered(response: Awaited<ReturnType<typeof recordPicked>>) {
  expect(response.statusCode, response.body).toBe(200);
  return orderChangeResponse.parse(response.json());
}
async function picked(orderId: number, body: object, cookie = f.manager.cookie) {
  const answer = await answered(await recordPicked(orderId, body, cookie));
  if (answer.reject) throw new Error(`${answer.reason}: ${answer.message}`);
  return answer.order;
}
async function refusedPick(orderId: number, body: object) {
  const before = await writtenFor(f, orderId);
  const answer = await answered(await recordPicked(orderId, body));
  expect(await writtenFor(f, orderId)).toEqual(before);
  return answer;
}
const moneyOf = async (orderId: number) =>
  (
    await f.query<{ total: string; final: string | null; lines: (string | null)[] }>(sql`select
      total_amount::text as total, final_total::text as final,
      array(select picked_line_total::text from order_items where order_id = ${orderId} order by position) as lines
    from orders where order_id = ${orderId}`)
  )[0];

describe('PUT /api/admin/orders/:orderId/picked', () => {
  it('records weights, rounds each weighed line once, and recomputes the final total exactly', async () => {
    const { orderId, lineIds, shopper, orderNumber } = await pickingOrder();
    const [tomatoes, , cucumbers] = lineIds as [number, number, number];
    const first = await picked(orderId, {
      version: 1,
      lines: [{ orderItemId: tomatoes, pickedQuantity: 0.347 }],
    });
    // 0.347 × 59.90 = 20.7853 → 20.79; 20.79 + 9.00 + 10.00 + 15.00 delivery.
    expect(first).toMatchObject({ version: 2, totalAmount: 63.95, finalTotal: 54.79 });
    expect(await moneyOf(orderId)).toEqual({ total: '63.95', final: '54.79', lines: ['20.79', null, null] });
    const [entry] = await f.query<{
      details: unknown;
      told: boolean;
    }>(sql`select details, customer_told as told
      from order_history where order_id = ${orderId} and kind = 'picked'`);
    expect(entry).toEqual({
      told: false,
      details: {
        lines: [
          {
            orderItemId: tomatoes,
            before: { pickedQuantity: null, pickedLineTotal: null },
            after: { pickedQuantity: '0.347', pickedLineTotal: '20.79' },
          },
        ],
        finalTotal: { before: null, after: '54.79' },
      },
    });
    expect(first.history.at(-1)).toMatchObject({ kind: 'picked', changedBy: { userId: f.manager.userId } });

    // Twice what was ordered is the most a line may weigh.
    const second = await picked(
      orderId,
      {
        version: 2,
        lines: [
          { orderItemId: tomatoes, pickedQuantity: 1 },
          { orderItemId: cucumbers, pickedQuantity: 2 },
        ],
      },
      f.dispatcher.cookie,
    );
    expect(second).toMatchObject({ version: 3, finalTotal: 103.9 });
    expect(await moneyOf(orderId)).toEqual({
      total: '63.95',
      final: '103.90',
      lines: ['59.90', null, '20.00'],
    });
    const items = adminOrderItemsResponse.parse(
      (await f.call(endpoints.items, { params: { orderId }, cookie: f.manager.cookie })).json(),
    ).orderItems;
    expect(items.map((item) => [item.pickedQuantity, item.pickedTotal])).toEqual([
      [1, 59.9],
      [null, null],
      [2, 20],
    ]);
    const [notified] = await f.query<{ n: number }>(
      sql`select count(*)::int as n from notifications where order_id = ${orderId}`,
    );
    expect(notified?.n).toBe(0);

    // Leaving picking with a changed total tells the customer both totals.
    const packed = await answered(
      await f.call(endpoints.changeStatus, {
        params: { orderId },
        body: { toStatus: 'packed', version: 3 },
        cookie: f.manager.cookie,
      }),
    );
    expect(packed.reject).toBe(false);
    const mail = await f.smtp.waitFor(shopper.email);
    expect(mail.text).toContain(
      `Your order ${orderNumber} is packed and waiting for delivery. After weighing, your total is ₪103.90 (₪63.95 when ordered).`,
    );
    const details = orderResponse.parse(
      (
        await get(
          f.t,
          fillPath(orderEndpoints.order.path, { languageCode: 'en', orderNumber }),
          shopper.cookie,
        )
      ).json(),
    );
    expect(details.order).toMatchObject({ totalAmount: 63.95, finalTotal: 103.9 });
    expect(details.orderItems.map((item) => [item.pickedQuantity, item.pickedLineTotal])).toEqual([
      [1, 59.9],
      [null, null],
      [2, 20],
    ]);
    expect(details.history.map((event) => event.status)).toEqual(['pending', 'packed']);
    const list = ordersResponse.parse(
      (await get(f.t, fillPath(orderEndpoints.list.path, { languageCode: 'en' }), shopper.cookie)).json(),
    );
    expect(list.orders).toEqual([
      expect.objectContaining({ orderNumber, totalAmount: 63.95, finalTotal: 103.9 }),
    ]);
  });

  it('refuses outside picking, a stale version, a unit line, an over-weight line and another order’s line, writing nothing', async () => {
    const pending = await pickingOrder('pending');
    const line = pending.lineIds[0] as number;
    expect(
      await refusedPick(pending.orderId, { version: 1, lines: [{ orderItemId: line, pickedQuantity: 0.4 }] }),
    ).toMatchObject({ reject: true, reason: 'NOT_PICKING' });

    const { orderId, lineIds } = await pickingOrder();
    const [tomatoes, pita] = lineIds as [number, number, number];
    expect(
      await refusedPick(orderId, { version: 2, lines: [{ orderItemId: tomatoes, pickedQuantity: 0.4 }] }),
    ).toMatchObject({ reason: 'CONFLICT' });
    expect(
      await refusedPick(orderId, { version: 1, lines: [{ orderItemId: pita, pickedQuantity: 2 }] }),
    ).toMatchObject({ reason: 'RULE', field: 'lines.0.orderItemId' });
    expect(
      await refusedPick(orderId, {
        version: 1,
        lines: [
          { orderItemId: tomatoes, pickedQuantity: 0.4 },
          { orderItemId: lineIds[2] as number, pickedQuantity: 2.001 },
        ],
      }),
    ).toMatchObject({ reason: 'RULE', field: 'lines.1.pickedQuantity' });
    expect(
      await refusedPick(orderId, { version: 1, lines: [{ orderItemId: line, pickedQuantity: 0.4 }] }),
    ).toMatchObject({ reason: 'RULE', field: 'lines.0.orderItemId' });
  });

  it('answers 400 to four decimals, no weight, a line twice or other fields; 401, 403, 404', async () => {
    const { orderId, lineIds } = await pickingOrder();
    const tomatoes = lineIds[0] as number;
    const before = await writtenFor(f, orderId);
    for (const body of [
      { version: 1, lines: [{ orderItemId: tomatoes, pickedQuantity: 0.3471 }] },
      { version: 1, lines: [{ orderItemId: tomatoes, pickedQuantity: 0 }] },
      { version: 1, lines: [{ orderItemId: tomatoes, pickedQuantity: -1 }] },
      { version: 1, lines: [{ orderItemId: tomatoes, pickedQuantity: '0.4' }] },
      {
        version: 1,
        lines: [
          { orderItemId: tomatoes, pickedQuantity: 0.4 },
          { orderItemId: tomatoes, pickedQuantity: 0.5 },
        ],
      },
      { version: 1, lines: [] },
      { version: 1, lines: [{ orderItemId: tomatoes, pickedQuantity: 0.4, unit: 'kg' }] },
    ]) {
      expect((await recordPicked(orderId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const body = { version: 1, lines: [{ orderItemId: tomatoes, pickedQuantity: 0.4 }] };
    expect((await recordPicked(orderId, body, null)).statusCode).toBe(401);
    expect((await recordPicked(orderId, body, f.catalogManager.cookie)).statusCode).toBe(403);
    expect((await recordPicked(999999, body)).statusCode).toBe(404);
    expect(await writtenFor(f, orderId)).toEqual(before);
  });
});

const editShipping = (orderId: number, body: unknown, cookie: string | null = f.manager.cookie) =>
  f.call(endpoints.editShipping, { params: { orderId }, body, cookie });
const editContact = (orderId: number, body: unknown, cookie: string | null = f.manager.cookie) =>
  f.call(endpoints.editContact, { params: { orderId }, body, cookie });

const newAddress = {
  label: '  ',
  recipientName: ' Dana Cohen ',
  phone: '052-7654321',
  addressLine1: 'Allenby 10',
  addressLine2: 'Floor 3',
  city: 'Tel Aviv',
  state: null,
  postalCode: '6311000',
  country: 'Israel',
  latitude: 32.0667,
  longitude: 34.7667,
};

describe('PUT /api/admin/orders/:orderId/shipping and /contact', () => {
  it('replaces the delivery address, keeping what it was and became', async () => {
    const { orderId } = await pickingOrder();
    const response = await editShipping(orderId, { ...newAddress, version: 1 });
    const answer = await answered(response);
    if (answer.reject) throw new Error(answer.reason);
    const expected = { ...newAddress, label: null, recipientName: 'Dana Cohen' };
    expect(answer.order).toMatchObject({ version: 2, shippingAddress: expected });
    expect(answer.order.history.at(-1)).toMatchObject({ kind: 'shipping', customerTold: false });
    const [entry] = await f.query<{ details: { before: { city: string }; after: unknown } }>(
      sql`select details from order_history where order_id = ${orderId} and kind = 'shipping'`,
    );
    expect(entry?.details.after).toEqual(expected);
    expect(entry?.details.before.city).toBe('Tel Aviv');
    const [audit] = await f.query<{ action: string }>(
      sql`select action from audit_log where entity = 'order' and entity_id = ${String(orderId)}`,
    );
    expect(audit?.action).toBe('order.shipping.update');
  });

  it('replaces the contact details of this order only; later messages go to the new address', async () => {
    const { orderId, shopper } = await pickingOrder();
    const response = await editContact(orderId, {
      version: 1,
      customerName: 'Dana Cohen',
      customerEmail: ' Dana.Cohen@Example.com ',
      customerPhone: '',
    });
    const answer = await answered(response);
    if (answer.reject) throw new Error(answer.reason);
    expect(answer.order).toMatchObject({
      version: 2,
      userDisplayName: 'Dana Cohen',
      userEmail: 'dana.cohen@example.com',
      contact: { customerName: 'Dana Cohen', customerEmail: 'dana.cohen@example.com', customerPhone: null },
    });
    const [account] = await f.query<{ email: string }>(
      sql`select email from users where user_id = ${shopper.userId}`,
    );
    expect(account?.email).toBe(shopper.email);
    await f.call(endpoints.changeStatus, {
      params: { orderId },
      body: { toStatus: 'packed', version: 2 },
      cookie: f.manager.cookie,
    });
    const mail = await f.smtp.waitFor('dana.cohen@example.com');
    expect(mail.text).toContain('Hello Dana Cohen,');
    expect(f.smtp.countTo(shopper.email)).toBe(0);
  });

  it('allows a failed delivery to be corrected, refuses once out for delivery or later, and a stale version', async () => {
    const shopper = await customer(f);
    const line = { productId: f.kgProductId, unit: 'kg' as const, unitPrice: '5.00', quantity: '1.000' };
    const contact = { customerName: 'Dana', customerEmail: 'dana@example.com', customerPhone: null };
    const failed = await insertOrder(f, { userId: shopper.userId, lines: [line], status: 'delivery_failed' });
    expect((await answered(await editShipping(failed.orderId, { ...newAddress, version: 1 }))).reject).toBe(
      false,
    );
    const stale = await writtenFor(f, failed.orderId);
    expect(await answered(await editContact(failed.orderId, { ...contact, version: 1 }))).toMatchObject({
      reason: 'CONFLICT',
    });
    expect(await writtenFor(f, failed.orderId)).toEqual(stale);

    for (const status of ['out_for_delivery', 'delivered', 'cancelled'] as const) {
      const { orderId } = await insertOrder(f, { userId: shopper.userId, lines: [line], status });
      const before = await writtenFor(f, orderId);
      expect(
        await answered(await editShipping(orderId, { ...newAddress, version: 1 })),
        status,
      ).toMatchObject({
        reason: 'NOT_EDITABLE',
      });
      expect(await answered(await editContact(orderId, { ...contact, version: 1 })), status).toMatchObject({
        reason: 'NOT_EDITABLE',
      });
      expect(await writtenFor(f, orderId)).toEqual(before);
    }
  });

  it('refuses after the order went out for delivery through the status flow', async () => {
    const { orderId } = await pickingOrder();
    for (const [toStatus, version] of [
      ['packed', 1],
      ['out_for_delivery', 2],
    ] as const) {
      await f.call(endpoints.changeStatus, {
        params: { orderId },
        body: { toStatus, version },
        cookie: f.manager.cookie,
      });
    }
    expect(await answered(await editShipping(orderId, { ...newAddress, version: 3 }))).toMatchObject({
      reason: 'NOT_EDITABLE',
    });
  });

  it('answers 400 to bad bodies, 401, 403 to a dispatcher (no orders:write), 404, writing nothing', async () => {
    const { orderId } = await pickingOrder();
    const before = await writtenFor(f, orderId);
    for (const body of [
      { ...newAddress },
      { ...newAddress, version: 1, city: '  ' },
      { ...newAddress, version: 1, latitude: 91 },
      { ...newAddress, version: 1, isDefault: true },
    ]) {
      expect((await editShipping(orderId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { version: 1, customerName: 'Dana', customerEmail: 'not-an-email' },
      { version: 1, customerName: ' ', customerEmail: 'dana@example.com' },
      { version: 1, customerName: 'Dana', customerEmail: 'dana@example.com', userId: 1 },
    ]) {
      expect((await editContact(orderId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const contact = { version: 1, customerName: 'Dana', customerEmail: 'dana@example.com' };
    expect((await editShipping(orderId, { ...newAddress, version: 1 }, null)).statusCode).toBe(401);
    expect((await editShipping(orderId, { ...newAddress, version: 1 }, f.dispatcher.cookie)).statusCode).toBe(
      403,
    );
    expect((await editContact(orderId, contact, f.dispatcher.cookie)).statusCode).toBe(403);
    expect((await editContact(orderId, contact, f.catalogManager.cookie)).statusCode).toBe(403);
    expect((await editShipping(999999, { ...newAddress, version: 1 })).statusCode).toBe(404);
    expect((await editContact(999999, contact)).statusCode).toBe(404);
    expect(await writtenFor(f, orderId)).toEqual(before);
  });
});

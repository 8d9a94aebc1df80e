import {
  adminOrderResponse,
  ordersAdminEndpoints as endpoints,
  fillPath,
  orderChangeResponse,
  orderEndpoints,
  orderResponse,
  ordersResponse,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { testDriver } from '../../../test/database';
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

const line = () => ({ productId: f.kgProductId, unit: 'kg' as const, unitPrice: '12.50', quantity: '2.000' });
async function newOrder(language: 'en' | 'he' | 'th' = 'en', status?: 'picking' | 'out_for_delivery') {
  const shopper = await customer(f, language, language === 'he' ? 'נועה לוי' : 'Noa Levi');
  const order = await insertOrder(f, { userId: shopper.userId, lines: [line()], status });
  return { shopper, ...order };
}

const changeStatus = (orderId: number | string, body: unknown, cookie: string | null = f.manager.cookie) =>
  f.call(endpoints.changeStatus, { params: { orderId }, body, cookie });
const addNote = (orderId: number | string, body: unknown, cookie: string | null = f.manager.cookie) =>
  f.call(endpoints.addNote, { params: { orderId }, body, cookie });

async function changed(orderId: number, body: object, cookie = f.manager.cookie) {
  const response = await changeStatus(orderId, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const answer = orderChangeResponse.parse(response.json());
  if (answer.reject) throw new Error(`${answer.reason}: ${answer.message}`);
  return answer.order;
}
async function refused(orderId: number, body: object) {
  const before = await writtenFor(f, orderId);
  const response = await changeStatus(orderId, body);
  expect(response.statusCode, response.body).toBe(200);
  const answer = orderChangeResponse.parse(response.json());
  expect(await writtenFor(f, orderId)).toEqual(before);
  return answer;
}
const notificationsOf = (userId: number) =>
  f.query<{ subject: string; body: string }>(
    sql`select subject, body from notifications where user_id = ${userId} order by notification_id`,
  );

describe('POST /api/admin/orders/:orderId/status', () => {
  it('moves the order as the signed-in admin (changedBy ignored) and tells a Hebrew customer in Hebrew', async () => {
    const { shopper, orderId, orderNumber } = await newOrder('he');
    const order = await changed(orderId, { toStatus: 'confirmed', version: 1, changedBy: 4242 });
    expect(order).toMatchObject({
      statusCode: 'confirmed',
      version: 2,
      nextStatuses: ['picking', 'cancelled'],
    });
    expect(order.history.slice(1)).toEqual([
      {
        historyId: expect.any(Number),
        kind: 'status',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        note: null,
        changedBy: { userId: f.manager.userId, displayName: 'Staff Member' },
        at: expect.any(String),
        customerTold: true,
      },
    ]);
    expect(Date.parse(order.updatedAt)).toBeGreaterThan(Date.parse(order.createdAt));

    expect(await notificationsOf(shopper.userId)).toEqual([
      {
        subject: `הזמנה ${orderNumber} אושרה`,
        body: `הזמנה ${orderNumber} שלך אושרה. נתחיל ללקט אותה בקרוב.`,
      },
    ]);
    const mail = await f.smtp.waitFor(shopper.email);
    expect(mail.subject).toBe(`הזמנה ${orderNumber} אושרה`);
    expect(mail.text).toContain('שלום נועה לוי,');
    expect(mail.text).toContain(`http://shop.test:8080/he/orders/${orderNumber}`);
    expect(mail.html).toContain('dir="rtl"');

    const [audit] = await f.query<Record<string, unknown>>(sql`select actor_user_id as actor, action,
      before, after from audit_log where entity = 'order' and entity_id = ${String(orderId)}`);
    expect(audit).toEqual({
      actor: f.manager.userId,
      action: 'order.status.update',
      before: { status: 'pending' },
      after: { status: 'confirmed', comment: null },
    });
  });

  it('says the reason when cancelling, in the customer’s language (Thai)', async () => {
    const { shopper, orderId, orderNumber } = await newOrder('th');
    const order = await changed(orderId, { toStatus: 'cancelled', comment: '  สินค้าหมด  ', version: 1 });
    expect(order).toMatchObject({ statusCode: 'cancelled', nextStatuses: [], editable: false });
    expect(order.history.at(-1)).toMatchObject({ kind: 'status', toStatus: 'cancelled', note: 'สินค้าหมด' });
    const [notification] = await notificationsOf(shopper.userId);
    expect(notification?.subject).toBe(`ยกเลิกคำสั่งซื้อ ${orderNumber} แล้ว`);
    expect(notification?.body).toContain('เหตุผล: สินค้าหมด');
    expect((await f.smtp.waitFor(shopper.email)).text).toContain('เหตุผล: สินค้าหมด');
  });

  it('refuses a move outside the flow, a cancel or failed delivery without a reason, and a stale version, writing nothing', async () => {
    const { orderId } = await newOrder();
    expect(await refused(orderId, { toStatus: 'delivered', version: 1 })).toMatchObject({
      reject: true,
      reason: 'TRANSITION_NOT_ALLOWED',
    });
    expect(await refused(orderId, { toStatus: 'pending', version: 1 })).toMatchObject({
      reason: 'TRANSITION_NOT_ALLOWED',
    });
    expect(await refused(orderId, { toStatus: 'cancelled', version: 1 })).toMatchObject({
      reason: 'REASON_REQUIRED',
    });
    expect(await refused(orderId, { toStatus: 'cancelled', comment: '', version: 1 })).toMatchObject({
      reason: 'REASON_REQUIRED',
    });
    await changed(orderId, { toStatus: 'confirmed', version: 1 });
    const stale = await refused(orderId, { toStatus: 'cancelled', comment: 'out of stock', version: 1 });
    expect(stale).toMatchObject({ reason: 'CONFLICT' });
    expect(stale.reject && stale.message).toContain('confirmed');

    const onTheRoad = await newOrder('en', 'out_for_delivery');
    expect(await refused(onTheRoad.orderId, { toStatus: 'delivery_failed', version: 1 })).toMatchObject({
      reason: 'REASON_REQUIRED',
    });
    expect(
      await refused(onTheRoad.orderId, { toStatus: 'cancelled', comment: 'x', version: 1 }),
    ).toMatchObject({
      reason: 'TRANSITION_NOT_ALLOWED',
    });
  });

  it('answers 400 to an unknown status, a blank reason or a body with other fields, writing nothing', async () => {
    const { orderId } = await newOrder();
    const before = await writtenFor(f, orderId);
    for (const body of [
      { toStatus: 'lost', version: 1 },
      { toStatus: 'cancelled', comment: '   ', version: 1 },
      { toStatus: 'confirmed', version: 0 },
      { toStatus: 'confirmed' },
      { toStatus: 'confirmed', version: 1, status: 'confirmed' },
    ]) {
      expect((await changeStatus(orderId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await writtenFor(f, orderId)).toEqual(before);
  });

  it('needs a session (401), orders:status (403), and an order (404)', async () => {
    const { orderId } = await newOrder();
    const body = { toStatus: 'confirmed', version: 1 };
    const before = await writtenFor(f, orderId);
    expect((await changeStatus(orderId, body, null)).statusCode).toBe(401);
    expect((await changeStatus(orderId, body, f.catalogManager.cookie)).statusCode).toBe(403);
    const reader = await userHolding(f.t.app, {
      permissions: ['admin_access', 'orders:read', 'orders:write'],
    });
    expect((await changeStatus(orderId, body, reader.cookie)).statusCode).toBe(403);
    expect((await addNote(orderId, { comment: 'hi' }, reader.cookie)).statusCode).toBe(403);
    expect((await changeStatus(999999, body)).statusCode).toBe(404);
    expect((await addNote(999999, { comment: 'hi' })).statusCode).toBe(404);
    expect(await writtenFor(f, orderId)).toEqual(before);
    expect((await changed(orderId, body, f.dispatcher.cookie)).history.at(-1)?.changedBy?.userId).toBe(
      f.dispatcher.userId,
    );
  });
});

/**
 * Starts both calls while another connection holds the order's row on PostgreSQL, so both have
 * read their session and wait on the same lock before either commits. PGlite runs one at a time.
 */
async function bothAtOnce<T>(orderId: number, start: () => Promise<T>[]): Promise<T[]> {
  if (testDriver !== 'postgres') return Promise.all(start());
  const holder = new pg.Client({ connectionString: f.t.database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select 1 from orders where order_id = $1 for update', [orderId]);
    const calls = start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query('commit');
    return await Promise.all(calls);
  } finally {
    await holder.end();
  }
}

describe('two admins moving one order at once', () => {
  it('lets exactly one win; the other is refused with CONFLICT and nothing of it is written', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { orderId, shopper } = await newOrder();
      const answers = await bothAtOnce(orderId, () => [
        changeStatus(orderId, { toStatus: 'confirmed', version: 1 }, f.manager.cookie),
        changeStatus(
          orderId,
          { toStatus: 'cancelled', comment: 'duplicate', version: 1 },
          f.dispatcher.cookie,
        ),
      ]);
      const parsed = answers.map((answer) => orderChangeResponse.parse(answer.json()));
      expect(parsed.filter((answer) => !answer.reject)).toHaveLength(1);
      expect(parsed.filter((answer) => answer.reject && answer.reason === 'CONFLICT')).toHaveLength(1);
      const [counts] = await f.query<{ history: number; version: number }>(sql`select
        (select count(*)::int from order_history where order_id = ${orderId}) as history,
        (select version from orders where order_id = ${orderId}) as version`);
      expect(counts).toEqual({ history: 1, version: 2 });
      expect(await notificationsOf(shopper.userId)).toHaveLength(1);
    }
  });
});

describe('POST /api/admin/orders/:orderId/notes', () => {
  it('keeps an internal note from the customer and tells a told one; the shopper sees only what they were told', async () => {
    const { shopper, orderId, orderNumber } = await newOrder();
    await changed(orderId, { toStatus: 'confirmed', version: 1 });
    await f.smtp.waitFor(shopper.email);

    const internal = await addNote(orderId, { comment: '  Call before delivering: dog  ', changedBy: 7 });
    expect(internal.statusCode, internal.body).toBe(200);
    const afterInternal = adminOrderResponse.parse(internal.json()).order;
    expect(afterInternal.version).toBe(2);
    expect(afterInternal.history.at(-1)).toMatchObject({
      kind: 'note',
      note: 'Call before delivering: dog',
      customerTold: false,
      changedBy: { userId: f.manager.userId },
    });
    expect(await notificationsOf(shopper.userId)).toHaveLength(1);

    const told = await addNote(orderId, {
      comment: 'Your tomatoes come from the Galilee',
      tellCustomer: true,
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(adminOrderResponse.parse(told.json()).order.history.at(-1)).toMatchObject({ customerTold: true });
    expect((await notificationsOf(shopper.userId)).at(-1)).toEqual({
      subject: `About your order ${orderNumber}`,
      body: `A message from the shop about your order ${orderNumber}: Your tomatoes come from the Galilee`,
    });
    const mail = await f.smtp.waitFor(shopper.email, 1);
    expect(mail.text).toContain('Your tomatoes come from the Galilee');
    expect(f.smtp.countTo(shopper.email)).toBe(2);

    await changed(orderId, { toStatus: 'cancelled', comment: 'Out of stock', version: 2 });
    const details = await get(
      f.t,
      fillPath(orderEndpoints.order.path, { languageCode: 'en', orderNumber }),
      shopper.cookie,
    );
    expect(details.statusCode, details.body).toBe(200);
    expect(details.body).not.toContain('dog');
    const { history, order } = orderResponse.parse(details.json());
    expect(history).toEqual([
      { status: 'pending', note: null, at: order.createdAt },
      { status: 'confirmed', note: null, at: expect.any(String) },
      { status: null, note: 'Your tomatoes come from the Galilee', at: expect.any(String) },
      { status: 'cancelled', note: 'Out of stock', at: expect.any(String) },
    ]);
    const times = history.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const list = ordersResponse.parse(
      (await get(f.t, fillPath(orderEndpoints.list.path, { languageCode: 'en' }), shopper.cookie)).json(),
    );
    expect(list.orders[0]).toMatchObject({ orderNumber, status: 'cancelled', finalTotal: null });
  });

  it('answers 400 to a note empty after trimming or with other fields, writing nothing', async () => {
    const { orderId } = await newOrder();
    const before = await writtenFor(f, orderId);
    for (const body of [
      { comment: '   ' },
      { comment: '' },
      {},
      { comment: 'x', version: 1 },
      { comment: 'x'.repeat(1001) },
    ]) {
      expect((await addNote(orderId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await addNote(orderId, { comment: 'hi' }, null)).statusCode).toBe(401);
    expect((await addNote(orderId, { comment: 'hi' }, f.catalogManager.cookie)).statusCode).toBe(403);
    expect(await writtenFor(f, orderId)).toEqual(before);
  });
});

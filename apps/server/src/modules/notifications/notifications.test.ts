import {
  csrfHeader,
  fillPath,
  markNotificationReadResponse,
  notificationEndpoints,
  notificationsPageResponse,
  notificationsResponse,
} from '@grocery/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoFixture, demoFixture, get } from '../../../test/demo-fixture';
import { rowsOf } from '../../db/client';
import { notifications, orders } from '../../db/schema';
import { orderReceivedMessage } from '../../domain/orders/order-received';

let f: DemoFixture;
let shopperId: number;
let businessId: number;

const userIdOf = async (email: string) =>
  rowsOf<{ id: number }>(
    await f.t.database.db.execute(sql`select user_id as id from users where email = ${email}`),
  )[0]?.id as number;

beforeAll(async () => {
  f = await demoFixture();
  shopperId = await userIdOf('shopper@freshcart.example');
  businessId = await userIdOf('business@freshcart.example');
});
afterAll(() => f.close());
beforeEach(async () => {
  await f.t.database.db.delete(notifications);
  await f.t.database.db.delete(orders);
});

/** An order row of the user (no items: the inbox only needs its number). */
async function order(userId: number) {
  const [row] = await f.t.database.db
    .insert(orders)
    .values({
      userId,
      customerName: 'Noa Shopper',
      customerEmail: 'noa@shop.example',
      shippingAddress: {},
      subtotal: '10.00',
      totalAmount: '10.00',
      currencySymbol: '₪',
      languageCode: 'en',
    })
    .returning({ orderId: orders.orderId, orderNumber: orders.orderNumber });
  if (!row) throw new Error('no order');
  return row;
}

async function notify(userId: number, languageCode: 'en' | 'he' | 'th' = 'en') {
  const { orderId, orderNumber } = await order(userId);
  const message = orderReceivedMessage(languageCode, {
    orderNumber,
    itemCount: 2,
    total: '₪10.00',
    delivery: 'Wednesday 25 November, 08:00–12:00',
    zone: 'Tel Aviv Centre',
  });
  await f.t.database.db.insert(notifications).values({ userId, orderId, ...message });
  const [row] = await f.t.database.db
    .select({ id: notifications.notificationId })
    .from(notifications)
    .where(eq(notifications.orderId, orderId));
  return { notificationId: row?.id as number, orderNumber };
}

const inbox = async (cookie = f.shopper) => {
  const response = await get(f.t, notificationEndpoints.list.path, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return notificationsResponse.parse(response.json());
};
const read = (notificationId: number | string, cookie?: string) =>
  f.t.app.inject({
    method: 'POST',
    url: fillPath(notificationEndpoints.markRead.path, { notificationId }),
    headers: { [csrfHeader.name]: csrfHeader.value, ...(cookie ? { cookie } : {}) },
  });

describe('notifications', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await get(f.t, notificationEndpoints.list.path)).statusCode).toBe(401);
    expect((await read(1)).statusCode).toBe(401);
  });

  it('lists the user’s own notifications newest first with the order number and unread count', async () => {
    expect(await inbox()).toEqual({ reject: false, reason: null, notifications: [], unreadCount: 0 });
    const first = await notify(shopperId);
    const second = await notify(shopperId, 'he');
    await notify(businessId);
    const { notifications: list, unreadCount } = await inbox();
    expect(unreadCount).toBe(2);
    expect(list.map((note) => note.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(list[0]).toMatchObject({
      notificationId: second.notificationId,
      subject: `הזמנה ${second.orderNumber} התקבלה`,
      readAt: null,
    });
    expect(list[1]?.subject).toBe(`Order ${first.orderNumber} received`);
    expect(new Date(list[0]?.createdAt as string).toISOString()).toBe(list[0]?.createdAt);
    expect((await inbox(f.business)).notifications).toHaveLength(1);
  });

  it('marks one read once: it stays read, keeps its first read time and the unread count drops', async () => {
    const first = await notify(shopperId);
    await notify(shopperId);
    const response = await read(first.notificationId, f.shopper);
    expect(response.statusCode, response.body).toBe(200);
    const { notification } = markNotificationReadResponse.parse(response.json());
    expect(notification).toMatchObject({
      notificationId: first.notificationId,
      orderNumber: first.orderNumber,
    });
    expect(notification.readAt).not.toBeNull();
    const again = markNotificationReadResponse.parse((await read(first.notificationId, f.shopper)).json());
    expect(again.notification.readAt).toBe(notification.readAt);
    const after = await inbox();
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.find((note) => note.notificationId === first.notificationId)?.readAt).toBe(
      notification.readAt,
    );
  });

  it('counts unread beyond the listed ones; a notification of no order has no order number', async () => {
    await f.t.database.db
      .insert(notifications)
      .values(
        Array.from({ length: 105 }, (_, index) => ({ userId: shopperId, subject: `S${index}`, body: 'B' })),
      );
    const { notifications: list, unreadCount } = await inbox();
    expect(list).toHaveLength(100);
    expect(unreadCount).toBe(105);
    expect(list[0]?.orderNumber).toBeNull();
  });

  it("answers 404 for another user's or an unknown notification, 400 for a bad id", async () => {
    const theirs = await notify(businessId);
    expect((await read(theirs.notificationId, f.shopper)).statusCode).toBe(404);
    expect((await read(999999, f.shopper)).statusCode).toBe(404);
    expect((await read('abc', f.shopper)).statusCode).toBe(400);
    expect((await inbox(f.business)).unreadCount).toBe(1);
  });

  it('says on every answer of the old list call that it is deprecated, and which call replaces it', async () => {
    const response = await get(f.t, notificationEndpoints.list.path, f.shopper);
    expect(response.headers.deprecation).toBe(`@${Date.parse('2026-11-30') / 1000}`);
    expect(response.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(response.headers.link).toBe('</api/v2/notifications>; rel="successor-version"');
    expect((await get(f.t, '/api/v2/notifications', f.shopper)).headers.deprecation).toBeUndefined();
  });
});

describe('notifications, API version 2: pages', () => {
  const page = async (query: string, cookie = f.shopper) => {
    const response = await get(f.t, `/api/v2/notifications${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return notificationsPageResponse.parse(response.json());
  };

  it('answers the one list shape: items newest first, total, page, size, and the unread count', async () => {
    expect(await page('')).toEqual({
      reject: false,
      reason: null,
      items: [],
      total: 0,
      pageIndex: 0,
      pageSize: 25,
      unreadCount: 0,
    });
    await f.t.database.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, index) => ({
        userId: shopperId,
        subject: `S${index}`,
        body: 'B',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
        readAt: index < 5 ? new Date() : null,
      })),
    );
    await notify(businessId);
    const first = await page('?pageIndex=0&pageSize=50');
    expect(first).toMatchObject({ total: 105, pageIndex: 0, pageSize: 50, unreadCount: 100 });
    expect(first.items.map((note) => note.subject).slice(0, 2)).toEqual(['S104', 'S103']);
    const last = await page('?pageIndex=2&pageSize=50');
    expect(last.items.map((note) => note.subject)).toEqual(['S4', 'S3', 'S2', 'S1', 'S0']);
    expect((await page('?pageIndex=3&pageSize=50')).items).toEqual([]);
    expect((await page('', f.business)).total).toBe(1);
  });

  it('answers 400 to a bad page, nothing read, and 401 without a session', async () => {
    for (const query of ['?pageSize=0', '?pageSize=101', '?pageIndex=-1', '?pageIndex=x', '?other=1']) {
      expect((await get(f.t, `/api/v2/notifications${query}`, f.shopper)).statusCode, query).toBe(400);
    }
    expect((await get(f.t, '/api/v2/notifications')).statusCode).toBe(401);
  });
});

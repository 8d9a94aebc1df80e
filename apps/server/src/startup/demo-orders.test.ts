import {
  adminOrdersResponse,
  dashboardResponse,
  notificationsResponse,
  orderEndpoints,
  orderStatuses,
  ordersAdminEndpoints,
  ordersResponse,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/access';
import { seedTestDemoAccounts } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { rowsOf } from '../db/client';
import { buildDemoCatalogue } from '../seed/demo-catalogue';
import { insertDemoDelivery } from '../seed/demo-delivery';
import { insertDemoCatalogue } from '../seed/demo-insert';
import { seedDemoOrders } from './demo-orders';

/**
 * The demo orders on a new store (decision 0052): the demo catalogue's rows and zones and the demo
 * accounts, as a first start makes them (no images: the orders do not need them), then the orders.
 */
let t: TestApp;
let seeded: number;
let admin: string;
let shopper: { userId: number; cookie: string };
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO_DATA: 'true' } });
  const { db } = t.database;
  await db.transaction(async (tx) => {
    await insertDemoCatalogue(tx, buildDemoCatalogue());
    await insertDemoDelivery(tx);
  });
  await seedTestDemoAccounts(db);
  seeded = await seedDemoOrders(db, t.app.deps.config);
  const id = async (email: string) =>
    (await query<{ id: number }>(sql`select user_id as id from users where email = ${email}`))[0]
      ?.id as number;
  admin = await sessionFor(t.app, await id('admin@freshcart.example'));
  const shopperId = await id('shopper@freshcart.example');
  shopper = { userId: shopperId, cookie: await sessionFor(t.app, shopperId) };
}, 600_000);
afterAll(() => t.close());

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(statement));
}

const counts = () =>
  query<{ orders: number; history: number; notifications: number; mails: number; users: number }>(sql`select
    (select count(*)::int from orders) as orders, (select count(*)::int from order_history) as history,
    (select count(*)::int from notifications) as notifications, (select count(*)::int from mail_outbox) as mails,
    (select count(*)::int from users) as users`);

describe('the demo orders of a new store', () => {
  it('spread over three weeks and the next days, in every status, zone and customer language', async () => {
    expect(seeded).toBeGreaterThanOrEqual(30);
    const [spread] = await query<{
      statuses: string[];
      zones: number;
      customers: number;
      languages: string[];
      first: string;
      last: string;
      today: string;
      future: number;
    }>(sql`select array_agg(distinct status) as statuses, count(distinct delivery_zone_window_id)::int as windows,
        count(distinct delivery_zone_name)::int as zones, count(distinct user_id)::int as customers,
        array_agg(distinct language_code) as languages, min(delivery_date)::text as first,
        max(delivery_date)::text as last, ((now() at time zone 'Asia/Jerusalem')::date)::text as today,
        count(*) filter (where created_at > now())::int as future
      from orders`);
    expect(new Set(spread?.statuses)).toEqual(new Set(orderStatuses));
    expect(spread?.zones).toBe(4);
    expect(spread?.customers).toBe(6);
    expect(new Set(spread?.languages)).toEqual(new Set(['en', 'he', 'th']));
    expect(spread?.future).toBe(0);
    const days = (date: string) => Date.parse(date) / 86_400_000;
    const today = days(spread?.today as string);
    expect(today - days(spread?.first as string)).toBeGreaterThanOrEqual(14);
    expect(days(spread?.last as string) - today).toBeGreaterThanOrEqual(1);
  });

  it('made as real ones are: each change in the history, the audit log, and told by notification and mail', async () => {
    const [rows] = await query<{
      changes: number;
      audited: number;
      told: number;
      notices: number;
      orders: number;
      unsent: number;
      jobs: number;
      disorder: number;
    }>(sql`select (select count(*)::int from order_history) as changes,
        (select count(*)::int from audit_log where entity = 'order') as audited,
        (select count(*)::int from order_history where customer_told) as told,
        (select count(*)::int from notifications) as notices, (select count(*)::int from orders) as orders,
        (select count(*)::int from mail_outbox where sent_at is null) as unsent,
        (select count(*)::int from pgboss.job where name = 'mail.send') as jobs,
        (select count(*)::int from order_history h join orders o using (order_id)
          where h.created_at < o.created_at or h.created_at > now()) as disorder`);
    expect(rows?.changes).toBeGreaterThan(rows?.orders as number);
    expect(rows?.audited).toBe(rows?.changes);
    // One notification when placed and one per status change or told note.
    expect(rows?.notices).toBe((rows?.orders as number) + (rows?.told as number));
    // Their mails are in the outbox as sent, with no job to send them: nothing floods the log.
    expect(rows?.unsent).toBe(0);
    expect(rows?.jobs).toBe(0);
    expect(rows?.disorder).toBe(0);
  });

  it('a cancelled order says why, weighed lines were picked off their ordered weight, notices read and unread', async () => {
    const cancelled = await query<{ note: string | null; body: string }>(sql`select h.note, n.body
      from order_history h join notifications n on n.order_id = h.order_id
      where h.to_status = 'cancelled' and n.body like '%' || h.note || '%'`);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled[0]?.note?.length).toBeGreaterThan(10);
    const [picked] = await query<{ lines: number; off: number; finals: number }>(sql`select
        count(*)::int as lines, count(*) filter (where picked_quantity <> quantity)::int as off,
        (select count(*)::int from orders where final_total is not null) as finals
      from order_items where picked_quantity is not null`);
    expect(picked?.lines).toBeGreaterThan(0);
    expect(picked?.off).toBe(picked?.lines);
    expect(picked?.finals).toBeGreaterThan(0);
    const [shopperNotices] = await query<{ read: number; unread: number }>(sql`select
        count(*) filter (where read_at is not null)::int as read, count(*) filter (where read_at is null)::int as unread
      from notifications where user_id = ${shopper.userId}`);
    expect(shopperNotices?.read).toBeGreaterThan(0);
    expect(shopperNotices?.unread).toBeGreaterThan(0);
  });

  it("the dashboard, the orders grid and the shopper's orders and inbox show them", async () => {
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const dashboard = dashboardResponse.parse(
      (await get(`${ordersAdminEndpoints.dashboard.path}?languageCode=he`, admin)).json(),
    );
    expect(dashboard.week.orders + dashboard.today.orders).toBeGreaterThan(0);
    expect(dashboard.waiting.reduce((sum, status) => sum + status.orders, 0)).toBeGreaterThan(0);
    expect(dashboard.topProducts.length).toBeGreaterThan(0);
    const grid = adminOrdersResponse.parse((await get(ordersAdminEndpoints.list.path, admin)).json());
    expect(grid.totalResults).toBe(seeded);
    const mine = ordersResponse.parse(
      (await get(orderEndpoints.list.path.replace(':languageCode', 'en'), shopper.cookie)).json(),
    );
    expect(mine.orders.length).toBeGreaterThan(3);
    const inbox = notificationsResponse.parse((await get('/api/notifications', shopper.cookie)).json());
    expect(inbox.unreadCount).toBeGreaterThan(0);
  });

  it('seeding again, or on a store with orders, adds nothing', async () => {
    const before = await counts();
    expect(await seedDemoOrders(t.database.db, t.app.deps.config)).toBe(0);
    expect(await counts()).toEqual(before);
  });
});

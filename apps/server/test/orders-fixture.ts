import type { AnyEndpoint, LanguageCode, OrderStatus } from '@grocery/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { users } from '../src/db/schema';
import { buildDemoCatalogue } from '../src/seed/demo-catalogue';
import { insertDemoCatalogue } from '../src/seed/demo-insert';
import { type StaffMember, userHolding } from './access';
import { buildTestApp, type TestApp } from './app';
import { callEndpoint, type EndpointCall } from './endpoint-calls';
import { startSmtpServer } from './smtp';

export interface OrdersFixture {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** In the order_manager group: every orders permission. */
  manager: StaffMember;
  /** In the dispatcher group: orders:read and orders:status, not orders:write. */
  dispatcher: StaffMember;
  /** In the catalog_manager group: no orders permission. */
  catalogManager: StaffMember;
  /** A demo product sold by weight, and one sold by the unit. */
  kgProductId: number;
  unitProductId: number;
  call(endpoint: AnyEndpoint, call?: EndpointCall): ReturnType<typeof callEndpoint>;
  query<T>(statement: SQL): Promise<T[]>;
  close(): Promise<void>;
}

async function firstProduct(t: TestApp, unit: 'kg' | 'unit'): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select product_id as id from products where unit = ${unit} order by product_id limit 1`,
    ),
  );
  if (!row) throw new Error(`No demo product sold by ${unit}`);
  return row.id;
}

/** The real app with SMTP, the demo catalogue, and staff in the orders groups. */
export async function ordersFixture(): Promise<OrdersFixture> {
  const smtp = await startSmtpServer();
  const t = await buildTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test:8080', RATE_LIMITS_ENABLED: 'false' },
  });
  await t.database.db.transaction((tx) => insertDemoCatalogue(tx, buildDemoCatalogue()));
  return {
    t,
    smtp,
    manager: await userHolding(t.app, { groups: ['order_manager'] }),
    dispatcher: await userHolding(t.app, { groups: ['dispatcher'] }),
    catalogManager: await userHolding(t.app, { groups: ['catalog_manager'] }),
    kgProductId: await firstProduct(t, 'kg'),
    unitProductId: await firstProduct(t, 'unit'),
    call: (endpoint, call) => callEndpoint(t, endpoint, call),
    query: async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement)),
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/** A signed-in shopper who reads their mail in `language`. */
export async function customer(f: OrdersFixture, language: LanguageCode = 'en', displayName = 'Noa Levi') {
  const member = await userHolding(f.t.app);
  await f.t.database.db
    .update(users)
    .set({ preferredLanguageCode: language, displayName })
    .where(eq(users.userId, member.userId));
  return { ...member, displayName };
}

export interface LineSpec {
  productId: number;
  unit: 'unit' | 'kg';
  unitPrice: string;
  quantity: string;
  names?: Record<string, string>;
}

export interface OrderSpec {
  userId: number;
  lines: LineSpec[];
  status?: OrderStatus;
  createdAt?: Date;
  customerName?: string;
  customerEmail?: string;
  /** Added to the lines' sum as delivery. */
  shippingAmount?: string;
}

export const sampleAddress = {
  label: 'Home',
  recipientName: 'Noa Levi',
  phone: '050-1234567',
  addressLine1: 'Herzl 1',
  addressLine2: null,
  city: 'Tel Aviv',
  state: null,
  postalCode: '6100000',
  country: 'Israel',
  latitude: 32.0853,
  longitude: 34.7818,
};

/**
 * An order written as finalize writes one (totals from the lines, each rounded once), at the status
 * and time asked. Answers its id, number and lines' ids in order.
 */
export async function insertOrder(f: OrdersFixture, spec: OrderSpec) {
  const createdAt = (spec.createdAt ?? new Date()).toISOString();
  const [order] = await f.query<{ orderId: number; orderNumber: string }>(sql`
    insert into orders (user_id, status, shipping_address, subtotal, shipping_amount, total_amount,
      currency_symbol, language_code, customer_name, customer_email, customer_phone, created_at,
      updated_at, status_changed_at)
    select ${spec.userId}, ${spec.status ?? 'pending'}, ${JSON.stringify(sampleAddress)}::jsonb, 0,
      ${spec.shippingAmount ?? '0'}, 0, '₪', 'en', coalesce(${spec.customerName ?? null}, u.display_name),
      coalesce(${spec.customerEmail ?? null}, u.email), '050-1234567', ${createdAt}, ${createdAt}, ${createdAt}
    from users u where u.user_id = ${spec.userId}
    returning order_id as "orderId", order_number as "orderNumber"`);
  if (!order) throw new Error('no order');
  const lineIds: number[] = [];
  for (const [index, line] of spec.lines.entries()) {
    const names = line.names ?? { en: `Product ${index + 1}` };
    const [row] = await f.query<{ id: number }>(sql`
      insert into order_items (order_id, product_id, product_names, short_descs, unit, unit_price,
        quantity, line_total, position)
      values (${order.orderId}, ${line.productId}, ${JSON.stringify(names)}::jsonb, '{}'::jsonb,
        ${line.unit}, ${line.unitPrice}, ${line.quantity},
        round(${line.unitPrice}::numeric * ${line.quantity}::numeric, 2), ${index + 1})
      returning order_item_id as id`);
    lineIds.push(row?.id as number);
  }
  await f.query(sql`update orders set
      subtotal = (select sum(line_total) from order_items where order_id = ${order.orderId}),
      total_amount = (select sum(line_total) from order_items where order_id = ${order.orderId})
        + shipping_amount
    where order_id = ${order.orderId}`);
  return { ...order, lineIds };
}

/** Everything an order change may write, to compare before and after a refusal. */
export async function writtenFor(f: OrdersFixture, orderId: number) {
  const [row] = await f.query<Record<string, unknown>>(sql`select
    (select row_to_json(o) from orders o where o.order_id = ${orderId}) as "order",
    (select json_agg(i order by i.order_item_id) from order_items i where i.order_id = ${orderId}) as items,
    (select count(*)::int from order_history where order_id = ${orderId}) as history,
    (select count(*)::int from notifications where order_id = ${orderId}) as notifications,
    (select count(*)::int from mail_outbox) as mails,
    (select count(*)::int from audit_log) as audit`);
  return row;
}

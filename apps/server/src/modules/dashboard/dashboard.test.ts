import { type Dashboard, dashboardResponse, ordersAdminEndpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { orderItems, orders, products, users } from '../../db/schema';

/**
 * The dashboard's figures on a small known data set, with the clock held at Wednesday 16 January
 * 2030, 10:00 in Jerusalem (08:00 UTC; winter, UTC+2): today is the 16th, this week runs from
 * Sunday the 13th. The server's Date is faked before anything is made, so sessions agree with it.
 */
const now = new Date('2030-01-16T08:00:00Z');

let t: TestApp;
let reader: StaffMember;
let orderManager: StaffMember;
let catalogManager: StaffMember;
const productIds: Record<string, number> = {};

type Line = { product: string; quantity: string; lineTotal: string; picked?: [string, string] };
type Placed = {
  at: string;
  status: string;
  total: string;
  finalTotal?: string;
  lines: Line[];
};

/** The data set; `at` in UTC, with Jerusalem's time in the comment. */
const placed: Record<string, Placed> = {
  // Wed 16th 09:00: today.
  todayPending: {
    at: '2030-01-16T07:00:00Z',
    status: 'pending',
    total: '100.00',
    lines: [
      { product: 'Bread', quantity: '2', lineTotal: '10.00' },
      { product: 'Cheese', quantity: '3', lineTotal: '90.00' },
    ],
  },
  // Wed 16th 00:30: today, just after midnight; cancelled (counted, no revenue, no best seller).
  todayCancelled: {
    at: '2030-01-15T22:30:00Z',
    status: 'cancelled',
    total: '50.00',
    lines: [
      { product: 'Cheese', quantity: '1', lineTotal: '30.00' },
      { product: 'Oil', quantity: '1', lineTotal: '20.00' },
    ],
  },
  // Tue 15th 23:30: yesterday, just before midnight; picked, so the final total counts.
  yesterdayPacked: {
    at: '2030-01-15T21:30:00Z',
    status: 'packed',
    total: '44.50',
    finalTotal: '47.17',
    lines: [
      { product: 'Apples', quantity: '1.500', lineTotal: '13.35', picked: ['1.800', '16.02'] },
      { product: 'Oil', quantity: '1', lineTotal: '20.00' },
      { product: 'Bread', quantity: '1', lineTotal: '5.00' },
    ],
  },
  // Tue 15th 12:00.
  tuesdayFailed: {
    at: '2030-01-15T10:00:00Z',
    status: 'delivery_failed',
    total: '7.50',
    lines: [{ product: 'Rice', quantity: '1', lineTotal: '7.50' }],
  },
  // Mon 14th 12:00.
  mondayOut: {
    at: '2030-01-14T10:00:00Z',
    status: 'out_for_delivery',
    total: '25.00',
    lines: [
      { product: 'Eggs', quantity: '1', lineTotal: '12.00' },
      { product: 'Yogurt', quantity: '2', lineTotal: '13.00' },
    ],
  },
  // Sun 13th 00:30: the week's first half hour.
  sundayDelivered: {
    at: '2030-01-12T22:30:00Z',
    status: 'delivered',
    total: '60.00',
    lines: [{ product: 'Milk', quantity: '10', lineTotal: '60.00' }],
  },
  // Sat 12th 23:30: last week (its big line would top the best sellers if it counted).
  lastWeekConfirmed: {
    at: '2030-01-12T21:30:00Z',
    status: 'confirmed',
    total: '1000.00',
    lines: [{ product: 'Cheese', quantity: '40', lineTotal: '1000.00' }],
  },
};

/** Names per language; Milk has only English (the fallback). */
const names: Record<string, Record<string, string>> = {
  Bread: { en: 'Bread', he: 'לחם', th: 'ขนมปัง' },
  Cheese: { en: 'Cheese', he: 'גבינה', th: 'ชีส' },
  Oil: { en: 'Olive oil', he: 'שמן זית', th: 'น้ำมันมะกอก' },
  Apples: { en: 'Apples', he: 'תפוחים', th: 'แอปเปิล' },
  Milk: { en: 'Milk' },
  Eggs: { en: 'Eggs', he: 'ביצים', th: 'ไข่' },
  Yogurt: { en: 'Yogurt', he: 'יוגורט', th: 'โยเกิร์ต' },
  Rice: { en: 'Rice', he: 'אורז' },
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now });
  t = await buildTestApp({ env: { CURRENCY_SYMBOL: '€' } });
  const db = t.database.db;
  reader = await userHolding(t.app, { permissions: ['admin_access', 'orders:read'] });
  orderManager = await userHolding(t.app, { groups: ['order_manager'] });
  catalogManager = await userHolding(t.app, { groups: ['catalog_manager'] });
  const [shopper] = await db
    .insert(users)
    .values({ email: 'dashboard.shopper@shop.example', displayName: 'Noa', passwordHash: 'no password' })
    .returning({ userId: users.userId });
  const made = await db
    .insert(products)
    .values(Object.values(names).map((name) => ({ productName: name.en as string, onlinePrice: '1.00' })))
    .returning({ productId: products.productId, productName: products.productName });
  for (const [key, name] of Object.entries(names)) {
    productIds[key] = made.find((product) => product.productName === name.en)?.productId as number;
  }
  for (const order of Object.values(placed)) {
    const [row] = await db
      .insert(orders)
      .values({
        userId: shopper?.userId as number,
        status: order.status,
        customerName: 'Noa',
        customerEmail: 'dashboard.shopper@shop.example',
        shippingAddress: {},
        subtotal: order.total,
        totalAmount: order.total,
        finalTotal: order.finalTotal,
        currencySymbol: '€',
        languageCode: 'en',
        createdAt: new Date(order.at),
      })
      .returning({ orderId: orders.orderId });
    await db.insert(orderItems).values(
      order.lines.map((line, position) => ({
        orderId: row?.orderId as number,
        productId: productIds[line.product] as number,
        productNames: names[line.product] as object,
        shortDescs: {},
        unit: line.picked ? 'kg' : 'unit',
        unitPrice: (Number(line.lineTotal) / Number(line.quantity)).toFixed(2),
        quantity: line.quantity,
        lineTotal: line.lineTotal,
        position,
        pickedQuantity: line.picked?.[0],
        pickedLineTotal: line.picked?.[1],
      })),
    );
  }
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const dashboard = (query: Record<string, string> = {}, cookie: string | null = reader.cookie) =>
  t.app.inject({
    method: 'GET',
    url: ordersAdminEndpoints.dashboard.path,
    query,
    headers: cookie ? { cookie } : {},
  });

async function figures(query: Record<string, string> = {}, cookie = reader.cookie): Promise<Dashboard> {
  const response = await dashboard(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return dashboardResponse.parse(response.json());
}

describe('GET /api/admin/dashboard', () => {
  it("answers today's and this week's orders and revenue in Jerusalem's days, with the grid's days", async () => {
    const answer = await figures();
    expect(answer.timeZone).toBe('Asia/Jerusalem');
    expect(answer.currencySymbol).toBe('€');
    // Today: the pending order and the cancelled one placed at 00:30 (counted, no revenue); the
    // order placed at 23:30 yesterday is not today's.
    expect(answer.today).toEqual({ orders: 2, revenue: 100, from: '2030-01-16', to: '2030-01-16' });
    // The week from Sunday 00:30 on, without Saturday 23:30; the picked order by its final total.
    expect(answer.week).toEqual({
      orders: 6,
      revenue: 239.67, // 100 + 47.17 + 7.50 + 25 + 60
      from: '2030-01-13',
      to: '2030-01-16',
    });
  });

  it('counts the orders waiting in each status that needs the shop, zeros included, in order', async () => {
    const answer = await figures();
    expect(answer.waiting).toEqual([
      { status: 'pending', orders: 1 },
      { status: 'confirmed', orders: 1 },
      { status: 'picking', orders: 0 },
      { status: 'packed', orders: 1 },
      { status: 'out_for_delivery', orders: 1 },
      { status: 'delivery_failed', orders: 1 },
    ]);
  });

  it("lists this week's five best sellers by revenue (picked totals, no cancelled orders)", async () => {
    const answer = await figures();
    expect(answer.topProducts).toEqual([
      { productId: productIds.Cheese, productName: 'Cheese', quantity: 3, revenue: 90, orders: 1 },
      { productId: productIds.Milk, productName: 'Milk', quantity: 10, revenue: 60, orders: 1 },
      { productId: productIds.Oil, productName: 'Olive oil', quantity: 1, revenue: 20, orders: 1 },
      { productId: productIds.Apples, productName: 'Apples', quantity: 1.8, revenue: 16.02, orders: 1 },
      { productId: productIds.Bread, productName: 'Bread', quantity: 3, revenue: 15, orders: 2 },
    ]);
  });

  it('names the best sellers in the language asked, in English where the line has no such name', async () => {
    const hebrew = await figures({ languageCode: 'he' });
    expect(hebrew.topProducts.map((product) => product.productName)).toEqual([
      'גבינה',
      'Milk',
      'שמן זית',
      'תפוחים',
      'לחם',
    ]);
    const thai = await figures({ languageCode: 'th' });
    expect(thai.topProducts.map((product) => product.productName)).toEqual([
      'ชีส',
      'Milk',
      'น้ำมันมะกอก',
      'แอปเปิล',
      'ขนมปัง',
    ]);
  });

  it('is open to a group holding orders:read', async () => {
    const answer = await figures({}, orderManager.cookie);
    expect(answer.today.orders).toBe(2);
  });

  it('answers 401 without a session, 403 without orders:read, 400 for an unknown language', async () => {
    const anonymous = await dashboard({}, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ reject: true, reason: 'UNAUTHORIZED' });
    const catalogue = await dashboard({}, catalogManager.cookie);
    expect(catalogue.statusCode).toBe(403);
    expect(catalogue.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
    const unknown = await dashboard({ languageCode: 'xx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
  });
});

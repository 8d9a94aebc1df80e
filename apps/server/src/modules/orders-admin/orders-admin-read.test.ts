import {
  type AdminOrderRow,
  adminOrderItemsResponse,
  adminOrderResponse,
  adminOrderSortKeys,
  adminOrdersResponse,
  ordersAdminEndpoints as endpoints,
  orderStatuses,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import {
  customer,
  insertOrder,
  type LineSpec,
  type OrdersFixture,
  ordersFixture,
  sampleAddress,
} from '../../../test/orders-fixture';

let f: OrdersFixture;
let rows: AdminOrderRow[] = [];

/**
 * Five orders whose number, name, email, total, status, and times each sort differently. The times
 * sit on Jerusalem's midnights, winter (UTC+2) and summer (UTC+3).
 */
const made = [
  { name: 'Cara', email: 'd', price: '30.00', status: 'pending', at: '2030-01-15T21:59:00Z', updated: 4 },
  { name: 'Alice', email: 'e', price: '10.00', status: 'confirmed', at: '2030-01-15T22:00:00Z', updated: 1 },
  { name: 'Eve', email: 'a', price: '50.00', status: 'picking', at: '2030-07-15T20:59:00Z', updated: 5 },
  { name: 'Bob', email: 'c', price: '20.00', status: 'pending', at: '2030-07-15T21:00:00Z', updated: 3 },
  { name: 'Dan', email: 'b', price: '40.00', status: 'delivered', at: '2030-08-01T10:00:00Z', updated: 2 },
] as const;

beforeAll(async () => {
  f = await ordersFixture();
  const shopper = await customer(f);
  rows = [];
  for (const [index, spec] of made.entries()) {
    const lines: LineSpec[] = [
      { productId: f.kgProductId, unit: 'kg', unitPrice: spec.price, quantity: '1.000' },
    ];
    // The unit product is on the first and the fourth order only.
    if (index === 0 || index === 3) {
      lines.push({ productId: f.unitProductId, unit: 'unit', unitPrice: '1.00', quantity: '1.000' });
    }
    const order = await insertOrder(f, {
      userId: shopper.userId,
      lines,
      status: spec.status,
      createdAt: new Date(spec.at),
      customerName: spec.name,
      customerEmail: `${spec.email}.shopper@orders.example`,
    });
    await f.query(sql`update orders set updated_at = ${`2031-01-0${spec.updated}T00:00:00Z`}
      where order_id = ${order.orderId}`);
    const answer = await page({ q: order.orderNumber });
    rows.push(answer.rows[0] as AdminOrderRow);
  }
});
afterAll(() => f.close());

type Query = Record<string, string | number>;
const list = (query: Query = {}, cookie: string | null = f.manager.cookie) =>
  f.call(endpoints.list, { query, cookie });
async function page(query: Query = {}) {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return adminOrdersResponse.parse(response.json());
}
const numbersOf = (list: { orderNumber: string }[]) => list.map((row) => row.orderNumber);

const sortValue: Record<(typeof adminOrderSortKeys)[number], (row: AdminOrderRow) => string | number> = {
  order_number: (row) => row.orderNumber,
  user_display_name: (row) => row.userDisplayName,
  user_email: (row) => row.userEmail,
  total_amount: (row) => row.totalAmount,
  status_code: (row) => `${orderStatuses.indexOf(row.statusCode)} ${row.createdAt}`,
  created_at: (row) => row.createdAt,
  updated_at: (row) => row.updatedAt,
  order_id: (row) => row.orderId,
};
function sortedNumbers(key: (typeof adminOrderSortKeys)[number], dir: 'asc' | 'desc') {
  const value = sortValue[key];
  const ordered = [...rows].sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0));
  return numbersOf(dir === 'asc' ? ordered : ordered.reverse());
}

describe('GET /api/admin/orders', () => {
  it('answers the newest first, 25 a page, with the kept total when unfiltered', async () => {
    const answer = await page();
    expect(answer.totalResults).toBe(5);
    expect(numbersOf(answer.rows)).toEqual(sortedNumbers('created_at', 'desc'));
    expect(answer.rows.find((row) => row.userDisplayName === 'Eve')).toEqual({
      orderId: expect.any(Number),
      orderNumber: expect.any(String),
      userDisplayName: 'Eve',
      userEmail: 'a.shopper@orders.example',
      totalAmount: 50,
      finalTotal: null,
      currencySymbol: '₪',
      statusCode: 'picking',
      createdAt: '2030-07-15T20:59:00.000Z',
      updatedAt: '2031-01-05T00:00:00.000Z',
      version: 1,
      deliverySlot: null,
    });
    const [kept] = await f.query<{ n: number }>(
      sql`select row_count::int as n from table_row_counts where table_name = 'orders'`,
    );
    expect(kept?.n).toBe(5);
  });

  it('sorts by each of the spec’s keys in either direction', async () => {
    for (const sortBy of adminOrderSortKeys) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const answer = await page({ sortBy, sortDir });
        expect(numbersOf(answer.rows), `${sortBy} ${sortDir}`).toEqual(sortedNumbers(sortBy, sortDir));
      }
    }
  });

  it('pages without overlap under every sort key', async () => {
    for (const sortBy of adminOrderSortKeys) {
      const pages = [];
      for (let pageIndex = 0; pageIndex < 3; pageIndex += 1) {
        const answer = await page({ sortBy, sortDir: 'asc', pageSize: 2, pageIndex });
        expect(answer.totalResults).toBe(5);
        pages.push(...numbersOf(answer.rows));
      }
      expect(pages, sortBy).toEqual(sortedNumbers(sortBy, 'asc'));
    }
  });

  it('filters by statuses, comma-separated or repeated, and counts under the filter', async () => {
    const pending = await page({ status: 'pending', sortBy: 'order_id', sortDir: 'asc' });
    expect(pending.totalResults).toBe(2);
    expect(pending.rows.map((row) => row.userDisplayName)).toEqual(['Cara', 'Bob']);
    const two = await page({ status: 'pending,delivered' });
    expect(two.totalResults).toBe(3);
    const repeated = await f.t.app.inject({
      method: 'GET',
      url: `${endpoints.list.path}?status=pending&status=delivered`,
      headers: { cookie: f.manager.cookie },
    });
    expect(adminOrdersResponse.parse(repeated.json()).totalResults).toBe(3);
    expect((await page({ status: 'packed' })).totalResults).toBe(0);
  });

  it("filters by days in the shop's time zone, the last day included, winter and summer", async () => {
    const names = async (query: Query) =>
      (await page({ ...query, sortBy: 'created_at', sortDir: 'asc' })).rows.map((row) => row.userDisplayName);
    expect(await names({ createdTo: '2030-01-15' })).toEqual(['Cara']);
    expect(await names({ createdFrom: '2030-01-16', createdTo: '2030-07-15' })).toEqual(['Alice', 'Eve']);
    expect(await names({ createdFrom: '2030-07-16' })).toEqual(['Bob', 'Dan']);
    expect(await names({ createdFrom: '2030-01-15', createdTo: '2030-01-15' })).toEqual(['Cara']);
  });

  it('finds by the order number from its start, or the name or email containing the text, any case', async () => {
    const target = rows[2] as AdminOrderRow;
    expect(numbersOf((await page({ q: target.orderNumber })).rows)).toEqual([target.orderNumber]);
    expect(numbersOf((await page({ q: `#${target.orderNumber}` })).rows)).toEqual([target.orderNumber]);
    const prefix = target.orderNumber.slice(0, -1);
    const byPrefix = await page({ q: prefix, sortBy: 'order_number', sortDir: 'asc' });
    expect(numbersOf(byPrefix.rows)).toEqual(
      sortedNumbers('order_number', 'asc').filter((number) => number.startsWith(prefix)),
    );
    expect((await page({ q: 'LIC' })).rows.map((row) => row.userDisplayName)).toEqual(['Alice']);
    expect((await page({ q: 'E.SHOPPER' })).rows.map((row) => row.userDisplayName)).toEqual(['Alice']);
    expect((await page({ q: '10' })).totalResults).toBe(5);
    // Under three characters, a name or email starts with the text.
    const names = async (q: string) =>
      (await page({ q, sortBy: 'user_display_name', sortDir: 'asc' })).rows.map((row) => row.userDisplayName);
    expect(await names('AL')).toEqual(['Alice']);
    expect(await names('li')).toEqual([]);
    expect(await names('e')).toEqual(['Alice', 'Eve']);
    expect((await page({ q: '%' })).totalResults).toBe(0);
    expect((await page({ q: 'nobody' })).totalResults).toBe(0);
  });

  it('filters by a product on the order’s lines, combined with the other filters', async () => {
    const withUnit = await page({ productId: f.unitProductId, sortBy: 'order_id', sortDir: 'asc' });
    expect(withUnit.totalResults).toBe(2);
    expect(withUnit.rows.map((row) => row.userDisplayName)).toEqual(['Cara', 'Bob']);
    expect((await page({ productId: f.kgProductId })).totalResults).toBe(5);
    const both = await page({ productId: f.unitProductId, status: 'pending', q: 'bob' });
    expect(both.rows.map((row) => row.userDisplayName)).toEqual(['Bob']);
  });

  it('answers 400 to unknown statuses, days, sort keys and parameters', async () => {
    const bad: Query[] = [
      { status: 'lost' },
      { status: '' },
      { createdFrom: '2030-02-30' },
      { sortBy: 'customer_name' },
      { pageSize: 101 },
      { userId: 1 },
    ];
    for (const query of bad) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('needs a session (401) and orders:read (403)', async () => {
    expect((await list({}, null)).statusCode).toBe(401);
    expect((await list({}, f.catalogManager.cookie)).statusCode).toBe(403);
    const adminOnly = await userHolding(f.t.app, { permissions: ['admin_access'] });
    expect((await list({}, adminOnly.cookie)).statusCode).toBe(403);
    expect((await list({}, f.dispatcher.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/orders/:orderId and its items', () => {
  it('answers the panel: money, address, contact, the placed entry and what may follow', async () => {
    const target = rows[2] as AdminOrderRow;
    const response = await f.call(endpoints.order, {
      params: { orderId: target.orderId },
      cookie: f.dispatcher.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = adminOrderResponse.parse(response.json());
    expect(order).toMatchObject({
      ...target,
      languageCode: 'en',
      subtotal: 50,
      discountAmount: 0,
      shippingAmount: 0,
      taxAmount: 0,
      itemCount: 1,
      shippingAddress: sampleAddress,
      contact: {
        customerName: 'Eve',
        customerEmail: 'a.shopper@orders.example',
        customerPhone: '050-1234567',
      },
      nextStatuses: ['packed', 'cancelled'],
      editable: true,
      pickable: true,
    });
    expect(order.history).toEqual([
      {
        historyId: 0,
        kind: 'placed',
        fromStatus: null,
        toStatus: 'pending',
        note: null,
        changedBy: null,
        at: target.createdAt,
        customerTold: true,
      },
    ]);
    const delivered = rows[4] as AdminOrderRow;
    const final = adminOrderResponse.parse(
      (
        await f.call(endpoints.order, { params: { orderId: delivered.orderId }, cookie: f.manager.cookie })
      ).json(),
    ).order;
    expect(final).toMatchObject({ nextStatuses: [], editable: false, pickable: false });
  });

  it('answers the lines in the language asked, English when a name has no translation', async () => {
    const shopper = await customer(f);
    const order = await insertOrder(f, {
      userId: shopper.userId,
      lines: [
        {
          productId: f.kgProductId,
          unit: 'kg',
          unitPrice: '59.90',
          quantity: '0.500',
          names: { en: 'Tomatoes', he: 'עגבניות', th: 'มะเขือเทศ' },
        },
        {
          productId: f.unitProductId,
          unit: 'unit',
          unitPrice: '4.50',
          quantity: '2.000',
          names: { en: 'Pita' },
        },
      ],
    });
    const items = async (languageCode: string) => {
      const response = await f.call(endpoints.items, {
        params: { orderId: order.orderId },
        query: { languageCode },
        cookie: f.manager.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminOrderItemsResponse.parse(response.json()).orderItems;
    };
    const hebrew = await items('he');
    expect(hebrew).toEqual([
      {
        orderItemId: order.lineIds[0],
        productId: f.kgProductId,
        productName: 'עגבניות',
        shortDesc: null,
        unit: 'kg',
        quantity: 0.5,
        unitPrice: 59.9,
        totalPrice: 29.95,
        saving: 0,
        promotionName: null,
        dealUnitPrice: null,
        pickedQuantity: null,
        pickedTotal: null,
      },
      expect.objectContaining({ productName: 'Pita', unit: 'unit', quantity: 2, totalPrice: 9 }),
    ]);
    expect((await items('th'))[0]?.productName).toBe('มะเขือเทศ');
  });

  it('answers 404 for an unknown order, 400 for a malformed id, 401 and 403 as the grid', async () => {
    for (const endpoint of [endpoints.order, endpoints.items]) {
      expect(
        (await f.call(endpoint, { params: { orderId: 999999 }, cookie: f.manager.cookie })).statusCode,
      ).toBe(404);
      expect(
        (await f.call(endpoint, { params: { orderId: 'x1' }, cookie: f.manager.cookie })).statusCode,
      ).toBe(400);
      const orderId = (rows[0] as AdminOrderRow).orderId;
      expect((await f.call(endpoint, { params: { orderId } })).statusCode).toBe(401);
      expect(
        (await f.call(endpoint, { params: { orderId }, cookie: f.catalogManager.cookie })).statusCode,
      ).toBe(403);
    }
  });
});

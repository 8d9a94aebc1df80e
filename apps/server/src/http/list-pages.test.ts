import {
  type AnyEndpoint,
  auditEndpoints,
  categoriesAdminEndpoints,
  devTasksEndpoints,
  ordersAdminEndpoints,
  productsAdminEndpoints,
  promotionsEndpoints,
  usersAdminEndpoints,
  userTypesAdminEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../test/access';
import { callEndpoint, type EndpointCall } from '../../test/endpoint-calls';
import { insertOrder, type OrdersFixture, ordersFixture } from '../../test/orders-fixture';
import { recordAudit } from '../audit/record-audit';

/**
 * The back office's lists in version 2 (decision 0076): each answers the one list shape with
 * camelCase sort keys, from the same rows as its deprecated v1 call.
 */
let f: OrdersFixture;
let admin: StaffMember;
let adminOnly: StaffMember;
const ids = { categoryId: 0, userTypeId: 0 };

beforeAll(async () => {
  f = await ordersFixture();
  admin = await userHolding(f.t.app, { groups: ['admin'] });
  adminOnly = await userHolding(f.t.app, { permissions: ['admin_access'] });
  for (const createdAt of [new Date('2026-11-01T10:00:00Z'), new Date('2026-11-02T10:00:00Z')]) {
    const lines = [{ productId: f.unitProductId, unit: 'unit' as const, unitPrice: '9.90', quantity: '1' }];
    await insertOrder(f, { userId: admin.userId, lines, createdAt });
  }
  for (const actor of [admin, adminOnly]) {
    await f.t.database.db.transaction((tx) =>
      recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'product.update',
        entity: 'product',
        entityId: 1,
        before: null,
        after: null,
      }),
    );
  }
  const [category] = await f.query<{ id: number }>(
    sql`select category_id as id from product_categories group by category_id order by count(*) desc limit 1`,
  );
  const [userType] = await f.query<{ id: number }>(sql`select min(user_type_id) as id from user_types`);
  ids.categoryId = category?.id as number;
  ids.userTypeId = userType?.id as number;
  for (const taskName of ['Task A', 'Task B']) {
    const response = await f.call(devTasksEndpoints.create, { cookie: admin.cookie, body: { taskName } });
    expect(response.statusCode, response.body).toBe(200);
  }
  for (const en of ['Promotion A', 'Promotion B']) {
    const body = {
      names: { en },
      target: 'products',
      productIds: [f.unitProductId],
      reward: { kind: 'unit_price', price: 0.5 },
      startsAt: '2026-01-01T00:00',
      endsAt: '2099-12-31T23:59',
      userTypeIds: [ids.userTypeId],
      combines: true,
    };
    const response = await f.call(promotionsEndpoints.create, { cookie: admin.cookie, body });
    expect(response.json(), response.body).toMatchObject({ reject: false });
  }
}, 120_000);
afterAll(() => f.close());

interface ListCase {
  v1: AnyEndpoint;
  v2: AnyEndpoint;
  params?: () => Record<string, number>;
  /** A camelCase sort key naming the row's own field, and v1's name of it. */
  sortBy: string;
  v1SortBy: string;
}

const lists: Record<string, ListCase> = {
  orders: {
    v1: ordersAdminEndpoints.list,
    v2: ordersAdminEndpoints.page,
    sortBy: 'orderId',
    v1SortBy: 'order_id',
  },
  tasks: { v1: devTasksEndpoints.list, v2: devTasksEndpoints.page, sortBy: 'taskName', v1SortBy: 'taskName' },
  products: {
    v1: productsAdminEndpoints.list,
    v2: productsAdminEndpoints.page,
    sortBy: 'productId',
    v1SortBy: 'product_id',
  },
  audit: { v1: auditEndpoints.list, v2: auditEndpoints.page, sortBy: 'actorUserId', v1SortBy: 'actorUserId' },
  promotions: {
    v1: promotionsEndpoints.list,
    v2: promotionsEndpoints.page,
    sortBy: 'promotionId',
    v1SortBy: 'promotionId',
  },
  users: { v1: usersAdminEndpoints.list, v2: usersAdminEndpoints.page, sortBy: 'userId', v1SortBy: 'userId' },
  categories: {
    v1: categoriesAdminEndpoints.list,
    v2: categoriesAdminEndpoints.page,
    sortBy: 'categoryId',
    v1SortBy: 'category_id',
  },
  'category products': {
    v1: categoriesAdminEndpoints.products,
    v2: categoriesAdminEndpoints.productsPage,
    params: () => ({ categoryId: ids.categoryId }),
    sortBy: 'productId',
    v1SortBy: 'product_id',
  },
  'user type prices': {
    v1: userTypesAdminEndpoints.prices,
    v2: userTypesAdminEndpoints.pricesPage,
    params: () => ({ userTypeId: ids.userTypeId }),
    sortBy: 'productId',
    v1SortBy: 'product_id',
  },
};

type Row = Record<string, unknown>;
type Page = { items: Row[]; total: number; pageIndex: number; pageSize: number };

describe.each(Object.entries(lists))('the %s list in version 2', (_name, list) => {
  const call = (endpoint: AnyEndpoint, query: EndpointCall['query'], cookie: string | null = admin.cookie) =>
    callEndpoint(f.t, endpoint, { params: list.params?.(), query, cookie });
  const page = async (query: EndpointCall['query']) => {
    const response = await call(list.v2, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.deprecation).toBeUndefined();
    const { reject, reason, ...answer } = response.json();
    expect([reject, reason]).toEqual([false, null]);
    return answer as Page;
  };
  const sortValues = (answer: Page) => answer.items.map((item) => item[list.sortBy] as number | string);

  it('answers a page as { items, total, pageIndex, pageSize }, the rows v1 answers', async () => {
    const first = await page({ pageSize: 2, sortBy: list.sortBy, sortDir: 'asc' });
    expect(Object.keys(first).sort()).toEqual(['items', 'pageIndex', 'pageSize', 'total']);
    expect(first).toMatchObject({ pageIndex: 0, pageSize: 2 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items).toHaveLength(2);
    const v1 = await call(list.v1, { pageSize: 2, sortBy: list.v1SortBy, sortDir: 'asc' });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json()).toMatchObject({ rows: first.items, totalResults: first.total });
    const second = await page({ pageSize: 1, pageIndex: 1, sortBy: list.sortBy, sortDir: 'asc' });
    expect(second).toMatchObject({ pageIndex: 1, pageSize: 1, total: first.total, items: [first.items[1]] });
    const byDefault = await page({});
    expect(byDefault.pageIndex).toBe(0);
    expect((await call(list.v1, {})).json()).toMatchObject({
      rows: byDefault.items,
      totalResults: first.total,
    });
  });

  it('sorts by a camelCase key both ways', async () => {
    const ascending = sortValues(await page({ pageSize: 100, sortBy: list.sortBy, sortDir: 'asc' }));
    const descending = sortValues(await page({ pageSize: 100, sortBy: list.sortBy, sortDir: 'desc' }));
    const sorted = (values: (number | string)[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(ascending).toEqual(sorted(ascending));
    expect(descending).toEqual(sorted(descending).reverse());
    expect((ascending[0] as string) < (descending[0] as string)).toBe(true);
  });

  it('refuses an unknown or snake_case sort key and a page size out of 1–100', async () => {
    const bad = [
      { sortBy: 'nope' },
      { sortBy: 'created_at' },
      { sortBy: 'product_name' },
      ...(list.v1SortBy === list.sortBy ? [] : [{ sortBy: list.v1SortBy }]),
      { sortDir: 'up' },
      { pageSize: 0 },
      { pageSize: 101 },
      { pageIndex: -1 },
      { unknown: 1 },
    ];
    for (const query of bad) expect((await call(list.v2, query)).statusCode, JSON.stringify(query)).toBe(400);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call(list.v2, {}, null)).statusCode).toBe(401);
    expect((await call(list.v2, {}, adminOnly.cookie)).statusCode).toBe(403);
  });

  it('says on every v1 answer that it is deprecated, with the v2 call as its successor', async () => {
    const v1 = await call(list.v1, {});
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.headers.deprecation).toBe(`@${Date.parse('2026-11-30') / 1000}`);
    expect(v1.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    const successor = list.v2.path.replace(/:(\w+)/g, (_, name: string) => String(list.params?.()[name]));
    expect(v1.headers.link).toBe(`<${successor}>; rel="successor-version"`);
  });
});

import { adminUserResponse, usersAdminEndpoints, usersAdminListResponse } from '@grocery/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  permissionGroups,
  userPermissionGroups,
  userPermissions,
  users,
  userTypes,
  userUserTypes,
} from '../../db/schema';

let t: TestApp;
let reader: StaffMember;
let shopper: StaffMember;
let adminOnly: StaffMember;
/** users:write without users:read: may not read the grid. */
let writerOnly: StaffMember;
const marker = `ua${Date.now()}`;
/** Five users made for this file: names, emails and creation times each in a different order. */
let made: { userId: number; displayName: string; email: string; createdAt: Date }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  reader = await userHolding(t.app, { permissions: ['admin_access', 'users:read'] });
  shopper = await userHolding(t.app);
  adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
  writerOnly = await userHolding(t.app, { permissions: ['admin_access', 'users:write'] });
  const names = ['Cara', 'Alice', 'Eve', 'Bob', 'Dan'];
  const emailPrefixes = ['d', 'e', 'a', 'c', 'b'];
  const days = [3, 1, 5, 2, 4];
  made = [];
  for (const [n, name] of names.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        email: `${emailPrefixes[n]}.${marker}@shop.example`,
        displayName: name,
        passwordHash: 'no password',
        createdAt: new Date(`2025-01-0${days[n]}T10:00:00Z`),
        emailVerifiedAt: n === 0 ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    made.push(row);
  }
  const cara = made[0]?.userId as number;
  const types = await db
    .insert(userTypes)
    .values([{ userTypeName: 'wholesale' }, { userTypeName: 'business' }])
    .returning();
  await db.insert(userUserTypes).values(types.map((type) => ({ userId: cara, userTypeId: type.userTypeId })));
  const groups = await db.select().from(permissionGroups);
  const groupId = (name: string) =>
    groups.find((group) => group.permissionGroupName === name)?.permissionGroupId;
  await db.insert(userPermissionGroups).values([
    { userId: cara, permissionGroupId: groupId('order_manager') as number },
    { userId: cara, permissionGroupId: groupId('dispatcher') as number },
  ]);
  await db.insert(userPermissions).values([
    { userId: cara, permissionId: 'tasks:read' },
    { userId: cara, permissionId: 'orders:read' },
  ]);
});
afterAll(() => t.close());

type Query = Record<string, string | number>;
const list = (query: Query = {}, cookie: string | null = reader.cookie) =>
  t.app.inject({
    method: 'GET',
    url: usersAdminEndpoints.list.path,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: cookie ? { cookie } : {},
  });
const page = async (query: Query = {}) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return usersAdminListResponse.parse(response.json());
};
const idsOf = (rows: { userId: number }[]) => rows.map((row) => row.userId);
const sortedIds = (key: 'userId' | 'displayName' | 'email' | 'createdAt', dir: 'asc' | 'desc') => {
  const ordered = [...made].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return idsOf(dir === 'asc' ? ordered : ordered.reverse());
};

describe('GET /api/admin/users', () => {
  it('answers users newest first, each with user types, groups and direct permissions', async () => {
    const answer = await page({ q: marker });
    expect(answer.totalResults).toBe(5);
    expect(idsOf(answer.rows)).toEqual(sortedIds('createdAt', 'desc'));
    const cara = answer.rows.find((row) => row.displayName === 'Cara');
    expect(cara).toEqual({
      userId: made[0]?.userId,
      displayName: 'Cara',
      email: `d.${marker}@shop.example`,
      createdAt: '2025-01-03T10:00:00.000Z',
      userTypes: [
        { userTypeId: expect.any(Number), name: 'business' },
        { userTypeId: expect.any(Number), name: 'wholesale' },
      ],
      permissionGroups: ['dispatcher', 'order_manager'],
      permissions: ['orders:read', 'tasks:read'],
    });
    const alice = answer.rows.find((row) => row.displayName === 'Alice');
    expect(alice).toMatchObject({ userTypes: [], permissionGroups: [], permissions: [] });
  });

  it('sorts by each key in either direction', async () => {
    for (const sortBy of ['userId', 'displayName', 'email', 'createdAt'] as const) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const answer = await page({ q: marker, sortBy, sortDir });
        expect(idsOf(answer.rows), `${sortBy} ${sortDir}`).toEqual(sortedIds(sortBy, sortDir));
      }
    }
  });

  it('pages with the total under the filters, 50 a page by default', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((pageIndex) => page({ q: marker, pageSize: 2, pageIndex })),
    );
    expect(pages.map((answer) => answer.rows.length)).toEqual([2, 2, 1, 0]);
    expect(pages.every((answer) => answer.totalResults === 5)).toBe(true);
    expect(pages.flatMap((answer) => idsOf(answer.rows))).toEqual(sortedIds('createdAt', 'desc'));

    const many = `bulk${Date.now()}`;
    await t.database.db.insert(users).values(
      Array.from({ length: 55 }, (_, n) => ({
        email: `${n}.${many}@shop.example`,
        displayName: 'Many',
        passwordHash: 'no password',
      })),
    );
    const first = await page({ q: many });
    expect(first.totalResults).toBe(55);
    expect(first.rows).toHaveLength(50);
    expect((await page({ q: many, pageIndex: 1 })).rows).toHaveLength(5);
  });

  it('answers the exact total of every user when nothing is filtered, after adds and deletes', async () => {
    const everyone = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;
    const gone = await userHolding(t.app);
    await userHolding(t.app);
    await t.database.db.delete(users).where(eq(users.userId, gone.userId));
    const answer = await page({ pageSize: 1 });
    expect(answer.totalResults).toBe(await everyone());
    expect(answer.totalResults).toBeGreaterThan(5);
  });

  it('filters by text in the name or email (any case, wildcards literal) and by group', async () => {
    expect(idsOf((await page({ q: `  ${marker.toUpperCase()}  ` })).rows)).toHaveLength(5);
    expect(idsOf((await page({ q: 'eVe' })).rows)).toContain(made[2]?.userId);
    expect(idsOf((await page({ q: `a.${marker}` })).rows)).toEqual([made[2]?.userId]);

    const odd = `odd${Date.now()}`;
    const [literal, lookalike] = await t.database.db
      .insert(users)
      .values([
        { email: `1.${odd}@shop.example`, displayName: 'Per_cent 100%', passwordHash: 'x' },
        { email: `2.${odd}@shop.example`, displayName: 'Perxcent 100x', passwordHash: 'x' },
      ])
      .returning();
    expect(idsOf((await page({ q: 'PER_C' })).rows)).toEqual([literal?.userId]);
    expect(idsOf((await page({ q: '100%' })).rows)).toEqual([literal?.userId]);
    expect(idsOf((await page({ q: odd })).rows).sort()).toEqual([literal?.userId, lookalike?.userId].sort());
    expect((await page({ q: '\\' })).totalResults).toBe(0);

    const dispatchers = await page({ permissionGroup: 'dispatcher' });
    expect(idsOf(dispatchers.rows)).toEqual([made[0]?.userId]);
    expect(dispatchers.totalResults).toBe(1);
    expect((await page({ permissionGroup: 'dispatcher', q: 'Alice' })).totalResults).toBe(0);
    expect((await page({ permissionGroup: 'no such group' })).totalResults).toBe(0);
  });

  it('answers 400 to malformed queries', async () => {
    for (const query of [
      { pageSize: 0 },
      { pageSize: 101 },
      { pageIndex: -1 },
      { sortBy: 'passwordHash' },
      { sortDir: 'up' },
      { q: 'a\u0000b' },
      { q: 'x'.repeat(201) },
      { permissionGroup: '' },
      { role: 'admin' },
    ] as Query[]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
  });

  it('answers 401 anonymous, 403 to a shopper and to admins without users:read', async () => {
    expect((await list({}, null)).statusCode).toBe(401);
    expect((await list({}, shopper.cookie)).statusCode).toBe(403);
    expect((await list({}, adminOnly.cookie)).statusCode).toBe(403);
    const forbidden = await list({}, writerOnly.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
  });
});

describe('GET /api/admin/users/:userId', () => {
  const get = (userId: number | string, cookie: string | null = reader.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${userId}`,
      headers: cookie ? { cookie } : {},
    });

  it('answers the row with whether the email is confirmed', async () => {
    const cara = made[0]?.userId as number;
    const response = await get(cara);
    expect(response.statusCode, response.body).toBe(200);
    const { user } = adminUserResponse.parse(response.json());
    expect(user).toMatchObject({
      userId: cara,
      displayName: 'Cara',
      emailVerified: true,
      permissionGroups: ['dispatcher', 'order_manager'],
      permissions: ['orders:read', 'tasks:read'],
    });
    expect(user.userTypes.map((type) => type.name)).toEqual(['business', 'wholesale']);
    const alice = adminUserResponse.parse((await get(made[1]?.userId as number)).json()).user;
    expect(alice).toMatchObject({ emailVerified: false, userTypes: [], permissionGroups: [] });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const [last] = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.userId, 1));
    expect(last).toBeDefined();
    const missing = await get(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    for (const id of ['abc', '01', '1.0', '0', '-1', '1e3', '99999999999']) {
      expect((await get(id)).statusCode, id).toBe(400);
    }
  });

  it('answers 401 anonymous, 403 to a shopper and to admins without users:read', async () => {
    const id = made[0]?.userId as number;
    expect((await get(id, null)).statusCode).toBe(401);
    expect((await get(id, shopper.cookie)).statusCode).toBe(403);
    expect((await get(id, adminOnly.cookie)).statusCode).toBe(403);
    expect((await get(id, writerOnly.cookie)).statusCode).toBe(403);
  });
});

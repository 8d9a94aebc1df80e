import { adminUserResponse, permissionNames, userAssignmentsResponse } from '@grocery/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { auditLog, userTypes } from '../../db/schema';

let t: TestApp;
/** Holds every permission (not through the admin group): may change all three lists. */
let grantor: StaffMember;
/** Edits users without users:grant: user types only. */
let writer: StaffMember;
let reader: StaffMember;
let adminOnly: StaffMember;
let shopper: StaffMember;
let business: number;
let wholesale: number;

beforeAll(async () => {
  t = await buildTestApp();
  grantor = await userHolding(t.app, { permissions: [...permissionNames] });
  writer = await userHolding(t.app, { permissions: ['admin_access', 'users:read', 'users:write'] });
  reader = await userHolding(t.app, { permissions: ['admin_access', 'users:read', 'users:grant'] });
  adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
  shopper = await userHolding(t.app);
  const types = await t.database.db
    .insert(userTypes)
    .values([{ userTypeName: 'business' }, { userTypeName: 'wholesale' }])
    .returning();
  business = types[0]?.userTypeId as number;
  wholesale = types[1]?.userTypeId as number;
});
afterAll(() => t.close());

const save = (userId: number | string, body: unknown, cookie: string | null = grantor.cookie) =>
  cookie === null
    ? t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${userId}/assignments`,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-requested-with': 'grocery' },
      })
    : send(t, 'PUT', `/api/admin/users/${userId}/assignments`, body, cookie);
const read = async (userId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users/${userId}`,
    headers: { cookie: grantor.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminUserResponse.parse(response.json()).user;
};
const listsOf = async (userId: number) => {
  const user = await read(userId);
  return {
    userTypeIds: user.userTypes.map((type) => type.userTypeId),
    groups: user.permissionGroups,
    permissions: user.permissions,
  };
};
const entriesFor = (userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.assignments.update'), eq(auditLog.entityId, String(userId))));
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('PUT /api/admin/users/:userId/assignments', () => {
  it('saves the three lists together, answers the saved row, and writes one audit entry', async () => {
    const staff = await userHolding(t.app, { groups: ['dispatcher'] });
    const response = await save(staff.userId, {
      userTypeIds: [wholesale, business, wholesale],
      groups: ['order_manager'],
      permissions: ['tasks:read', 'orders:read', 'tasks:read'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = userAssignmentsResponse.parse(response.json()) as { user: { userId: number } };
    expect(user).toMatchObject({
      userId: staff.userId,
      userTypes: [
        { userTypeId: business, name: 'business' },
        { userTypeId: wholesale, name: 'wholesale' },
      ],
      permissionGroups: ['order_manager'],
      permissions: ['orders:read', 'tasks:read'],
      emailVerified: true,
    });
    expect(await read(staff.userId)).toEqual(user);

    const entries = await entriesFor(staff.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: grantor.userId,
      entity: 'user',
      before: { userTypeIds: [], groups: ['dispatcher'], permissions: [] },
      after: {
        userTypeIds: [business, wholesale].sort((a, b) => a - b),
        groups: ['order_manager'],
        permissions: ['orders:read', 'tasks:read'],
      },
    });

    // The same lists again, in another order: nothing changed, no entry.
    const again = await save(staff.userId, {
      userTypeIds: [business, wholesale],
      groups: ['order_manager'],
      permissions: ['orders:read', 'tasks:read'],
    });
    expect(again.json()).toMatchObject({ reject: false });
    expect(await entriesFor(staff.userId)).toHaveLength(1);
  });

  it('lets users:write without users:grant change user types only', async () => {
    const staff = await userHolding(t.app, {
      groups: ['dispatcher', 'order_manager'],
      permissions: ['tasks:read'],
    });
    const kept = { groups: ['order_manager', 'dispatcher'], permissions: ['tasks:read'] };
    const types = await save(staff.userId, { userTypeIds: [business], ...kept }, writer.cookie);
    expect(types.statusCode, types.body).toBe(200);
    expect((await listsOf(staff.userId)).userTypeIds).toEqual([business]);
    expect((await entriesFor(staff.userId))[0]).toMatchObject({
      actorUserId: writer.userId,
      before: { userTypeIds: [], groups: ['dispatcher', 'order_manager'], permissions: ['tasks:read'] },
      after: {
        userTypeIds: [business],
        groups: ['dispatcher', 'order_manager'],
        permissions: ['tasks:read'],
      },
    });

    const before = await auditCount();
    for (const change of [
      { groups: ['dispatcher'], permissions: ['tasks:read'] },
      { groups: ['dispatcher', 'order_manager'], permissions: [] },
      { groups: ['dispatcher', 'order_manager', 'admin'], permissions: ['tasks:read'] },
    ]) {
      const refused = await save(staff.userId, { userTypeIds: [wholesale], ...change }, writer.cookie);
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
      expect(refused.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
    }
    expect(await listsOf(staff.userId)).toEqual({
      userTypeIds: [business],
      groups: ['dispatcher', 'order_manager'],
      permissions: ['tasks:read'],
    });
    expect(await auditCount()).toBe(before);
  });

  it('answers 400 with nothing written to an unknown user type or group, or a malformed body', async () => {
    const staff = await userHolding(t.app, { groups: ['dispatcher'] });
    const before = await auditCount();
    const valid = { userTypeIds: [business], groups: ['dispatcher'], permissions: [] };
    for (const body of [
      { ...valid, userTypeIds: [business, 2_000_000_000] },
      { ...valid, groups: ['dispatcher', 'no such group'] },
      { ...valid, userTypeIds: [0] },
      { ...valid, userTypeIds: ['1'] },
      { ...valid, userTypeIds: [1.5] },
      { ...valid, permissions: ['root'] },
      { ...valid, groups: [''] },
      { ...valid, groups: ['a\u0000b'] },
      { ...valid, extra: true },
      { userTypeIds: [business], groups: ['dispatcher'] },
      { ...valid, userTypeIds: Array.from({ length: 101 }, (_, n) => n + 1) },
      [],
    ]) {
      const response = await save(staff.userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
    expect((await save('01', valid)).statusCode).toBe(400);
    expect((await save('abc', valid)).statusCode).toBe(400);
    expect(await listsOf(staff.userId)).toEqual({ userTypeIds: [], groups: ['dispatcher'], permissions: [] });
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await save(2_000_000_000, { userTypeIds: [], groups: [], permissions: [] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
  });

  it('answers 401 anonymous, 403 to a shopper and to admins without users:write', async () => {
    const staff = await userHolding(t.app);
    const body = { userTypeIds: [business], groups: [], permissions: [] };
    const before = await auditCount();
    expect((await save(staff.userId, body, null)).statusCode).toBe(401);
    for (const caller of [shopper, adminOnly, reader]) {
      expect((await save(staff.userId, body, caller.cookie)).statusCode).toBe(403);
    }
    expect((await listsOf(staff.userId)).userTypeIds).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses (OWN_ACCESS_REQUIRED) to take admin_access or users:grant from the caller, types included', async () => {
    const self = await userHolding(t.app, {
      permissions: ['admin_access', 'users:read', 'users:write', 'users:grant'],
    });
    const before = await auditCount();
    const response = await save(
      self.userId,
      { userTypeIds: [business], groups: [], permissions: ['admin_access', 'users:read', 'users:write'] },
      self.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reject: true, reason: 'OWN_ACCESS_REQUIRED' });
    expect(await listsOf(self.userId)).toEqual({
      userTypeIds: [],
      groups: [],
      permissions: ['admin_access', 'users:read', 'users:write', 'users:grant'],
    });
    expect(await auditCount()).toBe(before);

    // Their own user types alone they may change.
    const own = await save(
      self.userId,
      {
        userTypeIds: [wholesale],
        groups: [],
        permissions: ['users:grant', 'admin_access', 'users:read', 'users:write'],
      },
      self.cookie,
    );
    expect(own.json()).toMatchObject({ reject: false, user: { userTypes: [{ userTypeId: wholesale }] } });
  });

  it('refuses (LAST_ADMIN) to empty the admin group, types included, and changes nothing', async () => {
    const soleAdmin = await userHolding(t.app, { groups: ['admin'] });
    const before = await auditCount();
    const response = await save(soleAdmin.userId, { userTypeIds: [business], groups: [], permissions: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reject: true, reason: 'LAST_ADMIN' });
    expect(await listsOf(soleAdmin.userId)).toEqual({ userTypeIds: [], groups: ['admin'], permissions: [] });
    expect(await auditCount()).toBe(before);

    const second = await userHolding(t.app, { groups: ['admin'] });
    const moved = await save(
      soleAdmin.userId,
      { userTypeIds: [], groups: ['developer'], permissions: [] },
      second.cookie,
    );
    expect(moved.json()).toMatchObject({ reject: false, user: { permissionGroups: ['developer'] } });
  });
});

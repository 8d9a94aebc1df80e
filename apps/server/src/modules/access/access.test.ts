import {
  accessEndpoints,
  adminEndpoints,
  permissionGroupSeeds,
  permissionNames,
  permissionsResponse,
  permissionTitles,
  updateUserAccessResponse,
  userAccessResponse,
} from '@grocery/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, sessionFor, userHolding, userIdOf } from '../../../test/access';
import { seedTestDemoAccounts, send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';

let t: TestApp;
let admin: StaffMember;
let shopper: string;
/** admin_access only: past the admin gate, into no admin route. */
let adminOnly: StaffMember;
/** Reads users and permissions but may not grant. */
let reader: StaffMember;
let catalogManager: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  const [demoAdmin, demoShopper] = await seedTestDemoAccounts(t.database.db);
  const adminId = await userIdOf(t.database.db, demoAdmin.email);
  admin = { userId: adminId, email: demoAdmin.email, cookie: await sessionFor(t.app, adminId) };
  shopper = await sessionFor(t.app, await userIdOf(t.database.db, demoShopper.email));
  adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
  reader = await userHolding(t.app, { permissions: ['admin_access', 'users:read'] });
  catalogManager = await userHolding(t.app, { groups: ['catalog_manager'] });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const accessUrl = (userId: number | string) => `/api/admin/users/${userId}/access`;
const readAccess = async (userId: number) => {
  const response = await get(accessUrl(userId), admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return userAccessResponse.parse(response.json()).access;
};
const putAccess = (userId: number | string, body: unknown, cookie = admin.cookie) =>
  send(t, 'PUT', accessUrl(userId), body, cookie);
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('GET /api/admin/permissions', () => {
  it('lists every permission with its name and every seeded group with what it holds', async () => {
    const response = await get(accessEndpoints.permissions.path, reader.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const answer = permissionsResponse.parse(response.json());
    expect(answer.permissions).toEqual(
      permissionNames.map((permission) => ({ permission, name: permissionTitles[permission] })),
    );
    for (const [name, listed] of Object.entries(permissionGroupSeeds)) {
      const group = answer.groups.find((candidate) => candidate.name === name);
      expect(group?.permissions, name).toEqual(permissionNames.filter((p) => listed.includes(p as never)));
    }
  });

  it('answers 401 anonymous, 403 to a shopper, to an admin without users:read and to a catalogue manager', async () => {
    const path = accessEndpoints.permissions.path;
    expect((await get(path)).statusCode).toBe(401);
    expect((await get(path, shopper)).statusCode).toBe(403);
    expect((await get(path, adminOnly.cookie)).statusCode).toBe(403);
    const forbidden = await get(path, catalogManager.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
  });
});

describe('GET /api/admin/users/:userId/access', () => {
  it("answers a user's groups, direct permissions and effective permissions", async () => {
    const staff = await userHolding(t.app, { groups: ['dispatcher'], permissions: ['orders:write'] });
    const response = await get(accessUrl(staff.userId), reader.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(userAccessResponse.parse(response.json()).access).toEqual({
      userId: staff.userId,
      groups: ['dispatcher'],
      permissions: ['orders:write'],
      effectivePermissions: permissionNames.filter(
        (name) =>
          name === 'orders:write' || (permissionGroupSeeds.dispatcher as readonly string[]).includes(name),
      ),
    });
    expect(await readAccess(admin.userId)).toMatchObject({
      groups: ['admin'],
      permissions: [],
      effectivePermissions: [...permissionNames],
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await get(accessUrl(2_000_000_000), reader.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await get(accessUrl(bad), reader.cookie)).statusCode, bad).toBe(400);
  });

  it('answers 401 anonymous, 403 to a shopper and to an admin without users:read', async () => {
    expect((await get(accessUrl(admin.userId))).statusCode).toBe(401);
    expect((await get(accessUrl(admin.userId), shopper)).statusCode).toBe(403);
    expect((await get(accessUrl(admin.userId), adminOnly.cookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/users/:userId/access', () => {
  it('replaces the groups and direct permissions and writes one audit entry', async () => {
    const staff = await userHolding(t.app, { groups: ['dispatcher'], permissions: ['tasks:read'] });
    const before = await auditCount();
    const response = await putAccess(staff.userId, {
      groups: ['catalog_manager', 'catalog_manager'],
      permissions: ['orders:read', 'admin_access'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = updateUserAccessResponse.parse(response.json());
    expect(answer).toMatchObject({
      reject: false,
      access: {
        userId: staff.userId,
        groups: ['catalog_manager'],
        permissions: ['admin_access', 'orders:read'],
      },
    });
    const access = await readAccess(staff.userId);
    expect(access.groups).toEqual(['catalog_manager']);
    expect(access.effectivePermissions).toContain('orders:read');
    expect(access.effectivePermissions).toContain('catalogue:write');
    expect(access.effectivePermissions).not.toContain('delivery:write');

    expect(await auditCount()).toBe(before + 1);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(auditLog.auditEntryId).offset(before);
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      action: 'user.access.update',
      entity: 'user',
      entityId: String(staff.userId),
      before: { groups: ['dispatcher'], permissions: ['tasks:read'] },
      after: { groups: ['catalog_manager'], permissions: ['admin_access', 'orders:read'] },
    });

    const again = await putAccess(staff.userId, {
      groups: ['catalog_manager'],
      permissions: ['admin_access', 'orders:read'],
    });
    expect(again.json()).toMatchObject({ reject: false });
    expect(await auditCount(), 'a save that changes nothing is not logged').toBe(before + 1);
  });

  it('refuses malformed input with 400 and writes nothing', async () => {
    const staff = await userHolding(t.app, { groups: ['developer'], permissions: ['orders:read'] });
    const was = await readAccess(staff.userId);
    const before = await auditCount();
    const bodies = [
      { groups: ['nobody'], permissions: [] },
      { groups: ['developer', 'no such group'], permissions: ['orders:write'] },
      { groups: [], permissions: ['fly'] },
      { groups: [] },
      { permissions: [] },
      { groups: [], permissions: [], extra: true },
      { groups: 'admin', permissions: [] },
      { groups: ['bad\u0000name'], permissions: [] },
    ];
    for (const body of bodies) {
      const response = await putAccess(staff.userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
    expect((await putAccess('abc', { groups: [], permissions: [] })).statusCode).toBe(400);
    expect(await readAccess(staff.userId)).toEqual(was);
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for an unknown user, 401 anonymous, 403 to a shopper and to a reader without users:grant', async () => {
    const body = { groups: [], permissions: [] };
    expect((await putAccess(2_000_000_000, body)).statusCode).toBe(404);
    const target = await userHolding(t.app, { permissions: ['orders:read'] });
    const before = await auditCount();
    expect((await send(t, 'PUT', accessUrl(target.userId), body)).statusCode).toBe(401);
    expect((await putAccess(target.userId, body, shopper)).statusCode).toBe(403);
    expect((await putAccess(target.userId, body, reader.cookie)).statusCode).toBe(403);
    expect((await putAccess(target.userId, body, adminOnly.cookie)).statusCode).toBe(403);
    expect((await readAccess(target.userId)).permissions).toEqual(['orders:read']);
    expect(await auditCount()).toBe(before);
  });

  it('refuses (OWN_ACCESS_REQUIRED) to take admin_access or users:grant from the caller, and changes nothing', async () => {
    // Holds all it changes here (decision 0051): order_manager's permissions through the group.
    const grantor = await userHolding(t.app, {
      groups: ['order_manager'],
      permissions: ['users:read', 'users:grant'],
    });
    const before = await auditCount();
    for (const permissions of [[], ['admin_access', 'users:read'], ['users:grant', 'users:read']]) {
      const response = await putAccess(grantor.userId, { groups: [], permissions }, grantor.cookie);
      expect(response.json(), JSON.stringify(permissions)).toMatchObject({
        reject: true,
        reason: 'OWN_ACCESS_REQUIRED',
      });
    }
    const groupOnly = await putAccess(
      grantor.userId,
      { groups: ['order_manager'], permissions: [] },
      grantor.cookie,
    );
    expect(groupOnly.json()).toMatchObject({ reject: true, reason: 'OWN_ACCESS_REQUIRED' });
    expect(await readAccess(grantor.userId)).toMatchObject({
      groups: ['order_manager'],
      permissions: ['users:read', 'users:grant'],
    });
    expect(await auditCount()).toBe(before);

    // Keeping both, admin_access through the group and users:grant directly, is allowed.
    const kept = await putAccess(
      grantor.userId,
      { groups: ['order_manager'], permissions: ['users:grant'] },
      grantor.cookie,
    );
    expect(kept.json()).toMatchObject({ reject: false, access: { permissions: ['users:grant'] } });
  });

  it('refuses (LAST_ADMIN) to empty the admin group, and changes nothing', async () => {
    // Every permission, directly: may take the admin group away (decision 0051), but is not in it.
    const grantor = await userHolding(t.app, { permissions: [...permissionNames] });
    const before = await auditCount();
    const response = await putAccess(
      admin.userId,
      { groups: [], permissions: ['admin_access'] },
      grantor.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reject: true, reason: 'LAST_ADMIN' });
    expect((await readAccess(admin.userId)).groups).toEqual(['admin']);
    expect(await auditCount()).toBe(before);

    // With a second admin, the first may leave the group.
    const second = await userHolding(t.app, { groups: ['admin'] });
    const moved = await putAccess(admin.userId, { groups: ['developer'], permissions: [] }, second.cookie);
    expect(moved.json()).toMatchObject({ reject: false, access: { groups: ['developer'] } });
    const back = await putAccess(admin.userId, { groups: ['admin'], permissions: [] }, second.cookie);
    expect(back.json()).toMatchObject({ reject: false, access: { groups: ['admin'] } });
    const secondLeaves = await putAccess(second.userId, { groups: [], permissions: [] }, admin.cookie);
    expect(secondLeaves.json()).toMatchObject({ reject: false });
  });

  it("takes effect on the user's next request", async () => {
    const staff = await userHolding(t.app, { groups: ['order_manager'], permissions: ['users:read'] });
    expect((await get(accessEndpoints.permissions.path, staff.cookie)).statusCode).toBe(200);
    const changed = await putAccess(staff.userId, { groups: [], permissions: ['admin_access'] });
    expect(changed.json()).toMatchObject({ reject: false });
    expect((await get(accessEndpoints.permissions.path, staff.cookie)).statusCode).toBe(403);
    expect((await get(adminEndpoints.me.path, staff.cookie)).statusCode).toBe(200);
    await putAccess(staff.userId, { groups: [], permissions: [] });
    expect((await get(adminEndpoints.me.path, staff.cookie)).statusCode).toBe(403);
  });
});

describe('the signed-in user', () => {
  it('carries the named permissions it holds, directly and through groups', async () => {
    const me = await get(adminEndpoints.me.path, admin.cookie);
    expect(me.json().user.permissions).toEqual([...permissionNames]);
    const staff = await userHolding(t.app, { groups: ['developer'], permissions: ['orders:read'] });
    const staffMe = await get(adminEndpoints.me.path, staff.cookie);
    expect(staffMe.json().user.permissions).toEqual(
      permissionNames.filter(
        (name) =>
          name === 'orders:read' || (permissionGroupSeeds.developer as readonly string[]).includes(name),
      ),
    );
  });
});

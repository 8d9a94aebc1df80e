import {
  accessEndpoints,
  fillPath,
  type Permission,
  permissionGroupSeeds,
  permissionNames,
  updateUserAccessResponse,
  userAssignmentsResponse,
  usersAdminEndpoints,
} from '@grocery/contracts';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  auditLog,
  permissionGroupPermissions,
  permissionGroups,
  userPermissionGroups,
  userPermissions,
  userTypes,
  userUserTypes,
} from '../../db/schema';

/**
 * Decision 0051: granting cannot raise anyone's rights. A caller gives or takes away only the
 * permissions it holds and the groups all of whose permissions it holds, through both calls that
 * change a user's access; a refusal writes nothing but its audit entry.
 */
let t: TestApp;
/** Issue 27's insider: admin_access, users:read and users:grant, nothing else. */
let insider: StaffMember;
const insiderHolds: Permission[] = ['admin_access', 'users:read', 'users:grant'];
/** The same, able to use the users admin's save (users:write). */
let editor: StaffMember;
let business: number;

beforeAll(async () => {
  t = await buildTestApp();
  insider = await userHolding(t.app, { permissions: insiderHolds });
  editor = await userHolding(t.app, { permissions: [...insiderHolds, 'users:write'] });
  const db = t.database.db;
  const [type] = await db.insert(userTypes).values({ userTypeName: 'business' }).returning();
  business = type?.userTypeId as number;
  // A group the insider holds in full, and one holding nothing.
  const [readers, empty] = await db
    .insert(permissionGroups)
    .values([{ permissionGroupName: 'user_readers' }, { permissionGroupName: 'empty_group' }])
    .returning();
  await db.insert(permissionGroupPermissions).values(
    (['admin_access', 'users:read'] as const).map((permissionId) => ({
      permissionGroupId: readers?.permissionGroupId as number,
      permissionId,
    })),
  );
  expect(empty).toBeDefined();
});
afterAll(() => t.close());

const putAccess = (userId: number, body: unknown, cookie = insider.cookie) =>
  send(t, 'PUT', fillPath(accessEndpoints.updateUserAccess.path, { userId }), body, cookie);
const putAssignments = (userId: number, body: unknown, cookie = editor.cookie) =>
  send(t, 'PUT', fillPath(usersAdminEndpoints.saveAssignments.path, { userId }), body, cookie);

/** Every row that says who holds what: the tables an access save writes, and the groups' own lists. */
async function accessRows() {
  const db = t.database.db;
  return {
    userPermissions: await db
      .select()
      .from(userPermissions)
      .orderBy(asc(userPermissions.userId), asc(userPermissions.permissionId)),
    userGroups: await db
      .select()
      .from(userPermissionGroups)
      .orderBy(asc(userPermissionGroups.userId), asc(userPermissionGroups.permissionGroupId)),
    userTypes: await db
      .select()
      .from(userUserTypes)
      .orderBy(asc(userUserTypes.userId), asc(userUserTypes.userTypeId)),
    groupPermissions: await db
      .select()
      .from(permissionGroupPermissions)
      .orderBy(
        asc(permissionGroupPermissions.permissionGroupId),
        asc(permissionGroupPermissions.permissionId),
      ),
  };
}

const lastAuditId = async () =>
  (await t.database.db.select({ id: max(auditLog.auditEntryId) }).from(auditLog))[0]?.id ?? 0;
const auditSince = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(gt(auditLog.auditEntryId, id))
    .orderBy(asc(auditLog.auditEntryId));

const refusedBy = (actorUserId: number, entityId: number) => ({
  actorUserId,
  action: 'user.access.refuse',
  entity: 'user',
  entityId: String(entityId),
});

describe('an insider holding only admin_access, users:read and users:grant', () => {
  it('fails to give anyone, itself included, any other permission or any group it does not fully hold, or to join admin', async () => {
    const other = await userHolding(t.app);
    const rowsBefore = await accessRows();
    const since = await lastAuditId();
    const others = permissionNames.filter((name) => !insiderHolds.includes(name));
    const groups = Object.keys(permissionGroupSeeds);
    expect(groups).toContain('admin');
    const expected: { target: number; body: unknown }[] = [];

    for (const target of [
      { userId: other.userId, has: [] as Permission[] },
      { userId: insider.userId, has: insiderHolds },
    ]) {
      for (const permission of others) {
        const body = { groups: [], permissions: [...target.has, permission] };
        const response = await putAccess(target.userId, body);
        expect(response.statusCode, response.body).toBe(200);
        const answer = updateUserAccessResponse.parse(response.json());
        expect(answer, permission).toMatchObject({
          reject: true,
          reason: 'GRANT_NOT_HELD',
          notGrantable: { permissions: [permission], groups: [] },
        });
        expected.push({ target: target.userId, body });
      }
      for (const group of groups) {
        const body = { groups: [group], permissions: target.has };
        const response = await putAccess(target.userId, body);
        expect(updateUserAccessResponse.parse(response.json()), group).toMatchObject({
          reject: true,
          reason: 'GRANT_NOT_HELD',
          notGrantable: { permissions: [], groups: [group] },
        });
        expected.push({ target: target.userId, body });
      }
    }
    // All at once: every name it may not grant comes back, in the contracts' order and by name.
    const everything = await putAccess(other.userId, {
      groups: ['user_readers', ...groups],
      permissions: [...permissionNames],
    });
    expect(everything.json()).toMatchObject({
      reject: true,
      reason: 'GRANT_NOT_HELD',
      message: expect.stringContaining('system:write'),
      notGrantable: { permissions: others, groups: [...groups].sort() },
    });

    expect(await accessRows()).toEqual(rowsBefore);
    const entries = await auditSince(since);
    expect(entries).toHaveLength(expected.length + 1);
    for (const [index, { target }] of expected.entries()) {
      expect(entries[index]).toMatchObject(refusedBy(insider.userId, target));
    }
    const joinAdmin = entries.find(
      (entry) =>
        entry.entityId === String(insider.userId) &&
        JSON.stringify((entry.after as { groups: string[] }).groups) === '["admin"]',
    );
    expect(joinAdmin).toMatchObject({
      before: { groups: [], permissions: insiderHolds },
      after: {
        groups: ['admin'],
        permissions: insiderHolds,
        reason: 'GRANT_NOT_HELD',
        notGrantable: { permissions: [], groups: ['admin'] },
      },
    });
  });

  it('gives and takes away what it holds, and groups all of whose permissions it holds', async () => {
    const other = await userHolding(t.app);
    const since = await lastAuditId();
    const given = await putAccess(other.userId, {
      groups: ['user_readers', 'empty_group'],
      permissions: ['users:read', 'admin_access'],
    });
    expect(updateUserAccessResponse.parse(given.json())).toMatchObject({
      reject: false,
      access: { groups: ['empty_group', 'user_readers'], permissions: ['admin_access', 'users:read'] },
    });
    const taken = await putAccess(other.userId, { groups: ['empty_group'], permissions: ['users:grant'] });
    expect(taken.json()).toMatchObject({
      reject: false,
      access: { groups: ['empty_group'], permissions: ['users:grant'] },
    });
    const entries = await auditSince(since);
    expect(entries.map((entry) => entry.action)).toEqual(['user.access.update', 'user.access.update']);
  });

  it('fails to take away a permission or a group it does not hold, and nothing is written', async () => {
    const other = await userHolding(t.app, {
      groups: ['developer'],
      permissions: ['system:write', 'users:read'],
    });
    const rowsBefore = await accessRows();
    const since = await lastAuditId();
    const dropPermission = await putAccess(other.userId, {
      groups: ['developer'],
      permissions: ['users:read'],
    });
    expect(dropPermission.json()).toMatchObject({
      reject: true,
      reason: 'GRANT_NOT_HELD',
      notGrantable: { permissions: ['system:write'], groups: [] },
    });
    const dropGroup = await putAccess(other.userId, {
      groups: [],
      permissions: ['system:write', 'users:read'],
    });
    expect(dropGroup.json()).toMatchObject({
      reject: true,
      reason: 'GRANT_NOT_HELD',
      notGrantable: { permissions: [], groups: ['developer'] },
    });
    expect(await accessRows()).toEqual(rowsBefore);
    expect(await auditSince(since)).toMatchObject([
      refusedBy(insider.userId, other.userId),
      refusedBy(insider.userId, other.userId),
    ]);
  });

  it('saves a list that keeps what the target holds beyond it, and keeps it', async () => {
    const other = await userHolding(t.app, { groups: ['developer'], permissions: ['system:write'] });
    const response = await putAccess(other.userId, {
      groups: ['developer', 'user_readers'],
      permissions: ['system:write', 'users:read'],
    });
    expect(updateUserAccessResponse.parse(response.json())).toMatchObject({
      reject: false,
      access: { groups: ['developer', 'user_readers'], permissions: ['users:read', 'system:write'] },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(other.userId)), eq(auditLog.action, 'user.access.update')));
    expect(entry).toMatchObject({
      actorUserId: insider.userId,
      before: { groups: ['developer'], permissions: ['system:write'] },
      after: { groups: ['developer', 'user_readers'], permissions: ['users:read', 'system:write'] },
    });
  });
});

describe("the users admin's save under the same rule", () => {
  it('refuses a grant it does not hold, rolls the user types back with it, and audits the refusal', async () => {
    const other = await userHolding(t.app, { permissions: ['orders:read'] });
    const rowsBefore = await accessRows();
    const since = await lastAuditId();
    for (const change of [
      { groups: [], permissions: ['orders:read', 'sync:credentials'] },
      { groups: ['admin'], permissions: ['orders:read'] },
      { groups: [], permissions: [] },
    ]) {
      const response = await putAssignments(other.userId, { userTypeIds: [business], ...change });
      expect(response.statusCode, response.body).toBe(200);
      expect(userAssignmentsResponse.parse(response.json()), JSON.stringify(change)).toMatchObject({
        reject: true,
        reason: 'GRANT_NOT_HELD',
      });
    }
    // It may not join admin itself either.
    const self = await putAssignments(editor.userId, {
      userTypeIds: [],
      groups: ['admin'],
      permissions: [...insiderHolds, 'users:write'],
    });
    expect(self.json()).toMatchObject({
      reject: true,
      reason: 'GRANT_NOT_HELD',
      notGrantable: { groups: ['admin'] },
    });

    expect(await accessRows()).toEqual(rowsBefore);
    const entries = await auditSince(since);
    expect(entries).toMatchObject([
      {
        ...refusedBy(editor.userId, other.userId),
        after: { notGrantable: { permissions: ['sync:credentials'] } },
      },
      { ...refusedBy(editor.userId, other.userId), after: { notGrantable: { groups: ['admin'] } } },
      {
        ...refusedBy(editor.userId, other.userId),
        after: { notGrantable: { permissions: ['orders:read'] } },
      },
      refusedBy(editor.userId, editor.userId),
    ]);
  });

  it('changes user types and grants it holds while keeping what the target holds beyond it', async () => {
    const other = await userHolding(t.app, { groups: ['dispatcher'], permissions: ['orders:read'] });
    const response = await putAssignments(other.userId, {
      userTypeIds: [business],
      groups: ['dispatcher', 'user_readers'],
      permissions: ['orders:read', 'users:read'],
    });
    expect(userAssignmentsResponse.parse(response.json())).toMatchObject({
      reject: false,
      user: {
        userTypes: [{ userTypeId: business }],
        permissionGroups: ['dispatcher', 'user_readers'],
        permissions: ['users:read', 'orders:read'],
      },
    });
  });
});

describe('a caller holding every permission', () => {
  it('may give the admin group and any permission', async () => {
    const full = await userHolding(t.app, { permissions: [...permissionNames] });
    const other = await userHolding(t.app);
    const response = await putAccess(
      other.userId,
      { groups: ['admin', 'developer'], permissions: ['sync:credentials'] },
      full.cookie,
    );
    expect(response.json()).toMatchObject({
      reject: false,
      access: { groups: ['admin', 'developer'], permissions: ['sync:credentials'] },
    });
  });
});

import {
  adminGroup,
  namedPermissions,
  type Permission,
  type UserAccess,
  type UserAccessRejection,
} from '@grocery/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  permissionGroupPermissions,
  permissionGroups,
  userPermissionGroups,
  userPermissions,
} from '../db/schema';
import { type Executor, lockUser, type Transaction } from '../db/user-lock';
import { HttpError } from '../http/http-error';

/**
 * The rules of changing a user's groups and direct permissions, shared by the access call and the
 * users admin's save: both lock the same rows and refuse the same changes.
 */

async function groupPermissions(db: Executor, groupIds: number[]): Promise<Permission[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ permissionId: permissionGroupPermissions.permissionId })
    .from(permissionGroupPermissions)
    .where(inArray(permissionGroupPermissions.permissionGroupId, groupIds));
  return namedPermissions(rows.map((row) => row.permissionId));
}

export async function accessOf(db: Executor, userId: number): Promise<UserAccess> {
  const groups = await db
    .select({ id: permissionGroups.permissionGroupId, name: permissionGroups.permissionGroupName })
    .from(userPermissionGroups)
    .innerJoin(
      permissionGroups,
      eq(permissionGroups.permissionGroupId, userPermissionGroups.permissionGroupId),
    )
    .where(eq(userPermissionGroups.userId, userId))
    .orderBy(asc(permissionGroups.permissionGroupName));
  const direct = await db
    .select({ permissionId: userPermissions.permissionId })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const directPermissions = namedPermissions(direct.map((row) => row.permissionId));
  const throughGroups = await groupPermissions(
    db,
    groups.map((group) => group.id),
  );
  return {
    userId,
    groups: groups.map((group) => group.name),
    permissions: directPermissions,
    effectivePermissions: namedPermissions([...directPermissions, ...throughGroups]),
  };
}

export interface AccessChange {
  groups: string[];
  permissions: Permission[];
}

/** Proof that lockForAccessChange ran in this transaction: the admin group's id, if it exists. */
export interface AccessLock {
  adminGroupId: number | null;
}

/**
 * Locks the admin group's row, then the user's, until the transaction ends: two access changes take
 * turns, and the second sees the first's result. Null when there is no such user.
 */
export async function lockForAccessChange(tx: Transaction, userId: number): Promise<AccessLock | null> {
  const [admins] = await tx
    .select({ id: permissionGroups.permissionGroupId })
    .from(permissionGroups)
    .where(eq(permissionGroups.permissionGroupName, adminGroup))
    .for('update');
  if (!(await lockUser(tx, userId))) return null;
  return { adminGroupId: admins?.id ?? null };
}

/**
 * Replaces the user's groups and direct permissions inside the caller's transaction (locked with
 * lockForAccessChange), refusing a change that takes admin_access or users:grant from the caller or
 * leaves the admin group empty; nothing is written when refused. An unknown group is a 400.
 * Records no audit entry: the caller's entry says what the whole change was.
 */
export async function replaceAccess(
  tx: Transaction,
  lock: AccessLock,
  actorUserId: number,
  userId: number,
  change: AccessChange,
): Promise<
  { reject: true; reason: UserAccessRejection } | { reject: false; before: UserAccess; after: UserAccess }
> {
  const wanted = [...new Set(change.groups)];
  const groups = wanted.length
    ? await tx
        .select({ id: permissionGroups.permissionGroupId, name: permissionGroups.permissionGroupName })
        .from(permissionGroups)
        .where(inArray(permissionGroups.permissionGroupName, wanted))
    : [];
  const unknown = wanted.filter((name) => !groups.some((group) => group.name === name));
  if (unknown.length) throw new HttpError(400, 'BAD_REQUEST', `No such group: ${unknown.join(', ')}`);

  const before = await accessOf(tx, userId);
  const groupIds = groups.map((group) => group.id);
  const directPermissions = namedPermissions(change.permissions);
  const effective = namedPermissions([...directPermissions, ...(await groupPermissions(tx, groupIds))]);
  if (userId === actorUserId && !(effective.includes('admin_access') && effective.includes('users:grant'))) {
    return { reject: true, reason: 'OWN_ACCESS_REQUIRED' };
  }
  const leavesAdmin =
    lock.adminGroupId !== null && before.groups.includes(adminGroup) && !wanted.includes(adminGroup);
  if (leavesAdmin && (await otherMembers(tx, lock.adminGroupId as number, userId)) === 0) {
    return { reject: true, reason: 'LAST_ADMIN' };
  }

  await tx.delete(userPermissionGroups).where(eq(userPermissionGroups.userId, userId));
  if (groupIds.length)
    await tx
      .insert(userPermissionGroups)
      .values(groupIds.map((permissionGroupId) => ({ userId, permissionGroupId })));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (directPermissions.length)
    await tx
      .insert(userPermissions)
      .values(directPermissions.map((permissionId) => ({ userId, permissionId })));

  return { reject: false, before, after: await accessOf(tx, userId) };
}

async function otherMembers(tx: Transaction, groupId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ members: count() })
    .from(userPermissionGroups)
    .where(and(eq(userPermissionGroups.permissionGroupId, groupId), ne(userPermissionGroups.userId, userId)));
  return row?.members ?? 0;
}

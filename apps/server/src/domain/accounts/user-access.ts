import {
  adminGroup,
  mayGrantGroup,
  mayGrantPermission,
  type NotGrantable,
  namedPermissions,
  type Permission,
  type UserAccess,
  type UserAccessRejection,
} from '@grocery/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { type AuditRecord, recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import {
  permissionGroupPermissions,
  permissionGroups,
  userPermissionGroups,
  userPermissions,
} from '../../db/schema';
import { type Executor, lockUser, type Transaction } from '../../db/user-lock';
import { HttpError } from '../../http/http-error';

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

/** A refused access change, as the calls answer it; nothing of the change was written. */
export interface AccessRejection {
  reject: true;
  reason: UserAccessRejection;
  message?: string;
  notGrantable?: NotGrantable;
}

/**
 * Thrown inside an access change's transaction so that it rolls back whole; accessChange answers
 * it, and writes `audit` (a refused grant) to the log after the rollback.
 */
class AccessRefused extends Error {
  constructor(
    readonly rejection: AccessRejection,
    readonly audit: AuditRecord | null = null,
  ) {
    super(rejection.reason);
  }
}

/**
 * Runs an access change in one transaction. A refusal from replaceAccess rolls all of it back and
 * is answered; a refused grant is then written to the audit log in a transaction of its own, so
 * the entry outlives the rollback (decision 0051).
 */
export async function accessChange<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | AccessRejection> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!(error instanceof AccessRefused)) throw error;
    const { audit } = error;
    if (audit) await db.transaction((tx) => recordAudit(tx, audit));
    return error.rejection;
  }
}

const changedItems = <T>(before: readonly T[], after: readonly T[]): T[] => [
  ...before.filter((item) => !after.includes(item)),
  ...after.filter((item) => !before.includes(item)),
];

/**
 * What the change gives or takes away that the actor may not (decision 0051): direct permissions it
 * does not hold, and groups holding a permission it does not hold. Items the change keeps are never
 * checked, so a target's rights beyond the actor's stay as they are when they are sent back.
 */
async function notGrantableIn(
  tx: Transaction,
  actorUserId: number,
  before: UserAccess,
  groups: string[],
  permissions: Permission[],
): Promise<NotGrantable | null> {
  const changedGroups = changedItems(before.groups, groups);
  const changedPermissions = changedItems(before.permissions, permissions);
  if (changedGroups.length === 0 && changedPermissions.length === 0) return null;
  const held = (await accessOf(tx, actorUserId)).effectivePermissions;
  const holdings = changedGroups.length
    ? await tx
        .select({
          name: permissionGroups.permissionGroupName,
          permission: permissionGroupPermissions.permissionId,
        })
        .from(permissionGroups)
        .innerJoin(
          permissionGroupPermissions,
          eq(permissionGroupPermissions.permissionGroupId, permissionGroups.permissionGroupId),
        )
        .where(inArray(permissionGroups.permissionGroupName, changedGroups))
    : [];
  const groupHolds = (name: string) =>
    namedPermissions(holdings.filter((row) => row.name === name).map((row) => row.permission));
  const notGrantable = {
    permissions: namedPermissions(changedPermissions.filter((item) => !mayGrantPermission(held, item))),
    groups: changedGroups.filter((name) => !mayGrantGroup(held, groupHolds(name))).sort(),
  };
  return notGrantable.permissions.length || notGrantable.groups.length ? notGrantable : null;
}

/**
 * Replaces the user's groups and direct permissions inside the caller's transaction (locked with
 * lockForAccessChange, run through accessChange). Refuses, by throwing what accessChange answers,
 * a change that gives or takes away what the actor does not hold (GRANT_NOT_HELD, audited), takes
 * admin_access or users:grant from the actor (OWN_ACCESS_REQUIRED) or leaves the admin group empty
 * (LAST_ADMIN). An unknown group is a 400. Records no audit entry for a change: the caller's entry
 * says what the whole change was.
 */
export async function replaceAccess(
  tx: Transaction,
  lock: AccessLock,
  actorUserId: number,
  userId: number,
  change: AccessChange,
): Promise<{ before: UserAccess; after: UserAccess }> {
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
  const notGrantable = await notGrantableIn(tx, actorUserId, before, wanted, directPermissions);
  if (notGrantable) {
    const named = [...notGrantable.permissions, ...notGrantable.groups].join(', ');
    throw new AccessRefused(
      {
        reject: true,
        reason: 'GRANT_NOT_HELD',
        message: `You may give or take away only what you hold yourself, not: ${named}.`,
        notGrantable,
      },
      {
        actorUserId,
        action: 'user.access.refuse',
        entity: 'user',
        entityId: userId,
        before: { groups: before.groups, permissions: before.permissions },
        after: {
          groups: [...wanted].sort(),
          permissions: directPermissions,
          reason: 'GRANT_NOT_HELD',
          notGrantable,
        },
      },
    );
  }
  const effective = namedPermissions([...directPermissions, ...(await groupPermissions(tx, groupIds))]);
  if (userId === actorUserId && !(effective.includes('admin_access') && effective.includes('users:grant'))) {
    throw new AccessRefused({ reject: true, reason: 'OWN_ACCESS_REQUIRED' });
  }
  const leavesAdmin =
    lock.adminGroupId !== null && before.groups.includes(adminGroup) && !wanted.includes(adminGroup);
  if (leavesAdmin && (await otherMembers(tx, lock.adminGroupId as number, userId)) === 0) {
    throw new AccessRefused({ reject: true, reason: 'LAST_ADMIN' });
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

  return { before, after: await accessOf(tx, userId) };
}

async function otherMembers(tx: Transaction, groupId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ members: count() })
    .from(userPermissionGroups)
    .where(and(eq(userPermissionGroups.permissionGroupId, groupId), ne(userPermissionGroups.userId, userId)));
  return row?.members ?? 0;
}

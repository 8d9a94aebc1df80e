import {
  adminGroup,
  namedPermissions,
  type Permission,
  type UserAccess,
  type UserAccessRejection,
} from '@grocery/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import {
  permissionGroupPermissions,
  permissionGroups,
  permissions,
  userPermissionGroups,
  userPermissions,
  users,
} from '../../db/schema';
import { lockUser, type Transaction } from '../../db/user-lock';
import { HttpError } from '../../http/http-error';

type Executor = Database | Transaction;

async function groupPermissions(db: Executor, groupIds: number[]): Promise<Permission[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ permissionId: permissionGroupPermissions.permissionId })
    .from(permissionGroupPermissions)
    .where(inArray(permissionGroupPermissions.permissionGroupId, groupIds));
  return namedPermissions(rows.map((row) => row.permissionId));
}

async function accessOf(db: Executor, userId: number): Promise<UserAccess> {
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

/** What an audit entry keeps of a user's access: the two sets that were replaced. */
const audited = ({ groups, permissions }: UserAccess) => ({ groups, permissions });

export type UpdateAccessResult =
  | { reject: false; access: UserAccess }
  | { reject: true; reason: UserAccessRejection }
  | null;

export function accessService(db: Database) {
  return {
    /** Every permission with its name, and every group with what it holds. */
    async permissionsAndGroups() {
      const permissionRows = await db.select().from(permissions);
      const names = new Map(permissionRows.map((row) => [row.permissionId, row.permissionName]));
      const groups = await db
        .select()
        .from(permissionGroups)
        .orderBy(asc(permissionGroups.permissionGroupName));
      const holdings = await db.select().from(permissionGroupPermissions);
      return {
        permissions: namedPermissions(names.keys()).map((permission) => ({
          permission,
          name: names.get(permission) as string,
        })),
        groups: groups.map((group) => ({
          name: group.permissionGroupName,
          permissions: namedPermissions(
            holdings
              .filter((row) => row.permissionGroupId === group.permissionGroupId)
              .map((row) => row.permissionId),
          ),
        })),
      };
    },

    /** The user's groups, direct and effective permissions; null when there is no such user. */
    async userAccess(userId: number): Promise<UserAccess | null> {
      const [user] = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId));
      return user ? accessOf(db, userId) : null;
    },

    /**
     * Replaces the user's groups and direct permissions, refusing a change that takes admin_access
     * or users:grant from the caller or leaves the admin group empty. The admin group's row is
     * locked first, so two such changes take turns and the second sees the first's result.
     * Null when there is no such user.
     */
    async updateUserAccess(
      actorUserId: number,
      userId: number,
      change: { groups: string[]; permissions: Permission[] },
    ): Promise<UpdateAccessResult> {
      return db.transaction(async (tx) => {
        const [admins] = await tx
          .select({ id: permissionGroups.permissionGroupId })
          .from(permissionGroups)
          .where(eq(permissionGroups.permissionGroupName, adminGroup))
          .for('update');
        if (!(await lockUser(tx, userId))) return null;

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
        if (
          userId === actorUserId &&
          !(effective.includes('admin_access') && effective.includes('users:grant'))
        ) {
          return { reject: true, reason: 'OWN_ACCESS_REQUIRED' };
        }
        const leavesAdmin = admins && before.groups.includes(adminGroup) && !wanted.includes(adminGroup);
        if (leavesAdmin && (await otherMembers(tx, admins.id, userId)) === 0) {
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

        const after = await accessOf(tx, userId);
        // A save that changes nothing leaves no entry: the log lists changes, not clicks.
        if (JSON.stringify(audited(before)) !== JSON.stringify(audited(after))) {
          await recordAudit(tx, {
            actorUserId,
            action: 'user.access.update',
            entity: 'user',
            entityId: userId,
            before: audited(before),
            after: audited(after),
          });
        }
        return { reject: false, access: after };
      });
    },
  };
}

async function otherMembers(tx: Transaction, groupId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ members: count() })
    .from(userPermissionGroups)
    .where(and(eq(userPermissionGroups.permissionGroupId, groupId), ne(userPermissionGroups.userId, userId)));
  return row?.members ?? 0;
}

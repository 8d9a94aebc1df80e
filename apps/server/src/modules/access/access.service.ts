import type { UserAccess } from '@grocery/contracts';
import { namedPermissions } from '@grocery/contracts';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { permissionGroupPermissions, permissionGroups, permissions, users } from '../../db/schema';
import {
  type AccessChange,
  type AccessRejection,
  accessChange,
  accessOf,
  lockForAccessChange,
  replaceAccess,
} from '../../domain/accounts/user-access';

/** What an audit entry keeps of a user's access: the two sets that were replaced. */
const audited = ({ groups, permissions }: UserAccess) => ({ groups, permissions });

export type UpdateAccessResult = { reject: false; access: UserAccess } | AccessRejection | null;

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
     * Replaces the user's groups and direct permissions (replaceAccess), with an audit entry when
     * they changed; a refusal writes nothing but, for GRANT_NOT_HELD, its own audit entry
     * (accessChange). Null when there is no such user.
     */
    async updateUserAccess(
      actorUserId: number,
      userId: number,
      change: AccessChange,
    ): Promise<UpdateAccessResult> {
      return accessChange(db, async (tx) => {
        const locked = await lockForAccessChange(tx, userId);
        if (!locked) return null;
        const result = await replaceAccess(tx, locked, actorUserId, userId, change);
        await recordAudit(tx, {
          actorUserId,
          action: 'user.access.update',
          entity: 'user',
          entityId: userId,
          before: audited(result.before),
          after: audited(result.after),
        });
        return { reject: false as const, access: result.after };
      });
    },
  };
}

import {
  type AdminUser,
  type AdminUserDetails,
  type LanguageCode,
  namedPermissions,
  type Permission,
  type UserAssignments,
  type UsersAdminListQuery,
} from '@grocery/contracts';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import { listPage } from '../../db/list-page';
import { rowCountOf } from '../../db/row-counts';
import { users, userTypes, userUserTypes } from '../../db/schema';
import type { Executor } from '../../db/user-lock';
import { queuePasswordReset } from '../../domain/accounts/password-reset';
import {
  type AccessRejection,
  accessChange,
  lockForAccessChange,
  replaceAccess,
} from '../../domain/accounts/user-access';
import { HttpError } from '../../http/http-error';
import { consumeAccountLimits } from '../../http/rate-limits';
import type { Mailer } from '../../mail/mailer';
import { inPermissionGroup, selectAdminUsers } from './users-admin.sql';

type Row = Awaited<ReturnType<typeof selectAdminUsers>>[number];

const toDetails = (row: Row): AdminUserDetails => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  permissions: namedPermissions(row.permissions),
});

function filtersOf(query: UsersAdminListQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern ? or(ilike(users.displayName, pattern), ilike(users.email, pattern)) : undefined,
    query.permissionGroup === undefined ? undefined : inPermissionGroup(query.permissionGroup),
  );
}

async function detailsOf(db: Executor, userId: number): Promise<AdminUserDetails | null> {
  const [row] = await selectAdminUsers(db).where(eq(users.userId, userId));
  return row ? toDetails(row) : null;
}

/** The three lists an assignment save replaces, as the audit entry keeps them. */
const assignmentsOf = (user: AdminUserDetails) => ({
  userTypeIds: user.userTypes.map((type) => type.userTypeId).sort((a, b) => a - b),
  groups: user.permissionGroups,
  permissions: user.permissions,
});

const sameSet = <T>(a: readonly T[], b: readonly T[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
};

export interface Actor {
  userId: number;
  permissions: readonly Permission[];
}

export type SaveAssignmentsResult = { reject: false; user: AdminUserDetails } | AccessRejection | null;

export interface UsersAdminDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

export function usersAdminService({ db, config, mailer }: UsersAdminDeps) {
  return {
    /** A page of users with their lists, and how many match the filters. */
    async list(query: UsersAdminListQuery): Promise<{ totalResults: number; rows: AdminUser[] }> {
      const filters = filtersOf(query);
      const page = await listPage(db, query, {
        select: () => selectAdminUsers(db).where(filters).$dynamic(),
        sortColumns: {
          userId: users.userId,
          displayName: users.displayName,
          email: users.email,
          createdAt: users.createdAt,
        },
        tieBreaker: users.userId,
        // Unfiltered, the total is the kept count: no count(*) over every user for each page.
        knownTotal: filters ? undefined : () => rowCountOf(db, 'users'),
      });
      return {
        totalResults: page.totalResults,
        rows: page.rows.map((row) => {
          const { emailVerified: _, ...user } = toDetails(row);
          return user;
        }),
      };
    },

    /** One user with their lists; null when there is no such user. */
    user: (userId: number) => detailsOf(db, userId),

    /**
     * Mails the user a password-reset link in their stored language, as the storefront's "forgot
     * password" does, with an audit entry in the same transaction (decision 0034). Counted against
     * the forgot-password limits of the caller's address and of the user's email, so an inbox gets
     * no more reset mails this way than through the shop (429 past them). Null when there is no
     * such user. The answer names the address, never the link.
     */
    async sendResetLink(actorUserId: number, userId: number, ip: string): Promise<{ sentTo: string } | null> {
      const [known] = await db.select({ email: users.email }).from(users).where(eq(users.userId, userId));
      if (!known) return null;
      await consumeAccountLimits(db, 'forgot', ip, known.email, config.rateLimitsEnabled);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({
            userId: users.userId,
            email: users.email,
            displayName: users.displayName,
            language: users.preferredLanguageCode,
          })
          .from(users)
          .where(eq(users.userId, userId));
        if (!user) return null;
        // The column's check constraint allows only the supported languages.
        await queuePasswordReset(tx, { config, mailer }, user, user.language as LanguageCode);
        await recordAudit(tx, {
          actorUserId,
          action: 'user.reset_link.send',
          entity: 'user',
          entityId: userId,
          before: null,
          after: { sentTo: user.email },
        });
        return { sentTo: user.email };
      });
    },

    /**
     * Replaces the user's user types, groups and direct permissions in one transaction, under the
     * access rules' locks. Changing groups or permissions needs users:grant (403) and follows the
     * access rules: a refusal rolls the whole save back, user types included, and a refused grant
     * is audited (accessChange, decision 0051); an unknown user type or group is a 400. One audit
     * entry when something changed. Null when there is no such user.
     */
    async saveAssignments(
      actor: Actor,
      userId: number,
      change: UserAssignments,
    ): Promise<SaveAssignmentsResult> {
      return accessChange(db, async (tx) => {
        const lock = await lockForAccessChange(tx, userId);
        if (!lock) return null;
        const before = assignmentsOf((await detailsOf(tx, userId)) as AdminUserDetails);
        const wantedTypes = [...new Set(change.userTypeIds)];
        const accessChanges =
          !sameSet(before.groups, change.groups) || !sameSet(before.permissions, change.permissions);
        if (accessChanges && !actor.permissions.includes('users:grant')) {
          throw new HttpError(403, 'FORBIDDEN', 'Changing groups or permissions needs users:grant.');
        }
        const known = wantedTypes.length
          ? await tx
              .select({ id: userTypes.userTypeId })
              .from(userTypes)
              .where(inArray(userTypes.userTypeId, wantedTypes))
          : [];
        const unknown = wantedTypes.filter((id) => !known.some((type) => type.id === id));
        if (unknown.length)
          throw new HttpError(400, 'BAD_REQUEST', `No such user type: ${unknown.join(', ')}`);

        if (accessChanges) await replaceAccess(tx, lock, actor.userId, userId, change);
        if (!sameSet(before.userTypeIds, wantedTypes)) {
          await tx.delete(userUserTypes).where(eq(userUserTypes.userId, userId));
          if (wantedTypes.length)
            await tx.insert(userUserTypes).values(wantedTypes.map((userTypeId) => ({ userId, userTypeId })));
        }

        const saved = (await detailsOf(tx, userId)) as AdminUserDetails;
        const after = assignmentsOf(saved);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'user.assignments.update',
          entity: 'user',
          entityId: userId,
          before,
          after,
        });
        return { reject: false as const, user: saved };
      });
    },
  };
}

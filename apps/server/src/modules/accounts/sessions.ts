import type {} from '@fastify/cookie';
import { namedPermissions, type Permission } from '@grocery/contracts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { type SessionUser, sessionCookieName } from '../../http/session-user';
import { hashToken, randomToken } from '../../shared/secrets';

type Executor = Pick<Database, 'insert' | 'delete' | 'select'>;

export async function createSession(db: Executor, userId: number, config: Config): Promise<string> {
  const sessionId = randomToken();
  const expiresAt = new Date(Date.now() + config.sessionTtlDays * 86_400_000);
  await db.insert(sessions).values({ sessionIdHash: hashToken(sessionId), userId, expiresAt });
  return sessionId;
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionIdHash, hashToken(sessionId)));
}

/** Ends every session of the user but the one kept (none when keepHash is undefined). */
export async function deleteOtherSessions(db: Executor, userId: number, keepHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.userId, userId), ne(sessions.sessionIdHash, keepHash))
        : eq(sessions.userId, userId),
    );
}

/**
 * The columns of a signed-in user, with the permissions they hold directly and through groups.
 * The subquery names `users.user_id` in full: Drizzle would render `${users.userId}` unqualified,
 * which inside the subquery means the subquery's own column.
 */
export const userWithPermissions = {
  userId: users.userId,
  displayName: users.displayName,
  email: users.email,
  preferredLanguageCode: sql<SessionUser['preferredLanguageCode']>`${users.preferredLanguageCode}`,
  permissions: sql<Permission[]>`coalesce((
    select array_agg(distinct p.permission_id order by p.permission_id) from (
      select permission_id from user_permissions where user_permissions.user_id = users.user_id
      union
      select gp.permission_id from permission_group_permissions gp
        join user_permission_groups ug on ug.permission_group_id = gp.permission_group_id
        where ug.user_id = users.user_id
    ) p), '{}')`.mapWith(namedPermissions),
  userTypeIds: sql<number[]>`array(
    select user_type_id from user_user_types where user_user_types.user_id = users.user_id order by user_type_id)`,
};

export type UserWithPermissions = Omit<SessionUser, 'sessionIdHash'>;

export async function findUserWithPermissions(
  db: Executor,
  userId: number,
): Promise<UserWithPermissions | null> {
  const [row] = await db.select(userWithPermissions).from(users).where(eq(users.userId, userId)).limit(1);
  return row ?? null;
}

/** The signed-in user behind a session cookie, or null when it is unknown, forged or expired. */
export async function findSessionUser(db: Database, sessionId: string): Promise<SessionUser | null> {
  const sessionIdHash = hashToken(sessionId);
  const [row] = await db
    .select(userWithPermissions)
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.sessionIdHash, sessionIdHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { ...row, sessionIdHash };
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, config: Config): void {
  reply.setCookie(sessionCookieName, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: Math.round(config.sessionTtlDays * 86_400),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
  });
}

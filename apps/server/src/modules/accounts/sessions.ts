import type {} from '@fastify/cookie';
import { namedPermissions, type Permission } from '@grocery/contracts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/config';
import { hashToken, randomToken } from '../../config/secrets';
import type { Database, DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AnswerCache, followNotices } from '../../http/answer-cache';
import { type SessionUser, sessionCookieName } from '../../http/session-user';

type Executor = Pick<Database, 'insert' | 'delete' | 'select'>;

/** 'browser': a session cookie's; 'app': a bearer token's (decision 0073). One never opens the other. */
export type SessionKind = 'browser' | 'app';

export async function createSession(
  db: Executor,
  userId: number,
  config: Config,
  kind: SessionKind = 'browser',
): Promise<{ sessionId: string; sessionIdHash: string; expiresAt: Date }> {
  const sessionId = randomToken();
  const sessionIdHash = hashToken(sessionId);
  const expiresAt = new Date(Date.now() + config.sessionTtlDays * 86_400_000);
  await db.insert(sessions).values({ sessionIdHash, userId, expiresAt, kind });
  return { sessionId, sessionIdHash, expiresAt };
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

type FoundSession = { user: SessionUser; expiresAt: number; kind: SessionKind };

/** The signed-in user behind a session id, its kind and when it ends; null when unknown or forged. */
async function findSession(db: Database, sessionIdHash: string): Promise<FoundSession | null> {
  const [row] = await db
    .select({ ...userWithPermissions, expiresAt: sessions.expiresAt, kind: sessions.kind })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.sessionIdHash, sessionIdHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { expiresAt, kind, ...user } = row;
  return { user: { ...user, sessionIdHash }, expiresAt: expiresAt.getTime(), kind: kind as SessionKind };
}

/** The user of a live session of that kind, or null when it is unknown, forged, expired or of the other kind. */
export async function findSessionUser(
  db: Database,
  sessionId: string,
  kind: SessionKind,
): Promise<SessionUser | null> {
  const found = await findSession(db, hashToken(sessionId));
  return found?.kind === kind ? found.user : null;
}

/** The channel the accounts tables' triggers notify on (migration 0013): `u:<user ids>` or `*`. */
export const sessionsChannel = 'sessions_changed';

const userTag = (userId: number) => `user:${userId}`;

/** The user tags a sessions notice drops, or 'everything' (`*`, or a notice not understood). */
export function sessionTagsDroppedBy(notice: string): readonly string[] | 'everything' {
  const ids = /^u:(\d+(?:,\d+)*)$/.exec(notice)?.[1];
  return ids ? ids.split(',').map((id) => userTag(Number(id))) : 'everything';
}

/** The longest a looked-up session is kept; a change to the user or the session drops it sooner. */
const keptSessionMs = 60_000;

/**
 * Session lookups kept per instance, for reads that only shape what is shown (the catalogue's
 * prices and visibility; endpoints marked `keptSession`): a signed-in reader costs no round trip.
 * Dropped when the database announces a change to the session or its user (sign-out, password
 * reset, permissions, groups, user types: migration 0013); bypassed while the instance cannot
 * hear. Every other route looks the session up afresh (decision 0043).
 */
export function keptSessionLookup(database: DatabaseHandle) {
  const cache = new AnswerCache<FoundSession>(keptSessionMs, 10_000);
  const stop = followNotices(database, sessionsChannel, [cache], sessionTagsDroppedBy);
  return {
    async find(sessionId: string, kind: SessionKind): Promise<SessionUser | null> {
      const sessionIdHash = hashToken(sessionId);
      const session = await cache.get(sessionIdHash, async () => {
        const found = await findSession(database.db, sessionIdHash);
        return { answer: found, tags: found ? [userTag(found.user.userId)] : [] };
      });
      return session && session.kind === kind && session.expiresAt > Date.now() ? session.user : null;
    },
    stop,
  };
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

import type { Permission } from '@grocery/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { permissionGroups, userPermissionGroups, userPermissions, users } from '../src/db/schema';
import { createSession } from '../src/modules/accounts/sessions';
import { uniqueEmail } from './accounts';

export interface StaffMember {
  userId: number;
  email: string;
  /** The `sid=...` Cookie header of a fresh session. */
  cookie: string;
}

/** A signed-in session for an existing user, made the way sign-in makes one. */
export async function sessionFor(app: App, userId: number): Promise<string> {
  return `sid=${(await createSession(app.deps.database.db, userId, app.deps.config)).sessionId}`;
}

/**
 * A verified user in the given groups, holding the given permissions directly, with a session.
 * `userHolding(app, { permissions: ['admin_access'] })` is an admin without any route's permission.
 */
export async function userHolding(
  app: App,
  holds: { groups?: string[]; permissions?: Permission[] } = {},
): Promise<StaffMember> {
  const db: Database = app.deps.database.db;
  const email = uniqueEmail('staff');
  const [user] = await db
    .insert(users)
    .values({ email, displayName: 'Staff Member', passwordHash: 'no password', emailVerifiedAt: new Date() })
    .returning({ userId: users.userId });
  const userId = (user as { userId: number }).userId;
  const groups = holds.groups ?? [];
  if (groups.length) {
    const found = await db
      .select({ id: permissionGroups.permissionGroupId })
      .from(permissionGroups)
      .where(inArray(permissionGroups.permissionGroupName, groups));
    if (found.length !== groups.length) throw new Error(`Unknown group among ${groups.join(', ')}`);
    await db
      .insert(userPermissionGroups)
      .values(found.map((group) => ({ userId, permissionGroupId: group.id })));
  }
  for (const permissionId of holds.permissions ?? []) {
    await db.insert(userPermissions).values({ userId, permissionId });
  }
  return { userId, email, cookie: await sessionFor(app, userId) };
}

/** The id of the user with this email. */
export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ userId: users.userId }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.userId;
}

import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permissionGroups, userPermissionGroups, users, userTypes, userUserTypes } from '../../db/schema';
import { hashPassword } from './passwords';

/** The accounts a new user can sign in with; printed at start. Demo only: change them in a real shop. */
export const demoAccounts = [
  {
    role: 'Administrator',
    email: 'admin@freshcart.example',
    password: 'admin1234',
    name: 'Dana Admin',
    group: 'admin',
    userType: null,
  },
  {
    role: 'Shopper',
    email: 'shopper@freshcart.example',
    password: 'shopper1234',
    name: 'Noa Shopper',
    group: null,
    userType: null,
  },
  {
    role: 'Business shopper',
    email: 'business@freshcart.example',
    password: 'business1234',
    name: 'Avi Business',
    group: null,
    userType: 'Business',
  },
] as const;

/** What the web app sends for a password: SHA-256 hex of the trimmed, lower-case email and the password. */
export function passwordDigest(email: string, password: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}${password}`).digest('hex');
}

/** Creates the demo accounts once (verified); existing accounts of the same email are left alone. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        demoAccounts.map((account) => account.email),
      ),
    );
  const missing = demoAccounts.filter(
    (account) => !existing.some((row) => row.email.toLowerCase() === account.email),
  );
  if (missing.length === 0) return 0;
  const hashes = await Promise.all(
    missing.map((account) => hashPassword(passwordDigest(account.email, account.password))),
  );
  await db.transaction(async (tx) => {
    for (const [index, account] of missing.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          displayName: account.name,
          passwordHash: hashes[index] as string,
          preferredLanguageCode: 'en',
          emailVerifiedAt: new Date(),
        })
        .returning({ userId: users.userId });
      if (!user) continue;
      if (account.group) {
        const [group] = await tx
          .select()
          .from(permissionGroups)
          .where(eq(permissionGroups.permissionGroupName, account.group));
        if (group)
          await tx
            .insert(userPermissionGroups)
            .values({ userId: user.userId, permissionGroupId: group.permissionGroupId });
      }
      if (account.userType) {
        const [type] = await tx.select().from(userTypes).where(eq(userTypes.userTypeName, account.userType));
        if (type) await tx.insert(userUserTypes).values({ userId: user.userId, userTypeId: type.userTypeId });
      }
    }
  });
  return missing.length;
}

import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import {
  demoAccountRecords,
  permissionGroups,
  shippingAddresses,
  userPermissionGroups,
  users,
  userTypes,
  userUserTypes,
} from '../../db/schema';
import { demoShopperAddress } from '../../seed/demo-delivery';
import { hashPassword } from './passwords';

/** The accounts a new store starts with; each gets a random first password (decision 0022). */
export const demoAccounts = [
  {
    role: 'Administrator',
    email: 'admin@freshcart.example',
    name: 'Dana Admin',
    group: 'admin',
    userType: null,
  },
  { role: 'Shopper', email: 'shopper@freshcart.example', name: 'Noa Shopper', group: null, userType: null },
  {
    role: 'Business shopper',
    email: 'business@freshcart.example',
    name: 'Avi Business',
    group: null,
    userType: 'Business',
  },
] as const;

export type DemoAccount = (typeof demoAccounts)[number];
export type DemoLogin = DemoAccount & { password: string };
/** The demo accounts in their fixed order (administrator, shopper, business shopper) with passwords. */
export type DemoLogins = [DemoLogin, DemoLogin, DemoLogin];

/** What the web app sends for a password: SHA-256 hex of the trimmed, lower-case email and the password. */
export function passwordDigest(email: string, password: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}${password}`).digest('hex');
}

/** 16 URL-safe characters: 96 random bits, easy to copy from a terminal. */
function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

// Any constant shared by every instance: two servers starting together make the accounts once.
const demoAccountsLockKey = 7_290_002;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes the demo accounts (verified, random first passwords) when the database is new: no user and
 * no demo account made before, so a deleted one never comes back. Returns them with their
 * passwords, or null when the database is not new. `beforeCommit` runs inside the transaction, so a
 * failure there (writing the password file) leaves no account with an unknown password.
 */
export async function seedDemoAccounts(
  db: Database,
  beforeCommit: (logins: DemoLogins) => Promise<void> = async () => {},
): Promise<DemoLogins | null> {
  const [admin, shopper, business] = demoAccounts;
  const withPassword = (account: DemoAccount): DemoLogin => ({ ...account, password: randomPassword() });
  const logins: DemoLogins = [withPassword(admin), withPassword(shopper), withPassword(business)];
  const hashes = await Promise.all(
    logins.map((login) => hashPassword(passwordDigest(login.email, login.password))),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${demoAccountsLockKey})`);
    const [row] = rowsOf<{ used: boolean }>(
      await tx.execute(
        sql`select exists (select 1 from users) or exists (select 1 from demo_accounts) as used`,
      ),
    );
    if (row?.used) return null;
    for (const [index, login] of logins.entries()) {
      await insertDemoAccount(tx, login, hashes[index] as string);
    }
    await beforeCommit(logins);
    return logins;
  });
}

async function insertDemoAccount(tx: Tx, account: DemoAccount, passwordHash: string): Promise<void> {
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      displayName: account.name,
      passwordHash,
      preferredLanguageCode: 'en',
      emailVerifiedAt: new Date(),
    })
    .returning({ userId: users.userId });
  if (!user) return;
  await tx
    .insert(demoAccountRecords)
    .values({ email: account.email, userId: user.userId, firstPasswordHash: passwordHash });
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
  // The shopper lives in the demo's central delivery zone, so checkout offers slots at once.
  if (account.role === 'Shopper') {
    await tx.insert(shippingAddresses).values({ ...demoShopperAddress, userId: user.userId });
  }
  if (account.userType) {
    const [type] = await tx.select().from(userTypes).where(eq(userTypes.userTypeName, account.userType));
    if (type) await tx.insert(userUserTypes).values({ userId: user.userId, userTypeId: type.userTypeId });
  }
}

export type DemoAccountState = 'first password' | 'password changed' | 'deleted';

/** Every demo account this database ever had, and whether it still has its first password. */
export async function demoAccountStates(db: Database): Promise<{ email: string; state: DemoAccountState }[]> {
  const rows = await db
    .select({
      email: demoAccountRecords.email,
      firstPasswordHash: demoAccountRecords.firstPasswordHash,
      passwordHash: users.passwordHash,
    })
    .from(demoAccountRecords)
    .leftJoin(users, eq(users.userId, demoAccountRecords.userId))
    .orderBy(demoAccountRecords.createdAt, demoAccountRecords.email);
  return rows.map((row) => ({
    email: row.email,
    state:
      row.passwordHash === null
        ? 'deleted'
        : row.passwordHash === row.firstPasswordHash
          ? 'first password'
          : 'password changed',
  }));
}

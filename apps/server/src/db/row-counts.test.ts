import { count, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { rowCountOf } from './row-counts';
import { users } from './schema';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const counted = async () => (await database.db.select({ n: count() }).from(users))[0]?.n;
const someUsers = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    email: `${prefix}.${i}@shop.example`,
    displayName: `${prefix} ${i}`,
    passwordHash: 'no password',
  }));

describe('the kept users count', () => {
  it('stays the exact count through inserts, skipped conflicts, deletes and rollbacks', async () => {
    const db = database.db;
    expect(await rowCountOf(db, 'users')).toBe(await counted());

    await db.insert(users).values(someUsers('many', 7));
    await db.insert(users).values(someUsers('one', 1));
    // Three of these five exist already (email, any case): only two rows are inserted.
    await db
      .insert(users)
      .values([...someUsers('MANY', 3), ...someUsers('fresh', 2)])
      .onConflictDoNothing();
    expect(await rowCountOf(db, 'users')).toBe(10);

    await db.delete(users).where(like(users.email, 'many.%'));
    await db
      .transaction(async (tx) => {
        await tx.insert(users).values(someUsers('undone', 4));
        expect(await rowCountOf(tx, 'users')).toBe(7);
        tx.rollback();
      })
      .catch(() => {});
    expect(await rowCountOf(db, 'users')).toBe(3);
    expect(await rowCountOf(db, 'users')).toBe(await counted());
  });

  it('counts concurrent inserts from separate connections exactly', async () => {
    const db = database.db;
    const before = await rowCountOf(db, 'users');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.insert(users).values(someUsers(`batch${i}`, 5));
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    expect(await rowCountOf(db, 'users')).toBe(before + 40);
    await db.delete(users).where(inArray(users.displayName, ['batch0 0', 'batch1 1']));
    expect(await rowCountOf(db, 'users')).toBe(await counted());
  });

  it('is zero after a truncate', async () => {
    await database.db.execute(sql`truncate users cascade`);
    expect(await rowCountOf(database.db, 'users')).toBe(0);
  });
});

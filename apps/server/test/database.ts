import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/** Which driver this test run uses: `TEST_DB=postgres` runs the same tests on a real PostgreSQL. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of the fresh database (postgres only). */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database created on
 * the PostgreSQL server at TEST_DATABASE_URL and dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

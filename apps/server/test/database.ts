import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/** Which driver this test run uses: `TEST_DB=postgres` runs the same tests on a real PostgreSQL. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of the fresh database (postgres only). */
  url?: string;
}

/**
 * A fresh, migrated database for one test file, copied from the run's template
 * (template-database.ts): an in-memory PGlite, or a new database on the PostgreSQL server at
 * TEST_DATABASE_URL, dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  if (testDriver === 'pglite') {
    return openDatabase({ loadDataDir: new Blob([await fs.readFile(template)]) });
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}" template "${template}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** One statement on the PostgreSQL server's own database (creating and dropping test databases). */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

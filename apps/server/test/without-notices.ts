import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';

/**
 * Runs a statement with triggers off, as a replica session does: a change that no notice tells the
 * instances about, so an answer still served afterwards proves it came from a cache.
 */
export const withoutNotices = (database: Pick<DatabaseHandle, 'db'>, statement: SQL) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

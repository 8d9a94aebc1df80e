import type { PGlite } from '@electric-sql/pglite';
import { type Db, fromPglite } from 'pg-boss';

/** pg-boss's multi-statement blocks (`locked()`, `transaction()` in its plans): BEGIN; …; COMMIT; */
const transactionBlock = /^\s*BEGIN;([\s\S]*?);?\s*COMMIT;\s*$/i;

/**
 * pg-boss over the app's one PGlite connection. Every PGlite call takes PGlite's exclusive lock, so
 * a pg-boss statement never lands inside an app transaction, nor an app statement inside one of
 * pg-boss's. A pg-boss block runs through PGlite's own transaction(), so a failure in it is rolled
 * back before the lock is released; the stock adapter sends its ROLLBACK after, when a queued app
 * statement may already have run into the aborted transaction.
 */
export function pgliteJobsDatabase(client: PGlite): Db {
  const stock = fromPglite(client);
  return {
    ...stock,
    async executeSql(text: string, values?: unknown[]) {
      const block = values?.length ? null : transactionBlock.exec(text);
      if (!block) return stock.executeSql(text, values);
      const results = await client.transaction((tx) => tx.exec(block[1] ?? ''));
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}

import { eq } from 'drizzle-orm';
import { tableRowCounts } from './schema';
import type { Executor } from './user-lock';

/** Tables whose row count triggers keep (schema/row-counts.ts). */
export type CountedTable = 'users' | 'products' | 'orders' | 'dev_tasks';

/** The table's exact row count, as of the caller's snapshot: one row read. */
export async function rowCountOf(db: Executor, table: CountedTable): Promise<number> {
  const [row] = await db
    .select({ rowCount: tableRowCounts.rowCount })
    .from(tableRowCounts)
    .where(eq(tableRowCounts.tableName, table));
  if (!row) throw new Error(`No kept row count for ${table}`);
  return row.rowCount;
}

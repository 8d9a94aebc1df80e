import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Tables' row counts, kept exact by statement triggers in the same transaction as each insert,
 * delete or truncate (migrations 0008: users, 0009: products, 0014: orders, 0019: dev_tasks), so an unfiltered list's total is one row read, not a
 * count(*) over every row. Read through db/row-counts.ts.
 */
export const tableRowCounts = pgTable('table_row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});

import type { SortDirection } from '@grocery/contracts';
import { asc, count, desc, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export interface ListPageQuery<S extends string> {
  pageIndex: number;
  pageSize: number;
  sortBy: S;
  sortDir: SortDirection;
}

export interface ListPageSpec<Q extends PgSelect, S extends string> {
  /** The filtered query (call `.$dynamic()` on it). */
  select: () => Q;
  /** Each sort key's column, or columns in turn (to follow an index that leads with the first). */
  sortColumns: Record<S, SQLWrapper | readonly SQLWrapper[]>;
  /** A unique column the select returns, ordered after the sort column so pages never overlap. */
  tieBreaker: AnyPgColumn;
  /**
   * Sort keys whose column is unique on its own: nothing follows it, so its unique index alone
   * serves the order (with the tie-breaker after it, PostgreSQL sorted every row the offset skipped).
   */
  uniqueSortKeys?: readonly S[];
  /**
   * The exact total found without counting the select each time: the kept row count of a table
   * listed with no filter (db/row-counts.ts), or a count kept until the data changes (it is given
   * the counting to run when it has none). Left out, the select is counted.
   */
  knownTotal?: (count: () => Promise<number>) => Promise<number>;
}

/**
 * The page's two statements, built but not run: `rows` and `total` (exported for the plan test).
 *
 * The page is found by its keys first: the ordered, filtered select is cut to the page and only its
 * tie-breaker is read, so PostgreSQL reads just the sort columns (by their index) and drops the
 * select's other columns; then the select's full columns are computed for those keys alone. Read
 * in one statement, every row skipped by the offset had its columns computed too (a page at offset
 * 450 computed the users grid's three list subqueries 500 times, not 50). The outer select's own
 * filters are replaced by "key in the page": the keys were chosen under those filters.
 */
export function listPageStatements<Q extends PgSelect, S extends string>(
  db: Database,
  query: ListPageQuery<S>,
  spec: ListPageSpec<Q, S>,
) {
  const direction = query.sortDir === 'desc' ? desc : asc;
  const sortColumns: SQLWrapper[] = [spec.sortColumns[query.sortBy]].flat();
  const unique = spec.uniqueSortKeys?.includes(query.sortBy) || sortColumns.at(-1) === spec.tieBreaker;
  if (!unique) sortColumns.push(spec.tieBreaker);
  const ordered = (select: Q) => select.orderBy(...sortColumns.map((column) => direction(column)));
  const page = ordered(spec.select())
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const key = spec.tieBreaker;
  const inPage = sql`${key} in (select ${sql.identifier(key.name)} from ${page.as('page_keys')})`;
  const filtered = spec.select().as('list') as unknown as PgTable;
  return {
    rows: ordered(spec.select().where(inPage)),
    total: db.select({ total: count() }).from(filtered),
  };
}

/**
 * The one way a list call becomes SQL: `select()` builds the filtered query; this orders it by the
 * whitelisted sort column (then the tie-breaker), takes the asked page and counts every row under
 * the same filters (or takes `knownTotal`). The page and the count run side by side (two pool
 * connections on PostgreSQL).
 */
export async function listPage<Q extends PgSelect, S extends string>(
  db: Database,
  query: ListPageQuery<S>,
  spec: ListPageSpec<Q, S>,
): Promise<{ totalResults: number; rows: Awaited<Q> }> {
  const statements = listPageStatements(db, query, spec);
  const counted = async () => (await statements.total)[0]?.total ?? 0;
  const [rows, totalResults] = await Promise.all([
    statements.rows,
    spec.knownTotal ? spec.knownTotal(counted) : counted(),
  ]);
  return { totalResults, rows: rows as Awaited<Q> };
}

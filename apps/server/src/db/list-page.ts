import type { SortDirection } from '@grocery/contracts';
import { asc, count, desc, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export interface ListPageQuery<S extends string> {
  pageIndex: number;
  pageSize: number;
  sortBy: S;
  sortDir: SortDirection;
}

/**
 * The one way a list call becomes SQL: `select()` builds the filtered query (call `.$dynamic()` on
 * it); this orders it by the whitelisted sort column (then the tie-breaker, so pages never overlap),
 * takes the asked page and counts every row under the same filters.
 */
export async function listPage<Q extends PgSelect, S extends string>(
  db: Database,
  query: ListPageQuery<S>,
  spec: { select: () => Q; sortColumns: Record<S, SQLWrapper>; tieBreaker: SQLWrapper },
): Promise<{ totalResults: number; rows: Awaited<Q> }> {
  const direction = query.sortDir === 'desc' ? desc : asc;
  const rows = (await spec
    .select()
    .orderBy(direction(spec.sortColumns[query.sortBy]), direction(spec.tieBreaker))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)) as Awaited<Q>;
  const filtered = spec.select().as('list') as unknown as PgTable;
  const [counted] = await db.select({ total: count() }).from(filtered);
  return { totalResults: counted?.total ?? 0, rows };
}

import {
  type AdminOrderRow,
  type AdminOrderSortKey,
  type AdminOrdersQuery,
  searchLimits,
  shopTimeZone,
} from '@grocery/contracts';
import { and, gte, ilike, inArray, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, prefixPattern } from '../../db/like-patterns';
import { listPage } from '../../db/list-page';
import { rowCountOf } from '../../db/row-counts';
import { orders } from '../../db/schema';
import { orderRowColumns, toOrderRow } from './orders-admin.sql';

/**
 * The spec's sort keys, each read from an index with the tie-breaker (migration 0014), or the order
 * number from its unique index alone. Statuses sort in the flow's order (the stored status_rank),
 * each within itself by time, as its index (status_rank, created_at, order_id) is ordered.
 */
const sortColumns: Record<AdminOrderSortKey, SQLWrapper | SQLWrapper[]> = {
  order_number: orders.orderNumber,
  user_display_name: orders.customerName,
  user_email: orders.customerEmail,
  total_amount: orders.totalAmount,
  status_code: [orders.statusRank, orders.createdAt],
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
  order_id: orders.orderId,
};

/** The instant a day (YYYY-MM-DD) starts in the shop's time zone, `plusDays` later. */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${shopTimeZone})`;

/** The least text above every text starting with these digits ('1299' → '13'); none for all nines. */
function pastPrefix(digits: string): string | null {
  const kept = digits.replace(/9+$/, '');
  if (!kept) return null;
  return kept.slice(0, -1) + String(Number(kept.slice(-1)) + 1);
}

/**
 * The order number from its start, or the contact name or email containing the text, any case (the
 * trigram indexes). Under three characters no trigram is inside the text, so a name or email must
 * start with it (a trigram of a word's start) and one or two digits are a number's start only:
 * either way the index still serves it, where a contains-match would scan every order to count.
 * The number prefix is a range on the unique index: strings of digits sort the same in every
 * collation, and LIKE 'x%' would need a "C" index.
 */
function textMatch(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const short = [...term].length < searchLimits.containsFrom;
  const pattern = short ? prefixPattern(term) : containsPattern(term);
  const contact = or(ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern));
  const digits = term.replace(/^#/, '');
  if (!/^\d+$/.test(digits)) return contact;
  const past = pastPrefix(digits);
  const number = and(gte(orders.orderNumber, digits), past ? lt(orders.orderNumber, past) : undefined);
  return short ? number : or(number, contact);
}

function filtersOf(query: AdminOrdersQuery): SQL | undefined {
  return and(
    query.status?.length ? inArray(orders.status, query.status) : undefined,
    query.createdFrom ? gte(orders.createdAt, dayStart(query.createdFrom)) : undefined,
    query.createdTo ? lt(orders.createdAt, dayStart(query.createdTo, 1)) : undefined,
    textMatch(query.q),
    query.productId === undefined
      ? undefined
      : sql`${orders.orderId} in (select i.order_id from order_items i where i.product_id = ${query.productId})`,
  );
}

/** A page of the orders grid and how many orders match the filters. */
export async function listOrders(
  db: Database,
  query: AdminOrdersQuery,
): Promise<{ totalResults: number; rows: AdminOrderRow[] }> {
  const filters = filtersOf(query);
  const page = await listPage(db, query, {
    select: () => db.select(orderRowColumns(query.languageCode)).from(orders).where(filters).$dynamic(),
    sortColumns,
    tieBreaker: orders.orderId,
    uniqueSortKeys: ['order_number'],
    // Unfiltered, the total is the kept count: no count(*) over every order for each page.
    knownTotal: filters ? undefined : () => rowCountOf(db, 'orders'),
  });
  return { totalResults: page.totalResults, rows: page.rows.map(toOrderRow) };
}

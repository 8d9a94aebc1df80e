import { type LanguageCode, type OrderStatus, orderStatuses, orderStatusFlow } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** The statuses that still need the shop (every one with a next status), in the flow's order. */
export const waitingStatuses = orderStatuses.filter((status) => orderStatusFlow[status].length > 0);

/** How many best sellers the dashboard shows. */
export const topProductCount = 5;

export interface DashboardBounds {
  todayStart: Date;
  weekStart: Date;
  /** The start of tomorrow: orders stamped later (a clock ahead) count in no period. */
  end: Date;
  languageCode: LanguageCode;
}

/** One row: the periods' figures as plain values, the waiting counts and best sellers as JSON. */
export interface DashboardRow {
  todayOrders: number;
  todayRevenue: number;
  weekOrders: number;
  weekRevenue: number;
  waiting: { status: OrderStatus; orders: number }[];
  topProducts: {
    productId: number;
    productName: string;
    quantity: number;
    revenue: number;
    orders: number;
  }[];
}

/** What an order brings in: the final total once picked, else the placed total. */
const orderRevenue = sql`coalesce(o.final_total, o.total_amount)`;
/** A line's part of it: the picked total of a weighed line, else the line as placed. */
const lineRevenue = sql`coalesce(i.picked_line_total, i.line_total)`;

/**
 * This week's orders (cancelled ones included) and their revenue (not cancelled), with today's among
 * them, read from orders_created_idx. The week's range is a range of that index; today is a filter.
 */
export function periodsStatement(bounds: DashboardBounds): SQL {
  return sql`
    select count(*) filter (where o.created_at >= ${bounds.todayStart.toISOString()}::timestamptz)::int
             as "todayOrders",
           coalesce(sum(${orderRevenue}) filter (
             where o.created_at >= ${bounds.todayStart.toISOString()}::timestamptz and o.status <> 'cancelled'
           ), 0)::float8 as "todayRevenue",
           count(*)::int as "weekOrders",
           coalesce(sum(${orderRevenue}) filter (where o.status <> 'cancelled'), 0)::float8 as "weekRevenue"
    from orders o
    where o.created_at >= ${bounds.weekStart.toISOString()}::timestamptz
      and o.created_at < ${bounds.end.toISOString()}::timestamptz`;
}

/**
 * Orders in each waiting status, zeros included, in the dashboard's order: one count per status,
 * each a range of orders_status_created_idx (most orders are delivered or cancelled, so a waiting
 * status is a small part of the index).
 */
export function waitingStatement(): SQL {
  return sql`
    select coalesce(json_agg(json_build_object(
             'status', s.status,
             'orders', (select count(*) from orders w where w.status = s.status)::int
           ) order by s.n), '[]'::json) as "waiting"
    from unnest(${`{${waitingStatuses.join(',')}}`}::text[]) with ordinality as s(status, n)`;
}

/**
 * This week's best sellers by revenue among orders not cancelled: the week's orders from an index of
 * orders, their lines from order_items_order_idx alone (it holds the product, quantities and totals:
 * an index-only scan, no line read from the table), summed per product; the name from the product's
 * latest line (order_items_product_idx), in the language asked, else English. An order holds one
 * line per product (its cart holds one per product), so a product's lines count its orders.
 */
export function topProductsStatement(bounds: DashboardBounds): SQL {
  return sql`
    with sold as (
      select i.product_id,
             sum(coalesce(i.picked_quantity, i.quantity)) as quantity,
             sum(${lineRevenue}) as revenue,
             count(*)::int as orders
      from orders o
      join order_items i on i.order_id = o.order_id
      where o.created_at >= ${bounds.weekStart.toISOString()}::timestamptz
        and o.created_at < ${bounds.end.toISOString()}::timestamptz
        and o.status <> 'cancelled'
        and i.product_id is not null
      group by i.product_id
      order by revenue desc, i.product_id
      limit ${topProductCount}
    )
    select coalesce(json_agg(json_build_object(
             'productId', t.product_id,
             'productName', coalesce(n.names ->> ${bounds.languageCode}, n.names ->> 'en', ''),
             'quantity', t.quantity::float8,
             'revenue', t.revenue::float8,
             'orders', t.orders
           ) order by t.revenue desc, t.product_id), '[]'::json) as "topProducts"
    from sold t
    left join lateral (
      select l.product_names as names from order_items l
      where l.product_id = t.product_id
      order by l.order_id desc
      limit 1
    ) n on true`;
}

/** The three statements as one, so the dashboard's figures are one statement (one snapshot). */
export function dashboardStatement(bounds: DashboardBounds): SQL {
  return sql`
    select p.*, w."waiting", t."topProducts"
    from (${periodsStatement(bounds)}) p,
         (${waitingStatement()}) w,
         (${topProductsStatement(bounds)}) t`;
}

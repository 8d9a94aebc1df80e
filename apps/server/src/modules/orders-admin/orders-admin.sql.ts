import type {
  AdminOrderItem,
  LanguageCode,
  OrderHistoryEntry,
  OrderSlot,
  OrderStatus,
} from '@grocery/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { orders } from '../../db/schema';
import type { Executor, Transaction } from '../../db/user-lock';
import { itemText, keptPromotionName } from '../../domain/orders/order-items.sql';
import { orderSlotJson } from '../../domain/orders/order-slot.sql';

const float = (column: unknown) => sql<number>`${column}::float8`;

/**
 * A row of the orders grid, the slot's zone named in the page's language; one table, so every sort
 * key reads its own index.
 */
export const orderRowColumns = (language: LanguageCode) => ({
  orderId: orders.orderId,
  orderNumber: orders.orderNumber,
  userDisplayName: orders.customerName,
  userEmail: orders.customerEmail,
  totalAmount: float(orders.totalAmount),
  finalTotal: sql<number | null>`${orders.finalTotal}::float8`,
  currencySymbol: orders.currencySymbol,
  statusCode: sql<OrderStatus>`${orders.status}`,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  version: orders.version,
  deliverySlot: orderSlotJson(language),
});

/** Dates of a row as the answer carries them (ISO instants). */
export const toOrderRow = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type StoredEntry = Omit<OrderHistoryEntry, 'kind'> & { kind: Exclude<OrderHistoryEntry['kind'], 'placed'> };

// Subqueries name `orders.order_id` in full: drizzle writes a lone table's columns unqualified.
const historyJson = sql<StoredEntry[]>`(
  select coalesce(json_agg(json_build_object(
    'historyId', h.history_id, 'kind', h.kind, 'fromStatus', h.from_status, 'toStatus', h.to_status,
    'note', h.note, 'at', h.created_at, 'customerTold', h.customer_told,
    'changedBy', case when u.user_id is null then null
      else json_build_object('userId', u.user_id, 'displayName', u.display_name) end
  ) order by h.history_id), '[]'::json)
  from order_history h left join users u on u.user_id = h.changed_by
  where h.order_id = orders.order_id)`;

/** The order panel's stored fields, its history (without the placed entry) and its line count. */
export const selectOrderPanel = (db: Executor, orderId: number, language: LanguageCode) =>
  db
    .select({
      ...orderRowColumns(language),
      userId: orders.userId,
      languageCode: sql<LanguageCode>`${orders.languageCode}`,
      subtotal: float(orders.subtotal),
      discountAmount: float(orders.discountAmount),
      orderPromotionName: sql<string | null>`${keptPromotionName('orders.order_promotion_names', language)}`,
      shippingAmount: float(orders.shippingAmount),
      taxAmount: float(orders.taxAmount),
      itemCount: sql<number>`(select count(*)::int from order_items i where i.order_id = orders.order_id)`,
      shippingAddress: orders.shippingAddress,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      history: historyJson,
    })
    .from(orders)
    .where(eq(orders.orderId, orderId));

/** The order's lines in the language, in their order; null when there is no such order. */
export async function readOrderItems(
  db: Executor,
  orderId: number,
  language: LanguageCode,
): Promise<AdminOrderItem[] | null> {
  const [row] = rowsOf<{ found: boolean; items: AdminOrderItem[] }>(
    await db.execute(sql`select
      exists (select 1 from orders where order_id = ${orderId}) as found,
      (select coalesce(json_agg(json_build_object(
         'orderItemId', i.order_item_id, 'productId', i.product_id,
         'productName', ${itemText('product_names', language)},
         'shortDesc', ${itemText('short_descs', language)}, 'unit', i.unit,
         'quantity', i.quantity::float8, 'unitPrice', i.unit_price::float8,
         'totalPrice', i.line_total::float8, 'saving', i.saving::float8,
         'promotionName', ${keptPromotionName('i.promotion_names', language)},
         'dealUnitPrice', i.deal_unit_price::float8, 'pickedQuantity', i.picked_quantity::float8,
         'pickedTotal', i.picked_line_total::float8
       ) order by i.position), '[]'::json)
       from order_items i where i.order_id = ${orderId}) as items`),
  );
  return row?.found ? row.items : null;
}

/** An order as a change reads it under its row lock: money as numeric text, never a float. */
export interface LockedOrder {
  orderId: number;
  orderNumber: string;
  userId: number;
  status: OrderStatus;
  version: number;
  totalAmount: string;
  finalTotal: string | null;
  currencySymbol: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: Record<string, unknown>;
  /** The account's preferred language, for what the customer is told. */
  language: LanguageCode;
  /** The slot booked, its zone named in `language` (decision 0054); null for orders before slots. */
  deliverySlot: OrderSlot | null;
}

/**
 * Locks the order's row until the transaction ends and reads it: a second change of the order waits
 * here, then reads the first one's version. Null when there is no such order.
 */
export async function lockOrder(tx: Transaction, orderId: number): Promise<LockedOrder | null> {
  const [row] = rowsOf<LockedOrder>(
    await tx.execute(sql`select orders.order_id as "orderId", orders.order_number as "orderNumber",
        orders.user_id as "userId", orders.status, orders.version, orders.total_amount::text as "totalAmount",
        orders.final_total::text as "finalTotal", orders.currency_symbol as "currencySymbol",
        orders.customer_name as "customerName", orders.customer_email as "customerEmail",
        orders.customer_phone as "customerPhone", orders.shipping_address as "shippingAddress",
        u.preferred_language_code as "language",
        ${orderSlotJson(sql`u.preferred_language_code`)} as "deliverySlot"
      from orders join users u on u.user_id = orders.user_id
      where orders.order_id = ${orderId}
      for update of orders`),
  );
  return row ?? null;
}

/** What a back-office change sets besides its own columns: a new version and updated_at. */
export const nextVersion = { version: sql`${orders.version} + 1`, updatedAt: sql`now()` };

/** A weighed line as recordPicked reads it: quantities and money as numeric text. */
export interface PickLine {
  orderItemId: number;
  unit: string;
  quantity: string;
  pickedQuantity: string | null;
  pickedLineTotal: string | null;
}

export async function readPickLines(tx: Transaction, orderId: number): Promise<PickLine[]> {
  return rowsOf<PickLine>(
    await tx.execute(sql`select order_item_id as "orderItemId", unit, quantity::text as quantity,
        picked_quantity::text as "pickedQuantity", picked_line_total::text as "pickedLineTotal"
      from order_items where order_id = ${orderId} order by position`),
  );
}

/**
 * Sets the picked quantities (numeric text) and each line's total, round(price × picked, 2), rounded
 * once in numeric arithmetic; the price is the line's promotion price per kg when it had one
 * (decision 0068), else its unit price. Answers the lines as they became.
 */
export async function writePicked(
  tx: Transaction,
  orderId: number,
  picked: { orderItemId: number; quantity: string }[],
): Promise<{ orderItemId: number; pickedQuantity: string; pickedLineTotal: string }[]> {
  const ids = `{${picked.map((line) => line.orderItemId).join(',')}}`;
  const quantities = `{${picked.map((line) => line.quantity).join(',')}}`;
  return rowsOf(
    await tx.execute(sql`update order_items i
      set picked_quantity = p.quantity,
        picked_line_total = round(coalesce(i.deal_unit_price, i.unit_price) * p.quantity, 2)
      from unnest(${ids}::int[], ${quantities}::numeric[]) as p(order_item_id, quantity)
      where i.order_item_id = p.order_item_id and i.order_id = ${orderId}
      returning i.order_item_id as "orderItemId", i.picked_quantity::text as "pickedQuantity",
        i.picked_line_total::text as "pickedLineTotal"`),
  );
}

/**
 * The final total by the placed total's formula: the lines (picked where weighed, each after its
 * promotion) less the order-wide discount, plus delivery and tax, all numeric; raises the version.
 * Answers the new total as text.
 */
export async function recomputeFinalTotal(tx: Transaction, orderId: number): Promise<string> {
  const lines: SQL = sql`(select sum(coalesce(i.picked_line_total, i.line_total))
    from order_items i where i.order_id = ${orderId})`;
  const [row] = rowsOf<{ finalTotal: string }>(
    await tx.execute(sql`update orders
      set final_total = ${lines} - order_discount + shipping_amount + tax_amount,
        version = version + 1, updated_at = now()
      where order_id = ${orderId}
      returning final_total::text as "finalTotal"`),
  );
  if (!row) throw new Error(`Order ${orderId} vanished under its lock`);
  return row.finalTotal;
}

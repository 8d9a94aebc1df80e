import type {
  FinalizeOrderReason,
  LanguageCode,
  Order,
  OrderEvent,
  OrderItem,
  OrderStatus,
  PricedCart,
  ShippingAddress,
  SlotChoice,
} from '@grocery/contracts';
import { formatPrice, parseQuantity, quantityProblem } from '@grocery/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { orders } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql-errors';
import { lockUser, type Transaction } from '../../db/user-lock';
import { checkAndLockSlot, slotRejectionMessages } from '../../domain/delivery/delivery-slots';
import { itemText, keptPromotionName } from '../../domain/orders/order-items.sql';
import { deliveryText, orderReceivedMessage } from '../../domain/orders/order-received';
import { orderSlotJson } from '../../domain/orders/order-slot.sql';
import { type OrderCustomer, tellCustomer } from '../../domain/orders/order-updates';
import { type LinePricing, priceLines } from '../../domain/promotions/price-lines';
import type { Mailer } from '../../mail/mailer';
import { finalizeReadStatement, placeOrderStatement } from './orders.sql';

interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  totalAmount: number;
}
type Rejection = { reason: FinalizeOrderReason; message: string };
export type FinalizeOutcome = Rejection | { reason: null; order: PlacedOrder };

export interface FinalizeInput {
  shippingAddressId: number;
  languageCode?: LanguageCode;
  idempotencyKey: string | null;
  deliverySlot?: SlotChoice;
  /** The total the shopper was shown (decision 0068): another one answers PRICES_CHANGED. */
  expectedTotal?: number;
}

interface Line {
  cart_item_id: number;
  product_names: Record<string, string>;
  quantity: string;
  pricing: LinePricing;
  available: boolean;
  minimum: string;
  step: string;
}

/** The order as written, money as numeric text, with the contact it was placed with. */
type Placed = Omit<PlacedOrder, 'totalAmount'> & {
  totalAmount: string;
  customerName: string;
  customerEmail: string;
};

interface Existing extends PlacedOrder {
  shippingAddressId: number | null;
}

interface ReadState {
  address: { latitude: number; longitude: number } | null;
  existing: Existing | null;
  lines: Line[];
  userTypeIds: number[];
}

type OrderAddress = Omit<ShippingAddress, 'shippingAddressId' | 'isDefault'>;

const reject = (reason: FinalizeOrderReason, message: string): Rejection => ({ reason, message });

const decimal = (agorot: number) => (agorot / 100).toFixed(2);

/** The read lines with the pricing's money and promotion, in order_items' columns (decision 0068). */
function orderLines(lines: Line[], priced: PricedCart) {
  return lines.map(({ pricing: _, ...line }, index) => {
    const price = priced.lines[index];
    if (!price) throw new Error('The pricing lost an order line');
    return {
      ...line,
      unit_price: decimal(price.unitPrice),
      line_total: decimal(price.total),
      saving: decimal(price.saving),
      promotion_id: price.promotion?.promotionId ?? null,
      promotion_names: price.promotion?.names ?? null,
      deal_unit_price: price.dealUnitPrice === null ? null : decimal(price.dealUnitPrice),
      position: index + 1,
    };
  });
}

function orderTotals(priced: PricedCart) {
  const order = priced.orderPromotion;
  const percent = priced.subtotal === 0 ? 0 : Math.round((priced.discount * 10000) / priced.subtotal) / 100;
  return {
    subtotal: decimal(priced.subtotal),
    discount: decimal(priced.discount),
    discountPercent: percent.toFixed(2),
    orderDiscount: decimal(order?.saving ?? 0),
    total: decimal(priced.total),
    orderPromotionId: order?.promotionId ?? null,
    orderPromotionNames: order?.names ?? null,
  };
}

/** Thrown to roll a rejected finalize back, so that it writes nothing (not even a slot's lock row). */
class Rejected extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.reason);
  }
}

/** The order a key already placed; another address means the key was reused for a different order. */
function answerExisting(existing: Existing, shippingAddressId: number): FinalizeOutcome {
  if (existing.shippingAddressId !== shippingAddressId) {
    return reject('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another order.');
  }
  const { shippingAddressId: _, ...order } = existing;
  return { reason: null, order };
}

/** The first line that cannot be ordered as it is, with why, named in the order's language. */
function lineProblem(lines: Line[], language: LanguageCode): Rejection | null {
  for (const line of lines) {
    const name = line.product_names[language] ?? line.product_names.en;
    if (!line.available) {
      return reject(
        'PRODUCT_UNAVAILABLE',
        `${name} is no longer available. Please remove it from your cart.`,
      );
    }
    const rule = { minimum: parseQuantity(line.minimum), step: parseQuantity(line.step) };
    if (quantityProblem(parseQuantity(line.quantity), rule)) {
      return reject(
        'QUANTITY_INVALID',
        `The quantity of ${name} must be at least ${Number(line.minimum)}, in steps of ${Number(line.step)}.`,
      );
    }
  }
  return null;
}

const money = (column: unknown) => sql<number>`${column}::float8`;

// Subqueries name `orders.order_id` in full: drizzle writes a lone table's columns unqualified.
const orderFields = (language: LanguageCode) => ({
  orderId: orders.orderId,
  orderNumber: orders.orderNumber,
  status: sql<OrderStatus>`${orders.status}`,
  createdAt: orders.createdAt,
  subtotal: money(orders.subtotal),
  discountAmount: money(orders.discountAmount),
  discountPercent: money(orders.discountPercent),
  orderPromotionName: sql<string | null>`${keptPromotionName('orders.order_promotion_names', language)}`,
  shippingAmount: money(orders.shippingAmount),
  taxAmount: money(orders.taxAmount),
  totalAmount: money(orders.totalAmount),
  finalTotal: sql<number | null>`${orders.finalTotal}::float8`,
  currencySymbol: orders.currencySymbol,
  itemCount: sql<number>`(select count(*)::int from order_items i where i.order_id = orders.order_id)`,
  deliverySlot: orderSlotJson(language),
});

const toOrder = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const itemsJson = (language: LanguageCode) => sql<OrderItem[]>`(
  select coalesce(json_agg(json_build_object(
    'orderItemId', i.order_item_id, 'productId', i.product_id,
    'productName', ${itemText('product_names', language)}, 'shortDesc', ${itemText('short_descs', language)},
    'imageFile', i.image_file, 'barcode', i.barcode, 'unit', i.unit,
    'unitPrice', i.unit_price::float8, 'quantity', i.quantity::float8, 'lineTotal', i.line_total::float8,
    'saving', i.saving::float8, 'promotionName', ${keptPromotionName('i.promotion_names', language)},
    'pickedQuantity', i.picked_quantity::float8, 'pickedLineTotal', i.picked_line_total::float8
  ) order by i.position), '[]'::json)
  from order_items i where i.order_id = orders.order_id)`;

/**
 * What the customer was told, oldest first: the order being placed, then each status change and each
 * note the shop chose to tell them. Internal notes and edits never appear.
 */
const historyJson = sql<OrderEvent[]>`(
  select json_agg(e.event order by e.at, e.seq)
  from (
    select json_build_object('status', 'pending', 'note', null, 'at', orders.created_at) as event,
      orders.created_at as at, 0 as seq
    union all
    select json_build_object('status', h.to_status, 'note', h.note, 'at', h.created_at), h.created_at, h.history_id
    from order_history h
    where h.order_id = orders.order_id and h.customer_told and h.kind in ('status', 'note')
  ) e)`;

/** json_build_object writes a timestamp in the session's format; the answer carries ISO instants. */
const toEvent = (event: OrderEvent): OrderEvent => ({ ...event, at: new Date(event.at).toISOString() });

/** How many orders the list answers, newest first. */
const ordersListLimit = 100;

export interface OrdersDeps {
  currencySymbol: string;
  /** The "order received" mail goes through the outbox in the order's transaction. */
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

export function ordersService(db: Database, { currencySymbol, mailer, publicUrl }: OrdersDeps) {
  /**
   * Statements: lock the user, read (address, key, priced cart), check and lock the delivery slot
   * (domain/delivery/delivery-slots.ts), write (order with its slot, items, cart, hold), notification and
   * mail. A rejection is found before the order is written; finalize rolls it back, so it writes
   * nothing.
   */
  async function finalizeIn(tx: Transaction, userId: number, input: FinalizeInput): Promise<FinalizeOutcome> {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error(`Signed-in user ${userId} has no row`);
    const [state] = rowsOf<ReadState>(
      await tx.execute(finalizeReadStatement(userId, input.shippingAddressId, input.idempotencyKey)),
    );
    if (!state) throw new Error('The finalize read answered no row');
    if (state.existing) return answerExisting(state.existing, input.shippingAddressId);
    if (!state.address) return reject('ADDRESS_NOT_FOUND', 'No such shipping address.');
    if (state.lines.length === 0) return reject('CART_EMPTY', 'Your cart is empty.');
    const languageCode = input.languageCode ?? user.language;
    const problem = lineProblem(state.lines, languageCode);
    if (problem) return problem;
    if (!input.deliverySlot) return reject('SLOT_REQUIRED', 'Please choose a delivery slot.');
    const priced = await priceLines(
      tx,
      state.lines.map((line) => line.pricing),
      state.userTypeIds,
    );
    if (input.expectedTotal !== undefined && Math.round(input.expectedTotal * 100) !== priced.total) {
      return reject(
        'PRICES_CHANGED',
        'Prices in your cart changed since you saw them (a promotion ended or a price changed). Please check your cart.',
      );
    }
    const checked = await checkAndLockSlot(tx, userId, state.address, input.deliverySlot);
    if (checked.rejection) return reject(checked.rejection, slotRejectionMessages[checked.rejection]);

    const [placed] = rowsOf<Placed>(
      await tx.execute(
        placeOrderStatement({
          userId,
          shippingAddressId: input.shippingAddressId,
          address: state.address,
          lines: orderLines(state.lines, priced),
          totals: orderTotals(priced),
          currencySymbol,
          languageCode,
          key: input.idempotencyKey,
          slot: checked.slot,
        }),
      ),
    );
    if (!placed) throw new Error('The order was not written');
    const { customerName, customerEmail, ...order } = placed;
    const message = orderReceivedMessage(languageCode, {
      orderNumber: order.orderNumber,
      itemCount: state.lines.length,
      total: formatPrice(order.totalAmount, currencySymbol),
      delivery: deliveryText(languageCode, checked.slot),
      zone: checked.slot.zoneNames[languageCode],
    });
    // The message names the slot and its zone already: the mail adds no delivery line.
    const customer: OrderCustomer = {
      userId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      language: languageCode,
      name: customerName,
      email: customerEmail,
      delivery: null,
    };
    await tellCustomer(tx, { mailer, publicUrl }, customer, message);
    return { reason: null, order: { ...order, totalAmount: Number(order.totalAmount) } };
  }

  return {
    /** Turns the user's cart into an order, priced on the server; see finalizeIn. */
    async finalize(userId: number, input: FinalizeInput): Promise<FinalizeOutcome> {
      const attempt = () =>
        db.transaction(async (tx) => {
          const outcome = await finalizeIn(tx, userId, input);
          if (outcome.reason) throw new Rejected(outcome);
          return outcome;
        });
      try {
        try {
          return await attempt();
        } catch (error) {
          // The user lock makes this unreachable in practice; if two still race, the first one wins.
          if (!input.idempotencyKey || !isUniqueViolation(error, 'orders_user_idempotency_unique'))
            throw error;
          return await attempt();
        }
      } catch (error) {
        if (error instanceof Rejected) return error.rejection;
        throw error;
      }
    },

    /** The user's orders, newest first (or only the one numbered); each slot's zone named in the language. */
    async list(userId: number, languageCode: LanguageCode, orderNumber?: string): Promise<Order[]> {
      const theirs = eq(orders.userId, userId);
      const rows = await db
        .select(orderFields(languageCode))
        .from(orders)
        .where(orderNumber === undefined ? theirs : and(theirs, eq(orders.orderNumber, orderNumber)))
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(ordersListLimit);
      return rows.map(toOrder);
    },

    /** A page of the user's orders, newest first, and how many there are (with `orderNumber`, 0 or 1). */
    async page(
      userId: number,
      languageCode: LanguageCode,
      query: { pageIndex: number; pageSize: number; orderNumber?: string },
    ) {
      const { pageIndex, pageSize, orderNumber } = query;
      const theirs = eq(orders.userId, userId);
      const where = orderNumber === undefined ? theirs : and(theirs, eq(orders.orderNumber, orderNumber));
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
      const rows = await db
        .select(orderFields(languageCode))
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(pageSize)
        .offset(pageIndex * pageSize);
      return { items: rows.map(toOrder), total: count?.total ?? 0, pageIndex, pageSize };
    },

    /** One of the user's orders with its items in the language; null when not theirs. */
    async order(userId: number, orderNumber: string, languageCode: LanguageCode) {
      const [row] = await db
        .select({
          ...orderFields(languageCode),
          shippingAddress: sql<OrderAddress>`${orders.shippingAddress}`,
          orderItems: itemsJson(languageCode),
          history: historyJson,
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
      if (!row) return null;
      const { orderItems, history, ...order } = toOrder(row);
      return { order, orderItems, history: history.map(toEvent) };
    },
  };
}

import { orderStatuses } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { deliveryZoneWindows } from './delivery';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A user's delivery addresses. At most one default per user is kept by the partial unique index;
 * the service makes the first address the default and only ever moves it, so a user with addresses
 * has exactly one.
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    shippingAddressId: serial('shipping_address_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    label: text('label'),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    uniqueIndex('shipping_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
    check('shipping_addresses_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('shipping_addresses_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

/** Human order numbers: 100001, 100002, ... (gaps possible when a finalize rolls back). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/**
 * An order as it was placed: totals, the delivery address and every line are copies, so later
 * catalogue or address changes never alter it. `idempotency_key` is the client's Idempotency-Key
 * header: one order per (user, key).
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    orderNumber: text('order_number').notNull().default(sql`nextval('order_numbers')::text`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    /** The status's place in the flow (pending 0 … cancelled 7): the grid's status sort (decision 0046). */
    statusRank: smallint('status_rank')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `case status ${orderStatuses.map((status, rank) => `when '${status}' then ${rank}`).join(' ')} end`,
        ),
      ),
    /** Raised by every back-office change; a change names the version it loaded (decision 0046). */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Contact details, copied from the account when placed; the back office may edit them. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.shippingAddressId, {
      onDelete: 'set null',
    }),
    /** The address fields at the time of the order (contracts' shipping address, without ids). */
    shippingAddress: jsonb('shipping_address').notNull(),
    subtotal: money('subtotal').notNull(),
    discountAmount: money('discount_amount').notNull().default('0'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** The part of discount_amount an order-wide promotion gave (the lines carry their own savings). */
    orderDiscount: money('order_discount').notNull().default('0'),
    /** The order-wide promotion applied, by id and by its names then; null without one. */
    orderPromotionId: integer('order_promotion_id'),
    orderPromotionNames: jsonb('order_promotion_names'),
    shippingAmount: money('shipping_amount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    /** The total after weighed lines were picked (same discount, delivery and tax); null until then. */
    finalTotal: money('final_total'),
    currencySymbol: text('currency_symbol').notNull(),
    languageCode: text('language_code').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * The delivery slot booked with the order (decision 0047): the window (null once removed) and a
     * copy of its date, times and zone name as booked. Null for orders placed before slots.
     * `delivery_zone_names` is the zone's name in every shop language as booked ({"en", "he", "th"}:
     * each its translation or the base name; decision 0054); null for orders placed before 0021.
     */
    deliveryZoneWindowId: integer('delivery_zone_window_id').references(
      () => deliveryZoneWindows.deliveryZoneWindowId,
      { onDelete: 'set null' },
    ),
    deliveryDate: date('delivery_date'),
    deliveryStart: time('delivery_start'),
    deliveryEnd: time('delivery_end'),
    deliveryZoneName: text('delivery_zone_name'),
    deliveryZoneNames: jsonb('delivery_zone_names'),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The orders grid: each sort key with the tie-breaker, and the status filter (decision 0046).
    index('orders_created_idx').on(t.createdAt, t.orderId),
    index('orders_updated_idx').on(t.updatedAt, t.orderId),
    index('orders_total_idx').on(t.totalAmount, t.orderId),
    index('orders_customer_name_idx').on(t.customerName, t.orderId),
    index('orders_customer_email_idx').on(t.customerEmail, t.orderId),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.orderId),
    index('orders_status_rank_idx').on(t.statusRank, t.createdAt, t.orderId),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('orders_customer_email_trgm_idx').using('gin', sql`${t.customerEmail} gin_trgm_ops`),
    check(
      'orders_status_check',
      sql.raw(`status in (${orderStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('orders_total_check', sql`${t.totalAmount} >= 0`),
    // A slot's bookings: what counts against its capacity (a cancelled order frees its place).
    index('orders_delivery_slot_idx')
      .on(t.deliveryZoneWindowId, t.deliveryDate)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/**
 * A line as it was sold. Names and short descriptions are kept in every shop language
 * ({"en": ..., "he": ..., "th": ...}), so the order reads in whatever language the shopper uses later.
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderItemId: serial('order_item_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.productId, { onDelete: 'set null' }),
    productNames: jsonb('product_names').notNull(),
    shortDescs: jsonb('short_descs').notNull(),
    imageFile: text('image_file'),
    barcode: text('barcode'),
    unit: text('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 3 }).notNull(),
    /** What the shopper pays for the line: round(unit_price × quantity, 2) less `saving`. */
    lineTotal: money('line_total').notNull(),
    /** What the line's promotion took off (decision 0068); 0 without one. */
    saving: money('saving').notNull().default('0'),
    /** The promotion the line got, by id and by its names then; null without one. */
    promotionId: integer('promotion_id'),
    promotionNames: jsonb('promotion_names'),
    /** The price per unit or kg the promotion set for the whole line: a weighed line is priced on its picked weight with it. */
    dealUnitPrice: money('deal_unit_price'),
    position: integer('position').notNull(),
    /** What was weighed when picking (lines sold by weight); null until weighed. */
    pickedQuantity: numeric('picked_quantity', { precision: 10, scale: 3 }),
    /** round(coalesce(deal_unit_price, unit_price) * picked_quantity, 2); null until weighed. */
    pickedLineTotal: money('picked_line_total'),
  },
  (t) => [
    // An order's lines in order; and, holding what the dashboard sums, this week's lines of every
    // product read from the index alone (decision 0046's best sellers: an index-only scan).
    index('order_items_order_idx').on(
      t.orderId,
      t.position,
      t.productId,
      t.quantity,
      t.pickedQuantity,
      t.lineTotal,
      t.pickedLineTotal,
    ),
    index('order_items_product_idx').on(t.productId, t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_picked_check', sql`${t.pickedQuantity} is null or ${t.pickedQuantity} > 0`),
  ],
);

/**
 * Everything that happened to an order after it was placed, oldest first: status changes, notes,
 * picked weights, delivery and contact edits. `changed_by` is the admin (null once the account is
 * removed); `details` holds what an edit replaced and became.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    historyId: serial('history_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    changedBy: integer('changed_by').references(() => users.userId, { onDelete: 'set null' }),
    customerTold: boolean('customer_told').notNull().default(false),
    details: jsonb('details'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.historyId),
    check('order_history_kind_check', sql`${t.kind} in ('status', 'note', 'picked', 'shipping', 'contact')`),
  ],
);

/** Messages to a user, written in their language when something happens to their orders. */
export const notifications = pgTable(
  'notifications',
  {
    notificationId: serial('notification_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Answers of the geocoding service, shared by every instance, so one address asked twice costs the
 * service one request (Nominatim's usage policy asks for this). Rows expire; a sweep deletes them.
 */
export const geocodeCache = pgTable('geocode_cache', {
  requestKey: text('request_key').primaryKey(),
  answer: jsonb('answer').notNull(),
  expiresAt: at('expires_at').notNull(),
});

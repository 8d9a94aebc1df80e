import { z } from 'zod';
import { idParam } from './catalogue';
import { okOrFieldRejection, quantityInput } from './catalogue-admin-fields';
import { orderAddressSchema, shippingAddressFields } from './checkout';
import { orderSlotSchema } from './delivery-slot';
import { ok } from './envelope';
import { languageCodeSchema } from './language-schema';
import { addressLimits } from './limits';
import {
  listAnswer,
  listOptions,
  listPageQuery,
  listQuery,
  pageAnswer,
  pageLanguage,
  pageLanguageQuery,
} from './lists';
import { orderStatuses, orderStatusSchema } from './order-status';
import { text } from './text';

/**
 * The back office's orders (decision 0046): the grid, an order's panel and items, moving it along,
 * notes, picked weights, delivery and contact edits, and the dashboard's figures.
 */

/** The orders grid's page: the spec's 25, newest first. */
export const adminOrdersPageSize = 25;

/** The spec's sort keys. user_display_name and user_email sort by the order's contact name and email. */
export const adminOrderSortKeys = [
  'order_number',
  'user_display_name',
  'user_email',
  'total_amount',
  'status_code',
  'created_at',
  'updated_at',
  'order_id',
] as const;
export type AdminOrderSortKey = (typeof adminOrderSortKeys)[number];

/** Statuses: 'picking,packed' or repeated; each once. */
const queryStatuses = z
  .union([text(), z.array(text())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(z.array(orderStatusSchema).max(orderStatuses.length * 2))
  .transform((statuses) => [...new Set(statuses)]);

/** A day, YYYY-MM-DD, in the shop's time zone; `createdTo` is inclusive. */
const queryDay = z.iso.date();

const adminOrdersOptions = listOptions({
  sortKeys: adminOrderSortKeys,
  defaultSort: 'created_at',
  defaultDir: 'desc',
  defaultPageSize: adminOrdersPageSize,
  filters: {
    status: queryStatuses.optional(),
    createdFrom: queryDay.optional(),
    createdTo: queryDay.optional(),
    /** The order number (from its start), or part of the contact name or email (any case). */
    q: text().max(100).optional(),
    /** Orders with a line of this product (the dashboard's top products link here). */
    productId: idParam.optional(),
    /** The page's language (decision 0055): each slot's zone name in it, as booked (decision 0054). */
    ...pageLanguage,
  },
});
export const adminOrdersQuery = listQuery(adminOrdersOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const adminOrdersPageQuery = listPageQuery(adminOrdersOptions);
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

const money = z.number();
const instant = z.string();

/** A row of the orders grid. */
export const adminOrderRowSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  userDisplayName: z.string(),
  userEmail: z.string(),
  totalAmount: money,
  /** After picking weighed lines; null until then. */
  finalTotal: money.nullable(),
  currencySymbol: z.string(),
  statusCode: orderStatusSchema,
  createdAt: instant,
  updatedAt: instant,
  version: z.number().int(),
  /** The delivery slot booked; null for orders placed before slots. */
  deliverySlot: orderSlotSchema.nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersResponse = listAnswer(adminOrderRowSchema);
export const adminOrdersPageResponse = pageAnswer(adminOrderRowSchema);

export const adminOrderParams = z.strictObject({ orderId: idParam });
/**
 * The page's language: item names and descriptions, and the delivery zone's name, in it (both kept
 * in every shop language). Every call answering an order takes it.
 */
export const adminOrderQuery = pageLanguageQuery;

/** A line as the back office sees it; `totalPrice` is the line as placed. */
export const adminOrderItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  shortDesc: z.string().nullable(),
  unit: z.enum(['unit', 'kg']),
  quantity: z.number(),
  unitPrice: money,
  /** What the customer pays for the line as placed, after its promotion. */
  totalPrice: money,
  /** What the line's promotion took off as placed (decision 0068); 0 without one. */
  saving: money,
  /** The promotion the line got, in the page's language; null without one. */
  promotionName: z.string().nullable(),
  /** The promotion's price per kg a weighed line is charged at on its picked weight; null without one. */
  dealUnitPrice: money.nullable(),
  pickedQuantity: z.number().nullable(),
  pickedTotal: money.nullable(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const adminOrderItemsResponse = ok({ orderItems: z.array(adminOrderItemSchema) });

export const orderHistoryKinds = ['placed', 'status', 'note', 'picked', 'shipping', 'contact'] as const;
export type OrderHistoryKind = (typeof orderHistoryKinds)[number];

/** One step of an order's history, oldest first. `changedBy` is null for the shopper or a removed account. */
export const orderHistoryEntrySchema = z.object({
  historyId: z.number().int(),
  kind: z.enum(orderHistoryKinds),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  note: z.string().nullable(),
  changedBy: z.object({ userId: z.number().int(), displayName: z.string() }).nullable(),
  at: instant,
  customerTold: z.boolean(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** Who the order is for and how to reach them (copied from the account when placed; editable). */
export const orderContactSchema = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
});

/** The order panel: the row's fields, the money, the address, contact, history and what may be done next. */
export const adminOrderSchema = adminOrderRowSchema.extend({
  userId: z.number().int(),
  languageCode: languageCodeSchema,
  subtotal: money,
  discountAmount: money,
  /** The order-wide promotion applied, in the page's language; null without one. */
  orderPromotionName: z.string().nullable(),
  shippingAmount: money,
  taxAmount: money,
  itemCount: z.number().int(),
  shippingAddress: orderAddressSchema,
  contact: orderContactSchema,
  history: z.array(orderHistoryEntrySchema),
  /** The statuses it may move to now, in the order to offer them. */
  nextStatuses: z.array(orderStatusSchema),
  /** Whether delivery and contact details may be edited now. */
  editable: z.boolean(),
  /** Whether picked weights may be recorded now. */
  pickable: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponse = ok({ order: adminOrderSchema });

const version = z.number().int().min(1);
/** A note or reason: trimmed, not empty, at most 1,000 characters. */
const noteText = text()
  .transform((value) => value.trim())
  .pipe(z.string().min(1, 'must not be empty').max(1000));

/**
 * Move an order on. `changedBy` is accepted for the spec's call shape and ignored: the change is the
 * signed-in admin's. A move to cancelled or delivery_failed needs a comment (the reason).
 */
export const orderStatusChangeRequest = z.strictObject({
  toStatus: orderStatusSchema,
  comment: z.union([noteText, z.literal('').transform(() => undefined)]).optional(),
  version,
  changedBy: z.unknown().optional(),
});

/**
 * Refusals that change nothing. TRANSITION_NOT_ALLOWED: not a next status of the current one.
 * REASON_REQUIRED: cancelling or a failed delivery without a comment. CONFLICT: the order changed
 * since it was loaded (its version differs; `message` says the current status). NOT_PICKING: weights
 * outside picking. NOT_EDITABLE: delivery or contact edited once out for delivery or later. RULE: a
 * picked quantity breaks the line's rules (`field` names the line).
 */
export const orderChangeRejections = [
  'TRANSITION_NOT_ALLOWED',
  'REASON_REQUIRED',
  'CONFLICT',
  'NOT_PICKING',
  'NOT_EDITABLE',
  'RULE',
] as const;
export type OrderChangeRejection = (typeof orderChangeRejections)[number];

export const orderChangeResponse = okOrFieldRejection({ order: adminOrderSchema }, orderChangeRejections);

/** A note on the order; told to the customer (notification and email) only when asked. */
export const orderNoteRequest = z.strictObject({
  comment: noteText,
  tellCustomer: z.boolean().default(false),
  changedBy: z.unknown().optional(),
});
export const orderNoteResponse = ok({ order: adminOrderSchema });

/**
 * Picked quantities of weighed lines (kg, at most three decimals): each more than 0 and at most twice
 * what was ordered (a larger reading is a mistake at the scale). Lines left out keep theirs.
 */
export const pickedQuantitiesRequest = z.strictObject({
  version,
  lines: z
    .array(z.strictObject({ orderItemId: z.number().int().min(1), pickedQuantity: quantityInput }))
    .min(1)
    .max(500)
    .refine(
      (lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length,
      'a line given twice',
    ),
});
/** The most a picked weight may exceed what was ordered, as a factor. */
export const pickedQuantityMaxFactor = 2;

const requiredText = (max: number) =>
  text()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'required').max(max));
const optionalText = (max: number) =>
  text()
    .max(max)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

/** The delivery address of the order (not the customer's saved addresses). */
export const orderShippingRequest = z.strictObject({ version, ...shippingAddressFields });

export const orderContactRequest = z.strictObject({
  version,
  customerName: requiredText(addressLimits.textMax),
  customerEmail: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  customerPhone: optionalText(addressLimits.phoneMax),
});

/** The dashboard's figures; each links into the orders grid with the filters it was counted with. */
export const dashboardQuery = z.strictObject({ languageCode: languageCodeSchema.default('en') });
const periodFigures = z.object({
  /** Orders placed in the period, cancelled ones included. */
  orders: z.number().int(),
  /** Final (else placed) totals of the period's orders that are not cancelled. */
  revenue: money,
  /** The period's first and last day (shop time zone), for the grid's createdFrom and createdTo. */
  from: z.string(),
  to: z.string(),
});
export const dashboardResponse = ok({
  /** The shop's time zone, in which today and this week (from Sunday) are counted. */
  timeZone: z.string(),
  currencySymbol: z.string(),
  today: periodFigures,
  week: periodFigures,
  /** Orders in each status that still needs the shop (pending to out for delivery, failed deliveries). */
  waiting: z.array(z.object({ status: orderStatusSchema, orders: z.number().int() })),
  /** This week's best sellers by revenue (not cancelled orders), at most 5, names in the language asked. */
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      quantity: z.number(),
      revenue: money,
      orders: z.number().int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

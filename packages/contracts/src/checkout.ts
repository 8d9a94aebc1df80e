import { z } from 'zod';
import { idParam } from './catalogue';
import { orderSlotSchema, slotChoiceSchema, slotRejections } from './delivery-slot';
import { ok, okOrRejected } from './envelope';
import { languageCodeSchema } from './language-schema';
import { addressLimits, maxId, orderNumberPattern } from './limits';
import { pageAnswer, pageQuery } from './lists';
import { orderStatusSchema } from './order-status';
import { text } from './text';

const requiredText = (max: number) => text().min(1).max(max);
/** Optional text: absent, null or blank all mean "not given" and are stored as null. */
const optionalText = (max: number) =>
  text()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Degrees with at most 6 decimals (about 0.1 m), within the globe. */
export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

export const shippingAddressSchema = z.object({
  shippingAddressId: z.number().int(),
  label: z.string().nullable(),
  recipientName: z.string(),
  phone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** The fields of an address as a customer saves it and as the back office edits an order's. */
export const shippingAddressFields = {
  label: optionalText(addressLimits.textMax),
  recipientName: requiredText(addressLimits.textMax),
  phone: optionalText(addressLimits.phoneMax),
  addressLine1: requiredText(addressLimits.textMax),
  addressLine2: optionalText(addressLimits.textMax),
  city: requiredText(addressLimits.textMax),
  state: optionalText(addressLimits.textMax),
  postalCode: requiredText(addressLimits.postalCodeMax),
  country: requiredText(addressLimits.textMax),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
};

export const createShippingAddressRequest = z.object({
  ...shippingAddressFields,
  /** Make it the default; a user's first address is the default whatever this says. */
  isDefault: z.boolean().default(false),
});
export type CreateShippingAddressRequest = z.input<typeof createShippingAddressRequest>;

export const shippingAddressesResponse = ok({ addresses: z.array(shippingAddressSchema) });
export const shippingAddressResponse = ok({ address: shippingAddressSchema });
/** A user keeps at most this many addresses; one more is rejected with TOO_MANY_ADDRESSES. */
export const shippingAddressesMax = 50;
export const createShippingAddressReasons = ['TOO_MANY_ADDRESSES'] as const;
export type CreateShippingAddressReason = (typeof createShippingAddressReasons)[number];
export const createShippingAddressResponse = okOrRejected(
  { address: shippingAddressSchema },
  createShippingAddressReasons,
);
export const shippingAddressParams = z.object({ shippingAddressId: idParam });

/** Geocoding through our server (forward: text to places; reverse: a point to an address). */
export const geocodeQuery = z.object({ q: text().min(2).max(200) });
export const reverseGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const geocodePlaceSchema = z.object({
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Address parts the form can take over; absent parts are null. */
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type GeocodePlace = z.infer<typeof geocodePlaceSchema>;
export const geocodeResponse = ok({ places: z.array(geocodePlaceSchema) });
export const reverseGeocodeResponse = ok({ place: geocodePlaceSchema.nullable() });
/** The reason of the 502 answered when the geocoding service fails; the form falls back to the map. */
export const geocoderUnavailableReason = 'GEOCODER_UNAVAILABLE';

export const orderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  subtotal: z.number(),
  /** The lines' promotion savings and the order-wide promotion's together (decision 0068). */
  discountAmount: z.number(),
  /** discountAmount as a percent of subtotal, two decimals. */
  discountPercent: z.number(),
  /** The order-wide promotion applied, in the order's language; null without one. */
  orderPromotionName: z.string().nullable(),
  shippingAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  /**
   * The total after picking, when weighed lines were weighed: the lines at their picked quantities
   * (each rounded once to cents) with the same discount, delivery and tax; null until then.
   */
  finalTotal: z.number().nullable(),
  /** The shop's currency symbol when the order was placed. */
  currencySymbol: z.string(),
  itemCount: z.number().int(),
  /** The delivery slot booked with the order; null for orders placed before slots. */
  deliverySlot: orderSlotSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  shortDesc: z.string().nullable(),
  imageFile: z.string().nullable(),
  barcode: z.string().nullable(),
  unit: z.enum(['unit', 'kg']),
  unitPrice: z.number(),
  quantity: z.number(),
  /** What the shopper pays for the line, after its promotion's saving. */
  lineTotal: z.number(),
  /** What the line's promotion took off at finalize; 0 without one. */
  saving: z.number(),
  /** The promotion the line got, named in the order's language then; null without one. */
  promotionName: z.string().nullable(),
  /** What was weighed when picking (lines sold by weight); null until weighed. */
  pickedQuantity: z.number().nullable(),
  /** The line at its picked quantity, rounded once to cents; null until weighed. */
  pickedLineTotal: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The address an order goes to, as it was when the order was placed. */
export const orderAddressSchema = shippingAddressSchema.omit({ shippingAddressId: true, isDefault: true });

/** The Idempotency-Key header of finalize: a retry with the same key answers the same order. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);
/** Loose: the validated headers replace the request's, so every other header must stay. */
export const finalizeOrderHeaders = z.looseObject({
  [idempotencyKeyHeader]: idempotencyKeySchema.optional(),
});

export const finalizeOrderRequest = z.object({
  shippingAddressId: z.number().int().positive().max(maxId),
  /** Texts of the order lines and the notification; default the user's preferred language. */
  languageCode: languageCodeSchema.optional(),
  /**
   * The delivery slot, booked in the same transaction as the order (decision 0047). Optional in the
   * shape so that a client without it hears SLOT_REQUIRED, not a bare 400.
   */
  deliverySlot: slotChoiceSchema.optional(),
  /**
   * The total the shopper was shown. When given and the order would cost otherwise (a promotion
   * ended meanwhile, a price changed), finalize answers PRICES_CHANGED and writes nothing.
   */
  expectedTotal: z.number().min(0).optional(),
});
export const finalizeOrderReasons = [
  'PRICES_CHANGED',
  'CART_EMPTY',
  'ADDRESS_NOT_FOUND',
  'PRODUCT_UNAVAILABLE',
  'QUANTITY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'SLOT_REQUIRED',
  ...slotRejections,
] as const;
export type FinalizeOrderReason = (typeof finalizeOrderReasons)[number];
export const finalizeOrderResponse = okOrRejected(
  { order: orderSchema.pick({ orderId: true, orderNumber: true, status: true, totalAmount: true }) },
  finalizeOrderReasons,
);

export const ordersParams = z.object({ languageCode: languageCodeSchema });
/** `orderNumber`: only that order, when it is the caller's (an empty list otherwise). */
export const ordersQuery = z.object({ orderNumber: z.string().regex(orderNumberPattern).optional() });
export const ordersResponse = ok({ orders: z.array(orderSchema) });
/** Version 2: a page of the shopper's orders, newest first (`orderNumber`: only that one). */
export const ordersPageQuery = pageQuery({
  filters: { orderNumber: z.string().regex(orderNumberPattern).optional() },
});
export const ordersPageResponse = pageAnswer(orderSchema);
export const orderParams = z.object({
  languageCode: languageCodeSchema,
  orderNumber: z.string().regex(orderNumberPattern),
});
/** A step of an order as its customer sees it: status changes and the notes they were told. */
export const orderEventSchema = z.object({
  /** The status it moved to; null for a note. */
  status: orderStatusSchema.nullable(),
  /** The reason or note, in the words the shop wrote it; null when none. */
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderResponse = ok({
  order: orderSchema.extend({ shippingAddress: orderAddressSchema }),
  orderItems: z.array(orderItemSchema),
  /** Oldest first, starting with the order being placed. */
  history: z.array(orderEventSchema),
});

export const notificationSchema = z.object({
  notificationId: z.number().int(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The order it is about, for a link to its details. */
  orderNumber: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponse = ok({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
/** Version 2: a page of the inbox, newest first, and the count of all unread notifications. */
export const notificationsPageQuery = pageQuery({ filters: {} });
export const notificationsPageResponse = pageAnswer(notificationSchema, { unreadCount: z.number().int() });
export const notificationParams = z.object({ notificationId: idParam });
export const markNotificationReadResponse = ok({ notification: notificationSchema });

import { z } from 'zod';
import { idParam } from './catalogue';
import { ok, okOrRejected } from './envelope';
import { languageCodeSchema } from './language-schema';
import { maxCartQuantity, maxId } from './limits';
import { packageUnits } from './measure-price';

export const cartPromotionSchema = z.object({ promotionId: z.number().int(), name: z.string() });

/** A server cart line, priced by the customer-type rules for the signed-in user. */
export const cartItemSchema = z.object({
  cartItemId: z.number().int(),
  productId: z.number().int(),
  quantity: z.number(),
  createdAt: z.string(),
  productName: z.string(),
  shortDesc: z.string().nullable(),
  imageFile: z.string().nullable(),
  barcode: z.string().nullable(),
  unit: z.enum(['unit', 'kg']),
  packageQuantity: z.number().nullable(),
  packageUnit: z.enum(packageUnits).nullable(),
  onlinePrice: z.number(),
  promotionPrice: z.number().nullable(),
  customerPrice: z.number().nullable(),
  unitPrice: z.number(),
  /** unitPrice × quantity, rounded once to two decimals on the server. */
  listTotal: z.number(),
  /** What the line's promotion takes off (decision 0068); 0 without one. */
  saving: z.number(),
  /** What the shopper pays for the line: listTotal − saving. */
  lineTotal: z.number(),
  /** The promotion the line gets, named in the cart's language; null without one. */
  promotion: cartPromotionSchema.nullable(),
  /** A promotion on this product that ended lately (shop time of its end), so the cart can say why the price rose. */
  promotionEnded: z.object({ name: z.string(), endsAt: z.string() }).nullable(),
  minimumQuantity: z.number(),
  quantityStep: z.number(),
  /** False when the product went out of stock, inactive or out of sight since it was added. */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartParams = z.object({ languageCode: languageCodeSchema });
/** Shipping and tax are 0 for now; total is subtotal less discount; all computed on the server. */
export const cartTotalsSchema = z.object({
  /** The lines that can be bought, at list price. */
  subtotal: z.number(),
  /** The lines' savings and the order-wide promotion's together. */
  discount: z.number(),
  /** The order-wide promotion applied, with what it takes off; null without one. */
  orderPromotion: cartPromotionSchema.extend({ saving: z.number() }).nullable(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
});
export const cartResponse = ok({ cartItems: z.array(cartItemSchema), totals: cartTotalsSchema });

/** A quantity with at most three decimals, given as a JSON number. */
const thousandths = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const addCartItemRequest = z.object({
  productId: z.number().int().positive().max(maxId),
  /** A delta added to the line (may be negative); a line that lands at 0 or below is removed. */
  quantity: z
    .number()
    .min(-maxCartQuantity)
    .max(maxCartQuantity)
    .refine((value) => value !== 0, 'must not be 0')
    .refine(thousandths, 'at most three decimals'),
  /** The language of the returned line's texts. */
  languageCode: languageCodeSchema.default('en'),
});

export const addCartItemReasons = [
  'PRODUCT_NOT_FOUND',
  'PRODUCT_INACTIVE',
  'OUT_OF_STOCK',
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_OFF_STEP',
  'QUANTITY_TOO_LARGE',
] as const;
export type AddCartItemReason = (typeof addCartItemReasons)[number];

/** The line as it is now, or null when the delta removed it. */
export const addCartItemResponse = okOrRejected({ cartItem: cartItemSchema.nullable() }, addCartItemReasons);

export const removeCartItemParams = z.object({ cartItemId: idParam });
export const removeCartItemResponse = ok({});

import { z } from 'zod';
import { idParam } from '../catalogue';
import {
  conflictReason,
  idList,
  moneyInput,
  okOrFieldRejection,
  quantityInput,
} from '../catalogue-admin-fields';
import { ok } from '../envelope';
import { languageCodeSchema } from '../language-schema';
import {
  listAnswer,
  listOptions,
  listPageQuery,
  listQuery,
  pageAnswer,
  pageLanguage,
  queryBoolean,
} from '../lists';
import { text } from '../text';
import { customerPriceModes, promotionTargets, rewardKinds } from './reward';

/** Promotions in the back office (decision 0068): money as decimals, times in shop time (Asia/Jerusalem). */

export const promotionSources = ['shop', 'pos'] as const;
export const promotionStates = ['current', 'future', 'past', 'off'] as const;
export type PromotionState = (typeof promotionStates)[number];

const positiveMoney = moneyInput.refine((value) => value > 0, 'must be more than 0');
/** A percent off a price: more than 0, less than 100 (a whole price off would make it free). */
const percentInput = z
  .number()
  .gt(0)
  .lt(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');
const count = (min: number) => z.number().int().min(min).max(100);

export const promotionRewardInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('unit_price'), price: positiveMoney }),
  z.strictObject({ kind: z.literal('amount_off'), amount: positiveMoney }),
  z.strictObject({ kind: z.literal('percent_off'), percent: percentInput }),
  z.strictObject({ kind: z.literal('bundle'), quantity: count(2), price: positiveMoney }),
  z.strictObject({ kind: z.literal('buy_get'), buy: count(1), get: count(1) }),
  z.strictObject({ kind: z.literal('nth_off'), nth: count(2), percent: z.number().gt(0).max(100) }),
]);
export type PromotionReward = z.infer<typeof promotionRewardInput>;

/** A shop-time minute: 2026-11-30T23:59. */
export const shopTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'date and time');

const localTexts = (max: number) =>
  z.strictObject({
    en: text().min(1, 'required').max(max),
    he: text().max(max).optional(),
    th: text().max(max).optional(),
  });

export const maxPromotionProducts = 1000;

export const promotionRequest = z
  .strictObject({
    names: localTexts(120),
    descriptions: localTexts(500).partial().default({}),
    target: z.enum(promotionTargets),
    productIds: idList(maxPromotionProducts).default([]),
    categoryIds: idList(100).default([]),
    reward: promotionRewardInput,
    minQuantity: quantityInput.nullable().default(null),
    minOrderTotal: positiveMoney.nullable().default(null),
    limitPerOrder: quantityInput.nullable().default(null),
    startsAt: shopTimeSchema,
    endsAt: shopTimeSchema,
    /** Customer types it is for; empty: everyone. */
    userTypeIds: idList(50).default([]),
    combines: z.boolean().default(false),
    onCustomerPrice: z.enum(customerPriceModes).default('lower'),
    active: z.boolean().default(true),
    /** The version the editor loaded; required to update. */
    version: z.number().int().min(1).optional(),
  })
  .refine((promotion) => promotion.endsAt > promotion.startsAt, {
    message: 'endsBeforeStart',
    path: ['endsAt'],
  })
  .refine((promotion) => promotion.target !== 'products' || promotion.productIds.length > 0, {
    message: 'required',
    path: ['productIds'],
  })
  .refine((promotion) => promotion.target !== 'categories' || promotion.categoryIds.length > 0, {
    message: 'required',
    path: ['categoryIds'],
  })
  .refine(
    (promotion) =>
      promotion.target !== 'order' || ['percent_off', 'amount_off'].includes(promotion.reward.kind),
    { message: 'orderTakesPercentOrAmount', path: ['reward'] },
  );
export type PromotionRequest = z.output<typeof promotionRequest>;

export const promotionSchema = z.object({
  promotionId: z.number().int(),
  source: z.enum(promotionSources),
  /** The PromotionId of the file it came from; null for the shop's own. */
  sourceKey: z.string().nullable(),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  target: z.enum(promotionTargets),
  productIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  reward: promotionRewardInput,
  minQuantity: z.number().nullable(),
  minOrderTotal: z.number().nullable(),
  limitPerOrder: z.number().nullable(),
  /** Shop-time minutes, as the request writes them: 2026-11-30T23:59. */
  startsAt: z.string(),
  endsAt: z.string(),
  userTypeIds: z.array(z.number().int()),
  combines: z.boolean(),
  onCustomerPrice: z.enum(customerPriceModes),
  active: z.boolean(),
  state: z.enum(promotionStates),
  version: z.number().int(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListRow = promotionSchema
  .pick({
    promotionId: true,
    source: true,
    sourceKey: true,
    target: true,
    reward: true,
    startsAt: true,
    endsAt: true,
    active: true,
    state: true,
    userTypeIds: true,
    version: true,
  })
  /** `products`: the products it names (0 for categories and the order; see `categories`). */
  .extend({ name: z.string(), products: z.number().int(), categories: z.number().int() });
export type PromotionListRow = z.infer<typeof promotionListRow>;

const promotionListOptions = listOptions({
  sortKeys: ['startsAt', 'endsAt', 'name', 'promotionId'] as const,
  defaultSort: 'startsAt',
  defaultDir: 'desc',
  filters: {
    ...pageLanguage,
    active: queryBoolean.optional(),
    when: z.enum(['current', 'future', 'past']).optional(),
    source: z.enum(promotionSources).optional(),
    search: text().max(100).optional(),
  },
});
export const promotionListQuery = listQuery(promotionListOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const promotionPageQuery = listPageQuery(promotionListOptions);
export const promotionListResponse = listAnswer(promotionListRow);
export const promotionPageResponse = pageAnswer(promotionListRow);
export const promotionParams = z.strictObject({ promotionId: idParam });
export const promotionResponse = ok({ promotion: promotionSchema });

export const promotionSaveReasons = [
  'UNKNOWN_PRODUCT',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_USER_TYPE',
  'WEIGHED_MULTI_UNIT',
  'QUANTITY_RULE',
  'PRICE_NOT_LOWER',
  'OVERLAPS',
  /** A promotion from the price files is changed there; the shop may only switch it on or off. */
  'IMPORTED',
  conflictReason,
] as const;
export type PromotionSaveReason = (typeof promotionSaveReasons)[number];
export const promotionSaveResponse = okOrFieldRejection({ promotion: promotionSchema }, promotionSaveReasons);

export const promotionActiveRequest = z.strictObject({
  active: z.boolean(),
  version: z.number().int().min(1),
});

/** The preview: the lines of a made-up cart, priced as a shopper of those customer types would pay. */
export const promotionPreviewRequest = z.strictObject({
  promotion: promotionRequest,
  lines: z
    .array(z.strictObject({ productId: z.number().int().positive(), quantity: quantityInput }))
    .min(1)
    .max(50),
  userTypeIds: idList(50).default([]),
  /** The language of the product names in the answer. */
  languageCode: languageCodeSchema.default('en'),
});
export const promotionPreviewResponse = ok({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      quantity: z.number(),
      listTotal: z.number(),
      saving: z.number(),
      total: z.number(),
      /** True when this promotion is the deal the line took. */
      byThisPromotion: z.boolean(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
});

export { rewardKinds };

import { z } from 'zod';

/** A reward as answers carry it (decision 0068): money and percent as decimals. */
export const rewardAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unit_price'), price: z.number() }),
  z.object({ kind: z.literal('amount_off'), amount: z.number() }),
  z.object({ kind: z.literal('percent_off'), percent: z.number() }),
  z.object({ kind: z.literal('bundle'), quantity: z.number().int(), price: z.number() }),
  z.object({ kind: z.literal('buy_get'), buy: z.number().int(), get: z.number().int() }),
  z.object({ kind: z.literal('nth_off'), nth: z.number().int(), percent: z.number() }),
]);
export type RewardAnswer = z.infer<typeof rewardAnswerSchema>;

/** The deal a product card shows: the one live now for the viewer that targets the product most closely. */
export const productDealSchema = z.object({
  promotionId: z.number().int(),
  reward: rewardAnswerSchema,
  /** Shop time: 2026-11-30T23:59. */
  endsAt: z.string(),
  /** Only for some customer types (a club deal the viewer holds). */
  forCustomerTypes: z.boolean(),
  /** Units or kg needed in the cart before the deal applies; null when none. */
  minQuantity: z.number().nullable(),
});
export type ProductDeal = z.infer<typeof productDealSchema>;

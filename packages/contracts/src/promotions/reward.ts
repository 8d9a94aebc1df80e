/**
 * What a promotion gives (decision 0068), in the units the pricing counts in: money in whole agorot,
 * percentages in basis points (2000 = 20 %), counts in whole units. No zod here: the storefront's
 * cards show badges from it on first load.
 */
export const rewardKinds = [
  'unit_price',
  'amount_off',
  'percent_off',
  'bundle',
  'buy_get',
  'nth_off',
] as const;
export type RewardKind = (typeof rewardKinds)[number];

export type Reward =
  /** A set price per unit, or per kg of weighed goods: "₪9.90", "₪39.90 a kg". */
  | { kind: 'unit_price'; price: number }
  /** An amount off each unit or kg; on a whole order, off the order. */
  | { kind: 'amount_off'; amount: number }
  /** A percent off each unit or kg, or off the order. */
  | { kind: 'percent_off'; basisPoints: number }
  /** "3 for ₪20": `quantity` units together for `price`. */
  | { kind: 'bundle'; quantity: number; price: number }
  /** "2 + 1": in every `buy` + `get` units the cheapest `get` are free. */
  | { kind: 'buy_get'; buy: number; get: number }
  /** "The second at 50 % off": in every `nth` units the cheapest is `basisPoints` off. */
  | { kind: 'nth_off'; nth: number; basisPoints: number };

/** Kinds that count whole units together, so weighed goods never take them. */
export const multiUnitKinds: readonly RewardKind[] = ['bundle', 'buy_get', 'nth_off'];

/** What a promotion applies to. */
export const promotionTargets = ['products', 'categories', 'order'] as const;
export type PromotionTarget = (typeof promotionTargets)[number];

/**
 * Over a customer-type price: `lower` prices the deal from the regular price and the shopper pays
 * the lower of the two; `on_top` takes the deal off the customer-type price.
 */
export const customerPriceModes = ['lower', 'on_top'] as const;
export type CustomerPriceMode = (typeof customerPriceModes)[number];

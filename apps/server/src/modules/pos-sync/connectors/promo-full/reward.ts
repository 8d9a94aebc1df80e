import type { Terms } from './rows';
import type { PromoRefusalReason, RateScale, Reward } from './types';

/** A promotion refused while it was mapped; caught where the promotion is. */
export class Refusal extends Error {
  constructor(
    readonly reason: PromoRefusalReason,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** A decimal as written, or null when empty; anything else (a sign, letters) is INCONSISTENT. */
export function decimal(field: string, text: string): number | null {
  if (text === '') return null;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text))
    throw new Refusal('INCONSISTENT', `${field} "${text}" is not a number`);
  return Number(text);
}

const whole = (field: string, text: string, value: number) => {
  if (!Number.isInteger(value)) throw new Refusal('INCONSISTENT', `${field} ${text} is not a whole count`);
  return value;
};

/** DiscountRate in basis points under the scale (decision 0069); RATE_OUT_OF_SCALE when it fits none. */
function basisPointsOf(text: string, scale: RateScale): number {
  const rate = decimal('DiscountRate', text);
  if (rate === null) throw new Refusal('RATE_OUT_OF_SCALE', 'no DiscountRate');
  if (scale === 'percent' || (scale === 'auto' && rate <= 100)) return Math.round(rate * 100);
  if (scale === 'basis_points' || rate <= 10_000) return Math.round(rate);
  throw new Refusal('RATE_OUT_OF_SCALE', `DiscountRate ${text} is neither a percent nor basis points`);
}

const asPercent = (basisPoints: number) => `${basisPoints / 100} %`;

/**
 * The reward of a promotion's terms by RewardType, MinQty, DiscountedPrice, DiscountRate and the
 * weighed flag (the research's §4.2), and MinQty as a condition in thousandths where it is one.
 */
export function rewardOf(
  terms: Terms,
  weighted: boolean,
  scale: RateScale,
): { reward: Reward; minQuantity: number | null } {
  const type = /^\d+$/.test(terms.rewardType) ? String(Number(terms.rewardType)) : terms.rewardType;
  const minQty = decimal('MinQty', terms.minQty) ?? 0;
  const priceValue = decimal('DiscountedPrice', terms.discountedPrice);
  const price = priceValue === null ? 0 : Math.round(priceValue * 100);
  const rated = (decimal('DiscountRate', terms.discountRate) ?? 0) > 0;
  // For weighed goods MinQty is kilograms to buy at least: a condition of its own.
  const minQuantity = weighted && minQty > 0 ? Math.round(minQty * 1000) : null;
  const unsupported = (why: string) =>
    new Refusal('UNSUPPORTED_REWARD_TYPE', `RewardType ${type || '(none)'}: ${why}`);
  const count = () => whole('MinQty', terms.minQty, minQty);
  const priced = () => {
    if (price <= 0)
      throw new Refusal(
        'INCONSISTENT',
        `RewardType ${type} without a DiscountedPrice ("${terms.discountedPrice}")`,
      );
    return price;
  };

  switch (type) {
    case '1':
    case '10': {
      if (weighted) {
        if (type === '10') throw unsupported('a multi-buy of weighed goods');
        return { reward: { kind: 'unit_price', price: priced() }, minQuantity };
      }
      const quantity = count();
      if (quantity <= 1) return { reward: { kind: 'unit_price', price: priced() }, minQuantity: null };
      return { reward: { kind: 'bundle', quantity, price: priced() }, minQuantity: null };
    }
    case '2': {
      if (!weighted && minQty > 1)
        throw unsupported(`a percent off with MinQty ${terms.minQty} (the Nth unit?)`);
      const basisPoints = basisPointsOf(terms.discountRate, scale);
      if (basisPoints <= 0 || basisPoints >= 10_000)
        throw new Refusal(
          'RATE_OUT_OF_SCALE',
          `DiscountRate ${terms.discountRate} reads as ${asPercent(basisPoints)} off (scale ${scale})`,
        );
      return { reward: { kind: 'percent_off', basisPoints }, minQuantity: weighted ? minQuantity : null };
    }
    case '3': {
      if (!weighted && minQty > 1) throw unsupported(`a set price with MinQty ${terms.minQty}`);
      if (price <= 0 && rated)
        throw unsupported(`DiscountRate ${terms.discountRate} without a DiscountedPrice (an amount off?)`);
      return { reward: { kind: 'unit_price', price: priced() }, minQuantity };
    }
    case '7': {
      if (weighted) throw unsupported('units free of weighed goods');
      const giftText = terms.giftCount;
      const gifts = decimal('AdditionalGiftCount', giftText) ?? 0;
      const get = gifts > 0 ? whole('AdditionalGiftCount', giftText, gifts) : 1;
      const buy = count() - get;
      if (buy < 1)
        throw new Refusal('INCONSISTENT', `MinQty ${terms.minQty} leaves nothing to buy beside ${get} free`);
      if (rated) {
        const basisPoints = basisPointsOf(terms.discountRate, scale);
        if (basisPoints > 10_000)
          throw new Refusal(
            'RATE_OUT_OF_SCALE',
            `DiscountRate ${terms.discountRate} reads as ${asPercent(basisPoints)}`,
          );
        if (basisPoints !== 10_000)
          throw new Refusal(
            'INCONSISTENT',
            `units free at DiscountRate ${terms.discountRate}, ${asPercent(basisPoints)} rather than 100 %`,
          );
      }
      return { reward: { kind: 'buy_get', buy, get }, minQuantity: null };
    }
    case '9': {
      if (weighted) throw unsupported('the Nth unit of weighed goods');
      const nth = count();
      if (nth < 2) throw new Refusal('INCONSISTENT', `the Nth unit off with MinQty ${terms.minQty}`);
      if (price > 0)
        throw unsupported(`the Nth unit at a set price (DiscountedPrice ${terms.discountedPrice})`);
      const basisPoints = basisPointsOf(terms.discountRate, scale);
      if (basisPoints <= 0 || basisPoints > 10_000)
        throw new Refusal(
          'RATE_OUT_OF_SCALE',
          `DiscountRate ${terms.discountRate} reads as ${asPercent(basisPoints)} off (scale ${scale})`,
        );
      // The Nth free is "buy N − 1, get one": the same deal, and the badge shoppers know.
      if (basisPoints === 10_000)
        return { reward: { kind: 'buy_get', buy: nth - 1, get: 1 }, minQuantity: null };
      return { reward: { kind: 'nth_off', nth, basisPoints }, minQuantity: null };
    }
    case '0':
      throw unsupported('a basket or coupon deal whose meaning is not known');
    case '6':
      throw unsupported('a gift with the purchase of another item');
    case '8':
      throw unsupported('no real example, its meaning is guessed');
    default:
      throw unsupported('not documented');
  }
}

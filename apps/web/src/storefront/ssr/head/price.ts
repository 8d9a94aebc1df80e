import type { PriceInfo } from '@grocery/contracts';

/**
 * The price a product's price tag shows (PriceTag): the viewer's unit price, or a unit-price deal's
 * price when it is lower. Server-rendered pages are anonymous, so this is the anonymous price.
 */
export function shownPrice({ unitPrice, deal }: Pick<PriceInfo, 'unitPrice' | 'deal'>): number {
  const reward = deal?.reward;
  return reward?.kind === 'unit_price' && reward.price < unitPrice ? reward.price : unitPrice;
}

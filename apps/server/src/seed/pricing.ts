import { agorotToNumeric, percentOf, roundUpToTen, shelfPriceBelow } from './money';
import type { Prng } from './prng';

export interface ProductPrices {
  onlinePrice: string;
  promotionPrice: string | null;
  consumerPrice: string;
  costPrice: string;
}

/**
 * The four prices of a product from its online price: a promotion 10–25 % lower on about 15 % of
 * products, a consumer (list) price at or above the online price, a cost price 25–45 % below it.
 */
export function pricesFor(onlineAgorot: number, prng: Prng): ProductPrices {
  const onSale = onlineAgorot >= 200 && prng.chance(0.15);
  const promotion = onSale ? shelfPriceBelow(percentOf(onlineAgorot, prng.int(75, 90))) : null;
  return {
    onlinePrice: agorotToNumeric(onlineAgorot),
    promotionPrice: promotion !== null && promotion < onlineAgorot ? agorotToNumeric(promotion) : null,
    consumerPrice: agorotToNumeric(roundUpToTen(percentOf(onlineAgorot, prng.int(100, 115)))),
    costPrice: agorotToNumeric(percentOf(onlineAgorot, prng.int(55, 75))),
  };
}

import {
  addCartItemResponse,
  cartPaths,
  cartResponse,
  cataloguePaths,
  fillPath,
  type LanguageCode,
  type PriceInfo,
  type Product,
  pricesResponse,
  productCardsResponse,
  removeCartItemResponse,
} from '@grocery/contracts';
import { api } from '../../../api/client';
import { fromThousandths, type Thousandths } from './quantity';

/**
 * The signed-in shopper's cart on the server, and the price call the anonymous cart needs. Answers
 * are checked with the contracts' schemas: this module is only ever loaded lazily (the cart and
 * catalogue chunks, and the cart sync), so zod stays out of the first load.
 */

export function fetchServerCart(languageCode: LanguageCode, signal?: AbortSignal) {
  return api.get(fillPath(cartPaths.cart, { languageCode }), { parse: cartResponse, signal });
}

/**
 * Adds a quantity delta (thousandths, may be negative) to the user's line of a product. Business
 * rejections (OUT_OF_STOCK, QUANTITY_BELOW_MINIMUM…) come back as values; HTTP errors throw.
 */
export function addServerCartItem(productId: number, delta: Thousandths, languageCode: LanguageCode) {
  return api.post(
    cartPaths.items,
    { productId, quantity: fromThousandths(delta), languageCode },
    { parse: addCartItemResponse, allowReject: true },
  );
}

export function removeServerCartItem(cartItemId: number) {
  return api.delete(fillPath(cartPaths.item, { cartItemId }), { parse: removeCartItemResponse });
}

/** The prices and cards calls take at most this many ids. */
const pricesBatch = 200;

/** Price info by product id for the viewer (anonymous or signed in); unknown or hidden ids are left out. */
export async function fetchPrices(
  productIds: number[],
  signal?: AbortSignal,
): Promise<Record<string, PriceInfo>> {
  const prices: Record<string, PriceInfo> = {};
  const ids = [...new Set(productIds)];
  for (let start = 0; start < ids.length; start += pricesBatch) {
    const batch = ids.slice(start, start + pricesBatch);
    const answer = await api.post(
      cataloguePaths.prices,
      { productIds: batch },
      { parse: pricesResponse, signal },
    );
    Object.assign(prices, answer.prices);
  }
  return prices;
}

/** Product cards (texts, picture, prices) of the viewer's visible products, in the order asked. */
export async function fetchProductCards(
  languageCode: LanguageCode,
  productIds: number[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const cards: Product[] = [];
  const ids = [...new Set(productIds)];
  for (let start = 0; start < ids.length; start += pricesBatch) {
    const productIds = ids.slice(start, start + pricesBatch);
    const answer = await api.post(
      cataloguePaths.cards,
      { languageCode, productIds },
      { parse: productCardsResponse, signal },
    );
    cards.push(...answer.products);
  }
  return cards;
}

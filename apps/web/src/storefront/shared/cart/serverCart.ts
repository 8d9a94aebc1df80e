import type {
  addCartItemResponse,
  cartResponse,
  LanguageCode,
  PriceInfo,
  Product,
  pricesResponse,
  productCardsResponse,
  removeCartItemResponse,
} from '@grocery/contracts';
import { cartPaths, cataloguePaths, fillPath } from '@grocery/contracts';
import { type AnswerOf, api } from '../../../api/client';
import { fromThousandths, type Thousandths } from './quantity';

/**
 * The signed-in shopper's cart on the server, and the price call the anonymous cart needs. Answers
 * are typed by the contracts' schemas, not checked again: the server checks each against the same
 * schema before sending it, and zod would double the cart page's first load (decision 0009).
 */

export function fetchServerCart(languageCode: LanguageCode, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof cartResponse>>(fillPath(cartPaths.cart, { languageCode }), { signal });
}

/**
 * Adds a quantity delta (thousandths, may be negative) to the user's line of a product. Business
 * rejections (OUT_OF_STOCK, QUANTITY_BELOW_MINIMUM…) come back as values; HTTP errors throw.
 */
export function addServerCartItem(productId: number, delta: Thousandths, languageCode: LanguageCode) {
  return api.post<AnswerOf<typeof addCartItemResponse>>(
    cartPaths.items,
    { productId, quantity: fromThousandths(delta), languageCode },
    { allowReject: true },
  );
}

export function removeServerCartItem(cartItemId: number) {
  return api.delete<AnswerOf<typeof removeCartItemResponse>>(fillPath(cartPaths.item, { cartItemId }));
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
    const answer = await api.post<AnswerOf<typeof pricesResponse>>(
      cataloguePaths.prices,
      { productIds: batch },
      { signal },
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
    const answer = await api.post<AnswerOf<typeof productCardsResponse>>(
      cataloguePaths.cards,
      { languageCode, productIds },
      { signal },
    );
    cards.push(...answer.products);
  }
  return cards;
}

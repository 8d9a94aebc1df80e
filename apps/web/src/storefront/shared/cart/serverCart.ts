import { cartEndpoints, fromThousandths, type LanguageCode, type Thousandths } from '@grocery/contracts';
import { call } from '../../../api/call';

/**
 * The signed-in shopper's cart on the server (the prices and cards the anonymous cart needs are in
 * ../catalogue/pricesAndCards.ts). Answers are typed by the contracts' schemas, not checked again:
 * the server checks each against the same schema before sending it, and zod would double the cart
 * page's first load (decision 0009).
 */

export function fetchServerCart(languageCode: LanguageCode, signal?: AbortSignal) {
  return call(cartEndpoints.cart, { params: { languageCode } }, { signal });
}

/**
 * Adds a quantity delta (thousandths, may be negative) to the user's line of a product. Business
 * rejections (OUT_OF_STOCK, QUANTITY_BELOW_MINIMUM…) come back as values; HTTP errors throw.
 */
export function addServerCartItem(productId: number, delta: Thousandths, languageCode: LanguageCode) {
  return call(
    cartEndpoints.addItem,
    { body: { productId, quantity: fromThousandths(delta), languageCode } },
    { allowReject: true },
  );
}

export function removeServerCartItem(cartItemId: number) {
  return call(cartEndpoints.removeItem, { params: { cartItemId } });
}

import { syncWith } from './cartSync';
import { localCartCount, localCartItems, removeFromLocalCart } from './localCart';
import { toThousandths } from './quantity';
import { addServerCartItem, fetchPrices, fetchServerCart } from './serverCart';

/**
 * The cart work the first load asks for on demand (app/session.ts, the header's cart badge):
 * loaded with a dynamic import, so Dexie and zod arrive only then.
 */

/** Sends the device cart to the signed-in account; see cartSync.ts. */
export function syncDeviceCart(): Promise<number> {
  return syncWith({
    items: localCartItems,
    remove: removeFromLocalCart,
    async send(productId, delta) {
      const answer = await addServerCartItem(productId, delta, 'en');
      return answer.reject ? { ok: false, reason: answer.reason } : { ok: true };
    },
    async rule(productId) {
      const prices = await fetchPrices([productId]);
      return prices[String(productId)] ?? null;
    },
    async current(productId) {
      const cart = await fetchServerCart('en');
      const line = cart.cartItems.find((item) => item.productId === productId);
      return line ? toThousandths(line.quantity) : 0;
    },
  });
}

/** The number of cart lines: the server cart's when signed in, else the device cart's. */
export async function countCartLines(signedIn: boolean): Promise<number> {
  if (!signedIn) return localCartCount();
  const cart = await fetchServerCart('en');
  return cart.cartItems.length;
}

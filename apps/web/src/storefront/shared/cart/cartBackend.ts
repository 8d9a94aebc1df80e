import { fetchPrices } from '../catalogue/pricesAndCards';
import { syncWith } from './cartSync';
import { localCartItems, removeFromLocalCart } from './localCart';
import { toThousandths } from './quantity';
import { addServerCartItem, fetchServerCart } from './serverCart';

/**
 * The cart sync the first load asks for on demand (storefront/shared/session.ts): loaded with a
 * dynamic import, so Dexie and zod arrive only then.
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

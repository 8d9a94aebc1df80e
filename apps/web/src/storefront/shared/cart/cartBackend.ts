import type { AddCartItemReason, LanguageCode } from '@grocery/contracts';
import { quantityRule, type Thousandths, toThousandths } from '@grocery/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useAppState } from '../../../state/appState';
import { type ProductSnapshot, rememberProducts, storeCartProducts } from '../catalogue/snapshots';
import type { CartLine, CartView } from './cartLines';
import { addToLocalCart, changeLocalQuantity, localCartCount, removeFromLocalCart } from './localCart';
import { addServerCartItem, fetchServerCart, removeServerCartItem } from './serverCart';

/** A change the cart refused for a business reason (out of stock, below the minimum…). */
type CartRefusal = { ok: false; reason: AddCartItemReason };

/**
 * Where the shopper's cart lives (spec 6): everything that reads or changes the cart goes through
 * the one `cartBackend` picks. HTTP and storage failures throw.
 */
export type CartBackend = {
  /** The number of lines, for the header's badge. */
  count(): Promise<number>;
  /** Adds a quantity of a product (a product card, the details page). */
  add(product: ProductSnapshot, quantity: Thousandths): Promise<{ ok: true } | CartRefusal>;
  /** The cart page's lines, and the server's totals when the server prices the cart. */
  lines(signal: AbortSignal): Promise<CartView>;
  /**
   * Puts a line at another quantity: the line as it is then, null when it is gone. A device line
   * the device cart no longer holds throws CartItemMissingError.
   */
  change(line: CartLine, quantity: Thousandths): Promise<{ ok: true; line: CartLine | null } | CartRefusal>;
  remove(line: CartLine): Promise<void>;
};

// The cart page's line building (product cards, prices) arrives with that page, not in the first load.
const lineBuilding = () => import('./cartLines');

/** The signed-in shopper's cart on the server, in the page's language. */
function serverBackend(language: LanguageCode): CartBackend {
  return {
    count: async () => (await fetchServerCart(language)).cartItems.length,
    async add(product, quantity) {
      const answer = await addServerCartItem(product.productId, quantity, language);
      return answer.reject ? { ok: false, reason: answer.reason } : { ok: true };
    },
    lines: async (signal) => (await lineBuilding()).loadServerCart(language, signal),
    async change(line, quantity) {
      const answer = await addServerCartItem(line.productId, quantity - line.quantity, language);
      if (answer.reject) return { ok: false, reason: answer.reason };
      const { lineFromServerItem } = await lineBuilding();
      return { ok: true, line: answer.cartItem ? lineFromServerItem(answer.cartItem) : null };
    },
    async remove(line) {
      await removeServerCartItem(line.cartItemId);
    },
  };
}

/** The anonymous shopper's cart on this device; the products put in it are remembered for the cart page. */
function deviceBackend(language: LanguageCode): CartBackend {
  return {
    count: localCartCount,
    async add(product, quantity) {
      // What the server answers a signed-in shopper for the same product.
      if (product.outOfStock) return { ok: false, reason: 'OUT_OF_STOCK' };
      await addToLocalCart(product.productId, quantity, quantityRule(product));
      rememberProducts(language, [product]);
      storeCartProducts(language, [product]);
      return { ok: true };
    },
    lines: async (signal) => (await lineBuilding()).loadDeviceCart(language, signal),
    async change(line, quantity) {
      const item = await changeLocalQuantity(
        line.productId,
        quantity - line.quantity,
        line.rule ?? undefined,
      );
      const { withQuantity } = await lineBuilding();
      return { ok: true, line: item && withQuantity(line, toThousandths(item.quantity)) };
    },
    remove: (line) => removeFromLocalCart(line.productId),
  };
}

/** The one place that picks the cart: the server's when someone is signed in, the device's otherwise. */
export function cartBackend(signedIn: boolean, language: LanguageCode): CartBackend {
  return signedIn ? serverBackend(language) : deviceBackend(language);
}

/** The cart of whoever is signed in (or nobody), in the page's language; a new one when either changes. */
export function useCartBackend(): CartBackend {
  const signedIn = useAppState().user !== null;
  const language = useLanguage();
  return useMemo(() => cartBackend(signedIn, language), [signedIn, language]);
}

import type { AddCartItemReason, LanguageCode } from '@grocery/contracts';
import { quantityRule, raiseToAllowed, type Thousandths, toThousandths } from '@grocery/contracts';
import { ApiError } from '../../../api/client';
import { fetchPrices } from '../catalogue/pricesAndCards';
import { type LocalCartItem, localCartItems, removeFromLocalCart } from './localCart';
import { addServerCartItem, fetchServerCart } from './serverCart';

/**
 * Sends the device cart to the signed-in account (spec 4 "cart sync"): each item one after another
 * as a quantity delta, deleted locally only once the server took it. A business rejection (the
 * product went out of stock, is no longer sold…) is logged and the item deleted, since it can never
 * be added; a quantity the user's own rules do not allow (a business customer's minimum of 12) is
 * first raised to the nearest allowed line and sent once more. A network or server failure is
 * logged and the item kept for the next sync; the loop stops there. Returns how many were synced.
 * Loaded on demand (storefront/shared/session.ts), outside the first load.
 */

export type SendOutcome = { ok: true } | { ok: false; reason: AddCartItemReason };

export type SyncPort = {
  items(): Promise<LocalCartItem[]>;
  remove(productId: number): Promise<void>;
  /** Adds a delta (thousandths) to the user's server line of the product. */
  send(productId: number, delta: Thousandths): Promise<SendOutcome>;
  /** The user's own minimum and step for a product (null when they cannot see it). */
  rule(productId: number): Promise<{ minimumQuantity: number; quantityStep: number } | null>;
  /** What the user's server line of the product holds now (thousandths, 0 when none). */
  current(productId: number): Promise<Thousandths>;
};

const quantityReasons: ReadonlySet<AddCartItemReason> = new Set([
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_OFF_STEP',
]);

/** The delta that lands the server line on the user's grid, or null when none fits. */
async function adjustedDelta(
  port: SyncPort,
  productId: number,
  wanted: Thousandths,
): Promise<Thousandths | null> {
  const info = await port.rule(productId);
  if (!info) return null;
  const current = await port.current(productId);
  const target = raiseToAllowed(current + wanted, quantityRule(info));
  const delta = target - current;
  return delta > 0 && delta !== wanted ? delta : null;
}

/** A failure that another sync may get past (no network, server fault, rate limit, session gone). */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

export async function syncWith(port: SyncPort): Promise<number> {
  const items = await port.items();
  let synced = 0;
  for (const item of items) {
    const wanted = toThousandths(item.quantity);
    try {
      let outcome = wanted > 0 ? await port.send(item.productId, wanted) : null;
      if (outcome && !outcome.ok && quantityReasons.has(outcome.reason)) {
        const delta = await adjustedDelta(port, item.productId, wanted);
        if (delta !== null) outcome = await port.send(item.productId, delta);
      }
      if (outcome?.ok) synced += 1;
      else console.warn(`cart sync: product ${item.productId} was not added`, outcome?.reason ?? 'EMPTY');
      await port.remove(item.productId);
    } catch (error) {
      if (isTransient(error)) {
        console.error('cart sync failed; the device cart is kept for the next sync', error);
        break;
      }
      // A malformed item (the server answered 400 or 404): it can never be added.
      console.warn(`cart sync: product ${item.productId} was refused`, error);
      await port.remove(item.productId);
    }
  }
  return synced;
}

/** Sends this device's cart to the signed-in account, the server's lines in the page's language. */
export function syncDeviceCart(language: LanguageCode): Promise<number> {
  return syncWith({
    items: localCartItems,
    remove: removeFromLocalCart,
    async send(productId, delta) {
      const answer = await addServerCartItem(productId, delta, language);
      return answer.reject ? { ok: false, reason: answer.reason } : { ok: true };
    },
    async rule(productId) {
      const prices = await fetchPrices([productId]);
      return prices[String(productId)] ?? null;
    },
    async current(productId) {
      const cart = await fetchServerCart(language);
      const line = cart.cartItems.find((item) => item.productId === productId);
      return line ? toThousandths(line.quantity) : 0;
    },
  });
}

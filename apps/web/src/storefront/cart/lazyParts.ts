import { lazy } from 'react';
import type { CartView } from '../shared/cart/cartLines';

// The summary and the promotion notes arrive with the cart's data, not in the page's first load.
const load = () => import('./CartSummary');

export const CartSummary = lazy(() => load().then((parts) => ({ default: parts.CartSummary })));
export const LinePromotionNote = lazy(() => load().then((parts) => ({ default: parts.LinePromotionNote })));

/** The cart as loaded, once its summary and notes are loaded too (nothing pops in after the lines). */
export async function withCartParts(view: Promise<CartView>): Promise<CartView> {
  const [loaded] = await Promise.all([view, load()]);
  return loaded;
}

import { useSyncExternalStore } from 'react';
import type { CartBackend } from './cartBackend';

/**
 * The number of lines in the shopper's cart, for the header's badge. Pages that hold the whole cart
 * (the cart page) set the count directly; anything that changes the cart asks for a recount. Only
 * the newest recount's answer is kept.
 */

let count = 0;
let ticket = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setCartCount(next: number): void {
  ticket += 1;
  if (next === count) return;
  count = next;
  emit();
}

/** Counts the given cart again (see cartBackend.ts). Failures keep the old count. */
export async function refreshCartCount(cart: Pick<CartBackend, 'count'>): Promise<void> {
  ticket += 1;
  const mine = ticket;
  try {
    const next = await cart.count();
    if (mine !== ticket || next === count) return;
    count = next;
    emit();
  } catch (error) {
    console.warn('cart count unavailable', error);
  }
}

export function useCartCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    // The server's pages show no cart: the count arrives after hydration.
    () => 0,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * The number of lines in the shopper's cart, for the header's badge. Part of the first load, so it
 * holds only a number; the counting itself (Dexie, the server cart) is imported on demand. Pages that
 * hold the whole cart (the cart page) set the count directly; anything that changes the cart asks
 * for a recount. Only the newest recount's answer is kept.
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

/** Counts again: the server cart when signed in, else the device cart. Failures keep the old count. */
export async function refreshCartCount(signedIn: boolean): Promise<void> {
  ticket += 1;
  const mine = ticket;
  try {
    // Anonymous: the device cart only (Dexie); signed in: the server cart (the contracts' schemas).
    const next = signedIn
      ? (await (await import('./serverCart')).fetchServerCart('en')).cartItems.length
      : await (await import('./localCart')).localCartCount();
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
  );
}

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React takes over a page the server rendered (the server's snapshot is used then), true
 * from the render after, and at once on a page the browser renders. A page the server rendered is
 * the same for everyone: what depends on this browser (the address's query string) or needs the
 * app (typing into a field) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A formatter made on first use and kept: none is made at import, so a bundle pays only for the
 * formats it calls.
 */
export function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let found = cache.get(key);
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

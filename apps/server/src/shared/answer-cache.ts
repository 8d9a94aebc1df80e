/**
 * Answers computed from the catalogue, kept per server instance by a key that says everything they
 * depend on: the storefront's serialized answers (by the viewer's user types and the URL) and the
 * back office's list totals (by filters). Emptied whenever the catalogue changes (the database
 * notifies every instance, see catalogue-changes.ts); the time limit is only a safety net. While the
 * instance cannot hear those notices the cache is bypassed. Concurrent misses for one key share one
 * database query. Bounded: the oldest entry goes when the cache is full.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; body: Promise<T | null> }>();
  private bypassed = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Stops keeping answers (and forgets the kept ones) until `resume()`. */
  bypass(): void {
    this.bypassed = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.bypassed = false;
  }

  get(key: string, produce: () => Promise<T | null>): Promise<T | null> {
    if (this.bypassed) return produce();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    this.entries.delete(key);
    const entry = { expiresAt: now + this.ttlMs, body: produce() };
    this.entries.set(key, entry);
    entry.body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.body;
  }

  clear(): void {
    this.entries.clear();
  }
}

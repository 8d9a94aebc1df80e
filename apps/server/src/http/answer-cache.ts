import type { DatabaseHandle } from '../db/client';
import type { StopListening } from '../db/notices';

/**
 * Answers read from the database, kept per server instance by a key that says everything they
 * depend on: the storefront's serialized answers (by the viewer's user types and the URL), the
 * back office's list totals (by filters), signed-in sessions (by session). Each answer carries tags
 * naming what it shows (a product, a category's product set, a user); a change the database
 * announces drops the answers tagged with what it touched (`followNotices`), and the time limit is
 * only a safety net. While the instance cannot hear those notices the cache is bypassed.
 * Concurrent misses for one key share one database query. Bounded: the oldest entry goes when the
 * cache is full.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** The keys of the kept answers by tag; answers still being computed are not in it yet. */
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Answers being computed: a change arriving meanwhile may not be in them, so they are not kept. */
  private readonly computing = new Set<string>();
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

  /** The kept answer for `key`, or the one `produce()` computes, kept under the tags it names. */
  get(key: string, produce: () => Promise<Tagged<T>>): Promise<T | null> {
    if (this.bypassed) return produce().then((tagged) => tagged.answer);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    if (hit) this.forget(key);
    const produced = produce();
    const entry: Entry<T> = {
      expiresAt: now + this.ttlMs,
      body: produced.then((tagged) => tagged.answer),
      tags: [],
    };
    this.entries.set(key, entry);
    this.computing.add(key);
    produced.then(
      ({ tags }) => {
        if (this.entries.get(key) !== entry) return;
        this.computing.delete(key);
        entry.tags = tags;
        for (const tag of tags) this.keysOf(tag).add(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.forget(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    return entry.body;
  }

  /** Forgets the answers tagged with any of `tags`, and every answer still being computed. */
  drop(tags: readonly string[]): void {
    for (const key of [...this.computing]) this.forget(key);
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.forget(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.computing.clear();
  }

  /** How many answers are kept (for tests and benchmarks). */
  get size(): number {
    return this.entries.size;
  }

  private keysOf(tag: string): Set<string> {
    let keys = this.keysByTag.get(tag);
    if (!keys) {
      keys = new Set();
      this.keysByTag.set(tag, keys);
    }
    return keys;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.computing.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/** An answer (null for "not found") and the tags naming what it shows. */
export interface Tagged<T> {
  answer: T | null;
  tags: readonly string[];
}

interface Entry<T> {
  expiresAt: number;
  body: Promise<T | null>;
  tags: readonly string[];
}

/**
 * Keeps caches true to the database, with one listener for all of them: each notice on `channel`
 * (sent at commit by triggers, from any instance, a job or a hand-run statement) drops the answers
 * tagged with what it names. The caches are bypassed until the listener hears and whenever it goes
 * deaf, since a change made meanwhile would go unnoticed.
 */
export function followNotices(
  database: DatabaseHandle,
  channel: string,
  caches: readonly AnswerCache<unknown>[],
  tagsDroppedBy: (notice: string) => readonly string[] | 'everything',
): StopListening {
  for (const cache of caches) cache.bypass();
  return database.listen(channel, {
    onNotice: (notice) => {
      const tags = tagsDroppedBy(notice);
      for (const cache of caches) {
        if (tags === 'everything') cache.clear();
        else cache.drop(tags);
      }
    },
    onDeaf: () => {
      for (const cache of caches) cache.bypass();
    },
    onListening: () => {
      for (const cache of caches) cache.resume();
    },
  });
}

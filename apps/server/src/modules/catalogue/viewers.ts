import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import type { SessionUser } from '../accounts/sessions';
import { registerCache } from './answer-cache';
import type { Viewer } from './catalogue.service';

const anonymous: Viewer = { userTypeIds: [] };

/**
 * The viewer behind a request: the user types the signed-in user holds, kept per instance for
 * `ttlMs` (the same freshness as the anonymous answers), bounded like the answer cache. A user
 * given or losing a type sees the change within that time.
 */
export class ViewerLookup {
  private readonly entries = new Map<number, { expiresAt: number; viewer: Promise<Viewer> }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    registerCache(this);
  }

  of(user: Pick<SessionUser, 'userId'> | null): Promise<Viewer> {
    if (!user) return Promise.resolve(anonymous);
    const now = Date.now();
    const hit = this.entries.get(user.userId);
    if (hit && hit.expiresAt > now) return hit.viewer;
    this.entries.delete(user.userId);
    const entry = { expiresAt: now + this.ttlMs, viewer: this.load(user.userId) };
    this.entries.set(user.userId, entry);
    entry.viewer.catch(() => {
      if (this.entries.get(user.userId) === entry) this.entries.delete(user.userId);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.viewer;
  }

  clear(): void {
    this.entries.clear();
  }

  private async load(userId: number): Promise<Viewer> {
    const rows = rowsOf<{ id: number }>(
      await this.db.execute(
        sql`select user_type_id as id from user_user_types where user_id = ${userId} order by user_type_id`,
      ),
    );
    return { userTypeIds: rows.map((row) => row.id) };
  }
}

/** The cache key part for a viewer: their user types ('' for none, as anonymous). */
export const viewerKey = (viewer: Viewer) => viewer.userTypeIds.join(',');

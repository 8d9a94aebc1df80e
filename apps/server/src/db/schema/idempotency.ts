import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One result per Idempotency-Key and caller (decision 0075): the claim is written before the call
 * runs (status null while it runs), the answer after. Kept 24 hours (http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The point-of-sale connection (decision 0048): one row at most. The POS session is kept encrypted
 * (AES-256-GCM, base64 of iv, tag and data) with the key from POS_SECRET_KEY; the password never
 * is kept.
 */
export const posConnection = pgTable(
  'pos_connection',
  {
    connectionId: integer('connection_id').primaryKey().default(1),
    username: text('username').notNull(),
    sessionCipher: text('session_cipher').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the session is good: the POS's URL. */
    source: text('source').notNull(),
  },
  (t) => [check('pos_connection_one_row', sql`${t.connectionId} = 1`)],
);

/**
 * Sync runs, newest last; the newest is the one the status shows. Each committed batch advances
 * `cursor` and `processed` in its own transaction, so a run resumes from its last committed batch.
 * The worker running it holds `worker` and renews `heartbeat_at`; a run whose heartbeat is old was
 * lost with its server and is taken over.
 */
export const posSyncRuns = pgTable(
  'pos_sync_runs',
  {
    runId: serial('run_id').primaryKey(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    phase: text('phase'),
    cursor: text('cursor'),
    totalItems: integer('total_items'),
    processed: integer('processed').notNull().default(0),
    /** Measured over the last batches (a moving average). */
    itemsPerSecond: numeric('items_per_second', { precision: 12, scale: 1 }),
    /** Delta runs: the changes since this instant (the start of the last finished run). */
    since: timestamp('since', { withTimezone: true }),
    stoppedRequested: boolean('stopped_requested').notNull().default(false),
    error: text('error'),
    worker: text('worker'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Which file a price-file run reads (the uploaded file's storage key): resumed only from it. */
    sourceRef: text('source_ref'),
    /** Why a full run was held and its counts (decision 0061); kept once a manager confirmed it. */
    hold: jsonb('hold'),
    confirmedBy: integer('confirmed_by').references(() => users.userId, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    check('pos_sync_runs_kind_check', sql`${t.kind} in ('full', 'delta')`),
    check(
      'pos_sync_runs_status_check',
      sql`${t.status} in ('idle', 'init', 'running', 'stopped', 'failed', 'held', 'done')`,
    ),
  ],
);

/** Items a run could not read ('read') or write ('write'); a write failure keeps the item to retry it. */
export const posSyncFailures = pgTable(
  'pos_sync_failures',
  {
    failedItemId: serial('failed_item_id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => posSyncRuns.runId, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    externalId: text('external_id'),
    error: text('error').notNull(),
    /** The item as the POS gave it (write failures): a retry writes it again without the POS. */
    item: jsonb('item'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retriedAt: timestamp('retried_at', { withTimezone: true }),
  },
  (t) => [index('pos_sync_failures_run_idx').on(t.runId, t.failedItemId)],
);

/**
 * The price file a manager uploaded (decision 0048): one row at most. When there is one, it is the
 * sync's source instead of the configured POS. The file lives in the file storage under a
 * server-made key; the client's file name is kept only to be shown.
 */
export const posPriceUpload = pgTable(
  'pos_price_upload',
  {
    uploadId: integer('upload_id').primaryKey().default(1),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    items: integer('items').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pos_price_upload_one_row', sql`${t.uploadId} = 1`)],
);

/**
 * The POS codes a run has read, written with each batch: a full run ends by deactivating the POS
 * products it did not read. Kept apart from products so that an unchanged product is never
 * rewritten (an update of products touches all their indexes); cleared when the run ends or resets.
 */
export const posSyncSeen = pgTable(
  'pos_sync_seen',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => posSyncRuns.runId, { onDelete: 'cascade' }),
    posCode: text('pos_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.posCode] })],
);

/**
 * A run's pages as read, before any is applied (decision 0061): each page is written here with the
 * cursor's advance; once the whole source was read and checked, each is applied to the catalogue
 * and removed in one transaction. Cleared when the run fails on its source or is reset.
 */
export const posSyncStaged = pgTable(
  'pos_sync_staged',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => posSyncRuns.runId, { onDelete: 'cascade' }),
    pageNo: integer('page_no').notNull(),
    items: jsonb('items').notNull(),
    problems: jsonb('problems').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.pageNo] })],
);

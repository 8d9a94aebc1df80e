import { devTaskPriorities, devTaskStatuses } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A value's place in its list (0 first), as a generated column: the list sorts on it by an index. */
const rankOf = (column: string, values: readonly string[]) =>
  sql.raw(`case ${column} ${values.map((value, rank) => `when '${value}' then ${rank}`).join(' ')} end`);
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The team's development tasks (decision 0050). The assignee's and creator's display names are
 * copies, kept by a trigger on users (migration 0019), so every sort key of the list is a column
 * of the task with an index; so is the attachments count, kept with each upload and delete.
 */
export const devTasks = pgTable(
  'dev_tasks',
  {
    taskId: serial('task_id').primaryKey(),
    taskName: text('task_name').notNull(),
    shortDescription: text('short_description'),
    status: text('status').notNull().default('created'),
    /** The spec's order: created 0 … done 5. */
    statusRank: smallint('status_rank').notNull().generatedAlwaysAs(rankOf('status', devTaskStatuses)),
    priority: text('priority').notNull().default('medium'),
    /** low 0 … urgent 3. */
    priorityRank: smallint('priority_rank')
      .notNull()
      .generatedAlwaysAs(rankOf('priority', devTaskPriorities)),
    assignedTo: integer('assigned_to').references((): AnyPgColumn => users.userId, { onDelete: 'set null' }),
    assignedToDisplayName: text('assigned_to_display_name'),
    createdBy: integer('created_by').references((): AnyPgColumn => users.userId, { onDelete: 'set null' }),
    createdByDisplayName: text('created_by_display_name'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Raised by every save of the task's fields; a save names the version it loaded. */
    version: integer('version').notNull().default(1),
    attachmentsCount: integer('attachments_count').notNull().default(0),
  },
  (t) => {
    // Each sort key with the tie-breaker, alone and behind each filter (status, priority, assignee
    // or none), so a page of 25 is an index walk in either direction whatever the choice.
    const keys: Record<string, SQL | AnyPgColumn> = {
      name: t.taskName,
      status: t.statusRank,
      priority: t.priorityRank,
      assignee_name: t.assignedToDisplayName,
      creator_name: t.createdByDisplayName,
      created: t.createdAt,
      attachments: t.attachmentsCount,
    };
    const filters: Record<string, AnyPgColumn> = {
      status: t.statusRank,
      priority: t.priorityRank,
      assignee: t.assignedTo,
    };
    const sorted = Object.entries(keys).map(([name, key]) =>
      index(`dev_tasks_by_${name}_idx`).on(key as AnyPgColumn, t.taskId),
    );
    const filtered = Object.entries(filters).flatMap(([filterName, filter]) =>
      Object.entries(keys)
        .filter(([, key]) => key !== filter)
        .map(([name, key]) =>
          index(`dev_tasks_${filterName}_by_${name}_idx`).on(filter, key as AnyPgColumn, t.taskId),
        ),
    );
    return [
      ...sorted,
      ...filtered,
      // Under its own filter the status and priority sorts read (rank, task_id), the unfiltered ones.
      index('dev_tasks_created_by_idx').on(t.createdBy),
      check('dev_tasks_status_check', oneOf('status', devTaskStatuses)),
      check('dev_tasks_priority_check', oneOf('priority', devTaskPriorities)),
      check('dev_tasks_attachments_count_check', sql`${t.attachmentsCount} >= 0`),
    ];
  },
);

/** A file of a task: stored under a server-made key, its type found from its content. */
export const devTaskAttachments = pgTable(
  'dev_task_attachments',
  {
    taskAttachmentId: serial('task_attachment_id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => devTasks.taskId, { onDelete: 'cascade' }),
    /** The name as uploaded (any language); shown and offered on download, never a path. */
    displayName: text('display_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dev_task_attachments_storage_key_unique').on(t.storageKey),
    index('dev_task_attachments_task_idx').on(t.taskId, t.uploadedAt, t.taskAttachmentId),
    index('dev_task_attachments_uploaded_by_idx').on(t.uploadedBy),
  ],
);

export const devTaskComments = pgTable(
  'dev_task_comments',
  {
    taskCommentId: serial('task_comment_id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => devTasks.taskId, { onDelete: 'cascade' }),
    commentText: text('comment_text').notNull(),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('dev_task_comments_task_idx').on(t.taskId, t.createdAt, t.taskCommentId),
    index('dev_task_comments_created_by_idx').on(t.createdBy),
  ],
);

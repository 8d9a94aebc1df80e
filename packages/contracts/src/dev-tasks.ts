import { z } from 'zod';
import { idParam } from './catalogue';
import { conflictReason } from './catalogue-admin-fields';
import { ok, okOrRejected } from './envelope';
import { maxId } from './limits';
import { listAnswer, listOptions, listPageQuery, listQuery, pageAnswer } from './lists';
import { paragraphs, text } from './text';

/**
 * The team's development tasks (decision 0050): a task with its attachments and comments. tasks:read
 * sees tasks, downloads attachments, adds comments and deletes its own; tasks:write creates and edits
 * tasks, uploads and deletes attachments, and deletes anyone's comment.
 */

/** The spec's order: Created (the default), In Progress, Block, Cancelled, QA, Done; any may follow any. */
export const devTaskStatuses = ['created', 'inProgress', 'block', 'cancelled', 'qa', 'done'] as const;
export type DevTaskStatus = (typeof devTaskStatuses)[number];

/** Low, Medium (the default), High, Urgent: sorted by this rank, not by name. */
export const devTaskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type DevTaskPriority = (typeof devTaskPriorities)[number];

export const devTasksPageSize = 25;
/** The assignee lookup: the first 100 of the 'admin' group by display name. */
export const devTaskAssigneesLimit = 100;
export const devTaskLimits = { nameMax: 200, descriptionMax: 10_000, commentMax: 10_000 } as const;

/**
 * The spec's sort keys (taskName → task_name, …, attachmentsCount → attachments_count), newest
 * first by default. Status sorts in the spec's order, priority by rank. `assignedTo` is a user id,
 * or `none` for the unassigned tasks.
 */
const devTasksListOptions = listOptions({
  sortKeys: [
    'taskName',
    'status',
    'priority',
    'assignedToDisplayName',
    'createdByDisplayName',
    'createdAt',
    'attachmentsCount',
  ],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  defaultPageSize: devTasksPageSize,
  filters: {
    status: z.enum(devTaskStatuses).optional(),
    priority: z.enum(devTaskPriorities).optional(),
    assignedTo: z.union([z.literal('none'), idParam]).optional(),
  },
});
export const devTasksListQuery = listQuery(devTasksListOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const devTasksPageQuery = listPageQuery(devTasksListOptions);
export type DevTasksListQuery = z.output<typeof devTasksListQuery>;

/** A row of the task list. A display name is null when the user has none (shown 'Unknown'). */
export const devTaskRowSchema = z.object({
  taskId: z.number().int(),
  taskName: z.string(),
  shortDescription: z.string().nullable(),
  status: z.enum(devTaskStatuses),
  priority: z.enum(devTaskPriorities),
  /** The assignee's user id, or null: unassigned. `assignedToUserId` is the same (the spec has both). */
  assignedTo: z.number().int().nullable(),
  assignedToUserId: z.number().int().nullable(),
  assignedToDisplayName: z.string().nullable(),
  createdByDisplayName: z.string().nullable(),
  createdAt: z.string(),
  attachmentsCount: z.number().int(),
});
export type DevTaskRow = z.infer<typeof devTaskRowSchema>;

export const devTaskAttachmentSchema = z.object({
  taskAttachmentId: z.number().int(),
  /** The file's name as uploaded (any language), shown and offered when it is downloaded. */
  displayName: z.string(),
  /** Where it is downloaded (same origin, needs tasks:read; always as an attachment). */
  fileUrl: z.string(),
  fileSize: z.number().int(),
  /** The type found from the content, not the name. */
  contentType: z.string(),
  uploadedAt: z.string(),
  uploadedByDisplayName: z.string().nullable(),
});
export type DevTaskAttachment = z.infer<typeof devTaskAttachmentSchema>;

export const devTaskCommentSchema = z.object({
  taskCommentId: z.number().int(),
  commentText: z.string(),
  createdByUserId: z.number().int().nullable(),
  createdByDisplayName: z.string().nullable(),
  createdAt: z.string(),
});
export type DevTaskComment = z.infer<typeof devTaskCommentSchema>;

/** The task page: the row, its version (for CONFLICT), attachments (newest first) and comments (oldest first). */
export const devTaskSchema = devTaskRowSchema.extend({
  version: z.number().int(),
  attachments: z.array(devTaskAttachmentSchema),
  comments: z.array(devTaskCommentSchema),
});
export type DevTask = z.infer<typeof devTaskSchema>;

export const devTasksListResponse = listAnswer(devTaskRowSchema);
export const devTasksPageResponse = pageAnswer(devTaskRowSchema);

export const devTaskParams = z.strictObject({ taskId: idParam });
export const devTaskAttachmentParams = z.strictObject({ taskId: idParam, taskAttachmentId: idParam });
export const devTaskCommentParams = z.strictObject({ taskId: idParam, taskCommentId: idParam });

/** Name trimmed and required; the description trimmed, null when empty; assignedTo a user id or null. */
export const devTaskCreateRequest = z.strictObject({
  taskName: text().min(1, 'Enter a task name.').max(devTaskLimits.nameMax),
  shortDescription: paragraphs()
    .pipe(z.string().max(devTaskLimits.descriptionMax))
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
  status: z.enum(devTaskStatuses).default('created'),
  priority: z.enum(devTaskPriorities).default('medium'),
  assignedTo: z.number().int().min(1).max(maxId).nullable().default(null),
});
export type DevTaskCreateRequest = z.input<typeof devTaskCreateRequest>;

/** The whole task again, with the version it was loaded at. */
export const devTaskUpdateRequest = devTaskCreateRequest.extend({ version: z.number().int().min(1) });
export type DevTaskUpdateRequest = z.input<typeof devTaskUpdateRequest>;

/**
 * ASSIGNEE_NOT_ADMIN: the assignee is not a member of the 'admin' group (keeping the task's current
 * assignee is always allowed). CONFLICT: saved by someone else since loaded.
 */
export const devTaskSaveRejections = ['ASSIGNEE_NOT_ADMIN', conflictReason] as const;
export const devTaskResponse = ok({ task: devTaskSchema });
export const devTaskSaveResponse = okOrRejected({ task: devTaskSchema }, devTaskSaveRejections);

export const devTaskAssigneeSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  email: z.string(),
});
export type DevTaskAssignee = z.infer<typeof devTaskAssigneeSchema>;
export const devTaskAssigneesResponse = ok({ assignees: z.array(devTaskAssigneeSchema) });

/** Upload and delete answer the task's whole list of attachments. */
export const devTaskAttachmentsResponse = ok({ attachments: z.array(devTaskAttachmentSchema) });

export const devTaskCommentRequest = z.strictObject({
  commentText: paragraphs().pipe(z.string().min(1, 'Write a comment.').max(devTaskLimits.commentMax)),
});
/** Add and delete answer the task's whole list of comments. */
export const devTaskCommentsResponse = ok({ comments: z.array(devTaskCommentSchema) });

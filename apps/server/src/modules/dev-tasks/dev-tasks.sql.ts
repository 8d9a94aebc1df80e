import {
  adminGroup,
  type DevTask,
  type DevTaskAssignee,
  type DevTaskAttachment,
  type DevTaskComment,
  type DevTaskPriority,
  type DevTaskStatus,
  devTasksEndpoints,
  fillPath,
} from '@grocery/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  devTaskAttachments,
  devTaskComments,
  devTasks,
  permissionGroups,
  userPermissionGroups,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/user-lock';

/** A row of the list: one table, so every sort key reads its own index (migration 0019). */
export const taskRowColumns = {
  taskId: devTasks.taskId,
  taskName: devTasks.taskName,
  shortDescription: devTasks.shortDescription,
  status: sql<DevTaskStatus>`${devTasks.status}`,
  priority: sql<DevTaskPriority>`${devTasks.priority}`,
  assignedTo: devTasks.assignedTo,
  assignedToDisplayName: devTasks.assignedToDisplayName,
  createdByDisplayName: devTasks.createdByDisplayName,
  createdAt: devTasks.createdAt,
  attachmentsCount: devTasks.attachmentsCount,
};

export const toTaskRow = <T extends { assignedTo: number | null; createdAt: Date }>(row: T) => ({
  ...row,
  assignedToUserId: row.assignedTo,
  createdAt: row.createdAt.toISOString(),
});

/** A task's attachments, newest first. */
export async function selectAttachments(db: Executor, taskId: number): Promise<DevTaskAttachment[]> {
  const rows = await db
    .select({
      taskAttachmentId: devTaskAttachments.taskAttachmentId,
      displayName: devTaskAttachments.displayName,
      fileSize: devTaskAttachments.fileSize,
      contentType: devTaskAttachments.contentType,
      uploadedAt: devTaskAttachments.uploadedAt,
      uploadedByDisplayName: users.displayName,
    })
    .from(devTaskAttachments)
    .leftJoin(users, eq(users.userId, devTaskAttachments.uploadedBy))
    .where(eq(devTaskAttachments.taskId, taskId))
    .orderBy(desc(devTaskAttachments.uploadedAt), desc(devTaskAttachments.taskAttachmentId));
  return rows.map((row) => ({
    ...row,
    fileUrl: fillPath(devTasksEndpoints.downloadAttachment.path, {
      taskId,
      taskAttachmentId: row.taskAttachmentId,
    }),
    uploadedAt: row.uploadedAt.toISOString(),
  }));
}

/** A task's comments, oldest first. */
export async function selectComments(db: Executor, taskId: number): Promise<DevTaskComment[]> {
  const rows = await db
    .select({
      taskCommentId: devTaskComments.taskCommentId,
      commentText: devTaskComments.commentText,
      createdByUserId: devTaskComments.createdBy,
      createdByDisplayName: users.displayName,
      createdAt: devTaskComments.createdAt,
    })
    .from(devTaskComments)
    .leftJoin(users, eq(users.userId, devTaskComments.createdBy))
    .where(eq(devTaskComments.taskId, taskId))
    .orderBy(asc(devTaskComments.createdAt), asc(devTaskComments.taskCommentId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One task with its version, attachments and comments; null when there is no such task. */
export async function selectTask(db: Executor, taskId: number): Promise<DevTask | null> {
  const [row] = await db
    .select({ ...taskRowColumns, version: devTasks.version })
    .from(devTasks)
    .where(eq(devTasks.taskId, taskId));
  if (!row) return null;
  const [attachments, comments] = [await selectAttachments(db, taskId), await selectComments(db, taskId)];
  return { ...toTaskRow(row), attachments, comments } satisfies DevTask;
}

/**
 * Locks the task's row (not against its key: attachments and comments may still be added) and
 * answers its version and assignee; null when there is no such task.
 */
export async function lockTask(db: Executor, taskId: number) {
  const [row] = await db
    .select({ version: devTasks.version, assignedTo: devTasks.assignedTo })
    .from(devTasks)
    .where(eq(devTasks.taskId, taskId))
    .for('no key update');
  return row ?? null;
}

const inAdminGroup = and(
  eq(permissionGroups.permissionGroupName, adminGroup),
  eq(userPermissionGroups.permissionGroupId, permissionGroups.permissionGroupId),
);

/** The 'admin' group's members by display name: the first `limit`. */
export async function selectAssignees(db: Executor, limit: number): Promise<DevTaskAssignee[]> {
  return db
    .select({ userId: users.userId, displayName: users.displayName, email: users.email })
    .from(users)
    .innerJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.userId))
    .innerJoin(permissionGroups, inAdminGroup)
    .orderBy(asc(users.displayName), asc(users.userId))
    .limit(limit);
}

/** Whether the user is a member of the 'admin' group (and kept so until the transaction ends). */
export async function isAssignable(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .innerJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.userId))
    .innerJoin(permissionGroups, inAdminGroup)
    .where(eq(users.userId, userId))
    .for('key share', { of: users });
  return rows.length > 0;
}

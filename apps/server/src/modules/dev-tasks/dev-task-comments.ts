import type { DevTaskComment, Permission } from '@grocery/contracts';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { devTaskComments, devTasks } from '../../db/schema';
import type { Executor } from '../../db/user-lock';
import { HttpError } from '../../http/http-error';
import { selectComments } from './dev-tasks.sql';

export interface CommentActor {
  userId: number;
  permissions: readonly Permission[];
}

/** Whether the task exists, keeping it so (against a delete) until the transaction ends. */
async function taskExists(db: Executor, taskId: number): Promise<boolean> {
  const rows = await db
    .select({ taskId: devTasks.taskId })
    .from(devTasks)
    .where(eq(devTasks.taskId, taskId))
    .for('key share');
  return rows.length > 0;
}

/**
 * A task's comments: anyone with tasks:read adds them and deletes their own; tasks:write deletes
 * anyone's. Each answers the task's comments; null when there is no such task or comment.
 */
export function devTaskCommentsService(db: Database) {
  return {
    add: (actorUserId: number, taskId: number, commentText: string): Promise<DevTaskComment[] | null> =>
      db.transaction(async (tx) => {
        if (!(await taskExists(tx, taskId))) return null;
        const [created] = await tx
          .insert(devTaskComments)
          .values({ taskId, commentText, createdBy: actorUserId })
          .returning({ taskCommentId: devTaskComments.taskCommentId });
        await recordAudit(tx, {
          actorUserId,
          action: 'dev_task.comment.create',
          entity: 'dev_task',
          entityId: taskId,
          before: null,
          after: { taskCommentId: created?.taskCommentId, commentText },
        });
        return selectComments(tx, taskId);
      }),

    /** Another's comment without tasks:write is 403, and nothing is deleted. */
    remove: (actor: CommentActor, taskId: number, taskCommentId: number): Promise<DevTaskComment[] | null> =>
      db.transaction(async (tx) => {
        const ofTask = and(
          eq(devTaskComments.taskCommentId, taskCommentId),
          eq(devTaskComments.taskId, taskId),
        );
        const [comment] = await tx
          .select({ createdBy: devTaskComments.createdBy, commentText: devTaskComments.commentText })
          .from(devTaskComments)
          .where(ofTask)
          .for('update');
        if (!comment) return null;
        if (comment.createdBy !== actor.userId && !actor.permissions.includes('tasks:write')) {
          throw new HttpError(403, 'FORBIDDEN', "Deleting another's comment needs tasks:write.");
        }
        await tx.delete(devTaskComments).where(ofTask);
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'dev_task.comment.delete',
          entity: 'dev_task',
          entityId: taskId,
          before: { taskCommentId, commentText: comment.commentText, createdBy: comment.createdBy },
          after: null,
        });
        return selectComments(tx, taskId);
      }),
  };
}

import {
  type DevTask,
  type DevTaskRow,
  type DevTasksListQuery,
  devTaskAssigneesLimit,
  type devTaskCreateRequest,
  devTaskPriorities,
  type devTaskSaveRejections,
  devTaskStatuses,
  type devTaskUpdateRequest,
} from '@grocery/contracts';
import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { type ListPageSpec, listPage, listPageStatements } from '../../db/list-page';
import { rowCountOf } from '../../db/row-counts';
import { devTasks } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';
import { type Rejection, reject } from '../../http/answers';
import {
  isAssignable,
  lockTask,
  selectAssignees,
  selectTask,
  taskRowColumns,
  toTaskRow,
} from './dev-tasks.sql';

type CreateTask = z.output<typeof devTaskCreateRequest>;
type UpdateTask = z.output<typeof devTaskUpdateRequest>;
type SaveRejection = (typeof devTaskSaveRejections)[number];

export type TaskSaveResult =
  | { reject: false; task: DevTask }
  | Rejection<SaveRejection, { message: string }>
  /** No such task. */
  | null;

const rejected = {
  ASSIGNEE_NOT_ADMIN: reject('ASSIGNEE_NOT_ADMIN', {
    message: "The assignee is not a member of the 'admin' group.",
  }),
  CONFLICT: reject('CONFLICT', {
    message: 'This task was saved by someone else since you loaded it. Reload it.',
  }),
};

/** Status and priority sort by their ranks (the spec's order), each read from its index. */
const sortColumns: Record<DevTasksListQuery['sortBy'], SQLWrapper> = {
  taskName: devTasks.taskName,
  status: devTasks.statusRank,
  priority: devTasks.priorityRank,
  assignedToDisplayName: devTasks.assignedToDisplayName,
  createdByDisplayName: devTasks.createdByDisplayName,
  createdAt: devTasks.createdAt,
  attachmentsCount: devTasks.attachmentsCount,
};

/** Filters on the indexed columns: the ranks, the assignee (or none). */
function filtersOf(query: DevTasksListQuery): SQL | undefined {
  const { status, priority, assignedTo } = query;
  return and(
    status === undefined ? undefined : eq(devTasks.statusRank, devTaskStatuses.indexOf(status)),
    priority === undefined ? undefined : eq(devTasks.priorityRank, devTaskPriorities.indexOf(priority)),
    assignedTo === undefined
      ? undefined
      : assignedTo === 'none'
        ? isNull(devTasks.assignedTo)
        : eq(devTasks.assignedTo, assignedTo),
  );
}

/** The list's page spec: the filtered select, the sort columns, the kept total when unfiltered. */
function listSpec(db: Database, query: DevTasksListQuery) {
  const filters = filtersOf(query);
  const select = () => db.select(taskRowColumns).from(devTasks).where(filters).$dynamic();
  return {
    select,
    sortColumns,
    tieBreaker: devTasks.taskId,
    // Unfiltered, the total is the kept count: no count(*) over every task for each page.
    knownTotal: filters ? undefined : () => rowCountOf(db, 'dev_tasks'),
  } satisfies ListPageSpec<ReturnType<typeof select>, DevTasksListQuery['sortBy']>;
}

/** The page's statements, built but not run (for the plan test). */
export const devTasksPageStatements = (db: Database, query: DevTasksListQuery) =>
  listPageStatements(db, query, listSpec(db, query));

/** What a change of a task shows in the audit log. */
const auditedFields = (task: DevTask) => ({
  taskName: task.taskName,
  shortDescription: task.shortDescription,
  status: task.status,
  priority: task.priority,
  assignedTo: task.assignedTo,
});

const sameFields = (task: DevTask, request: CreateTask) =>
  JSON.stringify(auditedFields(task)) === JSON.stringify(auditedFields({ ...task, ...request } as DevTask));

const taskOf = async (tx: Transaction, taskId: number) => (await selectTask(tx, taskId)) as DevTask;

/** The task list, one task, the assignees, and creating and editing a task (decision 0050). */
export function devTasksService(db: Database) {
  return {
    /** A page of tasks and how many match the filters. */
    async list(query: DevTasksListQuery): Promise<{ totalResults: number; rows: DevTaskRow[] }> {
      const page = await listPage(db, query, listSpec(db, query));
      return { totalResults: page.totalResults, rows: page.rows.map(toTaskRow) };
    },

    assignees: () => selectAssignees(db, devTaskAssigneesLimit),

    task: (taskId: number) => selectTask(db, taskId),

    /** A new task by the actor; its assignee, if any, must be in the 'admin' group. */
    create: (actorUserId: number, request: CreateTask): Promise<TaskSaveResult> =>
      db.transaction(async (tx) => {
        if (request.assignedTo !== null && !(await isAssignable(tx, request.assignedTo))) {
          return rejected.ASSIGNEE_NOT_ADMIN;
        }
        const [created] = await tx
          .insert(devTasks)
          .values({ ...request, createdBy: actorUserId })
          .returning({ taskId: devTasks.taskId });
        const task = await taskOf(tx, (created as { taskId: number }).taskId);
        await recordAudit(tx, {
          actorUserId,
          action: 'dev_task.details.create',
          entity: 'dev_task',
          entityId: task.taskId,
          before: null,
          after: auditedFields(task),
        });
        return { reject: false, task };
      }),

    /**
     * Saves the task if it is still at the version the editor loaded (CONFLICT otherwise): the
     * version goes up. A new assignee must be in the 'admin' group; the current one may stay. A
     * save that changes nothing writes nothing. Null when there is no such task.
     */
    update: (actorUserId: number, taskId: number, request: UpdateTask): Promise<TaskSaveResult> =>
      db.transaction(async (tx) => {
        const locked = await lockTask(tx, taskId);
        if (!locked) return null;
        if (locked.version !== request.version) return rejected.CONFLICT;
        const { version, ...fields } = request;
        const newAssignee = fields.assignedTo !== null && fields.assignedTo !== locked.assignedTo;
        if (newAssignee && !(await isAssignable(tx, fields.assignedTo as number))) {
          return rejected.ASSIGNEE_NOT_ADMIN;
        }
        const before = await taskOf(tx, taskId);
        if (sameFields(before, fields)) return { reject: false, task: before };
        await tx
          .update(devTasks)
          .set({ ...fields, version: sql`${devTasks.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(devTasks.taskId, taskId), eq(devTasks.version, version)));
        const task = await taskOf(tx, taskId);
        await recordAudit(tx, {
          actorUserId,
          action: 'dev_task.details.update',
          entity: 'dev_task',
          entityId: taskId,
          before: auditedFields(before),
          after: auditedFields(task),
        });
        return { reject: false, task };
      }),
  };
}

import { type AnswerOf, devTasksPageQuery, devTasksEndpoints as endpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { listRemote } from '../shared/grid';
import { type TaskFilters, tasksListQuery } from './list/taskFilters';

/** A save's answer: the task as saved, or a refusal (CONFLICT, ASSIGNEE_NOT_ADMIN). */
export type TaskSaveAnswer = AnswerOf<typeof endpoints.update>;

/**
 * Server-state keys of the development tasks: the lists (the grid queries below them), each task
 * with its attachments and comments, and the assignee lookup.
 */
export const devTasksKeys = {
  all: ['devTasks'] as const,
  lists: () => [...devTasksKeys.all, 'list'] as const,
  list: (filters: TaskFilters) => [...devTasksKeys.lists(), filters] as const,
  task: (taskId: number) => [...devTasksKeys.all, 'task', taskId] as const,
  assignees: () => [...devTasksKeys.all, 'assignees'] as const,
};

/** The tasks grid's pages under the filters; an unknown sort key falls back to the server's default. */
export const tasksListRemote = (filters: TaskFilters, loadError: string) =>
  listRemote(endpoints.page, {
    queryKey: devTasksKeys.list(filters),
    schema: devTasksPageQuery,
    query: tasksListQuery(filters),
    loadError,
  });

export const taskQueryOptions = (taskId: number) =>
  queryOptions({
    queryKey: devTasksKeys.task(taskId),
    queryFn: ({ signal }) =>
      call(endpoints.task, { params: { taskId } }, { signal }).then((answer) => answer.task),
  });

export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: devTasksKeys.assignees(),
    queryFn: ({ signal }) => call(endpoints.assignees, {}, { signal }).then((answer) => answer.assignees),
  });

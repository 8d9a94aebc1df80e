import {
  type AnswerOf,
  type DevTask,
  type DevTaskAssignee,
  type DevTaskAttachment,
  type DevTaskComment,
  type DevTaskCreateRequest,
  type DevTaskUpdateRequest,
  devTasksListQuery,
  devTasksEndpoints as endpoints,
  type InputOf,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { upload } from '../../api/upload';
import { type TaskFilters, tasksListQuery } from './list/taskFilters';

type ListQuery = InputOf<typeof endpoints.list>['query'];
type SortKey = NonNullable<ListQuery['sortBy']>;

/** A page as the grid asks for it, in the list call's names. */
export type TasksPageRequest = {
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
};

export type TasksListAnswer = AnswerOf<typeof endpoints.list>;
/** A save's answer: the task as saved, or a refusal (CONFLICT, ASSIGNEE_NOT_ADMIN). */
export type TaskSaveAnswer = AnswerOf<typeof endpoints.update>;

/**
 * The development tasks' calls to the server, one function per endpoint. The pages hand them to the
 * screens; component tests hand their own answers instead (as the orders and regions screens do).
 * Attachments and comments calls answer the task's whole list of them.
 */
export type DevTasksApi = {
  list: (filters: TaskFilters, page: TasksPageRequest, signal?: AbortSignal) => Promise<TasksListAnswer>;
  assignees: (signal?: AbortSignal) => Promise<DevTaskAssignee[]>;
  task: (taskId: number, signal?: AbortSignal) => Promise<DevTask>;
  create: (body: DevTaskCreateRequest) => Promise<TaskSaveAnswer>;
  update: (taskId: number, body: DevTaskUpdateRequest) => Promise<TaskSaveAnswer>;
  /** Sends one file, telling how much of it has gone (0..1). */
  uploadAttachment: (
    taskId: number,
    file: File,
    onProgress?: (fraction: number) => void,
  ) => Promise<DevTaskAttachment[]>;
  deleteAttachment: (taskId: number, taskAttachmentId: number) => Promise<DevTaskAttachment[]>;
  addComment: (taskId: number, commentText: string) => Promise<DevTaskComment[]>;
  deleteComment: (taskId: number, taskCommentId: number) => Promise<DevTaskComment[]>;
};

const sortKeys = new Set<string>(devTasksListQuery.shape.sortBy.unwrap().options);

/** The server's calls. Save refusals come back as answers (allowReject), for the form to explain. */
export const devTasksApi: DevTasksApi = {
  list: (filters, page, signal) => {
    const query: ListQuery = {
      ...tasksListQuery(filters),
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      sortBy: page.sortBy && sortKeys.has(page.sortBy) ? (page.sortBy as SortKey) : undefined,
      sortDir: page.sortDir,
    };
    return call(endpoints.list, { query }, { signal });
  },
  assignees: (signal) => call(endpoints.assignees, {}, { signal }).then((answer) => answer.assignees),
  task: (taskId, signal) =>
    call(endpoints.task, { params: { taskId } }, { signal }).then((answer) => answer.task),
  create: (body) => call(endpoints.create, { body }, { allowReject: true }),
  update: (taskId, body) => call(endpoints.update, { params: { taskId }, body }, { allowReject: true }),
  uploadAttachment: (taskId, file, onProgress) =>
    upload(
      endpoints.uploadAttachment,
      { params: { taskId }, files: [file] },
      { onProgress: onProgress && (({ fraction }) => onProgress(fraction)) },
    ).then((answer) => answer.attachments),
  deleteAttachment: (taskId, taskAttachmentId) =>
    call(endpoints.deleteAttachment, { params: { taskId, taskAttachmentId } }).then(
      (answer) => answer.attachments,
    ),
  addComment: (taskId, commentText) =>
    call(endpoints.addComment, { params: { taskId }, body: { commentText } }).then(
      (answer) => answer.comments,
    ),
  deleteComment: (taskId, taskCommentId) =>
    call(endpoints.deleteComment, { params: { taskId, taskCommentId } }).then((answer) => answer.comments),
};

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

export const taskQueryOptions = (api: DevTasksApi, taskId: number) =>
  queryOptions({ queryKey: devTasksKeys.task(taskId), queryFn: ({ signal }) => api.task(taskId, signal) });

export const assigneesQueryOptions = (api: DevTasksApi) =>
  queryOptions({ queryKey: devTasksKeys.assignees(), queryFn: ({ signal }) => api.assignees(signal) });

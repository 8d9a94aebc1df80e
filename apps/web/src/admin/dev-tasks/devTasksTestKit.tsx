import {
  type AnswerOf,
  type DevTask,
  type DevTaskAssignee,
  type DevTaskAttachment,
  type DevTaskComment,
  type DevTaskCreateRequest,
  type DevTaskRow,
  type DevTaskUpdateRequest,
  devTasksEndpoints as endpoints,
  type Permission,
  type User,
} from '@grocery/contracts';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { vi } from 'vitest';
import { answering, type EndpointRequest, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { filtersFromParams, type TaskFilters } from './list/taskFilters';
import type { TaskSaveAnswer } from './queries';

/** Component tests of the development tasks: sample tasks, answers like the server's, a signed-in admin. */

export function taskRow(taskId: number, overrides: Partial<DevTaskRow> = {}): DevTaskRow {
  return {
    taskId,
    taskName: `Task ${taskId}`,
    shortDescription: null,
    status: 'created',
    priority: 'medium',
    assignedTo: null,
    assignedToUserId: null,
    assignedToDisplayName: null,
    createdByDisplayName: 'Dana Admin',
    createdAt: '2026-03-01T08:00:00.000Z',
    attachmentsCount: 0,
    ...overrides,
  };
}

export function attachment(id: number, overrides: Partial<DevTaskAttachment> = {}): DevTaskAttachment {
  return {
    taskAttachmentId: id,
    displayName: `file-${id}.pdf`,
    fileUrl: `/api/admin/development/tasks/7/attachments/${id}/file`,
    fileSize: 1536,
    contentType: 'application/pdf',
    uploadedAt: '2026-03-02T09:30:00.000Z',
    uploadedByDisplayName: 'Dana Admin',
    ...overrides,
  };
}

export function comment(id: number, overrides: Partial<DevTaskComment> = {}): DevTaskComment {
  return {
    taskCommentId: id,
    commentText: `Comment ${id}`,
    createdByUserId: 2,
    createdByDisplayName: 'Dana Admin',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function devTask(overrides: Partial<DevTask> = {}): DevTask {
  return {
    ...taskRow(7, {
      taskName: 'Fix the cart totals',
      shortDescription: 'Totals are off\nby one agora',
      status: 'inProgress',
      priority: 'high',
      assignedTo: 2,
      assignedToUserId: 2,
      assignedToDisplayName: 'Dana Admin',
    }),
    version: 3,
    attachments: [],
    comments: [],
    ...overrides,
  };
}

export const admins: DevTaskAssignee[] = [
  { userId: 2, displayName: 'Dana Admin', email: 'dana@example.com' },
  { userId: 5, displayName: 'Yossi Levi', email: 'yossi@example.com' },
];

type PageAsked = { pageIndex: number; pageSize: number; sortBy?: string; sortDir?: string };

/** What a test answers per development tasks endpoint, with what the screen sent. */
type DevTasksCalls = {
  list: (
    filters: TaskFilters,
    page: PageAsked,
    signal?: AbortSignal,
  ) => Promise<AnswerOf<typeof endpoints.page>>;
  assignees: (signal?: AbortSignal) => Promise<DevTaskAssignee[]>;
  task: (taskId: number, signal?: AbortSignal) => Promise<DevTask>;
  create: (body: DevTaskCreateRequest) => Promise<TaskSaveAnswer>;
  update: (taskId: number, body: DevTaskUpdateRequest) => Promise<TaskSaveAnswer>;
  /** `onProgress` moves the page's progress bar (0..1). */
  uploadAttachment: (
    taskId: number,
    file: File,
    onProgress?: (fraction: number) => void,
  ) => Promise<DevTaskAttachment[]>;
  deleteAttachment: (taskId: number, taskAttachmentId: number) => Promise<DevTaskAttachment[]>;
  addComment: (taskId: number, commentText: string) => Promise<DevTaskComment[]>;
  deleteComment: (taskId: number, taskCommentId: number) => Promise<DevTaskComment[]>;
};
type Spied = { [K in keyof DevTasksCalls]: DevTasksCalls[K] & ReturnType<typeof vi.fn> };

const ok = { reject: false, reason: null } as const;
const idOf = (request: EndpointRequest, name: string) => Number(request.params[name]);

function pageOf({ query }: EndpointRequest): PageAsked {
  return {
    pageIndex: Number(query.get('pageIndex')),
    pageSize: Number(query.get('pageSize')),
    sortBy: query.get('sortBy') ?? undefined,
    sortDir: query.get('sortDir') ?? undefined,
  };
}

/**
 * The development tasks' endpoints as a test answers them: a page of `rows`, one task, the admins.
 * Each is a spy, called with what the screen sent; the browser's fetch (and upload) is answered from them.
 */
export function fakeDevTasksServer(rows: DevTaskRow[], overrides: Partial<DevTasksCalls> = {}): Spied {
  const calls: DevTasksCalls = {
    list: async (_filters, page) => ({
      ...ok,
      total: rows.length,
      items: rows.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize),
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
    }),
    assignees: async () => admins,
    task: async () => devTask(),
    create: async (body) => ({
      ...ok,
      task: devTask({ ...body, taskId: 12, version: 1, shortDescription: body.shortDescription ?? null }),
    }),
    update: async () => ({ ...ok, task: devTask({ version: 4 }) }),
    uploadAttachment: async () => [attachment(1)],
    deleteAttachment: async () => [],
    addComment: async () => [comment(1)],
    deleteComment: async () => [],
    ...overrides,
  };
  const spies = Object.fromEntries(Object.entries(calls).map(([name, fn]) => [name, vi.fn(fn)])) as Spied;
  const taskId = (request: EndpointRequest) => idOf(request, 'taskId');
  fakeEndpoints(
    answering(endpoints.page, (request) =>
      spies.list(filtersFromParams(request.query), pageOf(request), request.signal),
    ),
    answering(endpoints.assignees, async (request) => ({
      ...ok,
      assignees: await spies.assignees(request.signal),
    })),
    answering(endpoints.task, async (request) => ({
      ...ok,
      task: await spies.task(taskId(request), request.signal),
    })),
    answering(endpoints.create, (request) => spies.create(request.body as DevTaskCreateRequest)),
    answering(endpoints.update, (request) =>
      spies.update(taskId(request), request.body as DevTaskUpdateRequest),
    ),
    answering(endpoints.uploadAttachment, async (request) => {
      const file = request.form?.get('files') as File;
      return { ...ok, attachments: await spies.uploadAttachment(taskId(request), file, request.progress) };
    }),
    answering(endpoints.deleteAttachment, async (request) => ({
      ...ok,
      attachments: await spies.deleteAttachment(taskId(request), idOf(request, 'taskAttachmentId')),
    })),
    answering(endpoints.addComment, async (request) => ({
      ...ok,
      comments: await spies.addComment(
        taskId(request),
        (request.body as { commentText: string }).commentText,
      ),
    })),
    answering(endpoints.deleteComment, async (request) => ({
      ...ok,
      comments: await spies.deleteComment(taskId(request), idOf(request, 'taskCommentId')),
    })),
  );
  return spies;
}

export const tasksReader = (...permissions: Permission[]): User => adminUser('tasks:read', ...permissions);

/** Where the router is (path and query) and how it got there (PUSH, REPLACE), for the test to read. */
function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
    </>
  );
}

type Options = { language?: LanguageCode; path?: string; user?: User };

/** Renders `ui` as an admin page with `user` signed in (by default one who may change tasks). */
export function renderSignedIn(
  ui: ReactNode,
  { language = 'en', path = '/development/tasks', user }: Options = {},
) {
  const page = (
    <>
      {ui}
      <Where />
    </>
  );
  return renderSignedInAdmin(page, { language, path, user: user ?? tasksReader('tasks:write') });
}

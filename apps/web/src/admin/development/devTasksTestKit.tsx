import type {
  DevTask,
  DevTaskAssignee,
  DevTaskAttachment,
  DevTaskComment,
  DevTaskRow,
  Permission,
  User,
} from '@grocery/contracts';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { vi } from 'vitest';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import type { DevTasksApi } from './queries';

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

type Spied = { [K in keyof DevTasksApi]: DevTasksApi[K] & ReturnType<typeof vi.fn> };

/** The server's calls as a test answers them: a page of `rows`, one task, the admins; each a spy. */
export function fakeDevTasksApi(rows: DevTaskRow[], overrides: Partial<DevTasksApi> = {}): Spied {
  const api: DevTasksApi = {
    list: async (_filters, page) => ({
      reject: false,
      reason: null,
      totalResults: rows.length,
      rows: rows.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize),
    }),
    assignees: async () => admins,
    task: async () => devTask(),
    create: async (body) => ({
      reject: false,
      reason: null,
      task: devTask({ ...body, taskId: 12, version: 1, shortDescription: body.shortDescription ?? null }),
    }),
    update: async () => ({ reject: false, reason: null, task: devTask({ version: 4 }) }),
    uploadAttachment: async () => [attachment(1)],
    deleteAttachment: async () => [],
    addComment: async () => [comment(1)],
    deleteComment: async () => [],
    ...overrides,
  };
  return Object.fromEntries(Object.entries(api).map(([name, fn]) => [name, vi.fn(fn)])) as never;
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

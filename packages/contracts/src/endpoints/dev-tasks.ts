import type * as schemas from '../dev-tasks';
import { endpointsOf } from '../endpoint';

const base = '/api/admin/development/tasks';

/** The development tasks (decision 0050): the list, a task, its attachments and its comments. */
export const devTasksEndpoints = endpointsOf<typeof schemas>()('dev-tasks', {
  list: {
    method: 'GET',
    path: base,
    access: ['admin_access', 'tasks:read'],
    cache: 'private',
    summary:
      'Tasks with their attachment counts; filtered by status, priority and assignee, sorted and paged (25).',
    query: 'devTasksListQuery',
    response: 'devTasksListResponse',
    deprecated: { since: '2026-11-30', sunset: '2027-06-01', successor: '/api/v2/admin/development/tasks' },
  },
  page: {
    method: 'GET',
    path: `/api/v2/admin/development/tasks`,
    access: ['admin_access', 'tasks:read'],
    cache: 'private',
    summary:
      'Tasks with their attachment counts in the one list shape; filtered by status, priority and assignee, sorted (camelCase keys) and paged (25).',
    query: 'devTasksPageQuery',
    response: 'devTasksPageResponse',
  },
  assignees: {
    method: 'GET',
    path: `${base}/assignees`,
    access: ['admin_access', 'tasks:read'],
    cache: 'private',
    summary: "Who a task may be assigned to: the first 100 members of the 'admin' group by display name.",
    response: 'devTaskAssigneesResponse',
  },
  task: {
    method: 'GET',
    path: `${base}/:taskId`,
    access: ['admin_access', 'tasks:read'],
    cache: 'private',
    summary: 'One task with its attachments and comments.',
    params: 'devTaskParams',
    response: 'devTaskResponse',
  },
  create: {
    method: 'POST',
    path: base,
    access: ['admin_access', 'tasks:write'],
    idempotent: true,
    summary: "Creates a task (Created and Medium unless given); the assignee must be in the 'admin' group.",
    body: 'devTaskCreateRequest',
    response: 'devTaskSaveResponse',
  },
  update: {
    method: 'PUT',
    path: `${base}/:taskId`,
    access: ['admin_access', 'tasks:write'],
    summary: 'Saves a task loaded at `version` (CONFLICT when someone saved it since).',
    params: 'devTaskParams',
    body: 'devTaskUpdateRequest',
    response: 'devTaskSaveResponse',
  },
  uploadAttachment: {
    method: 'POST',
    path: `${base}/:taskId/attachments`,
    access: ['admin_access', 'tasks:write'],
    summary:
      'Adds one file (a document, image or archive by its content, at most TASK_ATTACHMENT_MAX_MB; 413 / 415 otherwise); answers all the attachments.',
    params: 'devTaskParams',
    upload: true,
    response: 'devTaskAttachmentsResponse',
  },
  downloadAttachment: {
    method: 'GET',
    path: `${base}/:taskId/attachments/:taskAttachmentId/file`,
    access: ['admin_access', 'tasks:read'],
    cache: 'private',
    summary: 'The file, always as a download (Content-Disposition: attachment) with its original name.',
    params: 'devTaskAttachmentParams',
  },
  deleteAttachment: {
    method: 'DELETE',
    path: `${base}/:taskId/attachments/:taskAttachmentId`,
    access: ['admin_access', 'tasks:write'],
    summary: 'Removes an attachment and its file; answers the attachments left.',
    params: 'devTaskAttachmentParams',
    response: 'devTaskAttachmentsResponse',
  },
  addComment: {
    method: 'POST',
    path: `${base}/:taskId/comments`,
    access: ['admin_access', 'tasks:read'],
    idempotent: true,
    summary: 'Adds a comment (not empty after trimming); answers all the comments.',
    params: 'devTaskParams',
    body: 'devTaskCommentRequest',
    response: 'devTaskCommentsResponse',
  },
  deleteComment: {
    method: 'DELETE',
    path: `${base}/:taskId/comments/:taskCommentId`,
    access: ['admin_access', 'tasks:read'],
    summary:
      "Deletes one's own comment, or anyone's with tasks:write (403 otherwise); answers the comments left.",
    params: 'devTaskCommentParams',
    response: 'devTaskCommentsResponse',
  },
});

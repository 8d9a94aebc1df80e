import { type AnyEndpoint, devTasksEndpoints as endpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevTasksFixture, devTasksFixture } from '../../../test/dev-tasks-fixture';

let f: DevTasksFixture;
let calls: { endpoint: AnyEndpoint; params?: Record<string, number>; body?: unknown }[];

beforeAll(async () => {
  f = await devTasksFixture();
  const task = await f.task();
  const upload = await f.uploadFile(task.taskId, Buffer.from('notes'), 'notes.txt');
  const attachmentId = (upload.json() as { attachments: { taskAttachmentId: number }[] }).attachments[0]
    ?.taskAttachmentId as number;
  const commented = await f.call(endpoints.addComment, {
    params: { taskId: task.taskId },
    body: { commentText: 'hi' },
  });
  const commentId = (commented.json() as { comments: { taskCommentId: number }[] }).comments[0]
    ?.taskCommentId as number;
  const taskId = task.taskId;
  calls = [
    { endpoint: endpoints.list },
    { endpoint: endpoints.page },
    { endpoint: endpoints.assignees },
    { endpoint: endpoints.task, params: { taskId } },
    { endpoint: endpoints.create, body: { taskName: 'x' } },
    { endpoint: endpoints.update, params: { taskId }, body: { taskName: 'x', version: 1 } },
    { endpoint: endpoints.uploadAttachment, params: { taskId } },
    { endpoint: endpoints.downloadAttachment, params: { taskId, taskAttachmentId: attachmentId } },
    { endpoint: endpoints.deleteAttachment, params: { taskId, taskAttachmentId: attachmentId } },
    { endpoint: endpoints.addComment, params: { taskId }, body: { commentText: 'x' } },
    { endpoint: endpoints.deleteComment, params: { taskId, taskCommentId: commentId } },
  ];
});
afterAll(() => f?.close());

describe('access to the task calls', () => {
  it('covers every endpoint of the contract', () => {
    expect(calls.map((call) => call.endpoint).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      Object.values(endpoints).sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('answers 401 without a session, 403 to a shopper or an admin without task permissions, nothing written', async () => {
    const before = await f.counts();
    for (const { endpoint, params, body } of calls) {
      const anonymous = await f.call(endpoint, { params, body, cookie: null });
      expect(anonymous.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
      for (const who of [f.shopper, f.outsider]) {
        const refused = await f.call(endpoint, { params, body, cookie: who.cookie });
        expect(refused.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      }
    }
    expect(await f.counts()).toEqual(before);
  });

  it('keeps the writes from tasks:read alone (403): create, edit, upload and delete attachments', async () => {
    const before = await f.counts();
    const writes = calls.filter((call) => call.endpoint.access.includes('tasks:write'));
    expect(writes.map((call) => call.endpoint)).toEqual([
      endpoints.create,
      endpoints.update,
      endpoints.uploadAttachment,
      endpoints.deleteAttachment,
    ]);
    for (const { endpoint, params, body } of writes) {
      const refused = await f.call(endpoint, { params, body, cookie: f.reader.cookie });
      expect(refused.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    expect(await f.counts()).toEqual(before);
  });
});

import { devTaskCommentsResponse, devTaskResponse, devTasksEndpoints as endpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequestIssues, type DevTasksFixture, devTasksFixture } from '../../../test/dev-tasks-fixture';

let f: DevTasksFixture;
beforeAll(async () => {
  f = await devTasksFixture();
});
afterAll(() => f?.close());

async function comment(taskId: number, commentText: string, cookie = f.reader.cookie) {
  const response = await f.call(endpoints.addComment, { params: { taskId }, body: { commentText }, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return devTaskCommentsResponse.parse(response.json()).comments;
}

describe('comments', () => {
  it('are added by tasks:read, trimmed with their lines, answered oldest first and shown on the task', async () => {
    const task = await f.task();
    await comment(task.taskId, 'First');
    const comments = await comment(task.taskId, '  two\r\nlines  ', f.writer.cookie);
    expect(comments.map((c) => [c.commentText, c.createdByUserId])).toEqual([
      ['First', f.reader.userId],
      ['two\nlines', f.writer.userId],
    ]);
    expect(comments[0]?.createdByDisplayName).toBe('Staff Member');
    const shown = devTaskResponse.parse(
      (await f.call(endpoints.task, { params: { taskId: task.taskId } })).json(),
    ).task;
    expect(shown.comments).toEqual(comments);
    const audits = await f.query<{ action: string }>(
      sql`select action from audit_log where entity_id = ${String(task.taskId)} and action like 'dev_task.comment%'`,
    );
    expect(audits).toHaveLength(2);
  });

  it('refuses an empty comment or malformed ids (400) and a missing task (404), writing nothing', async () => {
    const task = await f.task();
    const before = await f.counts();
    for (const commentText of ['', '   \n  ', 'x'.repeat(10_001)]) {
      badRequestIssues(
        await f.call(endpoints.addComment, { params: { taskId: task.taskId }, body: { commentText } }),
      );
    }
    badRequestIssues(await f.call(endpoints.addComment, { params: { taskId: task.taskId }, body: {} }));
    badRequestIssues(
      await f.call(endpoints.addComment, { params: { taskId: 'x' }, body: { commentText: 'a' } }),
    );
    const missing = await f.call(endpoints.addComment, {
      params: { taskId: 999_999 },
      body: { commentText: 'a' },
    });
    expect(missing.statusCode).toBe(404);
    badRequestIssues(
      await f.call(endpoints.deleteComment, { params: { taskId: task.taskId, taskCommentId: '1.5' } }),
    );
    expect(await f.counts()).toEqual(before);
  });

  it("are deleted by their author with tasks:read; another's only with tasks:write (403, nothing deleted)", async () => {
    const task = await f.task();
    const [own] = await comment(task.taskId, 'mine');
    const others = (await comment(task.taskId, 'the writer', f.writer.cookie)).at(-1);
    const before = await f.counts();
    const refused = await f.call(endpoints.deleteComment, {
      params: { taskId: task.taskId, taskCommentId: others?.taskCommentId as number },
      cookie: f.reader.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(await f.counts()).toEqual(before);

    const ownDeleted = await f.call(endpoints.deleteComment, {
      params: { taskId: task.taskId, taskCommentId: own?.taskCommentId as number },
      cookie: f.reader.cookie,
    });
    expect(ownDeleted.statusCode, ownDeleted.body).toBe(200);
    expect(devTaskCommentsResponse.parse(ownDeleted.json()).comments.map((c) => c.commentText)).toEqual([
      'the writer',
    ]);
    const [again] = await comment(task.taskId, 'by the reader').then((list) => list.slice(-1));
    const byWriter = await f.call(endpoints.deleteComment, {
      params: { taskId: task.taskId, taskCommentId: again?.taskCommentId as number },
      cookie: f.dispatcher.cookie,
    });
    expect(byWriter.statusCode).toBe(200);
    const audit = await f.query<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'dev_task.comment.delete'
        and entity_id = ${String(task.taskId)}`,
    );
    expect(audit[0]?.n).toBe(2);
  });

  it("answers 404 for a comment that does not exist or is another task's", async () => {
    const [one, two] = [await f.task(), await f.task()];
    const [c] = await comment(one.taskId, 'on one');
    for (const params of [
      { taskId: two.taskId, taskCommentId: c?.taskCommentId as number },
      { taskId: one.taskId, taskCommentId: 999_999 },
      { taskId: 999_999, taskCommentId: c?.taskCommentId as number },
    ]) {
      expect((await f.call(endpoints.deleteComment, { params })).statusCode).toBe(404);
    }
    expect((await f.counts()).comments).toBeGreaterThan(0);
  });
});

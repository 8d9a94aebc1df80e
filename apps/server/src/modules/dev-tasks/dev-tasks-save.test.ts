import { devTaskResponse, devTaskSaveResponse, devTasksEndpoints as endpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { badRequestIssues, type DevTasksFixture, devTasksFixture } from '../../../test/dev-tasks-fixture';

let f: DevTasksFixture;
beforeAll(async () => {
  f = await devTasksFixture();
});
afterAll(() => f?.close());

async function saved(response: Awaited<ReturnType<DevTasksFixture['call']>>) {
  expect(response.statusCode, response.body).toBe(200);
  return devTaskSaveResponse.parse(response.json());
}

describe('creating a task', () => {
  it('takes the defaults: Created, Medium, unassigned; the creator named', async () => {
    const task = await f.task({ taskName: '  Fix the scales  ' });
    expect(task).toMatchObject({
      taskName: 'Fix the scales',
      shortDescription: null,
      status: 'created',
      priority: 'medium',
      assignedTo: null,
      assignedToUserId: null,
      assignedToDisplayName: null,
      createdByDisplayName: 'Staff Member',
      attachmentsCount: 0,
      version: 1,
      attachments: [],
      comments: [],
    });
    const [audit] = await f.query<{ action: string; after: unknown }>(
      sql`select action, after from audit_log where entity = 'dev_task' and entity_id = ${String(task.taskId)}`,
    );
    expect(audit?.action).toBe('dev_task.details.create');
  });

  it('keeps every field given, the description with its lines', async () => {
    const task = await f.task({
      taskName: 'Label printer',
      shortDescription: '  first line\r\nsecond line  ',
      status: 'qa',
      priority: 'urgent',
      assignedTo: f.writer.userId,
    });
    expect(task).toMatchObject({
      shortDescription: 'first line\nsecond line',
      status: 'qa',
      priority: 'urgent',
      assignedTo: f.writer.userId,
      assignedToUserId: f.writer.userId,
      assignedToDisplayName: 'Staff Member',
    });
    const response = await f.call(endpoints.task, {
      params: { taskId: task.taskId },
      cookie: f.reader.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(devTaskResponse.parse(response.json()).task).toEqual(task);
  });

  it('stores an empty description as null', async () => {
    expect((await f.task({ shortDescription: '   ' })).shortDescription).toBeNull();
  });

  it('refuses an assignee outside the admin group (ASSIGNEE_NOT_ADMIN), writing nothing', async () => {
    const before = await f.counts();
    for (const assignedTo of [f.dispatcher.userId, 999_999]) {
      const answer = await saved(await f.call(endpoints.create, { body: { taskName: 'x', assignedTo } }));
      expect(answer).toMatchObject({ reject: true, reason: 'ASSIGNEE_NOT_ADMIN' });
    }
    expect(await f.counts()).toEqual(before);
  });

  it('refuses bad input with 400, writing nothing', async () => {
    const before = await f.counts();
    const bodies = [
      {},
      { taskName: '   ' },
      { taskName: 'x', status: 'started' },
      { taskName: 'x', priority: 'critical' },
      { taskName: 'x', assignedTo: 'someone' },
      { taskName: 'x', assignedTo: 0 },
      { taskName: 'x'.repeat(201) },
      { taskName: 'x', shortDescription: 'bell\u0007' },
      { taskName: 'x', unknown: true },
    ];
    for (const body of bodies) badRequestIssues(await f.call(endpoints.create, { body }));
    expect(await f.counts()).toEqual(before);
  });
});

describe('editing a task', () => {
  it('saves the fields at the loaded version and raises it; audited', async () => {
    const task = await f.task();
    const answer = await saved(
      await f.call(endpoints.update, {
        params: { taskId: task.taskId },
        body: {
          taskName: 'Renamed',
          shortDescription: 'Now described',
          status: 'inProgress',
          priority: 'high',
          assignedTo: f.writer.userId,
          version: 1,
        },
      }),
    );
    if (answer.reject) throw new Error(answer.reason);
    expect(answer.task).toMatchObject({
      taskName: 'Renamed',
      shortDescription: 'Now described',
      status: 'inProgress',
      priority: 'high',
      assignedTo: f.writer.userId,
      version: 2,
      createdAt: task.createdAt,
    });
    const audits = await f.query<{ before: { taskName: string }; after: { status: string } }>(
      sql`select before, after from audit_log where action = 'dev_task.details.update'
        and entity_id = ${String(task.taskId)}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before.taskName).toBe('A task');
    expect(audits[0]?.after.status).toBe('inProgress');
  });

  it('answers CONFLICT to a save from an older version, keeping the newer one', async () => {
    const task = await f.task();
    const edit = { taskName: 'First save', version: 1 };
    await saved(await f.call(endpoints.update, { params: { taskId: task.taskId }, body: edit }));
    const before = await f.counts();
    const answer = await saved(
      await f.call(endpoints.update, {
        params: { taskId: task.taskId },
        body: { taskName: 'Late', version: 1 },
      }),
    );
    expect(answer).toMatchObject({ reject: true, reason: 'CONFLICT' });
    expect(await f.counts()).toEqual(before);
  });

  it('keeps an assignee who left the admin group, but refuses them as a new assignee', async () => {
    const leaver = await userHolding(f.t.app, { groups: ['admin'] });
    const task = await f.task({ assignedTo: leaver.userId });
    await f.query(sql`delete from user_permission_groups where user_id = ${leaver.userId}`);
    const kept = await saved(
      await f.call(endpoints.update, {
        params: { taskId: task.taskId },
        body: { taskName: 'Still theirs', assignedTo: leaver.userId, version: 1 },
      }),
    );
    expect(kept).toMatchObject({ reject: false, task: { assignedTo: leaver.userId, version: 2 } });
    const other = await f.task();
    const refused = await saved(
      await f.call(endpoints.update, {
        params: { taskId: other.taskId },
        body: { taskName: 'A task', assignedTo: leaver.userId, version: 1 },
      }),
    );
    expect(refused).toMatchObject({ reject: true, reason: 'ASSIGNEE_NOT_ADMIN' });
  });

  it('accepts a save that changes nothing, writing nothing', async () => {
    const task = await f.task({ priority: 'low' });
    const before = await f.counts();
    const answer = await saved(
      await f.call(endpoints.update, {
        params: { taskId: task.taskId },
        body: { taskName: 'A task', priority: 'low', version: 1 },
      }),
    );
    expect(answer).toMatchObject({ reject: false, task: { version: 1 } });
    expect(await f.counts()).toEqual(before);
  });

  it('answers 404 for a task that does not exist, and 400 for bad input or ids', async () => {
    const body = { taskName: 'x', version: 1 };
    const missing = await f.call(endpoints.update, { params: { taskId: 999_999 }, body });
    expect(missing.statusCode).toBe(404);
    expect((await f.call(endpoints.task, { params: { taskId: 999_999 } })).statusCode).toBe(404);
    const task = await f.task();
    const before = await f.counts();
    badRequestIssues(
      await f.call(endpoints.update, { params: { taskId: task.taskId }, body: { taskName: 'x' } }),
    );
    badRequestIssues(
      await f.call(endpoints.update, { params: { taskId: task.taskId }, body: { taskName: '', version: 1 } }),
    );
    badRequestIssues(await f.call(endpoints.update, { params: { taskId: 'abc' }, body }));
    badRequestIssues(await f.call(endpoints.task, { params: { taskId: '-1' } }));
    expect(await f.counts()).toEqual(before);
  });
});

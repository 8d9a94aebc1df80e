import {
  type DevTaskRow,
  devTaskAssigneesResponse,
  devTaskStatuses,
  devTasksListResponse,
  devTasksEndpoints as endpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { badRequestIssues, type DevTasksFixture, devTasksFixture } from '../../../test/dev-tasks-fixture';

let f: DevTasksFixture;
let ann: StaffMember;
let bob: StaffMember;
let rows: DevTaskRow[];

const rename = (user: StaffMember, name: string) =>
  f.query(sql`update users set display_name = ${name} where user_id = ${user.userId}`);

async function list(query: Record<string, string | number> = {}) {
  const response = await f.call(endpoints.list, { query, cookie: f.reader.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return devTasksListResponse.parse(response.json());
}

beforeAll(async () => {
  f = await devTasksFixture();
  ann = await userHolding(f.t.app, { groups: ['admin'] });
  bob = await userHolding(f.t.app, { groups: ['admin'] });
  await rename(ann, 'Ann');
  await rename(bob, 'Bob');
  // Nine tasks over every status and priority; created one after another.
  const plan = [
    ['Delta', 'done', 'low', ann],
    ['Alpha', 'created', 'urgent', null],
    ['Charlie', 'block', 'medium', bob],
    ['Bravo', 'qa', 'high', ann],
    ['Echo', 'inProgress', 'low', null],
    ['Foxtrot', 'cancelled', 'urgent', bob],
    ['Golf', 'created', 'medium', ann],
    ['Hotel', 'done', 'high', null],
    ['India', 'qa', 'medium', bob],
  ] as const;
  for (const [taskName, status, priority, assignee] of plan) {
    await f.task({ taskName, status, priority, assignedTo: assignee?.userId ?? null });
  }
  // Attachment counts as the uploads keep them: set here to test the sort alone.
  await f.query(sql`update dev_tasks set attachments_count = (task_id * 7) % 4`);
  rows = (await list({ pageSize: 100 })).rows;
});
afterAll(() => f?.close());

const ids = (found: DevTaskRow[]) => found.map((row) => row.taskId);

type Key = (row: DevTaskRow) => string | number | null;
type Compare = (a: string, b: string) => number;

/** The expected order: by the key, nulls as the highest value, then by task id, in the direction. */
function expected(
  key: (row: DevTaskRow) => string | number | null,
  dir: 'asc' | 'desc',
  compare?: (a: string, b: string) => number,
) {
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return a.taskId - b.taskId;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'string' && typeof y === 'string')
      return (compare ?? ((p, q) => (p < q ? -1 : 1)))(x, y);
    return x < y ? -1 : 1;
  });
  return ids(dir === 'asc' ? sorted : sorted.reverse());
}

describe('the task list', () => {
  it('answers every task, newest first by default, with the total', async () => {
    const answer = await list();
    expect(answer.totalResults).toBe(9);
    expect(answer.rows[0]?.taskName).toBe('India');
    expect(answer.rows[0]).toMatchObject({
      assignedTo: bob.userId,
      assignedToUserId: bob.userId,
      assignedToDisplayName: 'Bob',
    });
  });

  it('sorts by every key in both directions, ties by task id, nulls as the highest value', async () => {
    // Capitalised names of ASCII letters sort alike in every collation (PGlite's is C).
    const names = (a: string, b: string) => (a < b ? -1 : 1);
    const keys = {
      taskName: [(row: DevTaskRow) => row.taskName, names],
      status: [(row: DevTaskRow) => devTaskStatuses.indexOf(row.status)],
      priority: [(row: DevTaskRow) => ['low', 'medium', 'high', 'urgent'].indexOf(row.priority)],
      assignedToDisplayName: [(row: DevTaskRow) => row.assignedToDisplayName],
      createdByDisplayName: [(row: DevTaskRow) => row.createdByDisplayName],
      createdAt: [(row: DevTaskRow) => row.createdAt],
      attachmentsCount: [(row: DevTaskRow) => row.attachmentsCount],
    } as const;
    for (const [sortBy, [key, compare]] of Object.entries(keys) as unknown as [string, [Key, Compare?]][]) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const answer = await list({ sortBy, sortDir, pageSize: 100 });
        expect(ids(answer.rows), `${sortBy} ${sortDir}`).toEqual(expected(key, sortDir, compare));
      }
    }
  });

  it('sorts status in the spec order and priority by rank', async () => {
    const statuses = (await list({ sortBy: 'status', sortDir: 'asc' })).rows.map((row) => row.status);
    expect([...new Set(statuses)]).toEqual(['created', 'inProgress', 'block', 'cancelled', 'qa', 'done']);
    const priorities = (await list({ sortBy: 'priority', sortDir: 'desc' })).rows.map((row) => row.priority);
    expect([...new Set(priorities)]).toEqual(['urgent', 'high', 'medium', 'low']);
  });

  it('pages by 25 (or the size asked) without overlap', async () => {
    const first = await list({ sortBy: 'status', pageSize: 4, pageIndex: 0 });
    const second = await list({ sortBy: 'status', pageSize: 4, pageIndex: 1 });
    const third = await list({ sortBy: 'status', pageSize: 4, pageIndex: 2 });
    expect([...ids(first.rows), ...ids(second.rows), ...ids(third.rows)]).toEqual(
      ids((await list({ sortBy: 'status' })).rows),
    );
    expect(third.totalResults).toBe(9);
  });

  it('filters by status, priority, assignee or none, and all together, with the filtered total', async () => {
    const names = async (query: Record<string, string | number>) => {
      const answer = await list({ sortBy: 'taskName', sortDir: 'asc', ...query });
      expect(answer.totalResults).toBe(answer.rows.length);
      return answer.rows.map((row) => row.taskName).sort();
    };
    expect(await names({ status: 'qa' })).toEqual(['Bravo', 'India']);
    expect(await names({ priority: 'urgent' })).toEqual(['Alpha', 'Foxtrot']);
    expect(await names({ assignedTo: ann.userId })).toEqual(['Bravo', 'Delta', 'Golf']);
    expect(await names({ assignedTo: 'none' })).toEqual(['Alpha', 'Echo', 'Hotel']);
    expect(await names({ status: 'created', priority: 'medium', assignedTo: ann.userId })).toEqual(['Golf']);
    expect(await names({ status: 'block', assignedTo: 'none' })).toEqual([]);
  });

  it('refuses unknown sort keys, filters and malformed ids with 400', async () => {
    for (const query of [
      { sortBy: 'shortDescription' },
      { sortDir: 'up' },
      { status: 'started' },
      { priority: 'critical' },
      { assignedTo: 'nobody' },
      { assignedTo: '-3' },
      { pageSize: 101 },
      { colour: 'red' },
    ]) {
      badRequestIssues(await f.call(endpoints.list, { query, cookie: f.reader.cookie }));
    }
  });

  it("follows a user's rename in the copies it sorts by, and forgets a deleted user", async () => {
    await rename(ann, 'Zoe');
    const answer = await list({ sortBy: 'assignedToDisplayName', sortDir: 'asc', pageSize: 100 });
    expect(
      answer.rows.filter((row) => row.assignedTo === ann.userId).map((row) => row.assignedToDisplayName),
    ).toEqual(['Zoe', 'Zoe', 'Zoe']);
    expect(answer.rows.at(-4)?.assignedToDisplayName).toBe('Zoe');
    await rename(f.writer, 'Writer Renamed');
    expect(new Set((await list()).rows.map((row) => row.createdByDisplayName))).toEqual(
      new Set(['Writer Renamed']),
    );

    const gone = await userHolding(f.t.app, { groups: ['admin'] });
    const task = await f.task({ assignedTo: gone.userId });
    await f.query(sql`delete from users where user_id = ${gone.userId}`);
    const [row] = (await list({ pageSize: 1 })).rows;
    expect(row).toMatchObject({ taskId: task.taskId, assignedTo: null, assignedToDisplayName: null });
    await f.query(sql`delete from dev_tasks where task_id = ${task.taskId}`);
    await rename(ann, 'Ann');
    await rename(f.writer, 'Staff Member');
  });
});

describe('the assignees', () => {
  it("are the 'admin' group's members by display name, with their email", async () => {
    const response = await f.call(endpoints.assignees, { cookie: f.reader.cookie });
    expect(response.statusCode).toBe(200);
    const { assignees } = devTaskAssigneesResponse.parse(response.json());
    const names = assignees.map((user) => user.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a === b ? 0 : a < b ? -1 : 1)));
    expect(assignees.map((user) => user.userId)).toEqual(
      expect.arrayContaining([ann.userId, bob.userId, f.writer.userId]),
    );
    expect(assignees.map((user) => user.userId)).not.toContain(f.dispatcher.userId);
    expect(assignees.find((user) => user.userId === ann.userId)).toEqual({
      userId: ann.userId,
      displayName: 'Ann',
      email: ann.email,
    });
  });

  it('are the first 100 at most', async () => {
    const { permissionGroups, userPermissionGroups, users } = await import('../../db/schema');
    const db = f.t.database.db;
    const [group] = await db.select().from(permissionGroups).where(sql`permission_group_name = 'admin'`);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          email: `many.admin.${i}@example.com`,
          displayName: `Admin ${String(i).padStart(3, '0')}`,
          passwordHash: 'none',
        })),
      )
      .returning({ userId: users.userId });
    await db
      .insert(userPermissionGroups)
      .values(
        made.map((user) => ({ userId: user.userId, permissionGroupId: group?.permissionGroupId as number })),
      );
    const { assignees } = devTaskAssigneesResponse.parse((await f.call(endpoints.assignees)).json());
    expect(assignees).toHaveLength(100);
    expect(assignees[0]?.displayName).toBe('Admin 000');
    expect(assignees[99]?.displayName).toBe('Admin 099');
  });
});

import { devTasksListQuery } from '@grocery/contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { rowsOf } from '../../db/client';
import { devTasksPageStatements } from './dev-tasks.service';

/**
 * The task list's plans on 100,000 tasks: every sort key, both ways, alone and behind each filter,
 * finds its page of 25 by walking an index: no scan of the table, no sort of more than a page.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into users (email, display_name, password_hash)
    select 'dev' || g || '@example.com', 'Developer ' || g, 'none' from generate_series(1, 50) g`);
  await db.execute(sql`
    insert into dev_tasks (task_name, status, priority, assigned_to, created_by, created_at, attachments_count)
    select 'Task ' || md5(g::text),
      (array['created','inProgress','block','cancelled','qa','done'])[1 + g % 6],
      (array['low','medium','high','urgent'])[1 + g % 4],
      case when g % 5 <> 0 then (select min(user_id) from users) + g % 50 end,
      (select min(user_id) from users) + g * 7 % 50,
      timestamptz '2024-01-01' + g * interval '7 minutes', g % 9
    from generate_series(1, 100000) g`);
  await db.execute(sql`vacuum analyze`);
}, 300_000);
afterAll(() => database.close());

type Node = { 'Node Type': string; 'Relation Name'?: string; 'Plan Rows': number; Plans?: Node[] };

/** What in the plan reads more than an index walk: a table scan, or a sort of more than a page. */
async function wideReads(statement: SQLWrapper): Promise<string[]> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await database.db.execute(sql`explain (format json) ${statement}`),
  );
  const explained = row?.['QUERY PLAN'];
  const [plan] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan: Node }[];
  const found: string[] = [];
  const walk = (node: Node) => {
    const input = node.Plans?.[0]?.['Plan Rows'] ?? 0;
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'dev_tasks') found.push('Seq Scan');
    if (node['Node Type'].includes('Sort') && input > 100) found.push(`Sort of ${input} rows`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan?.Plan as Node);
  return found;
}

describe('the task list at 100,000 tasks', () => {
  it('reads a page by an index walk for every sort key, direction and filter', async () => {
    const [{ userId }] = rowsOf<{ userId: number }>(
      await database.db.execute(sql`select min(user_id) + 3 as "userId" from users`),
    ) as [{ userId: number }];
    const filters = [
      {},
      { status: 'qa' },
      { priority: 'high' },
      { assignedTo: String(userId) },
      { assignedTo: 'none' },
    ];
    const keys = devTasksListQuery.shape.sortBy.unwrap().options;
    const failures: string[] = [];
    for (const filter of filters) {
      for (const sortBy of keys) {
        for (const sortDir of ['asc', 'desc']) {
          const query = devTasksListQuery.parse({ sortBy, sortDir, pageIndex: 3, ...filter });
          const reads = await wideReads(devTasksPageStatements(database.db, query).rows);
          if (reads.length)
            failures.push(`${JSON.stringify(filter)} ${sortBy} ${sortDir}: ${reads.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

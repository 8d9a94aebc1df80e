/**
 * For the dev-tasks bench: EXPLAIN (ANALYZE, BUFFERS) of the statements the server runs for the
 * task list, a task's page and the assignees, each plan printed whole. The statements are the
 * service's own: it runs on a Drizzle connection that records every query (text and values), and
 * each recorded query is then explained with the same values, unprepared, as the server sends it.
 * Exits with 1 when a plan reads dev_tasks or dev_task_comments sequentially, or when the list
 * reads dev_task_attachments at all (the count is the kept attachments_count column, never a
 * count per row). Arguments: list:<query string> (as the API's), task:<taskId>, assignees.
 * DATABASE_URL=postgres://… node --import tsx src/modules/dev-tasks/explain-dev-tasks.ts \
 *   'list:sortBy=taskName&sortDir=asc&pageIndex=2000' task:42 assignees
 */
import { devTaskAssigneesLimit, devTasksListQuery } from '@grocery/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { devTasksService } from './dev-tasks.service';
import { selectAssignees, selectTask } from './dev-tasks.sql';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');

// As the server's pool: JIT off (db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
let recorded: { text: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (text, params) => recorded.push({ text, params }) },
}) as unknown as Database;
const tasks = devTasksService(db);

/** Runs what an argument names through the service; answers the statements it sent. */
async function statementsOf(argument: string): Promise<{ text: string; params: unknown[] }[]> {
  recorded = [];
  const [kind, ...rest] = argument.split(':');
  if (kind === 'list') {
    await tasks.list(devTasksListQuery.parse(Object.fromEntries(new URLSearchParams(rest.join(':')))));
  } else if (kind === 'task') {
    if (!(await selectTask(db, Number(rest[0])))) throw new Error(`No task ${rest[0]}`);
  } else if (kind === 'assignees') {
    await selectAssignees(db, devTaskAssigneesLimit);
  } else {
    throw new Error(`Expected list:, task: or assignees, got ${argument}`);
  }
  return recorded;
}

/** What a plan line reads that the list or a task must not: the reason, or null. */
function wideRead(line: string, list: boolean): string | null {
  const sequential = /Seq Scan on (dev_tasks|dev_task_comments)\b/.exec(line);
  if (sequential) return `a sequential scan of ${sequential[1]}`;
  if (list && /\bon dev_task_attachments\b/.test(line)) return 'the list reads attachments (a count per row)';
  return null;
}

/** The task row's column list, shortened in the printed statements (it comes twice in each). */
const shortened = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(
      /select (?:"[a-z_]+", )+"[a-z_]+" from "dev_tasks"/g,
      'select <the row\'s columns> from "dev_tasks"',
    );

let failures = 0;
try {
  for (const argument of process.argv.slice(2)) {
    const list = argument.startsWith('list:');
    const statements = await statementsOf(argument);
    for (const [index, { text, params }] of statements.entries()) {
      const result = await pool.query(`explain (analyze, buffers) ${text}`, params);
      const plan = result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']);
      const reasons = [...new Set(plan.map((line) => wideRead(line, list)).filter((reason) => reason))];
      failures += reasons.length;
      const what = statements.length > 1 ? ` (statement ${index + 1} of ${statements.length})` : '';
      console.log(
        `\nEXPLAIN (ANALYZE, BUFFERS) ${argument}${what}: ${reasons.length ? reasons.join('; ').toUpperCase() : 'no sequential scan'}`,
      );
      console.log(`  ${shortened(text)}`);
      if (params.length) console.log(`  values: ${JSON.stringify(params)}`);
      for (const line of plan) console.log(`  ${line}`);
    }
  }
} finally {
  await pool.end();
}
if (failures) {
  console.error(
    `\n${failures} plan(s) with a sequential scan of dev_tasks or dev_task_comments, or a count of attachments per row.`,
  );
  process.exit(1);
}

// The development tasks' list (issue 17) on PostgreSQL with 100k tasks and 1M comments, against the
// bare JSON route of the same server, in one run. Usage: node --import tsx bench/dev-tasks.ts
// Creates the database bench_dev_tasks on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), starts the server on it once (its migrations), then
// fills it by generate_series: 120 members of the 'admin' group (every 15th with an empty display
// name), 100,000 tasks over two years in every status and priority (12 % unassigned, 2 % by a
// creator since deleted: 'Unknown'), attachment rows for a fifth of them (1 to 4 each, the kept
// attachments_count their number; no stored files, the list does not read them) and 1,000,000
// comments spread at random (about 10 a task); then `vacuum analyze`. Measures at 20 requests/s,
// each row twice:
// - the list by every sort key both ways, page 0 and page 2000 (offset 50,000), and each filter
//   (status, priority, an assignee, unassigned) with the default sort (target p95 ≤ 50 ms);
// - a task's page with its comments (tasks with 10 comments, a different one each request) and
//   the assignees (target p95 ≤ 50 ms too).
// EXPLAIN (ANALYZE, BUFFERS) of the service's own statements for every sort key both ways (page
// 2000), each filter, a task and the assignees (fails on a sequential scan of dev_tasks or
// dev_task_comments, or a read of dev_task_attachments by the list: a count per row).
// BENCH_KEEP_DB=1 keeps the database for a later run (the fill is skipped when done);
// BENCH_SECONDS sets each row's length (default 8).
import pg from 'pg';
import { benchAdminCookie } from './lib/admin-session';
import { benchDatabase } from './lib/bench-database';
import { type Measurement, measure, measurePaced, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const rate = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const taskCount = 100_000;
const commentCount = 1_000_000;
const adminCount = 120;
const deepPage = 2000;
const target = 50;
/** The list's sort keys (contracts' devTasksListQuery). */
const sortKeys = [
  'taskName',
  'status',
  'priority',
  'assignedToDisplayName',
  'createdByDisplayName',
  'createdAt',
  'attachmentsCount',
];
const base = '/api/admin/development/tasks';

const database = await benchDatabase('bench_dev_tasks');
const { sql } = database;

/**
 * Admins, tasks, attachments and comments in one transaction (random() seeded once, so every run
 * makes the same spread), then vacuum analyze. Tasks take ids after any already there.
 */
async function fillTasks(): Promise<void> {
  const [{ n }] = await sql('select count(*)::int as n from dev_tasks');
  if (n >= taskCount) return;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = performance.now();
  const step = async (name: string, statement: string) => {
    const at = performance.now();
    const result = await client.query(statement);
    console.log(`  ${name}: ${result.rowCount ?? ''} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  };
  try {
    console.log(
      `Filling ${taskCount.toLocaleString('en')} tasks, ${commentCount.toLocaleString('en')} comments:`,
    );
    await client.query('begin');
    await client.query('select setseed(0.17)');
    // users.display_name is not null: every 15th admin's is empty instead.
    await step(
      'admins',
      `insert into users (email, display_name, password_hash, created_at, email_verified_at)
       select 'developer.' || i || '@shop.example',
              case when i % 15 = 0 then ''
                   else (array['Noa','Yossi','Maya','Avi','Tamar','Daniel','Somchai','Malee','Anna','David',
                               'נועה','יוסי','สมชาย','มาลี'])[1 + i % 14]
                        || ' ' || (array['Cohen','Levi','Mizrahi','Peretz','Biton','Sukjai','Wong','Smith',
                                         'כהן','לוי','วงศ์'])[1 + (i / 14) % 11] end,
              'no password', now() - interval '3 years', now()
       from generate_series(1, ${adminCount}) i
       on conflict ((lower(email))) do nothing`,
    );
    await step(
      'admin group',
      `insert into user_permission_groups (user_id, permission_group_id)
       select u.user_id, g.permission_group_id from users u, permission_groups g
       where g.permission_group_name = 'admin' and u.email like 'developer.%@shop.example'
       on conflict do nothing`,
    );
    // The creator deleted later: a user made for it, removed once its tasks are in (set null).
    await client.query(
      `insert into users (email, display_name, password_hash) values ('gone.developer@shop.example', 'Gone', 'no password')
       on conflict ((lower(email))) do nothing`,
    );
    await step(
      'admin list',
      `create temporary table bench_admins as
       select row_number() over (order by user_id) as n, user_id from users
       where email like 'developer.%@shop.example'`,
    );
    await client.query('alter table bench_admins add primary key (n)');
    await client.query('analyze bench_admins');
    // Rank 0 is the newest task: newer ones mostly still open, older ones mostly done. A few
    // admins take most tasks (the square of a uniform draw).
    await step(
      'task plan',
      `create temporary table bench_tasks as
       select i, r,
              case when u1 < 0.12 then null else 1 + floor(u2 ^ 2 * ${adminCount})::int end as assignee,
              case when u3 < 0.02 then null else 1 + floor(u3 * 1000)::int % ${adminCount} end as creator,
              case when r < 3000 then (array['created','created','inProgress','inProgress','block','qa'])[1 + floor(u4 * 6)::int]
                   when u4 < 0.08 then 'created' when u4 < 0.14 then 'inProgress' when u4 < 0.18 then 'block'
                   when u4 < 0.25 then 'cancelled' when u4 < 0.31 then 'qa' else 'done' end as status,
              case when u5 < 0.2 then 'low' when u5 < 0.65 then 'medium' when u5 < 0.9 then 'high' else 'urgent' end
                as priority,
              case when u6 < 0.2 then 1 + floor(u6 * 20)::int else 0 end as attachments,
              now() - interval '730 days' * (r::float8 / ${taskCount}) - interval '1 minute' * u7 as created_at
       from generate_series(1, ${taskCount}) i,
            lateral (select ${taskCount} - i as r, random() as u1, random() as u2, random() as u3,
                            random() as u4, random() as u5, random() as u6, random() as u7) d`,
    );
    await client.query('alter table bench_tasks add primary key (i)');
    await client.query('analyze bench_tasks');
    // The BEFORE INSERT trigger copies the names; the statement trigger keeps the row count.
    await step(
      'tasks',
      `insert into dev_tasks (task_id, task_name, short_description, status, priority, assigned_to, created_by,
         created_at, updated_at, attachments_count)
       select b.id + t.i,
              (array['Fix','Add','Check','Speed up','Translate','Remove','Move','Test'])[1 + t.i % 8] || ' '
                || (array['checkout rounding','delivery slots','the POS sync','product images','the cart badge',
                          'Hebrew search','Thai receipts','the orders grid','coupon rules','the sign-in page'])[1 + (t.i / 8) % 10]
                || ' #' || t.i,
              case when t.i % 3 = 0 then null else 'Seen on ' || (array['iPhone','Android','Chrome','Safari'])[1 + t.i % 4]
                || ' by a shopper; steps in the first comment.' end,
              t.status, t.priority, a.user_id, coalesce(c.user_id, gone.user_id), t.created_at,
              t.created_at + interval '1 day' * (t.i % 30), t.attachments
       from bench_tasks t
       left join bench_admins a on a.n = t.assignee
       left join bench_admins c on c.n = t.creator
       cross join (select coalesce(max(task_id), 0) as id from dev_tasks) b
       cross join (select user_id from users where email = 'gone.developer@shop.example') gone
       order by t.i`,
    );
    await client.query(
      `select setval(pg_get_serial_sequence('dev_tasks', 'task_id'), max(task_id)) from dev_tasks`,
    );
    await step('gone creator deleted', `delete from users where email = 'gone.developer@shop.example'`);
    await step(
      'attachments',
      `insert into dev_task_attachments (task_id, display_name, storage_key, content_type, file_size, uploaded_by,
         uploaded_at)
       select t.task_id, (array['screenshot.png','log.txt','צילום מסך.png','ใบเสร็จ.pdf'])[1 + k % 4],
              'bench/' || t.task_id || '/' || k, (array['image/png','text/plain','image/png','application/pdf'])[1 + k % 4],
              1000 + (t.task_id * 37 + k * 911) % 2000000, t.created_by, t.created_at + interval '1 hour' * k
       from dev_tasks t cross join lateral generate_series(1, t.attachments_count) k
       where t.attachments_count > 0`,
    );
    await step(
      'comments',
      `insert into dev_task_comments (task_id, comment_text, created_by, created_at)
       select t.task_id,
              (array['Looking at it.','Cannot reproduce on staging.','Fixed in the next build, please check.',
                     'בדקתי, עדיין קורה.','ขอบคุณครับ','Blocked by the POS team.'])[1 + c.k % 6],
              a.user_id, t.created_at + interval '1 minute' * c.k
       from (select 1 + floor(random() * ${taskCount})::int as i, k from generate_series(1, ${commentCount}) k) c
       join dev_tasks t on t.task_id = (select max(task_id) from dev_tasks) - ${taskCount} + c.i
       join bench_admins a on a.n = 1 + c.k % ${adminCount}
       order by t.task_id, c.k`,
    );
    await client.query('commit');
    await step('vacuum analyze', 'vacuum analyze');
    console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Runs the explain script; a failure (a wide read) is kept to fail the bench at its end. */
const failures: string[] = [];
function explain(name: string, args: string[]): void {
  try {
    database.runInServer(['src/modules/dev-tasks/explain-dev-tasks.ts', ...args]);
  } catch {
    failures.push(
      `${name}: a sequential scan of dev_tasks or dev_task_comments, or attachments counted per row (plans above)`,
    );
  }
}

/** Each row twice, one after the other, both printed. */
async function twice(run: (attempt: number) => Promise<Measurement>): Promise<Measurement[]> {
  return [await run(1), await run(2)];
}

function printTable(title: string, bare: Measurement, rows: Measurement[]): void {
  console.log(`\n${title} at ${rate}/s for ${seconds} s each (target p95 ≤ ${target} ms):`);
  printRatios(bare, rows);
  const over = rows.filter((row) => row.p95 > target || row.errors + row.non2xx > 0);
  console.log(
    over.length
      ? `  OVER TARGET OR FAILING: ${over.map((row) => `${row.name} (p95 ${row.p95} ms)`).join('; ')}`
      : `  every row within p95 ≤ ${target} ms`,
  );
}

try {
  // The server first: its start applies the migrations the fill writes into.
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    await fillTasks();
    const [{ tasks, comments, attachments, counted, unassigned, unnamed }] = await sql(
      `select (select count(*) from dev_tasks)::int as tasks,
              (select count(*) from dev_task_comments)::int as comments,
              (select count(*) from dev_task_attachments)::int as attachments,
              (select sum(attachments_count) from dev_tasks)::int as counted,
              (select count(*) from dev_tasks where assigned_to is null)::int as unassigned,
              (select count(*) from dev_tasks where created_by_display_name is null
                 or created_by_display_name = '' or assigned_to_display_name = '')::int as unnamed`,
    );
    console.log(
      `\n${tasks.toLocaleString('en')} tasks (${unassigned.toLocaleString('en')} unassigned, ` +
        `${unnamed.toLocaleString('en')} with an empty or missing name), ${comments.toLocaleString('en')} comments, ` +
        `${attachments.toLocaleString('en')} attachments (counts kept: ${counted.toLocaleString('en')}).`,
    );
    if (counted !== attachments) failures.push(`attachments_count sums to ${counted}, not ${attachments}`);
    // Tasks with 10 comments, those with attachments first; the busiest assignee.
    const withTen = (
      await sql(
        `select c.task_id as id from dev_task_comments c join dev_tasks t using (task_id)
         group by c.task_id, t.attachments_count having count(*) = 10
         order by t.attachments_count > 0 desc, c.task_id limit 200`,
      )
    ).map((row) => Number(row.id));
    const [assignee] = await sql(
      `select assigned_to as id, count(*)::int as n from dev_tasks where assigned_to is not null
       group by assigned_to order by n desc limit 1`,
    );
    const filters: [string, string][] = [
      ['status=inProgress', 'status=inProgress'],
      ['priority=urgent', 'priority=urgent'],
      [`assignedTo=${assignee.id} (${assignee.n} tasks)`, `assignedTo=${assignee.id}`],
      ['assignedTo=none', 'assignedTo=none'],
    ];

    console.log(
      '\nEXPLAIN (ANALYZE, BUFFERS) of the list (page 2000 by every key, each filter), a task and the assignees',
    );
    console.log(
      '(fails on a sequential scan of dev_tasks or dev_task_comments, or attachments counted per row):',
    );
    explain('list and task', [
      ...sortKeys.flatMap((key) =>
        ['asc', 'desc'].map((dir) => `list:sortBy=${key}&sortDir=${dir}&pageIndex=${deepPage}`),
      ),
      ...filters.map(([, query]) => `list:${query}`),
      `task:${withTen[0]}`,
      'assignees',
    ]);

    const headers = { cookie: await benchAdminCookie(database.url) };
    const paced = (name: string, pathOf: (i: number) => string) =>
      twice((attempt) =>
        measurePaced(server.url, { name: `${name} (${attempt})`, path: pathOf, headers }, rate, seconds),
      );
    await measurePaced(server.url, { name: 'warm-up', path: () => base, headers }, rate, 2);
    const bare = await measurePaced(
      server.url,
      { name: 'bare JSON (/api/ping)', path: () => '/api/ping' },
      rate,
      seconds,
    );

    const rows: Measurement[] = [];
    for (const key of sortKeys) {
      for (const dir of ['asc', 'desc']) {
        for (const page of [0, deepPage]) {
          rows.push(
            ...(await paced(
              `by ${key} ${dir}, page ${page}`,
              () => `${base}?sortBy=${key}&sortDir=${dir}&pageIndex=${page}`,
            )),
          );
        }
      }
    }
    for (const [name, query] of filters) rows.push(...(await paced(name, () => `${base}?${query}`)));
    printTable('Task list (25 a page)', bare, rows);

    const pages = [
      ...(await paced('a task, 10 comments', (i) => `${base}/${withTen[(i * 7) % withTen.length]}`)),
      ...(await paced('assignees', () => `${base}/assignees`)),
    ];
    printTable("A task's page and the assignees", bare, pages);

    const answer = await (
      await fetch(`${server.url}${base}?sortBy=assignedToDisplayName`, { headers })
    ).json();
    const task = await (await fetch(`${server.url}${base}/${withTen[0]}`, { headers })).json();
    console.log(
      `  list: ${answer.totalResults} tasks; a task: ${task.task?.comments?.length} comments, ` +
        `${task.task?.attachments?.length} attachments (count ${task.task?.attachmentsCount})`,
    );

    // For the ratio, as the other benchmarks print: what the bare route takes flat out.
    const flatOut = [
      await measure(server.url, { name: 'bare JSON flat out', path: '/api/ping' }, 5),
      await measure(
        server.url,
        { name: 'list page 0 flat out', path: `${base}?sortBy=taskName`, headers },
        5,
      ),
    ];
    console.log('\nThroughput flat out (10 connections, 5 s; p97.5 as autocannon reports):');
    printRatios(flatOut[0] as Measurement, flatOut.slice(1));
  } finally {
    await server.stop();
  }
} finally {
  await database.close();
}
if (failures.length) {
  console.error(`\nFailed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

/**
 * For the orders bench: EXPLAIN ANALYZE of the dashboard's statement as the server runs it now
 * (unprepared, planned for today's bounds, no parallel workers), whole and in its three parts, and
 * the best sellers over a whole week (as on a Saturday, the week's most lines), each plan whole.
 * Exits with 1 when a plan reads orders or order_items sequentially.
 * DATABASE_URL=postgres://… node --import tsx src/modules/dashboard/explain-dashboard.ts [languageCode]
 */
import { isLanguageCode, shopTimeZone } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import {
  type DashboardBounds,
  dashboardStatement,
  periodsStatement,
  topProductsStatement,
  waitingStatement,
} from './dashboard.sql';
import { addDays, startOfDay, todayAndWeek } from './shop-days';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');
const languageCode = process.argv[2] ?? 'he';
if (!isLanguageCode(languageCode)) throw new Error(`Not a language: ${languageCode}`);
const database = await openDatabase({ databaseUrl, poolSize: 1 });

const { today, week } = todayAndWeek(new Date(), shopTimeZone);
const bounds: DashboardBounds = {
  todayStart: today.start,
  weekStart: week.start,
  end: week.end,
  languageCode,
};
const statements: [string, SQL][] = [
  [`dashboard, whole (${week.from} to ${week.to}, ${languageCode})`, dashboardStatement(bounds)],
  ['dashboard: today and this week', periodsStatement(bounds)],
  ['dashboard: waiting per status', waitingStatement()],
  ['dashboard: best sellers this week', topProductsStatement(bounds)],
  [
    `dashboard: best sellers over a whole week (${addDays(today.from, -6)} to ${today.to})`,
    topProductsStatement({ ...bounds, weekStart: startOfDay(addDays(today.from, -6), shopTimeZone) }),
  ],
];

let scans = 0;
try {
  for (const [name, statement] of statements) {
    // As the server reads it: without parallel workers (dashboard.service.ts).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain (analyze, buffers) ${statement}`),
      ).map((row) => row['QUERY PLAN']);
    });
    const sequential = plan.filter((line) => /Seq Scan on (orders|order_items)\b/.test(line));
    scans += sequential.length;
    console.log(
      `\nEXPLAIN ANALYZE ${name}: ${sequential.length ? 'SEQUENTIAL SCAN OF ORDERS OR LINES' : 'no sequential scan'}`,
    );
    for (const line of plan) console.log(`  ${line}`);
  }
} finally {
  await database.close();
}
if (scans) {
  console.error(`\n${scans} sequential scan(s) of orders or order_items.`);
  process.exit(1);
}

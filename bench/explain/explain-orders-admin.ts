/**
 * For the orders bench: EXPLAIN ANALYZE of the statements the orders grid and an order's items run,
 * exactly as the server runs them: each call is made for real on a Drizzle instance that records
 * every statement it sends (text and values), and each recorded statement is then explained with its
 * values. One line per statement (its scans and time); a plan that reads orders or order_items
 * sequentially is printed whole, and the script exits with 1.
 * From apps/server: DATABASE_URL=postgres://… node --import tsx ../../bench/explain/explain-orders-admin.ts \
 *   'grid:sortBy=user_email&sortDir=asc&pageIndex=2000' 'grid:status=picking' 'items:123456:he'
 */
import { adminOrdersQuery, isLanguageCode } from '@grocery/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { readOrderItems } from '../../apps/server/src/modules/orders-admin/orders-admin.sql';
import { listOrders } from '../../apps/server/src/modules/orders-admin/orders-admin-list';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
let recorded: { text: string; values: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (text, values) => recorded.push({ text, values }) },
}) as unknown as Database;

/** The statements one call sends, recorded while it runs. */
async function statementsOf(call: () => Promise<unknown>) {
  recorded = [];
  await call();
  return recorded;
}

const queryOf = (text: string) => Object.fromEntries(new URLSearchParams(text));
const scanOfWhole = (line: string) => /Seq Scan on (orders|order_items)\b/.test(line);

let failures = 0;
try {
  for (const argument of process.argv.slice(2)) {
    const [kind, ...rest] = argument.split(':');
    let statements: Awaited<ReturnType<typeof statementsOf>>;
    if (kind === 'grid') {
      const query = adminOrdersQuery.parse(queryOf(rest.join(':')));
      statements = await statementsOf(() => listOrders(db, query));
    } else if (kind === 'items') {
      const [orderId, language = 'en'] = rest;
      if (!isLanguageCode(language)) throw new Error(`Not a language: ${language}`);
      statements = await statementsOf(() => readOrderItems(db, Number(orderId), language));
    } else {
      throw new Error(`Expected grid:<query> or items:<orderId>:<language>, got ${argument}`);
    }
    for (const [index, { text, values }] of statements.entries()) {
      const plan = (await pool.query(`explain (analyze, buffers) ${text}`, values)).rows.map(
        (row: { 'QUERY PLAN': string }) => row['QUERY PLAN'],
      );
      const sequential = plan.filter(scanOfWhole);
      const time = plan.find((line) => line.startsWith('Execution Time'));
      const name = `${argument} (${index + 1} of ${statements.length})`;
      console.log(`  ${name.padEnd(78)} ${sequential.length ? 'SEQUENTIAL SCAN' : 'no seq scan'}  ${time}`);
      if (sequential.length) {
        failures++;
        for (const line of plan) console.log(`      ${line}`);
      }
    }
  }
} finally {
  await pool.end();
}
if (failures) {
  console.error(`\n${failures} statement(s) reading orders or order_items sequentially.`);
  process.exit(1);
}

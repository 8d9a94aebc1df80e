/**
 * For the benchmarks: EXPLAIN ANALYZE of the storefront's statements, each plan printed whole, as
 * an anonymous viewer: planned for the values, and the generic plan of the prepared statement
 * (PostgreSQL may settle on it; search runs unprepared, planned each time). Exits with 1 when a plan reads products or product_translations
 * whole: a sequential scan, or a scan of over 1,000 rows. Arguments: list:<lang>:<categoryId>:<pageIndex>, details:<lang>:<productId>,
 * search:<lang>:<term>.
 * DATABASE_URL=postgres://… node --import tsx src/modules/catalogue/explain-catalogue.ts list:en:3:100 search:he:גבינה
 */
import { isLanguageCode } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, preparedName, rowsOf } from '../../db/client';
import { productDetailsStatement, productsPageStatement } from './catalogue.service';
import { searchStatement } from './search';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');
const database = await openDatabase({ databaseUrl, poolSize: 1 });
const anonymous = { userTypeIds: [] };

/** The statement an argument names, and whether the server runs it prepared (search is not). */
function statementOf(argument: string): { statement: SQL; prepared: boolean } {
  const [kind, language, ...rest] = argument.split(':');
  if (!isLanguageCode(language)) throw new Error(`No language in ${argument}`);
  if (kind === 'list') {
    return {
      statement: productsPageStatement(language, Number(rest[0]), Number(rest[1]), anonymous),
      prepared: true,
    };
  }
  if (kind === 'details') {
    return { statement: productDetailsStatement(language, Number(rest[0]), anonymous), prepared: true };
  }
  if (kind === 'search')
    return { statement: searchStatement(rest.join(':'), language, anonymous), prepared: false };
  throw new Error(`Expected list:, details: or search:, got ${argument}`);
}

/** Plans as the server runs them: prepared, with the generic plan PostgreSQL may settle on. */
async function genericPlan(client: pg.Client, statement: SQL): Promise<string[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const name = preparedName(text);
  await client.query(`deallocate all`);
  await client.query(`prepare ${name} as ${text}`);
  // EXPLAIN takes no parameters: the values go in as literals.
  const args = params.map((value) => client.escapeLiteral(String(value))).join(', ');
  const result = await client.query(`explain analyze execute ${name}(${args})`);
  return result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']);
}

/**
 * A scan node that reads products or translations sequentially, or over 1,000 of their rows any
 * other way (index or bitmap scan; a page or a product needs a few dozen).
 */
function readsTooMuch(line: string): boolean {
  if (/Seq Scan on (products|product_translations)\b/.test(line)) return true;
  const scan =
    / on (products|product_translations)\b.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line);
  return scan !== null && Number(scan[2]) * Number(scan[3]) > 1000;
}

let scans = 0;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query(`set plan_cache_mode = force_generic_plan`);
try {
  for (const argument of process.argv.slice(2)) {
    const { statement, prepared } = statementOf(argument);
    const custom = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`explain analyze ${statement}`),
    ).map((row) => row['QUERY PLAN']);
    const plans: [string, string[]][] = [['planned for these values', custom]];
    if (prepared) plans.push(['generic, as prepared', await genericPlan(client, statement)]);
    for (const [kind, plan] of plans) {
      const sequential = plan.filter((line) => readsTooMuch(line));
      scans += sequential.length;
      console.log(
        `\nEXPLAIN ANALYZE ${argument} (${kind}): ${sequential.length ? 'READS ALL PRODUCTS' : 'no sequential scan, no wide read'}`,
      );
      for (const line of plan) console.log(`  ${line}`);
    }
  }
} finally {
  await client.end();
  await database.close();
}
if (scans) {
  console.error(`\n${scans} scan(s) reading products or product_translations whole.`);
  process.exit(1);
}

/**
 * For the benchmarks: EXPLAIN ANALYZE of the storefront's statements, each plan printed whole,
 * as an anonymous viewer. Exits with 1 when a plan scans products or product_translations
 * sequentially. Arguments: list:<lang>:<categoryId>:<pageIndex>, details:<lang>:<productId>,
 * search:<lang>:<term>.
 * DATABASE_URL=postgres://… node --import tsx src/modules/catalogue/explain-catalogue.ts list:en:3:100 search:he:גבינה
 */
import { isLanguageCode } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import { productDetailsStatement, productsPageStatement } from './catalogue.service';
import { searchStatement } from './search';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');
const database = await openDatabase({ databaseUrl, poolSize: 1 });
const anonymous = { userTypeIds: [] };

function statementOf(argument: string): SQL {
  const [kind, language, ...rest] = argument.split(':');
  if (!isLanguageCode(language)) throw new Error(`No language in ${argument}`);
  if (kind === 'list') return productsPageStatement(language, Number(rest[0]), Number(rest[1]), anonymous);
  if (kind === 'details') return productDetailsStatement(language, Number(rest[0]), anonymous);
  if (kind === 'search') return searchStatement(rest.join(':'), language, anonymous);
  throw new Error(`Expected list:, details: or search:, got ${argument}`);
}

let scans = 0;
try {
  for (const argument of process.argv.slice(2)) {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`explain analyze ${statementOf(argument)}`),
    ).map((row) => row['QUERY PLAN']);
    const sequential = plan.filter((line) => /Seq Scan on (products|product_translations)\b/.test(line));
    scans += sequential.length;
    console.log(
      `\nEXPLAIN ANALYZE ${argument}: ${sequential.length ? 'SEQUENTIAL SCAN' : 'no sequential scan'}`,
    );
    for (const line of plan) console.log(`  ${line}`);
  }
} finally {
  await database.close();
}
if (scans) {
  console.error(`\n${scans} sequential scan(s) of products or product_translations.`);
  process.exit(1);
}

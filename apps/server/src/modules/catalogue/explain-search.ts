/**
 * Prints the index lines of the search plan (EXPLAIN ANALYZE) for each term, for the benchmark:
 * DATABASE_URL=postgres://… node --import tsx src/modules/catalogue/explain-search.ts he:גבינה th:ชีส en:cheese
 */
import { isLanguageCode } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import { searchStatement } from './search';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');
const database = await openDatabase({ databaseUrl, poolSize: 1 });
try {
  for (const argument of process.argv.slice(2)) {
    const [language, ...rest] = argument.split(':');
    const term = rest.join(':');
    if (!isLanguageCode(language) || !term) throw new Error(`Expected language:term, got ${argument}`);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`explain analyze ${searchStatement(term, language, { userTypeIds: [] })}`),
    ).map((row) => row['QUERY PLAN']);
    console.log(`EXPLAIN search '${term}' (${language}):`);
    for (const line of plan.filter((text) => /Index Scan|Execution Time|Planning Time/.test(text))) {
      console.log(`  ${line.trim()}`);
    }
  }
} finally {
  await database.close();
}

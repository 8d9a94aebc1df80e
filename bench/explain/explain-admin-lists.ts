/**
 * For the benchmark: EXPLAIN ANALYZE of the admin products grid's statements (page and total) and of
 * the user-type prices grid's page, for each query string given, printing any sequential scan of
 * products and the execution times.
 * From apps/server: DATABASE_URL=postgres://… node --import tsx ../../bench/explain/explain-admin-lists.ts \
 *   'products:sortBy=barcode&pageIndex=3' 'prices:7:sortBy=price'
 */
import { adminProductsQuery, userTypePricesQuery } from '@grocery/contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../apps/server/src/db/client';
import { productsPageStatements } from '../../apps/server/src/modules/products-admin/products-list';
import {
  pageByPrice,
  pageByProductColumn,
} from '../../apps/server/src/modules/user-types-admin/user-type-prices.sql';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL');
const database = await openDatabase({ databaseUrl, poolSize: 1 });

async function explain(name: string, statement: SQLWrapper): Promise<void> {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(sql`explain analyze ${statement}`),
  ).map((row) => row['QUERY PLAN'].trim());
  const scans = plan.filter((line) => /Seq Scan on products\b/.test(line));
  const time = plan.find((line) => line.startsWith('Execution Time'));
  console.log(
    `  ${name.padEnd(60)} ${scans.length ? `SEQ SCAN: ${scans.join('; ')}` : 'no seq scan'}  ${time}`,
  );
}

const queryOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

try {
  for (const argument of process.argv.slice(2)) {
    const [kind, ...rest] = argument.split(':');
    if (kind === 'products') {
      const query = adminProductsQuery.parse(queryOf(rest.join(':')));
      const statements = productsPageStatements(database.db, query);
      await explain(`products ${rest.join(':')} (page)`, statements.rows);
      const filtered = Object.keys(queryOf(rest.join(':'))).some(
        (key) => !['sortBy', 'sortDir', 'pageIndex', 'pageSize', 'languageCode'].includes(key),
      );
      if (filtered) await explain(`products ${rest.join(':')} (total)`, statements.total);
    } else if (kind === 'prices') {
      const [typeId, ...text] = rest;
      const query = userTypePricesQuery.parse(queryOf(text.join(':')));
      const page =
        query.sortBy === 'price'
          ? pageByPrice(Number(typeId), query)
          : pageByProductColumn(Number(typeId), query);
      await explain(`prices ${text.join(':')} (page)`, page);
    } else {
      throw new Error(`Expected products:<query> or prices:<userTypeId>:<query>, got ${argument}`);
    }
  }
} finally {
  await database.close();
}

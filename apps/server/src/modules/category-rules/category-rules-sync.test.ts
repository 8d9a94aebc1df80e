import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { categoryRuleSaveResponse, categoryRulesEndpoints as endpoints } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint } from '../../../test/endpoint-calls';
import { syncCalls } from '../../../test/sync-calls';
import { rowsOf } from '../../db/client';

/** Decision 0066: every sync run ends by applying the category rules to the products it brought. */
let t: TestApp;
let admin: StaffMember;
let folder: string;
let priceFile: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-category-rules-'));
  priceFile = path.join(folder, 'PriceFull.xml');
  t = await buildTestApp({ env: { POS_PRICE_FILE: priceFile } });
  admin = await userHolding(t.app, { groups: ['admin'] });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

const query = async <T>(statement: SQL) => rowsOf<T>(await t.app.deps.database.db.execute(statement));
const { started, finished } = syncCalls(() => ({ t, cookie: admin.cookie }), 60_000);

/** A price file of these items (code, name): no categories, as the law's files have none. */
async function syncFile(items: [string, string][]) {
  const entries = items.map(
    ([code, name]) =>
      `<Item><ItemCode>${code}</ItemCode><ItemName>${name}</ItemName><ItemPrice>5.90</ItemPrice></Item>`,
  );
  await fs.writeFile(priceFile, `<root><Items>${entries.join('')}</Items></root>`);
  await started();
  expect(await finished()).toMatchObject({ status: 'done' });
}
const categoryOf = async (code: string) =>
  (
    await query<{ categoryId: number | null }>(sql`
      select pc.category_id as "categoryId" from products p
      left join product_categories pc using (product_id) where p.pos_code = ${code}`)
  ).map((row) => row.categoryId);

describe('a sync run', () => {
  it('places the products it brought by the rules, new ones on the next run too', async () => {
    const [dairy] = await query<{ id: number }>(
      sql`insert into categories (category_name) values ('Dairy') returning category_id as id`,
    );
    const categoryId = dairy?.id as number;
    const response = await callEndpoint(t, endpoints.create, {
      cookie: admin.cookie,
      body: { kind: 'name_words', words: ['חלב'], categoryId },
    });
    expect(categoryRuleSaveResponse.parse(response.json())).toMatchObject({ rule: { products: 0 } });

    await syncFile([
      ['7290000000011', 'חלב תנובה 3%'],
      ['7290000000028', 'לחם אחיד'],
    ]);
    expect(await categoryOf('7290000000011')).toEqual([categoryId]);
    expect(await categoryOf('7290000000028')).toEqual([null]);

    await syncFile([
      ['7290000000011', 'חלב תנובה 3%'],
      ['7290000000028', 'לחם אחיד'],
      ['7290000000035', 'משקה חלב שוקו'],
    ]);
    expect(await categoryOf('7290000000035')).toEqual([categoryId]);
    expect(await categoryOf('7290000000011')).toEqual([categoryId]);
  });
});

import { categoryRuleSaveResponse, categoryRulesEndpoints as endpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/endpoint-calls';
import { configuredPriceFile } from '../../../test/price-files';

/** Decision 0066: every sync run ends by applying the category rules to the products it brought. */
const { kit, query, runOf } = configuredPriceFile('category-rules');

/** A price file of these items (code, name): no categories, as the law's files have none. */
async function syncFile(items: [string, string][]) {
  const entries = items.map(
    ([code, name]) =>
      `<Item><ItemCode>${code}</ItemCode><ItemName>${name}</ItemName><ItemPrice>5.90</ItemPrice></Item>`,
  );
  expect(await runOf(`<root><Items>${entries.join('')}</Items></root>`)).toMatchObject({ status: 'done' });
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
    const response = await callEndpoint(kit.t, endpoints.create, {
      cookie: kit.admin.cookie,
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

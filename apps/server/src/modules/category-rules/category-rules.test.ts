import {
  categoryRulePreviewResponse,
  categoryRuleSaveResponse,
  categoryRulesResponse,
  deleteCategoryRuleResponse,
  categoryRulesEndpoints as endpoints,
  errorEnvelopeSchema,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import { rowsOf } from '../../db/client';
import { applyCategoryRules } from '../../domain/catalogue/category-rules.sql';

let t: TestApp;
let manager: StaffMember;
let dairy: number;
let bakery: number;
let fruit: number;

const query = async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement));
type Endpoint = Parameters<typeof callEndpoint>[1];
const call = (endpoint: Endpoint, options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, { cookie: manager.cookie, ...options });

async function category(name: string) {
  const [row] = await query<{ id: number }>(
    sql`insert into categories (category_name) values (${name}) returning category_id as id`,
  );
  return row?.id as number;
}

/** POS products as a price file makes them: a code, the POS name as the base name, no category. */
async function posProducts(items: { code: string; name: string; manufacturer?: string }[]) {
  const rows = await query<{ id: number; code: string }>(sql`
    insert into products (product_name, pos_name, pos_code, manufacturer, online_price)
    select x.name, x.name, x.code, x.manufacturer, 1
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(code text, name text, manufacturer text)
    returning product_id as id, pos_code as code`);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** Each product's categories, as [category id, made by a rule?]. */
async function linksOf(productId: number) {
  return (
    await query<{ categoryId: number; ruleId: number | null }>(sql`
      select category_id as "categoryId", rule_id as "ruleId" from product_categories
      where product_id = ${productId} order by category_id`)
  ).map((row) => [row.categoryId, row.ruleId !== null]);
}

async function saved(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(200);
  const answer = categoryRuleSaveResponse.parse(response.json());
  if (answer.reject) throw new Error(`refused: ${answer.reason}`);
  return answer.rule;
}
const createRule = async (body: Record<string, unknown>) => saved(await call(endpoints.create, { body }));

const counts = async () =>
  (
    await query<{ rules: number; links: number; audit: number }>(sql`select
      (select count(*)::int from category_rules) as rules,
      (select count(*)::int from product_categories) as links,
      (select count(*)::int from audit_log) as audit`)
  )[0];

beforeAll(async () => {
  t = await buildTestApp();
  manager = await userHolding(t.app, {
    permissions: ['admin_access', 'catalogue:read', 'catalogue:write'],
  });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await query(sql`delete from category_rules`);
  await query(sql`delete from products`);
  await query(sql`delete from categories`);
  dairy = await category('Dairy');
  bakery = await category('Bakery');
  fruit = await category('Fruit');
});

describe('rules by words of the name', () => {
  it('match at the start of a word, in any case, in Hebrew, Thai and English', async () => {
    const ids = await posProducts([
      { code: '1', name: 'חלב תנובה 3% 1 ליטר' },
      { code: '2', name: 'משקה-חלב סויה' },
      { code: '3', name: 'מחלבות גד גבינה' },
      { code: '4', name: 'นมสด ดัชมิลล์ 200มล.' },
      { code: '5', name: 'ขนมปัง ฟาร์มเฮ้าส์' },
      { code: '6', name: 'Fresh MILK 1L' },
      { code: '7', name: 'Buttermilk' },
    ]);
    const rule = await createRule({ kind: 'name_words', words: ['חלב', ' นม ', 'milk'], categoryId: dairy });
    expect(rule).toMatchObject({ kind: 'name_words', words: ['חלב', 'นม', 'milk'], products: 4 });
    for (const code of ['1', '2', '4', '6'])
      expect(await linksOf(ids[code] as number)).toEqual([[dairy, true]]);
    for (const code of ['3', '5', '7']) expect(await linksOf(ids[code] as number)).toEqual([]);
  });

  it('match the base name the shop gave as well as the POS name', async () => {
    const ids = await posProducts([{ code: '1', name: '7290000 ITEM' }]);
    await query(sql`update products set product_name = 'Sourdough bread' where product_id = ${ids['1']}`);
    await createRule({ kind: 'name_words', words: ['bread'], categoryId: bakery });
    expect(await linksOf(ids['1'] as number)).toEqual([[bakery, true]]);
  });
});

describe('rules by manufacturer and by code range', () => {
  it('match the manufacturer trimmed in any case, and codes as numbers', async () => {
    const ids = await posProducts([
      { code: '1500', name: 'a', manufacturer: 'TNUVA ' },
      { code: '0001200', name: 'b' },
      { code: '2000', name: 'c' },
      { code: '20000', name: 'd', manufacturer: 'Strauss' },
    ]);
    const maker = await createRule({ kind: 'manufacturer', manufacturer: ' tnuva', categoryId: dairy });
    expect(maker).toMatchObject({ manufacturer: 'tnuva', products: 1 });
    const range = await createRule({
      kind: 'code_range',
      codeFrom: '1000',
      codeTo: '2000',
      categoryId: fruit,
    });
    expect(range).toMatchObject({ codeFrom: '1000', codeTo: '2000', products: 2 });
    expect(await linksOf(ids['1500'] as number)).toEqual([[dairy, true]]);
    expect(await linksOf(ids['0001200'] as number)).toEqual([[fruit, true]]);
    expect(await linksOf(ids['2000'] as number)).toEqual([[fruit, true]]);
    expect(await linksOf(ids['20000'] as number)).toEqual([]);
  });

  it('place a product by the first rule it matches in sort order; an edit moves its products', async () => {
    const ids = await posProducts([{ code: '10', name: 'שוקו חלב' }]);
    const general = await createRule({ kind: 'name_words', words: ['חלב'], categoryId: dairy, sortOrder: 5 });
    expect(await linksOf(ids['10'] as number)).toEqual([[dairy, true]]);
    const special = await createRule({
      kind: 'name_words',
      words: ['שוקו'],
      categoryId: bakery,
      sortOrder: 1,
    });
    expect(special.products).toBe(1);
    expect(await linksOf(ids['10'] as number)).toEqual([[bakery, true]]);
    const list = categoryRulesResponse.parse((await call(endpoints.list)).json());
    expect(list.rules.map((rule) => [rule.ruleId, rule.products])).toEqual([
      [special.ruleId, 1],
      [general.ruleId, 0],
    ]);
    const moved = await saved(
      await call(endpoints.update, {
        params: { ruleId: special.ruleId },
        body: { kind: 'name_words', words: ['שוקו'], categoryId: fruit, sortOrder: 1 },
      }),
    );
    expect(moved).toMatchObject({ categoryId: fruit, products: 1 });
    expect(await linksOf(ids['10'] as number)).toEqual([[fruit, true]]);
  });
});

describe('what rules leave alone', () => {
  it('never touch a product linked by hand or by the POS, nor a product with no POS code', async () => {
    const ids = await posProducts([{ code: '1', name: 'חלב עיזים' }]);
    await query(sql`insert into product_categories (product_id, category_id) values (${ids['1']}, ${fruit})`);
    const [own] = await query<{ id: number }>(sql`insert into products (product_name, online_price)
      values ('חלב ביתי', 1) returning product_id as id`);
    const rule = await createRule({ kind: 'name_words', words: ['חלב'], categoryId: dairy });
    expect(rule.products).toBe(0);
    expect(await linksOf(ids['1'] as number)).toEqual([[fruit, false]]);
    expect(await linksOf(own?.id as number)).toEqual([]);
  });

  it('keep the links of a product the shop then links by hand, as the shop’s own', async () => {
    const ids = await posProducts([{ code: '1', name: 'חלב' }]);
    const rule = await createRule({ kind: 'name_words', words: ['חלב'], categoryId: dairy });
    const productId = ids['1'] as number;
    const linked = await call(productsAdminEndpoints.bulkAddToCategory, {
      body: { productIds: [productId], categoryId: fruit },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const removed = await call(endpoints.remove, { params: { ruleId: rule.ruleId } });
    expect(deleteCategoryRuleResponse.parse(removed.json()).unlinked).toBe(0);
    expect(await linksOf(productId)).toEqual([
      [dairy, false],
      [fruit, false],
    ]);
  });

  it('change nothing, and tell the storefront nothing, when applied again with nothing new', async () => {
    await posProducts([{ code: '1', name: 'חלב' }]);
    await createRule({ kind: 'name_words', words: ['חלב'], categoryId: dairy });
    // The catalogue triggers mark a transaction that changed something shown (decision 0041).
    const applied = () =>
      t.database.db.transaction(async (tx) => {
        const changes = await applyCategoryRules(tx);
        const [row] = rowsOf<{ marked: string }>(
          await tx.execute(
            sql`select coalesce(current_setting('grocery.catalogue_marked', true), '') as marked`,
          ),
        );
        return { changes, marked: row?.marked };
      });
    expect(await applied()).toEqual({ changes: { added: 0, removed: 0 }, marked: '' });
    await posProducts([{ code: '2', name: 'חלב עיזים' }]);
    expect(await applied()).toEqual({ changes: { added: 1, removed: 0 }, marked: 'yes' });
  });
});

describe('DELETE /api/admin/category-rules/:ruleId', () => {
  it('takes its products out of its category, a later rule placing them, and is audited', async () => {
    const ids = await posProducts([
      { code: '1', name: 'חלב' },
      { code: '2', name: 'חלב שקית' },
    ]);
    const first = await createRule({ kind: 'name_words', words: ['חלב'], categoryId: dairy, sortOrder: 1 });
    await createRule({ kind: 'name_words', words: ['שקית'], categoryId: fruit, sortOrder: 2 });
    const removed = await call(endpoints.remove, { params: { ruleId: first.ruleId } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(deleteCategoryRuleResponse.parse(removed.json()).unlinked).toBe(2);
    expect(await linksOf(ids['1'] as number)).toEqual([]);
    expect(await linksOf(ids['2'] as number)).toEqual([[fruit, true]]);
    const audit = await query<{ action: string }>(
      sql`select action from audit_log where entity = 'category_rule' and entity_id = ${String(first.ruleId)} order by audit_entry_id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'category_rule.details.create',
      'category_rule.details.delete',
    ]);
    expect((await call(endpoints.remove, { params: { ruleId: first.ruleId } })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/category-rules/preview and the list', () => {
  it('counts the products a rule as typed matches, with ten names, writing nothing', async () => {
    await posProducts(Array.from({ length: 12 }, (_, i) => ({ code: String(100 + i), name: `ลำไย ${i}` })));
    const before = await counts();
    const response = await call(endpoints.preview, { query: { kind: 'name_words', words: 'ลำไย,mango' } });
    expect(response.statusCode, response.body).toBe(200);
    const preview = categoryRulePreviewResponse.parse(response.json());
    expect(preview.matches).toBe(12);
    expect(preview.samples).toHaveLength(10);
    expect(preview.samples[0]?.productName).toBe('ลำไย 0');
    expect(await counts()).toEqual(before);
    const none = await call(endpoints.preview, { query: { kind: 'code_range', codeFrom: '1', codeTo: '5' } });
    expect(categoryRulePreviewResponse.parse(none.json())).toMatchObject({ matches: 0, samples: [] });
    const list = categoryRulesResponse.parse((await call(endpoints.list)).json());
    expect(list).toMatchObject({ rules: [], uncategorised: 12 });
  });
});

describe('bad input, no session, no permission', () => {
  it('answers 400 and writes nothing for a rule that cannot match', async () => {
    await posProducts([{ code: '1', name: 'חלב' }]);
    const before = await counts();
    const bodies = [
      { kind: 'name_words', words: [], categoryId: dairy },
      { kind: 'name_words', words: ['  '], categoryId: dairy },
      { kind: 'name_words', words: ['%-'], categoryId: dairy },
      { kind: 'manufacturer', manufacturer: ' ', categoryId: dairy },
      { kind: 'code_range', codeFrom: '200', codeTo: '100', categoryId: dairy },
      { kind: 'code_range', codeFrom: '1a', codeTo: '100', categoryId: dairy },
      { kind: 'pos_category', categoryId: dairy },
      { kind: 'name_words', words: ['חלב'], categoryId: dairy, manufacturer: 'x' },
      { kind: 'name_words', words: ['חלב'] },
    ];
    for (const body of bodies) {
      const response = await call(endpoints.create, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
    }
    const preview = await call(endpoints.preview, {
      query: { kind: 'code_range', codeFrom: '9', codeTo: '1' },
    });
    expect(preview.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a rule for a category that is gone, writing nothing', async () => {
    const before = await counts();
    const response = await call(endpoints.create, {
      body: { kind: 'name_words', words: ['חלב'], categoryId: 999_999 },
    });
    expect(response.statusCode).toBe(200);
    expect(categoryRuleSaveResponse.parse(response.json())).toMatchObject({
      reject: true,
      reason: 'UNKNOWN_CATEGORY',
      field: 'categoryId',
    });
    expect(await counts()).toEqual(before);
  });

  it('answers 401 without a session and 403 without catalogue:write (or :read to read)', async () => {
    const rule = await createRule({ kind: 'name_words', words: ['חלב'], categoryId: dairy });
    const body = { kind: 'name_words', words: ['x'], categoryId: dairy };
    const changes: [Endpoint, EndpointCall][] = [
      [endpoints.create, { body }],
      [endpoints.update, { params: { ruleId: rule.ruleId }, body }],
      [endpoints.remove, { params: { ruleId: rule.ruleId } }],
    ];
    const reads: [Endpoint, EndpointCall][] = [
      [endpoints.list, {}],
      [endpoints.preview, { query: { kind: 'manufacturer', manufacturer: 'x' } }],
    ];
    const reader = await userHolding(t.app, { permissions: ['admin_access', 'catalogue:read'] });
    const outsider = await userHolding(t.app, { permissions: ['admin_access'] });
    const before = await counts();
    for (const [endpoint, options] of [...changes, ...reads]) {
      expect((await call(endpoint, { ...options, cookie: null })).statusCode).toBe(401);
      expect((await call(endpoint, { ...options, cookie: outsider.cookie })).statusCode).toBe(403);
    }
    for (const [endpoint, options] of changes)
      expect((await call(endpoint, { ...options, cookie: reader.cookie })).statusCode).toBe(403);
    for (const [endpoint, options] of reads)
      expect((await call(endpoint, { ...options, cookie: reader.cookie })).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe('applying the rules to 5,000 imported products', () => {
  it('places every one by the first matching rule, and a second apply changes nothing', async () => {
    const words = ['חלב', 'גבינה', 'יוגורט', 'לחם', 'עוגה', 'תפוח', 'בננה', 'นม', 'ขนม', 'bread'];
    await posProducts(
      Array.from({ length: 5000 }, (_, i) => ({
        code: String(7290000000000 + i),
        name: `${words[i % words.length]} מוצר ${i} 500 גרם`,
        manufacturer: i % 7 === 0 ? 'Tnuva' : 'Other',
      })),
    );
    for (const [i, word] of words.entries()) {
      await query(sql`insert into category_rules (category_id, kind, words, sort_order)
        values (${[dairy, bakery, fruit][i % 3]}, 'name_words', array[${word}, ${`x${i}`}], ${i})`);
    }
    await query(
      sql`insert into category_rules (category_id, kind, manufacturer) values (${dairy}, 'manufacturer', 'tnuva')`,
    );
    await query(sql`insert into category_rules (category_id, kind, code_from, code_to)
      values (${fruit}, 'code_range', 7290000000000, 7290000001000)`);
    const first = await t.database.db.transaction((tx) => applyCategoryRules(tx));
    const second = await t.database.db.transaction((tx) => applyCategoryRules(tx));
    expect(first).toEqual({ added: 5000, removed: 0 });
    expect(second).toEqual({ added: 0, removed: 0 });
  });
});

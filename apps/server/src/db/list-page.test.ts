import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { rowsOf } from './client';
import { type ListPageQuery, listPage, listPageStatements } from './list-page';
import { users, userTokens } from './schema';

let database: TestDatabase;
const userCount = 120;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // Names repeat every 10 users, so sorting by name needs the tie-breaker to give one order.
  await db.insert(users).values(
    Array.from({ length: userCount }, (_, i) => ({
      email: `list.${String(i).padStart(3, '0')}@shop.example`,
      displayName: `Name ${i % 10}`,
      passwordHash: 'no password',
    })),
  );
  // A correlated list per user, like the users grid's: every user has a token.
  await db.execute(sql`
    insert into user_tokens (token_hash, user_id, purpose, expires_at)
    select md5(user_id::text), user_id, 'confirm_email', now() + interval '1 hour' from users`);
});
afterAll(() => database.close());

type SortKey = 'email' | 'displayName';

/** Users with a subquery column, filtered (or not) by their id. */
const spec = (where?: SQL) => ({
  select: () =>
    database.db
      .select({
        userId: users.userId,
        email: users.email,
        displayName: users.displayName,
        tokens: sql<number>`(select count(*)::int from ${userTokens} t where t.user_id = "users"."user_id")`,
      })
      .from(users)
      .where(where)
      .$dynamic(),
  sortColumns: { email: users.email, displayName: users.displayName },
  tieBreaker: users.userId,
});

const query = (change: Partial<ListPageQuery<SortKey>>): ListPageQuery<SortKey> => ({
  pageIndex: 0,
  pageSize: 25,
  sortBy: 'displayName',
  sortDir: 'asc',
  ...change,
});

describe('listPage', () => {
  it('pages through every row once, in the sort order then the tie-breaker, in either direction', async () => {
    const all = await database.db
      .select({ userId: users.userId, displayName: users.displayName })
      .from(users);
    for (const sortDir of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      for (let pageIndex = 0; pageIndex < 5; pageIndex++) {
        const page = await listPage(database.db, query({ pageIndex, sortDir }), spec());
        expect(page.totalResults).toBe(userCount);
        expect(page.rows.every((row) => row.tokens === 1)).toBe(true);
        seen.push(...page.rows.map((row) => row.userId));
      }
      const sign = sortDir === 'asc' ? 1 : -1;
      const expected = [...all]
        .sort((a, b) => sign * (a.displayName.localeCompare(b.displayName) || a.userId - b.userId))
        .map((row) => row.userId);
      expect(seen).toEqual(expected);
    }
  });

  it('keeps the select’s filters in the page and in the exact total', async () => {
    const ids = (await database.db.select({ userId: users.userId }).from(users)).map((row) => row.userId);
    const low = Math.min(...ids) + 10;
    const filtered = spec(and(gte(users.userId, low), lte(users.userId, low + 29)));
    const first = await listPage(database.db, query({ sortBy: 'email' }), filtered);
    const second = await listPage(database.db, query({ sortBy: 'email', pageIndex: 1 }), filtered);
    expect(first.totalResults).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(second.rows.map((row) => row.userId)).toEqual([low + 25, low + 26, low + 27, low + 28, low + 29]);
    expect(first.rows.every((row) => row.userId >= low && row.userId <= low + 29)).toBe(true);
  });

  it('computes the select’s columns for the page’s rows only, not for the rows the offset skips', async () => {
    const deep = query({ pageIndex: 4, pageSize: 20 });
    const { rows } = listPageStatements(database.db, deep, spec());
    const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await database.db.execute(sql`explain (analyze, format json) ${rows}`),
    );
    const subplanLoops: number[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Parent Relationship'] === 'SubPlan') subplanLoops.push(node['Actual Loops'] as number);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const explained = plan?.['QUERY PLAN'];
    const root = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan: never }[];
    walk(root[0]?.Plan ?? {});
    expect(subplanLoops.length).toBeGreaterThan(0);
    expect(Math.max(...subplanLoops)).toBe(deep.pageSize);
  });
});

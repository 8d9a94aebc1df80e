import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor, Transaction } from '../../db/user-lock';

/**
 * ASCII punctuation and line breaks: separators between words in every script. A word starts at the
 * start of a name or after one of these or a space (Thai names put spaces between phrases, not words:
 * "นม" finds "นมสด ..." and not "ขนมปัง"). Hebrew and Thai marks stay inside their words.
 */
const SEPARATORS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~\t\n\r';
const SPACES = ' '.repeat(SEPARATORS.length);

/**
 * A text as its words: lower case, separators as spaces (up to four in a row as one), a space before
 * it, so that "% word%" finds a word's start (a word has no % or _ left to escape). No regular
 * expression: on the embedded database it cost more than all the rest.
 */
const wordsOf = (value: SQL) =>
  sql`' ' || replace(replace(lower(translate(${value}, ${SEPARATORS}, ${SPACES})), '  ', ' '), '  ', ' ')`;

/**
 * The products rules may place: with a POS code, and no link made by hand or by the POS (a product
 * with one is the shop's; decision 0066), with the fields the rules compare. Both names are in
 * `words`, apart by a bar no pattern holds, so that no phrase runs from one into the other.
 */
const candidates = sql`candidates as materialized (
  select p.product_id, p.product_name,
    ${wordsOf(sql`coalesce(p.pos_name, '')`)}
      || case when p.pos_name = p.product_name then '' else ' |' || ${wordsOf(sql`p.product_name`)} end as words,
    lower(trim(p.manufacturer)) as maker,
    case when p.pos_code ~ '^[0-9]{1,20}$' then p.pos_code::numeric end as code
  from products p
  where p.pos_code is not null
    and not exists (select from product_categories h where h.product_id = p.product_id and h.rule_id is null)
)`;

/**
 * The rules in `rules` (rule_id, category_id, kind, words, manufacturer, code_from, code_to,
 * sort_order) and each candidate product with the first rule it matches (sort order, then id):
 * `wanted`. Each kind is its own join, so the words are made patterns once, not once per product.
 */
const wanted = (rules: SQL) => sql`${candidates},
  rules as materialized (${rules}),
  patterns as materialized (
    select r.rule_id, '%' || trim(trailing ' ' from ${wordsOf(sql`w`)}) || '%' as pattern
    from rules r cross join unnest(r.words) w where r.kind = 'name_words'
  ),
  matched as (
    select c.product_id, p.rule_id from candidates c join patterns p on c.words like p.pattern
    union
    select c.product_id, r.rule_id from candidates c
      join rules r on r.kind = 'manufacturer' and c.maker = lower(trim(r.manufacturer))
    union
    select c.product_id, r.rule_id from candidates c
      join rules r on r.kind = 'code_range' and c.code between r.code_from and r.code_to
  ),
  wanted as (
    select distinct on (m.product_id) m.product_id, r.category_id, r.rule_id
    from matched m join rules r using (rule_id)
    order by m.product_id, r.sort_order, r.rule_id
  )`;

/** A rule as typed, for the preview. */
export interface RuleMatch {
  kind: string;
  words?: string[];
  manufacturer?: string;
  codeFrom?: string;
  codeTo?: string;
}

/** Rules and their applies take turns: two applies at once would each insert what the other did. */
export const lockRules = (tx: Transaction) =>
  tx.execute(sql`lock table category_rules in share row exclusive mode`);

/**
 * The rules applied to the catalogue (decision 0066) in one statement: each candidate product goes
 * to the category of the first rule it matches (sort order, then id). Missing links are inserted,
 * rule links no rule wants any more deleted, a link another rule now holds passed to it. A product
 * linked by hand keeps the rules' links it has, as its own (they become the shop's). Nothing is
 * written when nothing changed, so no storefront answer is dropped (the link triggers note no ids).
 */
export async function applyCategoryRules(tx: Transaction): Promise<{ added: number; removed: number }> {
  await lockRules(tx);
  // No rule, no rule link (they go with their rule): a shop without rules pays nothing per sync.
  const [rules] = rowsOf<{ any: boolean }>(
    await tx.execute(sql`select exists (select from category_rules) as any`),
  );
  if (!rules?.any) return { added: 0, removed: 0 };
  const [counts] = rowsOf<{ added: number; removed: number }>(
    await tx.execute(sql`
      with ${wanted(sql`select * from category_rules`)},
      adopted as (
        update product_categories pc set rule_id = null
        where pc.rule_id is not null
          and exists (select from product_categories h where h.product_id = pc.product_id and h.rule_id is null)
        returning 1
      ),
      removed as (
        delete from product_categories pc
        where pc.rule_id is not null
          and not exists (select from product_categories h where h.product_id = pc.product_id and h.rule_id is null)
          and not exists (select from wanted w where w.product_id = pc.product_id and w.category_id = pc.category_id)
        returning 1
      ),
      passed as (
        update product_categories pc set rule_id = w.rule_id
        from wanted w
        where pc.product_id = w.product_id and pc.category_id = w.category_id and pc.rule_id <> w.rule_id
        returning 1
      ),
      added as (
        insert into product_categories (product_id, category_id, rule_id)
        select w.product_id, w.category_id, w.rule_id from wanted w
        where not exists (select from product_categories pc
                          where pc.product_id = w.product_id and pc.category_id = w.category_id)
        on conflict do nothing
        returning 1
      )
      select (select count(*) from added)::int as added, (select count(*) from removed)::int as removed,
        (select count(*) from adopted)::int + (select count(*) from passed)::int as kept`),
  );
  return { added: counts?.added ?? 0, removed: counts?.removed ?? 0 };
}

/** How many candidate products a rule as typed matches, and up to `limit` of them by name. */
export async function previewRule(tx: Executor, rule: RuleMatch, limit: number) {
  const typed = sql`select 0 as rule_id, 0 as category_id, ${rule.kind}::text as kind,
    array(select jsonb_array_elements_text(${JSON.stringify(rule.words ?? [])}::jsonb)) as words,
    ${rule.manufacturer ?? null}::text as manufacturer,
    ${rule.codeFrom ?? null}::numeric as code_from, ${rule.codeTo ?? null}::numeric as code_to, 0 as sort_order`;
  const rows = rowsOf<{ productId: number; productName: string; matches: number }>(
    await tx.execute(sql`
      with ${wanted(typed)}
      select m.product_id as "productId", m.product_name as "productName",
        (select count(*) from wanted)::int as matches
      from (select 1) one left join lateral (
        select c.product_id, c.product_name from wanted w join candidates c using (product_id)
        order by c.product_name, c.product_id limit ${limit}) m on true`),
  );
  return {
    matches: rows[0]?.matches ?? 0,
    samples: rows.flatMap((row) => (row.productId === null ? [] : [row])),
  };
}

/** POS products in no category at all: the storefront shows none of them. */
export async function uncategorisedCount(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products p
      where p.pos_code is not null
        and not exists (select from product_categories pc where pc.product_id = p.product_id)`),
  );
  return row?.n ?? 0;
}

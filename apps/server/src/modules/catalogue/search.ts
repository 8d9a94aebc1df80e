import { type LanguageCode, type SearchResult, searchLimits } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { containsPattern, prefixPattern } from '../../db/like-patterns';
import {
  hiddenCategories,
  reachable,
  translationJoin,
  userTypesOf,
  viewerPriceFields,
  viewerPriceJoinsOf,
} from '../../domain/catalogue/catalogue.sql';
import type { Viewer } from './catalogue.service';

/** Candidates read per index before ranking: bounded, so a common term costs what a rare one does. */
const prefixCandidates = 50;
const containsCandidates = 60;

/** Matches the b-tree indexes on lower(name) in the "C" collation: LIKE 'x%' is a range there. */
const byName = sql.raw('lower(product_name) collate "C"');

/**
 * The statement, in four steps:
 * 1. candidates (product_id, name), each from one index scan with a LIMIT: names in any language
 *    (translations and base text) starting with the term (b-tree on lower(name), read in name order); barcodes starting
 *    with a digit term; from 3 characters, names containing the term (trigram GIN index, ILIKE),
 *    but only when the prefix matches do not already fill the answer. The contains scans are MATERIALIZED CTEs, planned for all their rows (so the planner takes the
 *    trigram index rather than a sequential scan it hopes to stop early) and read only up to the
 *    LIMIT of the branch that reads them.
 * 2. rank per product: 0 a name equals the term, 1 a name starts with it, 2 contains it; then the
 *    best trigram word similarity, then similarity (shorter names first), then product id.
 * 3. keep active products the viewer can reach, best 20.
 * 4. only for those 20: the name in the requested language and the viewer's prices.
 */
export function searchStatement(term: string, languageCode: LanguageCode, viewer: Viewer): SQL {
  const lowered = term.toLowerCase();
  const prefix = prefixPattern(lowered);
  const contains = containsPattern(term);
  const types = userTypesOf(viewer.userTypeIds);
  const withContains = [...term].length >= searchLimits.containsFrom;
  const prefixBranches = [
    sql`(select product_id, product_name as name from product_translations
         where ${byName} like ${prefix} order by ${byName} limit ${prefixCandidates})`,
    sql`(select product_id, product_name as name from products
         where ${byName} like ${prefix} order by ${byName} limit ${prefixCandidates})`,
  ];
  if (/^\d+$/.test(term)) {
    prefixBranches.push(sql`(select product_id, barcode as name from products
      where barcode collate "C" like ${prefix} order by barcode collate "C" limit ${searchLimits.maxResults})`);
  }
  // Prefix matches outrank every contains match, so when they already fill the answer the trigram
  // scans are skipped (a one-time filter: the planner evaluates it once, before scanning).
  const containsNeeded = sql`(select needed from contains_needed)`;
  const containsScans = withContains
    ? sql`contains_needed as (
        select count(distinct h.product_id) < ${searchLimits.maxResults} as needed
        from prefix_hits h join products p on p.product_id = h.product_id
        where p.active and ${reachable}),
      contains_translated as materialized (
        select product_id, product_name as name from product_translations
        where ${containsNeeded} and product_name ilike ${contains}),
      contains_base as materialized (
        select product_id, product_name as name from products
        where ${containsNeeded} and product_name ilike ${contains}),`
    : sql``;
  const containsBranches = withContains
    ? sql` union all (select product_id, name from contains_translated limit ${containsCandidates})
           union all (select product_id, name from contains_base limit ${containsCandidates})`
    : sql``;
  return sql`
    with hidden as (${hiddenCategories(types)}),
    prefix_hits as (${sql.join(prefixBranches, sql` union all `)}),
    ${containsScans}
    hits as (select product_id, name from prefix_hits ${containsBranches}),
    ranked as (
      select product_id,
        min(case when lower(name) = ${lowered} then 0 when lower(name) like ${prefix} then 1 else 2 end) as rank,
        max(word_similarity(${term}, name)) as score,
        max(similarity(name, ${term})) as closeness
      from hits group by product_id
    ),
    best as (
      select r.* from ranked r join products p on p.product_id = r.product_id
      where p.active and ${reachable}
      order by r.rank, r.score desc, r.closeness desc, r.product_id
      limit ${searchLimits.maxResults}
    )
    select json_build_object(
      'productId', p.product_id,
      'productName', coalesce(t.product_name, p.product_name),
      'barcode', p.barcode,
      'imageFile', p.image_file,
      'unit', p.unit,
      'outOfStock', p.out_of_stock,
      ${viewerPriceFields}
    ) as "product"
    from best b
    join products p on p.product_id = b.product_id
    ${translationJoin(languageCode)}
    ${viewerPriceJoinsOf(viewer.userTypeIds)}
    order by b.rank, b.score desc, b.closeness desc, b.product_id`;
}

/** Products whose name (any language) or barcode matches the trimmed term, in the viewer's language. */
export async function searchProducts(
  db: Database,
  term: string,
  languageCode: LanguageCode,
  viewer: Viewer,
): Promise<SearchResult[]> {
  // Not prepared: a generic plan cannot know how selective the term is (350 ms instead of 6 ms).
  const result = await db.execute(searchStatement(term, languageCode, viewer));
  return rowsOf<{ product: SearchResult }>(result).map((row) => row.product);
}

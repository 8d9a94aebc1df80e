import type { AdminProductRow, AdminProductSortKey, AdminProductsQuery } from '@grocery/contracts';
import { and, eq, gte, isNotNull, isNull, lt, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { prefixPattern, productTermMatch } from '../../db/like-patterns';
import { listPage, listPageStatements } from '../../db/list-page';
import { rowCountOf } from '../../db/row-counts';
import { products } from '../../db/schema';
import { keptUntilAnyChange } from '../../domain/catalogue/catalogue-changes';
import type { AnswerCache } from '../../http/answer-cache';
import { productIdColumn, selectProductRows, toProductRow } from './product-rows';

/**
 * The POS code as its index holds it (migration 0023): in the "C" collation, so that a prefix is a
 * range of that index and the order is the codes' own (digits, not the language's rules).
 */
const posCodeC = sql`(${products.posCode} collate "C")`;

/** The spec's sort keys: each has an index with the tie-breaker (migrations 0009, 0023). */
const sortColumns: Record<AdminProductSortKey, SQLWrapper> = {
  image_file: products.imageFile,
  product_name: products.productName,
  created_at: products.createdAt,
  modified_at: products.modifiedAt,
  synced_at: products.syncedAt,
  barcode: products.barcode,
  online_price: products.onlinePrice,
  consumer_price: products.consumerPrice,
  active: products.active,
  external_id: products.externalId,
  pos_code: posCodeC,
  product_id: products.productId,
};

const dayMs = 24 * 60 * 60 * 1000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** A to-day includes its whole day: before the next day's 00:00 UTC. */
const endOf = (day: string) => new Date(startOf(day).getTime() + dayMs);

function dayRange(column: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(column, startOf(from)),
    to === undefined ? undefined : lt(column, endOf(to)),
  );
}

/**
 * In any of the categories: the product id among the categories' links, read from the links'
 * category-first key into an array. Products are then found by their primary key, and a sort by id
 * reads just those; a semi-join instead walked the sorted products checking each one's links, or
 * scanned the table for the count.
 */
const inCategories = (categoryIds: number[]) => sql`${productIdColumn} = any(array(
  select pc.product_id from product_categories pc
  where pc.category_id = any(${`{${categoryIds.join(',')}}`}::int[])))`;

/** Linked to a category or not: one probe of the links' product index per product read. */
const linked = sql`exists (select 1 from product_categories pc where pc.product_id = ${productIdColumn})`;

/** The search box's term: the name or barcode as productTermMatch has it, or the start of the POS code. */
const termMatch = (q: string, languageCode: AdminProductsQuery['languageCode']) =>
  or(
    productTermMatch(
      q,
      { name: products.productName, barcode: products.barcode },
      { languageCode, productId: productIdColumn },
    ),
    sql`${posCodeC} like ${prefixPattern(q)}`,
  );

export function productFilters(query: AdminProductsQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    q ? termMatch(q, query.languageCode) : undefined,
    query.barcode ? eq(products.barcode, query.barcode) : undefined,
    query.productId === undefined ? undefined : eq(products.productId, query.productId),
    query.externalId === undefined ? undefined : eq(products.externalId, query.externalId),
    query.priceMin === undefined ? undefined : gte(products.onlinePrice, String(query.priceMin)),
    query.priceMax === undefined ? undefined : lte(products.onlinePrice, String(query.priceMax)),
    query.active === undefined ? undefined : eq(products.active, query.active),
    query.hasImage === undefined
      ? undefined
      : query.hasImage
        ? isNotNull(products.imageFile)
        : isNull(products.imageFile),
    query.hasCategory === undefined ? undefined : query.hasCategory ? linked : sql`not ${linked}`,
    query.categoryIds?.length ? inCategories(query.categoryIds) : undefined,
    query.categoryId === undefined ? undefined : inCategories([query.categoryId]),
    dayRange(products.createdAt, query.createdFrom, query.createdTo),
    dayRange(products.modifiedAt, query.modifiedFrom, query.modifiedTo),
    dayRange(products.syncedAt, query.syncedFrom, query.syncedTo),
  );
}

/** What a total depends on: the filters, not the page or sort (a term matches names in the language). */
function filtersKey(query: AdminProductsQuery): string {
  const { pageIndex: _, pageSize: __, sortBy: ___, sortDir: ____, languageCode, ...filters } = query;
  if (filters.q?.trim()) Object.assign(filters, { languageCode });
  return `products ${JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))}`;
}

const listSpec = (db: Database, query: AdminProductsQuery, totals?: AnswerCache<number>) => {
  const filters = productFilters(query);
  return {
    select: () => selectProductRows(db, query.languageCode).where(filters).$dynamic(),
    sortColumns,
    tieBreaker: products.productId,
    // Unfiltered, the total is the kept count; filtered, counted once until the catalogue changes.
    knownTotal: filters
      ? totals &&
        ((count: () => Promise<number>) =>
          totals.get(filtersKey(query), () => keptUntilAnyChange(count())) as Promise<number>)
      : () => rowCountOf(db, 'products'),
  };
};

/** The statements of a page, built but not run (the plan test explains them). */
export const productsPageStatements = (db: Database, query: AdminProductsQuery) =>
  listPageStatements(db, query, listSpec(db, query));

/**
 * A page of the products grid and how many products match the filters. Names are in the page's
 * language; product_name sorts by the base name, which its index holds (decision 0055).
 */
export async function listProducts(
  db: Database,
  query: AdminProductsQuery,
  totals?: AnswerCache<number>,
): Promise<{ totalResults: number; rows: AdminProductRow[] }> {
  const page = await listPage(db, query, listSpec(db, query, totals));
  return { totalResults: page.totalResults, rows: page.rows.map(toProductRow) };
}

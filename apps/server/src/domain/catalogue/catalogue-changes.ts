import type { DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/notices';
import { type AnswerCache, followNotices, type Tagged } from '../../http/answer-cache';

/** The channel the catalogue tables' triggers notify on at commit (migration 0011). */
export const catalogueChannel = 'catalogue_changed';

/**
 * The tags an answer carries, naming what it shows. A change drops the answers tagged with what it
 * touched (decision 0041).
 */
export const catalogueTags = {
  /** Shows this product (its card or details), or says it is not there. */
  product: (productId: number) => `product:${productId}`,
  /** Lists this category's products or counts them, or says it is not there. */
  category: (categoryId: number) => `category:${categoryId}`,
  /** Lists the categories with their counts. */
  categories: 'categories',
  /** Which products a search finds: any product's name, barcode, activity or links. */
  search: 'search',
  /** Depends on anything in the catalogue, shown or not (the back office's list totals). */
  anything: 'anything',
} as const;

/** An answer that depends on anything in the catalogue, tagged so. */
export const keptUntilAnyChange = async <T>(answer: Promise<T>): Promise<Tagged<T>> => ({
  answer: await answer,
  tags: [catalogueTags.anything],
});

/**
 * The tags a notice drops, or 'everything'. Notices (see the migration): `p:<ids>` products shown
 * differently, `c:<ids>` categories whose product sets changed, `s` search, `*` anything, `-` rows
 * changed that the storefront does not show. An unknown notice drops everything.
 */
export function tagsDroppedBy(notice: string): readonly string[] | 'everything' {
  if (notice === '-') return [catalogueTags.anything];
  if (notice === 's') return [catalogueTags.anything, catalogueTags.search];
  const [, kind, ids] = /^([pc]):(\d+(?:,\d+)*)$/.exec(notice) ?? [];
  if (!kind || !ids) return 'everything';
  const tagOf = kind === 'p' ? catalogueTags.product : catalogueTags.category;
  const tags = ids.split(',').map((id) => tagOf(Number(id)));
  tags.push(catalogueTags.anything);
  if (kind === 'c') tags.push(catalogueTags.categories);
  return tags;
}

/** Keeps the caches of catalogue answers true to the database's catalogue changes. */
export const followCatalogueChanges = (
  database: DatabaseHandle,
  caches: readonly AnswerCache<unknown>[],
): StopListening => followNotices(database, catalogueChannel, caches, tagsDroppedBy);

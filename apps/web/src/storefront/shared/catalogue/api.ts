import { catalogueEndpoints, idPattern, type LanguageCode, maxId } from '@grocery/contracts';
import { call } from '../../../api/call';

/**
 * The catalogue calls. Answers are typed by the contracts' schemas, not checked again: the server
 * checks each against the same schema before sending it, and zod would be a fifth of the catalogue
 * pages' first load (decision 0009).
 */

export async function fetchCategories(languageCode: LanguageCode, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.categories, { params: { languageCode } }, { signal })).categories;
}

export async function fetchCategory(languageCode: LanguageCode, categoryId: number, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.category, { params: { languageCode, categoryId } }, { signal }))
    .category;
}

export function fetchProductsPage(
  languageCode: LanguageCode,
  categoryId: number,
  pageIndex: number,
  signal?: AbortSignal,
) {
  return call(catalogueEndpoints.products, { params: { languageCode, categoryId, pageIndex } }, { signal });
}

export async function fetchProductDetails(
  languageCode: LanguageCode,
  productId: number,
  signal?: AbortSignal,
) {
  const params = { languageCode, productId };
  return (await call(catalogueEndpoints.productDetails, { params }, { signal })).product;
}

/** Path ids: digits only, no sign, no leading zero, at most the largest id. */
export function parseId(text: string | undefined): number | null {
  if (!text || !idPattern.test(text)) return null;
  const value = Number(text);
  return value <= maxId ? value : null;
}

/** The optional page index: digits only, 0 when absent. */
export function parsePageIndex(text: string | undefined): number | null {
  if (text === undefined) return 0;
  if (!/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

import {
  cataloguePaths,
  categoriesResponse,
  categoryResponse,
  fillPath,
  type LanguageCode,
  productDetailsResponse,
  productsResponse,
} from '@grocery/contracts';
import { ApiError, api } from '../../api/client';

/**
 * The catalogue calls, checked with the contracts' schemas (this feature is a lazily loaded chunk,
 * so zod is never in the first load).
 */

export async function fetchCategories(languageCode: LanguageCode, signal?: AbortSignal) {
  const answer = await api.get(fillPath(cataloguePaths.categories, { languageCode }), {
    parse: categoriesResponse,
    signal,
  });
  return answer.categories;
}

export async function fetchCategory(languageCode: LanguageCode, categoryId: number, signal?: AbortSignal) {
  const answer = await api.get(fillPath(cataloguePaths.category, { languageCode, categoryId }), {
    parse: categoryResponse,
    signal,
  });
  return answer.category;
}

export function fetchProductsPage(
  languageCode: LanguageCode,
  categoryId: number,
  pageIndex: number,
  signal?: AbortSignal,
) {
  return api.get(fillPath(cataloguePaths.products, { languageCode, categoryId, pageIndex }), {
    parse: productsResponse,
    signal,
  });
}

export async function fetchProductDetails(
  languageCode: LanguageCode,
  productId: number,
  signal?: AbortSignal,
) {
  const answer = await api.get(fillPath(cataloguePaths.productDetails, { languageCode, productId }), {
    parse: productDetailsResponse,
    signal,
  });
  return answer.product;
}

/** The server does not know it (or the shopper may not see it): a 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Path ids: digits only, no sign, no leading zero, at most the largest id. */
export function parseId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= 2_147_483_647 ? value : null;
}

/** The optional page index: digits only, 0 when absent. */
export function parsePageIndex(text: string | undefined): number | null {
  if (text === undefined) return 0;
  if (!/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

import { catalogueEndpoints, type LanguageCode, type SearchResult, searchLimits } from '@grocery/contracts';
import { call } from '../../api/call';

/**
 * The header search call. The header is part of the first load, so the answer is checked by hand
 * (typed by the contracts' `searchResultSchema`) rather than with zod (decision 0009).
 */

export type SearchHit = Pick<
  SearchResult,
  'productId' | 'productName' | 'imageFile' | 'onlinePrice' | 'promotionPrice' | 'unitPrice' | 'unit'
>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseHit(value: unknown): SearchHit {
  const item = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { productId, productName, imageFile, onlinePrice, promotionPrice, unitPrice, unit } = item;
  if (!isNumber(productId) || !Number.isInteger(productId)) throw new Error('productId');
  if (typeof productName !== 'string') throw new Error('productName');
  if (imageFile !== null && typeof imageFile !== 'string') throw new Error('imageFile');
  if (!isNumber(onlinePrice)) throw new Error('onlinePrice');
  if (promotionPrice !== null && !isNumber(promotionPrice)) throw new Error('promotionPrice');
  return {
    productId,
    productName,
    imageFile,
    onlinePrice,
    promotionPrice,
    unitPrice: isNumber(unitPrice) ? unitPrice : (promotionPrice ?? onlinePrice),
    unit: unit === 'kg' ? 'kg' : 'unit',
  };
}

/** What the results panel shows for the term typed so far. */
export type Results =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'ready'; term: string; hits: SearchHit[] }
  | { status: 'error'; term: string };

export function parseSearchAnswer(value: unknown): SearchHit[] {
  const products = (value as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) throw new Error('products');
  return products.map(parseHit);
}

/** The term as the server takes it: trimmed, 2 to 100 characters; null when too short. */
export function searchTerm(text: string): string | null {
  const term = text.trim();
  if (term.length < searchLimits.minLength) return null;
  return term.slice(0, searchLimits.maxLength);
}

export async function searchProducts(term: string, languageCode: LanguageCode, signal?: AbortSignal) {
  const input = { params: { searchTerm: term }, query: { languageCode } };
  return parseSearchAnswer(await call(catalogueEndpoints.search, input, { signal }));
}

/** The price a result shows: the shopper's unit price (promotion, else online), else 0. */
export function hitPrice(hit: SearchHit): number {
  return hit.unitPrice ?? hit.promotionPrice ?? hit.onlinePrice ?? 0;
}

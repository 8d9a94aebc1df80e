import { catalogueEndpoints, type LanguageCode, type SearchResult, searchLimits } from '@grocery/contracts';
import { call } from '../../api/call';

/**
 * The header search call. The header is part of the first load, so the answer is typed by the
 * contracts' `searchResponse` and not checked again (no zod there; decision 0009).
 */

/** What the results panel shows for the term typed so far. */
export type Results =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'ready'; term: string; hits: SearchResult[] }
  | { status: 'error'; term: string };

/** The term as the server takes it: trimmed, 2 to 100 characters; null when too short. */
export function searchTerm(text: string): string | null {
  const term = text.trim();
  if (term.length < searchLimits.minLength) return null;
  return term.slice(0, searchLimits.maxLength);
}

export async function searchProducts(term: string, languageCode: LanguageCode, signal?: AbortSignal) {
  const input = { params: { searchTerm: term }, query: { languageCode } };
  return (await call(catalogueEndpoints.search, input, { signal })).products;
}

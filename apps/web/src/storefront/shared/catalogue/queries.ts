import type { LanguageCode } from '@grocery/contracts';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { isNotFound } from '../../../api/client';
import { useAppState } from '../../../state/appState';
import { fetchCategories, fetchCategory, fetchProductDetails, fetchProductsPage } from './api';

/**
 * The catalogue's queries. Keys hold the language and the viewer (0 signed out, else the user's id):
 * prices and visibility depend on who looks, so signing in or out loads again. The server renders
 * pages as viewer 0 and hands its answers to the browser (entry-server.tsx, main.tsx).
 */
export function useViewer(): number {
  return useAppState().user?.userId ?? 0;
}

const viewerAt = 2;

/** Not there (404) is an answer, null, not a failure: it is handed from the server like any other. */
async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The same query for another viewer: its answer stays on screen until this viewer's arrives. */
const sameButViewer = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.every((part, index) => index === viewerAt || part === b[index]);

function catalogueQuery<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>) {
  return queryOptions<T, Error, T, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameButViewer(previousQuery.queryKey, queryKey) ? previous : undefined,
  });
}

export const catalogueQueries = {
  categories: (language: LanguageCode, viewer: number) =>
    catalogueQuery(['catalogue', language, viewer, 'categories'], (signal) =>
      fetchCategories(language, signal),
    ),
  category: (language: LanguageCode, viewer: number, categoryId: number) =>
    catalogueQuery(['catalogue', language, viewer, 'category', categoryId], (signal) =>
      orNull(fetchCategory(language, categoryId, signal)),
    ),
  products: (language: LanguageCode, viewer: number, categoryId: number, pageIndex: number) =>
    catalogueQuery(['catalogue', language, viewer, 'products', categoryId, pageIndex], (signal) =>
      orNull(fetchProductsPage(language, categoryId, pageIndex, signal)),
    ),
  details: (language: LanguageCode, viewer: number, productId: number) =>
    catalogueQuery(['catalogue', language, viewer, 'details', productId], (signal) =>
      orNull(fetchProductDetails(language, productId, signal)),
    ),
};

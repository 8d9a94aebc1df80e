import {
  adminCategoriesPageQuery,
  categoriesAdminEndpoints,
  categoryProductsPageQuery,
  type InputOf,
  type LanguageCode,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { listRemote } from '../shared/grid';
import { catalogueRootKeys } from '../shared/query/rootKeys';

/** The list's own filters (kept in the URL's query); page and sort are the grid's request. */
export type CategoriesFilters = { q: string; active: 'true' | 'false' | null };

/**
 * Server-state keys of the categories feature. A details save invalidates lists(), every() and
 * the category's record; a product link its products and the lists (their counts).
 */
export const categoriesKeys = {
  all: catalogueRootKeys.categories,
  lists: () => [...categoriesKeys.all, 'list'] as const,
  list: (language: LanguageCode, filters: CategoriesFilters) =>
    [...categoriesKeys.lists(), language, filters] as const,
  /** Every category, read in pages (admin/shared/query/allCategories: the pickers). */
  everies: () => [...categoriesKeys.all, 'all'] as const,
  detail: (categoryId: number) => [...categoriesKeys.all, 'detail', categoryId] as const,
  record: (categoryId: number) => [...categoriesKeys.detail(categoryId), 'record'] as const,
  recordIn: (categoryId: number, language: LanguageCode) =>
    [...categoriesKeys.record(categoryId), language] as const,
  products: (categoryId: number) => [...categoriesKeys.detail(categoryId), 'products'] as const,
  translations: (categoryId: number) => [...categoriesKeys.detail(categoryId), 'translations'] as const,
};
const _userTypesKey = catalogueRootKeys.userTypes;

/** The categories grid's pages under the filters, names in the admin's language. */
export const categoriesListRemote = (language: LanguageCode, filters: CategoriesFilters, loadError: string) =>
  listRemote(categoriesAdminEndpoints.page, {
    queryKey: categoriesKeys.list(language, filters),
    schema: adminCategoriesPageQuery,
    query: { languageCode: language, q: filters.q.trim() || undefined, active: filters.active ?? undefined },
    loadError,
  });

export const categoryQueryOptions = (categoryId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: categoriesKeys.recordIn(categoryId, language),
    queryFn: ({ signal }) =>
      call(
        categoriesAdminEndpoints.category,
        { params: { categoryId }, query: { languageCode: language } },
        { signal },
      ).then((answer) => answer.category),
  });

export const categoryTranslationsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: categoriesKeys.translations(categoryId),
    queryFn: ({ signal }) =>
      call(categoriesAdminEndpoints.translations, { params: { categoryId } }, { signal }),
  });

/** The category's products (its Products tab) a page at a time, names in the page's language. */
export const categoryProductsRemote = (categoryId: number, language: LanguageCode, loadError: string) =>
  listRemote(categoriesAdminEndpoints.productsPage, {
    queryKey: [...categoriesKeys.products(categoryId), language],
    schema: categoryProductsPageQuery,
    params: { categoryId },
    query: { languageCode: language },
    loadError,
  });

/** Products whose name or barcode matches, for the Products tab's picker. */
export const productSearchQueryOptions = (q: string, language: LanguageCode) =>
  queryOptions({
    queryKey: [...catalogueRootKeys.products, 'picker', q],
    queryFn: ({ signal }) => {
      const query = {
        pageIndex: 0,
        pageSize: 20,
        sortBy: 'productName',
        sortDir: 'asc',
        q,
        languageCode: language,
      };
      return call(productsAdminEndpoints.page, { query } as InputOf<typeof productsAdminEndpoints.page>, {
        signal,
      }).then((answer) => answer.items);
    },
    enabled: q.length > 0,
    staleTime: 30_000,
  });

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';

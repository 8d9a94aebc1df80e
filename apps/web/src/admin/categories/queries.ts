import {
  categoriesAdminEndpoints,
  type InputOf,
  type LanguageCode,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { catalogueRootKeys } from '../shared/query/rootKeys';

/** The list's own filters (kept in the URL's query); page and sort are the grid's request. */
export type CategoriesFilters = { q: string; active: 'true' | 'false' | null };

type ListQuery = InputOf<typeof categoriesAdminEndpoints.list>['query'];
type ProductsQuery = InputOf<typeof categoriesAdminEndpoints.products>['query'];
export type PageRequest = { pageIndex: number; pageSize: number; sortBy?: string; sortDir?: 'asc' | 'desc' };

/**
 * Server-state keys of the categories feature. A details save invalidates lists(), every() and
 * the category's record; a product link its products and the lists (their counts).
 */
export const categoriesKeys = {
  all: catalogueRootKeys.categories,
  lists: () => [...categoriesKeys.all, 'list'] as const,
  list: (language: LanguageCode, filters: CategoriesFilters) =>
    [...categoriesKeys.lists(), language, filters] as const,
  /** Every category, read in pages of 1,000 (admin/shared/query/allCategories: the pickers). */
  everies: () => [...categoriesKeys.all, 'all'] as const,
  detail: (categoryId: number) => [...categoriesKeys.all, 'detail', categoryId] as const,
  record: (categoryId: number) => [...categoriesKeys.detail(categoryId), 'record'] as const,
  recordIn: (categoryId: number, language: LanguageCode) =>
    [...categoriesKeys.record(categoryId), language] as const,
  products: (categoryId: number) => [...categoriesKeys.detail(categoryId), 'products'] as const,
  translations: (categoryId: number) => [...categoriesKeys.detail(categoryId), 'translations'] as const,
};
const _userTypesKey = catalogueRootKeys.userTypes;

const listSortKeys = ['category_name', 'category_id', 'sort_order', 'active', 'created_at'] as const;
type ListSortKey = (typeof listSortKeys)[number];
const isListSortKey = (key: string | undefined): key is ListSortKey =>
  listSortKeys.includes(key as ListSortKey);

/** A page of categories under the filters, names in the admin's language. */
export function getCategories(
  language: LanguageCode,
  filters: CategoriesFilters,
  page: PageRequest,
  signal?: AbortSignal,
) {
  const query: ListQuery = {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    sortBy: isListSortKey(page.sortBy) ? page.sortBy : undefined,
    sortDir: page.sortDir,
    languageCode: language,
    q: filters.q.trim() || undefined,
    active: filters.active ?? undefined,
  };
  return call(categoriesAdminEndpoints.list, { query }, { signal });
}

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

/** A page of the category's products (its Products tab). */
export function getCategoryProducts(categoryId: number, page: PageRequest, signal?: AbortSignal) {
  const query: ProductsQuery = {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    sortBy: page.sortBy === 'product_name' || page.sortBy === 'product_id' ? page.sortBy : undefined,
    sortDir: page.sortDir,
  };
  return call(categoriesAdminEndpoints.products, { params: { categoryId }, query }, { signal });
}

/** Products whose name or barcode matches, for the Products tab's picker. */
export function searchProducts(q: string, language: LanguageCode, signal?: AbortSignal) {
  const query = {
    pageIndex: 0,
    pageSize: 20,
    sortBy: 'product_name',
    sortDir: 'asc',
    q,
    languageCode: language,
  };
  return call(productsAdminEndpoints.list, { query } as InputOf<typeof productsAdminEndpoints.list>, {
    signal,
  }).then((answer) => answer.rows);
}

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';

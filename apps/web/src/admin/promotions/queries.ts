import {
  type InputOf,
  type LanguageCode,
  productsAdminEndpoints,
  promotionPageQuery,
  promotionsEndpoints,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { listRemote } from '../shared/grid';
import { catalogueRootKeys } from '../shared/query/rootKeys';

/** The list's own filters (kept in the URL's query); page and sort are the grid's request. */
export type PromotionsFilters = {
  search: string;
  active: 'true' | 'false' | null;
  when: 'current' | 'future' | 'past' | null;
  source: 'shop' | 'pos' | null;
};

/** Server-state keys of the promotions: a save or a switch invalidates all of them. */
export const promotionsKeys = {
  all: catalogueRootKeys.promotions,
  lists: () => [...promotionsKeys.all, 'list'] as const,
  list: (language: LanguageCode, filters: PromotionsFilters) =>
    [...promotionsKeys.lists(), language, filters] as const,
  detail: (promotionId: number) => [...promotionsKeys.all, 'detail', promotionId] as const,
};

/** The promotions grid's pages under the filters, names in the admin's language. */
export const promotionsListRemote = (language: LanguageCode, filters: PromotionsFilters, loadError: string) =>
  listRemote(promotionsEndpoints.page, {
    queryKey: promotionsKeys.list(language, filters),
    schema: promotionPageQuery,
    query: {
      languageCode: language,
      search: filters.search.trim() || undefined,
      active: filters.active ?? undefined,
      when: filters.when ?? undefined,
      source: filters.source ?? undefined,
    },
    loadError,
  });

export const promotionQueryOptions = (promotionId: number) =>
  queryOptions({
    queryKey: promotionsKeys.detail(promotionId),
    queryFn: ({ signal }) =>
      call(promotionsEndpoints.get, { params: { promotionId } }, { signal }).then(
        (answer) => answer.promotion,
      ),
  });

type ProductsQuery = InputOf<typeof productsAdminEndpoints.page>;
const findProducts = (query: Record<string, unknown>, signal: AbortSignal) =>
  call(productsAdminEndpoints.page, { query } as ProductsQuery, { signal }).then((answer) => answer.items);

/** Products whose name or barcode matches, for the pickers. */
export const productSearchQueryOptions = (q: string, language: LanguageCode) =>
  queryOptions({
    queryKey: [...catalogueRootKeys.products, 'promotionPicker', language, q],
    queryFn: ({ signal }) =>
      findProducts({ pageIndex: 0, pageSize: 20, sortBy: 'productName', q, languageCode: language }, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
  });

/** One chosen product's row (its name in the language), for a promotion opened with product ids. */
export const productByIdQueryOptions = (productId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: [...catalogueRootKeys.products, 'promotionPicked', language, productId],
    queryFn: ({ signal }) =>
      findProducts({ pageIndex: 0, pageSize: 1, productId, languageCode: language }, signal).then(
        (rows) => rows[0] ?? null,
      ),
    staleTime: 5 * 60_000,
  });

export { allCategoriesQueryOptions } from '../shared/query/allCategories';
export { allUserTypesQueryOptions } from '../shared/query/allUserTypes';

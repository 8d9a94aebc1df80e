import { type InputOf, userTypesAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { catalogueRootKeys } from '../shared/query/rootKeys';

/** Prices filters of the prices page (the user type itself is part of the key). */
export type PricesFilters = { q: string; priced: boolean };

/**
 * Server-state keys of the user types feature. The list's key is the root itself, as the users
 * admin reads it (the same call and answer), so a save here refreshes that picker too.
 */
export const userTypesKeys = {
  all: catalogueRootKeys.userTypes,
  list: () => userTypesKeys.all,
  detail: (userTypeId: number) => [...userTypesKeys.all, 'detail', userTypeId] as const,
  prices: (userTypeId: number) => [...userTypesKeys.all, 'prices', userTypeId] as const,
  pricesList: (userTypeId: number, filters: PricesFilters) =>
    [...userTypesKeys.prices(userTypeId), filters] as const,
};

export const userTypeQueryOptions = (userTypeId: number) =>
  queryOptions({
    queryKey: userTypesKeys.detail(userTypeId),
    queryFn: ({ signal }) =>
      call(userTypesAdminEndpoints.userType, { params: { userTypeId } }, { signal }).then(
        (answer) => answer.userType,
      ),
  });

export { allCategoriesQueryOptions } from '../shared/query/allCategories';

type PricesQuery = InputOf<typeof userTypesAdminEndpoints.prices>['query'];
const priceSortKeys = ['product_name', 'product_id', 'external_id', 'online_price', 'price'] as const;
type PriceSortKey = (typeof priceSortKeys)[number];

/** A page of products with this type's price, minimum and step. */
export function getUserTypePrices(
  userTypeId: number,
  filters: PricesFilters,
  page: { pageIndex: number; pageSize: number; sortBy?: string; sortDir?: 'asc' | 'desc' },
  signal?: AbortSignal,
) {
  const query: PricesQuery = {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    sortBy: priceSortKeys.includes(page.sortBy as PriceSortKey) ? (page.sortBy as PriceSortKey) : undefined,
    sortDir: page.sortDir,
    q: filters.q.trim() || undefined,
    priced: filters.priced ? 'true' : undefined,
  };
  return call(userTypesAdminEndpoints.prices, { params: { userTypeId }, query }, { signal });
}

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';

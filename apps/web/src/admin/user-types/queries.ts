import { type LanguageCode, userTypePricesPageQuery, userTypesAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { listRemote } from '../shared/grid';
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
  pricesList: (userTypeId: number, filters: PricesFilters, language: LanguageCode) =>
    [...userTypesKeys.prices(userTypeId), language, filters] as const,
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

/** Products with this type's price, minimum and step, a page at a time; names in the page's language. */
export const userTypePricesRemote = (
  userTypeId: number,
  filters: PricesFilters,
  language: LanguageCode,
  loadError: string,
) =>
  listRemote(userTypesAdminEndpoints.pricesPage, {
    queryKey: userTypesKeys.pricesList(userTypeId, filters, language),
    schema: userTypePricesPageQuery,
    params: { userTypeId },
    query: {
      languageCode: language,
      q: filters.q.trim() || undefined,
      priced: filters.priced ? 'true' : undefined,
    },
    loadError,
  });

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';

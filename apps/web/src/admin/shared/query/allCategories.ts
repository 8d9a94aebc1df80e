import { categoriesAdminEndpoints, type LanguageCode, listPageSizeMax } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { catalogueRootKeys } from './rootKeys';

/** The key of every category in a language; below the categories root, so their saves refresh it. */
const allCategoriesKey = (language: LanguageCode) =>
  [...catalogueRootKeys.categories, 'all', language] as const;

/** Every category, names in the language: the largest pages, read one after another (admin spec 7, "Get all"). */
async function getAllCategories(language: LanguageCode, signal?: AbortSignal) {
  const rows = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await call(
      categoriesAdminEndpoints.page,
      { query: { pageIndex, pageSize: listPageSizeMax, languageCode: language } },
      { signal },
    );
    rows.push(...page.items);
    if (page.items.length < listPageSizeMax || rows.length >= page.total) return rows;
  }
}

/** The category pickers' list (user types' categories, a product's categories). */
export const allCategoriesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: allCategoriesKey(language),
    queryFn: ({ signal }) => getAllCategories(language, signal),
    staleTime: 5 * 60_000,
  });

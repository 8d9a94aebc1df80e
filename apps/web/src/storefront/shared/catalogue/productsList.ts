import { productsPageSize } from '@grocery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMatches, useParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { parseId, parsePageIndex } from './api';
import { catalogueQueries, useViewer } from './queries';

/**
 * The products list at the URL (`/{lang}/products/{categoryId}/{pageIndex?}`), or null on any other
 * page: its category and its page. The page shows the cards; the main layout shows the category's
 * name as the page's heading and the pager, from the same queries, in the first render (on the
 * server too).
 */
export function useProductsList() {
  const language = useLanguage();
  const viewer = useViewer();
  const params = useParams();
  const page = (useMatches().at(-1)?.handle as { page?: string } | undefined)?.page;
  const categoryId = parseId(params.categoryId);
  const pageIndex = parsePageIndex(params.pageIndex);
  const valid = categoryId !== null && pageIndex !== null;
  const shown = page === 'products' && valid;
  const id = categoryId ?? 0;
  const index = pageIndex ?? 0;
  const category = useQuery({ ...catalogueQueries.category(language, viewer, id), enabled: shown });
  const products = useQuery({ ...catalogueQueries.products(language, viewer, id, index), enabled: shown });
  if (page !== 'products') return null;
  const total = products.data?.total;
  const pageCount = total === undefined ? 0 : Math.ceil(total / productsPageSize);
  // A page past the last is not found, like an unknown category (the server answers 404).
  const pastLast = total !== undefined && index > 0 && index >= pageCount;
  return {
    language,
    categoryId: id,
    pageIndex: index,
    category,
    products,
    pageCount,
    // Ids that are not ids are simply not found.
    notFound: !valid || category.data === null || products.data === null || pastLast,
  };
}

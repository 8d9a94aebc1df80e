import {
  type AdminProductRow,
  adminProductsPageQuery,
  type LanguageCode,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { type GridRequest, type ListPage, listRemote } from '../shared/grid';
import { type ProductFilters, productsListQuery } from './list/productFilters';

/**
 * Server-state keys of the products feature, under the catalogue's products root (['products']):
 * a save invalidates lists() and that product's detail(id) with what hangs below it.
 */
export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (filters: ProductFilters, language: LanguageCode) =>
    [...productsKeys.lists(), language, filters] as const,
  details: () => [...productsKeys.all, 'detail'] as const,
  detail: (productId: number) => [...productsKeys.details(), productId] as const,
  /** The product itself (not its gallery, prices or translations), in each language asked. */
  products: (productId: number) => [...productsKeys.detail(productId), 'product'] as const,
  product: (productId: number, language: LanguageCode) =>
    [...productsKeys.products(productId), language] as const,
  images: (productId: number) => [...productsKeys.detail(productId), 'images'] as const,
  prices: (productId: number) => [...productsKeys.detail(productId), 'prices'] as const,
  translations: (productId: number) => [...productsKeys.detail(productId), 'translations'] as const,
};

/**
 * The products grid's pages under the filters; an unknown sort key falls back to the server's
 * default. `onPage` is told of each page loaded (the list keeps it for Back).
 */
export const productsListRemote = (
  filters: ProductFilters,
  language: LanguageCode,
  loadError: string,
  onPage?: (request: GridRequest, page: ListPage<AdminProductRow>) => void,
) =>
  listRemote(productsAdminEndpoints.page, {
    queryKey: productsKeys.list(filters, language),
    schema: adminProductsPageQuery,
    query: { ...productsListQuery(filters), languageCode: language },
    loadError,
    onPage,
  });

export type ProductsPage = { rows: AdminProductRow[]; total: number };

export const productQueryOptions = (productId: number, language: LanguageCode) =>
  queryOptions({
    queryKey: productsKeys.product(productId, language),
    queryFn: ({ signal }) =>
      call(
        productsAdminEndpoints.product,
        { params: { productId }, query: { languageCode: language } },
        { signal },
      ).then((answer) => answer.product),
  });

export const productImagesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productsKeys.images(productId),
    queryFn: ({ signal }) =>
      call(productsAdminEndpoints.images, { params: { productId } }, { signal }).then(
        (answer) => answer.images,
      ),
  });

export const productPricesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productsKeys.prices(productId),
    queryFn: ({ signal }) =>
      call(productsAdminEndpoints.prices, { params: { productId } }, { signal }).then(
        (answer) => answer.prices,
      ),
  });

export const productTranslationsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productsKeys.translations(productId),
    queryFn: ({ signal }) =>
      call(productsAdminEndpoints.translations, { params: { productId } }, { signal }).then(
        ({ base, translations }) => ({
          base,
          translations,
        }),
      ),
  });

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';

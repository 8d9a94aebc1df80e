import {
  type AdminProductRecord,
  type AdminProductRow,
  type InputOf,
  type LanguageCode,
  type ProductImage,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { isNotFound } from '../../api/client';
import { type UploadProgress, upload } from '../../api/upload';
import { catalogueRootKeys } from '../shared/query/rootKeys';
import { productsKeys } from './queries';

type CreateProductRequest = InputOf<typeof productsAdminEndpoints.create>['body'];
type UpdateProductRequest = InputOf<typeof productsAdminEndpoints.update>['body'];
type GridPage = { rows: AdminProductRow[]; total: number | null };

/**
 * Puts a saved product's flags and times into every cached list page that shows it, before the lists
 * are refetched; not its name, which the lists show in the page's language and the save in its base.
 */
function patchListedRow(queryClient: QueryClient, saved: AdminProductRecord) {
  const { productName: _, ...row } = saved;
  queryClient.setQueriesData<GridPage>(
    { queryKey: productsKeys.lists() },
    (page) =>
      page && {
        ...page,
        rows: page.rows.map((item) => (item.productId === row.productId ? { ...item, ...row } : item)),
      },
  );
}

/**
 * A save of the editor (create or update, in one call each). Rejections come back as answers
 * (allowReject), so the editor can put a field's reason on that field and offer a reload on CONFLICT.
 * A success refetches the lists and that product: nothing else changed.
 */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductRequest) =>
      call(productsAdminEndpoints.create, { body }, { allowReject: true }),
    onSuccess: (answer) => {
      if (!answer.reject) return queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
}

export function useUpdateProduct(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductRequest) =>
      call(productsAdminEndpoints.update, { params: { productId }, body }, { allowReject: true }),
    onSuccess: (answer) => {
      if (answer.reject) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productsKeys.detail(productId) }),
      ]);
    },
  });
}

export type ProductFlag = { productId: number } & ({ active: boolean } | { outOfStock: boolean });

/** The row menu's single flags: the row changes at once, then the lists and its detail refetch. */
export function useSetProductFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: ProductFlag) =>
      'active' in flag
        ? call(productsAdminEndpoints.setActive, {
            params: { productId: flag.productId },
            body: { active: flag.active },
          })
        : call(productsAdminEndpoints.setOutOfStock, {
            params: { productId: flag.productId },
            body: { outOfStock: flag.outOfStock },
          }),
    onSuccess: ({ product }) => {
      patchListedRow(queryClient, product);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productsKeys.detail(product.productId) }),
      ]);
    },
  });
}

export type BulkFlag = { productIds: number[] } & ({ active: boolean } | { outOfStock: boolean });

/** The bulk bar: one call for the selection, a result per product; every product's cache refetches. */
export function useBulkProductFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: BulkFlag) =>
      'active' in flag
        ? call(productsAdminEndpoints.bulkActive, {
            body: { productIds: flag.productIds, active: flag.active },
          })
        : call(productsAdminEndpoints.bulkOutOfStock, {
            body: { productIds: flag.productIds, outOfStock: flag.outOfStock },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}

/**
 * The bulk bar's "Add to category": one call links the selection; the products and the categories
 * (their products and counts) refetch. An unknown category (404) refetches the categories too.
 */
export function useBulkAddToCategory() {
  const queryClient = useQueryClient();
  const refetchCategories = () => queryClient.invalidateQueries({ queryKey: catalogueRootKeys.categories });
  return useMutation({
    mutationFn: (body: { productIds: number[]; categoryId: number }) =>
      call(productsAdminEndpoints.bulkAddToCategory, { body }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: productsKeys.all }), refetchCategories()]),
    onError: (error) => {
      if (isNotFound(error)) void refetchCategories();
    },
  });
}

/** Counts of a bulk answer's results, for the toast. */
export function bulkCounts(results: ReadonlyArray<{ result: 'UPDATED' | 'UNCHANGED' | 'NOT_FOUND' }>) {
  const counts = { updated: 0, unchanged: 0, notFound: 0 };
  for (const { result } of results) {
    if (result === 'UPDATED') counts.updated += 1;
    else if (result === 'UNCHANGED') counts.unchanged += 1;
    else counts.notFound += 1;
  }
  return counts;
}

/**
 * The gallery's calls: each answers the gallery as it now is, which replaces the cached one; the
 * product (its card image) and the lists (the thumbnail) refetch.
 */
export function useProductImages(productId: number) {
  const queryClient = useQueryClient();
  const settle = (images: ProductImage[]) => {
    queryClient.setQueryData(productsKeys.images(productId), images);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: productsKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: productsKeys.products(productId) }),
    ]);
  };
  const params = { productId };
  return {
    add: useMutation({
      mutationFn: ({
        files,
        onProgress,
      }: {
        files: File[];
        onProgress: (progress: UploadProgress) => void;
      }) => upload(productsAdminEndpoints.addImages, { params, query: {}, files }, { onProgress }),
      onSuccess: ({ images }) => settle(images),
    }),
    replace: useMutation({
      mutationFn: ({ productImageId, file }: { productImageId: number; file: File }) =>
        upload(productsAdminEndpoints.replaceImage, { params: { productId, productImageId }, files: [file] }),
      onSuccess: ({ images }) => settle(images),
    }),
    remove: useMutation({
      mutationFn: (productImageId: number) =>
        call(productsAdminEndpoints.removeImage, { params: { productId, productImageId } }),
      onSuccess: ({ images }) => settle(images),
    }),
    setDefault: useMutation({
      mutationFn: (productImageId: number) =>
        call(productsAdminEndpoints.setDefaultImage, { params, body: { productImageId } }),
      onSuccess: ({ images }) => settle(images),
    }),
    order: useMutation({
      mutationFn: (productImageIds: number[]) =>
        call(productsAdminEndpoints.orderImages, { params, body: { productImageIds } }),
      onSuccess: ({ images }) => settle(images),
    }),
  };
}

/** A translation saved or deleted: the translations refetch (the grid shows base names only). */
export function useProductTranslations(productId: number) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: productsKeys.translations(productId) });
  return {
    save: useMutation({
      mutationFn: ({ language, body }: { language: LanguageCode; body: Record<string, unknown> }) =>
        call(productsAdminEndpoints.saveTranslation, {
          params: { productId, languageCode: language },
          body: body as { productName: string; shortDesc?: string | null; longDesc?: string | null },
        }),
      onSuccess: refetch,
    }),
    remove: useMutation({
      mutationFn: (language: LanguageCode) =>
        call(productsAdminEndpoints.deleteTranslation, { params: { productId, languageCode: language } }),
      onSuccess: refetch,
    }),
  };
}

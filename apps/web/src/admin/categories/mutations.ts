import {
  categoriesAdminEndpoints,
  type InputOf,
  type LanguageCode,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { type UploadProgress, upload } from '../../api/upload';
import { catalogueRootKeys } from '../shared/query/rootKeys';
import { categoriesKeys } from './queries';

type CreateBody = InputOf<typeof categoriesAdminEndpoints.create>['body'];
type UpdateBody = InputOf<typeof categoriesAdminEndpoints.update>['body'];

const invalidate = (client: QueryClient, ...keys: (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/** What a category's name, flags or image change shows in: the lists, the pickers and its record. */
const shownKeys = (categoryId: number) => [
  categoriesKeys.lists(),
  categoriesKeys.everies(),
  categoriesKeys.record(categoryId),
];

/** Creates a category; a refusal naming its field (EXTERNAL_ID_TAKEN) comes back as the answer. */
export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) => call(categoriesAdminEndpoints.create, { body }, { allowReject: true }),
    onSuccess: (answer) =>
      answer.reject ? undefined : invalidate(client, categoriesKeys.lists(), categoriesKeys.everies()),
  });
}

/** Saves the changed fields at the loaded version; CONFLICT and EXTERNAL_ID_TAKEN come back as the answer. */
export function useUpdateCategory(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBody) =>
      call(categoriesAdminEndpoints.update, { params: { categoryId }, body }, { allowReject: true }),
    onSuccess: (answer) => (answer.reject ? undefined : invalidate(client, ...shownKeys(categoryId))),
  });
}

/** Deleting a category changes the user types' categories and the products' categories too. */
export function useDeleteCategory(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(categoriesAdminEndpoints.remove, { params: { categoryId } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: categoriesKeys.detail(categoryId) });
      return invalidate(
        client,
        categoriesKeys.lists(),
        categoriesKeys.everies(),
        catalogueRootKeys.userTypes,
        catalogueRootKeys.products,
      );
    },
  });
}

export function useUploadCategoryImage(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) =>
      upload(categoriesAdminEndpoints.uploadImage, { params: { categoryId }, files: [file] }, { onProgress }),
    onSuccess: () => invalidate(client, ...shownKeys(categoryId)),
  });
}

export function useDeleteCategoryImage(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(categoriesAdminEndpoints.deleteImage, { params: { categoryId } }),
    onSuccess: () => invalidate(client, ...shownKeys(categoryId)),
  });
}

/** Linking or unlinking a product: this category's products and counts, and the products' categories. */
export function useCategoryProductLink(categoryId: number) {
  const client = useQueryClient();
  const onSuccess = () =>
    invalidate(
      client,
      categoriesKeys.products(categoryId),
      categoriesKeys.record(categoryId),
      categoriesKeys.lists(),
      catalogueRootKeys.products,
    );
  const link = useMutation({
    mutationFn: (productId: number) =>
      call(productsAdminEndpoints.linkCategory, { params: { productId, categoryId } }),
    onSuccess,
  });
  const unlink = useMutation({
    mutationFn: (productId: number) =>
      call(productsAdminEndpoints.unlinkCategory, { params: { productId, categoryId } }),
    onSuccess,
  });
  return { link, unlink };
}

/** Which user types see the category: the user types list shows each type's categories too. */
export function useSetCategoryUserTypes(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userTypeIds: number[]) =>
      call(
        categoriesAdminEndpoints.setUserTypes,
        { params: { categoryId }, body: { userTypeIds } },
        { allowReject: true },
      ),
    onSuccess: (answer) =>
      answer.reject ? undefined : invalidate(client, ...shownKeys(categoryId), catalogueRootKeys.userTypes),
  });
}

/** A translation names the category in the lists and pickers of its language. */
export function useCategoryTranslation(categoryId: number) {
  const client = useQueryClient();
  const onSuccess = () =>
    invalidate(client, categoriesKeys.translations(categoryId), ...shownKeys(categoryId));
  const save = useMutation({
    mutationFn: ({ languageCode, categoryName }: { languageCode: LanguageCode; categoryName: string }) =>
      call(categoriesAdminEndpoints.saveTranslation, {
        params: { categoryId, languageCode },
        body: { categoryName },
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (languageCode: LanguageCode) =>
      call(categoriesAdminEndpoints.deleteTranslation, { params: { categoryId, languageCode } }),
    onSuccess,
  });
  return { save, remove };
}

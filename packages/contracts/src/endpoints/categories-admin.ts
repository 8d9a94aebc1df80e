import type * as schemas from '../categories-admin';
import { endpointsOf } from '../endpoint';

const read = ['admin_access', 'catalogue:read'] as const;
const write = ['admin_access', 'catalogue:write'] as const;
const base = '/api/admin/categories';

/** The back office's categories: grid, editor, image, products, visibility and translations. */
export const categoriesAdminEndpoints = endpointsOf<typeof schemas>()('categories-admin', {
  list: {
    method: 'GET',
    path: base,
    access: read,
    cache: 'private',
    summary: 'A page of categories (up to 1,000 a page, for pickers that read them all).',
    query: 'adminCategoriesQuery',
    response: 'adminCategoriesResponse',
  },
  category: {
    method: 'GET',
    path: `${base}/:categoryId`,
    access: read,
    cache: 'private',
    params: 'adminCategoryParams',
    query: 'adminCategoryQuery',
    response: 'adminCategoryResponse',
  },
  create: {
    method: 'POST',
    path: base,
    access: write,
    idempotent: true,
    body: 'createCategoryRequest',
    response: 'categorySaveResponse',
  },
  update: {
    method: 'PUT',
    path: `${base}/:categoryId`,
    access: write,
    summary: 'Saves the changed fields if the category is still at the version loaded (CONFLICT otherwise).',
    params: 'adminCategoryParams',
    body: 'updateCategoryRequest',
    response: 'categorySaveResponse',
  },
  remove: {
    method: 'DELETE',
    path: `${base}/:categoryId`,
    access: write,
    summary: 'Deletes the category, its product links, visibility and translations (never the products).',
    params: 'adminCategoryParams',
    response: 'deleteCategoryResponse',
  },
  uploadImage: {
    method: 'POST',
    path: `${base}/:categoryId/image`,
    access: write,
    summary: "Sets the category's image (multipart, one image, checked by content and re-encoded).",
    params: 'adminCategoryParams',
    upload: true,
    response: 'adminCategoryResponse',
  },
  deleteImage: {
    method: 'DELETE',
    path: `${base}/:categoryId/image`,
    access: write,
    params: 'adminCategoryParams',
    response: 'adminCategoryResponse',
  },
  products: {
    method: 'GET',
    path: `${base}/:categoryId/products`,
    access: read,
    cache: 'private',
    summary: "A page of the category's products, active or not.",
    params: 'adminCategoryParams',
    query: 'categoryProductsQuery',
    response: 'categoryProductsResponse',
  },
  setUserTypes: {
    method: 'PUT',
    path: `${base}/:categoryId/user-types`,
    access: [...write, 'user_types:read'],
    summary: 'Which user types see the category; none means everyone.',
    params: 'adminCategoryParams',
    body: 'categoryUserTypesRequest',
    response: 'categoryUserTypesResponse',
  },
  translations: {
    method: 'GET',
    path: `${base}/:categoryId/translations`,
    access: read,
    cache: 'private',
    params: 'adminCategoryParams',
    response: 'categoryTranslationsResponse',
  },
  saveTranslation: {
    method: 'PUT',
    path: `${base}/:categoryId/translations/:languageCode`,
    access: write,
    params: 'categoryTranslationParams',
    body: 'categoryTranslationRequest',
    response: 'categoryTranslationResponse',
  },
  deleteTranslation: {
    method: 'DELETE',
    path: `${base}/:categoryId/translations/:languageCode`,
    access: write,
    params: 'categoryTranslationParams',
    response: 'deleteCategoryTranslationResponse',
  },
});

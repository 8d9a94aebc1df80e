import type { categoriesAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { adminCategoriesPage, adminCategory, asPage, categoryProductsPage } from './shapes';

export const categoriesAdminExamples = examplesOf<typeof categoriesAdminEndpoints>()({
  list: { response: adminCategoriesPage },
  page: { response: asPage(adminCategoriesPage) },
  create: {
    body: { categoryName: 'Dairy', active: true, externalId: 17, sortOrder: 1 },
    response: { reject: false, reason: null, category: adminCategory },
  },
  category: { response: { reject: false, reason: null, category: adminCategory } },
  update: {
    body: { version: 1, changes: { categoryName: 'Dairy', active: true, externalId: 17, sortOrder: 1 } },
    response: { reject: false, reason: null, category: adminCategory },
  },
  remove: { response: { reject: false, reason: null, deleted: true } },
  uploadImage: { response: { reject: false, reason: null, category: adminCategory } },
  deleteImage: { response: { reject: false, reason: null, category: adminCategory } },
  products: { response: categoryProductsPage },
  productsPage: { response: asPage(categoryProductsPage) },
  setUserTypes: {
    body: { userTypeIds: [2] },
    response: { reject: false, reason: null, category: adminCategory },
  },
  translations: {
    response: {
      reject: false,
      reason: null,
      base: { categoryName: 'Dairy' },
      translations: [{ languageCode: 'en', categoryName: 'Dairy' }],
    },
  },
  saveTranslation: {
    body: { categoryName: 'Dairy' },
    response: { reject: false, reason: null, translation: { languageCode: 'en', categoryName: 'Dairy' } },
  },
  deleteTranslation: { response: { reject: false, reason: null, deleted: false } },
});

import type { StorefrontPageRoute } from '../shared/routes';

// Each catalogue page is a chunk of its own, so that a route's first load holds its own page only
// (decision 0009).
export const catalogueRoutes: StorefrontPageRoute[] = [
  {
    page: 'categories',
    load: () => import('./categories/CategoriesPage').then((module) => ({ default: module.CategoriesPage })),
  },
  {
    page: 'products',
    load: () => import('./products/ProductsPage').then((module) => ({ default: module.ProductsPage })),
  },
  {
    page: 'productDetails',
    load: () =>
      import('./details/ProductDetailsPage').then((module) => ({ default: module.ProductDetailsPage })),
  },
];

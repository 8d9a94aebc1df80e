import type { AdminPageRoute } from '../shared/routes';

/** The products pages, each its own lazy chunk; the layout registers them. */
export const productsRoutes: AdminPageRoute[] = [
  {
    page: 'products',
    permissions: ['catalogue:read'],
    load: () => import('./ProductsPage').then((m) => ({ default: m.ProductsPage })),
  },
  {
    page: 'productNew',
    permissions: ['catalogue:read'],
    load: () => import('./editor/ProductEditorPage').then((m) => ({ default: m.ProductNewPage })),
  },
  {
    page: 'productEdit',
    permissions: ['catalogue:read'],
    load: () => import('./editor/ProductEditorPage').then((m) => ({ default: m.ProductEditPage })),
  },
];

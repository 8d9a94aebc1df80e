import type { AdminPageRoute } from '../shared/routes';

/** The categories pages, each its own lazy chunk; the layout registers them. */
export const categoriesRoutes: AdminPageRoute[] = [
  {
    page: 'categories',
    permissions: ['catalogue:read'],
    load: () => import('./CategoriesPage').then((m) => ({ default: m.CategoriesPage })),
  },
  {
    page: 'categoryNew',
    permissions: ['catalogue:write'],
    load: () => import('./CategoryEditorPage').then((m) => ({ default: m.CategoryNewPage })),
  },
  {
    page: 'categoryEdit',
    permissions: ['catalogue:read'],
    load: () => import('./CategoryEditorPage').then((m) => ({ default: m.CategoryEditPage })),
  },
];

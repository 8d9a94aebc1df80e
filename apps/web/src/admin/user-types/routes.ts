import type { AdminPageRoute } from '../shared/routes';

/** The user types pages and the user-type prices page, each its own lazy chunk. */
export const userTypesRoutes: AdminPageRoute[] = [
  {
    page: 'userTypes',
    permissions: ['user_types:read'],
    load: () => import('./UserTypesPage').then((m) => ({ default: m.UserTypesPage })),
  },
  {
    page: 'userTypeNew',
    permissions: ['user_types:write'],
    load: () => import('./UserTypeEditorPage').then((m) => ({ default: m.UserTypeNewPage })),
  },
  {
    page: 'userTypeEdit',
    permissions: ['user_types:read'],
    load: () => import('./UserTypeEditorPage').then((m) => ({ default: m.UserTypeEditPage })),
  },
  {
    page: 'userTypePrices',
    permissions: ['pricing:read'],
    load: () => import('./UserTypePricesPage').then((m) => ({ default: m.UserTypePricesPage })),
  },
];

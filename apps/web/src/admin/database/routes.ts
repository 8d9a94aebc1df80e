import type { AdminPageRoute } from '../shared/routes';

export const databaseRoutes: AdminPageRoute[] = [
  {
    page: 'database',
    permissions: ['sync:read'],
    load: () => import('./DatabasePage').then((module) => ({ default: module.DatabasePage })),
  },
];

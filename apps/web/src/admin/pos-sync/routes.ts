import type { AdminPageRoute } from '../shared/routes';

export const posSyncRoutes: AdminPageRoute[] = [
  {
    page: 'database',
    permissions: ['sync:read'],
    load: () => import('./DatabaseScreen').then((module) => ({ default: module.DatabaseScreen })),
  },
];

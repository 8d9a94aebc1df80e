import type { AdminPageRoute } from '../shared/routes';

export const applicationRoutes: AdminPageRoute[] = [
  {
    page: 'application',
    permissions: ['system:read'],
    load: () => import('./ApplicationScreen').then((module) => ({ default: module.ApplicationScreen })),
  },
];

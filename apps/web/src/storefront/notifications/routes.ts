import type { StorefrontPageRoute } from '../shared/routes';

export const notificationsRoutes: StorefrontPageRoute[] = [
  {
    page: 'notifications',
    load: () => import('./index').then((module) => ({ default: module.NotificationsPage })),
  },
];

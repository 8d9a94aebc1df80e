import type { AdminPageRoute } from '../shared/routes';

/** The promotions page, its own lazy chunk; the layout registers it. */
export const promotionsRoutes: AdminPageRoute[] = [
  {
    page: 'promotions',
    permissions: ['promotions:read'],
    load: () => import('./PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
  },
];

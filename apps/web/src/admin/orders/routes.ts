import type { AdminPageRoute } from '../shared/routes';

/** The orders page, its own lazy chunk; the order panel opens over it (`?order=123`). */
export const ordersRoutes: AdminPageRoute[] = [
  {
    page: 'orders',
    permissions: ['orders:read'],
    load: () => import('./OrdersPage').then((m) => ({ default: m.OrdersPage })),
  },
];

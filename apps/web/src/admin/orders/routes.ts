import type { AdminPageRoute } from '../shared/routes';

/** The orders page, its own lazy chunk; the order panel opens over it (`?order=123`). */
export const ordersRoutes: AdminPageRoute[] = [
  {
    page: 'orders',
    permissions: ['orders:read'],
    load: () => import('./OrdersScreen').then((m) => ({ default: m.OrdersScreen })),
  },
];

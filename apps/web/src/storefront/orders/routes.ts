import type { StorefrontPageRoute } from '../shared/routes';

// Confirmation, my orders and details: one lazily loaded chunk.
const loadOrders = () => import('./index');

export const ordersRoutes: StorefrontPageRoute[] = [
  { page: 'myOrders', load: () => loadOrders().then((module) => ({ default: module.MyOrdersPage })) },
  { page: 'orderDetails', load: () => loadOrders().then((module) => ({ default: module.OrderDetailsPage })) },
  {
    page: 'orderConfirmation',
    load: () => loadOrders().then((module) => ({ default: module.OrderConfirmationPage })),
  },
];

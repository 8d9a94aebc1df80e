import type { StorefrontPageRoute } from '../shared/routes';

// Shipping details carries Leaflet; the payment placeholder is a small chunk of its own.
export const checkoutRoutes: StorefrontPageRoute[] = [
  {
    page: 'shippingDetails',
    load: () => import('./shipping').then((module) => ({ default: module.ShippingDetailsPage })),
  },
  { page: 'payment', load: () => import('./payment').then((module) => ({ default: module.PaymentPage })) },
];

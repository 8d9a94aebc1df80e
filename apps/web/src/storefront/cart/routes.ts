import type { StorefrontPageRoute } from '../shared/routes';

export const cartRoutes: StorefrontPageRoute[] = [
  { page: 'myCart', load: () => import('./index').then((module) => ({ default: module.MyCartPage })) },
];

import { aboutRoutes } from './about/routes';
import { accountRoutes } from './account/routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { checkoutRoutes } from './checkout/routes';
import { homeRoutes } from './home/routes';
import { notificationsRoutes } from './notifications/routes';
import { ordersRoutes } from './orders/routes';
import type { StorefrontPageRoute } from './shared/routes';

/**
 * Every storefront page a feature has built, as each feature declares them in its own `routes.ts`.
 * Part of the first load: these files hold only the lazy imports of their pages.
 */
export const storefrontPageRoutes: StorefrontPageRoute[] = [
  ...homeRoutes,
  ...aboutRoutes,
  ...accountRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...ordersRoutes,
  ...notificationsRoutes,
  ...checkoutRoutes,
];

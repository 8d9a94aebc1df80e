import type { AdminPage } from '../../admin/shared/texts';
import type { StorefrontPage } from '../../storefront/shared/texts';
import type { Permission } from '../permissions';

export type RouteEntry<P extends string> = {
  /** Path below `/{lang}` (storefront) or `/admin/{lang}` (admin); '' is the language's home. */
  path: string;
  page: P;
  permission?: Permission;
};

/** Every storefront route of the spec (section 2), below `/{languageCode}`. */
export const storefrontRoutes: RouteEntry<StorefrontPage>[] = [
  { path: '', page: 'home' },
  { path: 'about', page: 'about' },
  { path: 'sign-up', page: 'signUp' },
  { path: 'sign-in', page: 'signIn' },
  { path: 'forgot-password', page: 'forgotPassword' },
  { path: 'reset-password', page: 'resetPassword' },
  { path: 'confirm-email', page: 'confirmEmail' },
  { path: 'my-cart', page: 'myCart' },
  { path: 'account-settings', page: 'accountSettings' },
  { path: 'shipping-details', page: 'shippingDetails' },
  { path: 'products/details/:productId', page: 'productDetails' },
  { path: 'products/:categoryId/:pageIndex?', page: 'products' },
  { path: 'my-orders', page: 'myOrders' },
  { path: 'orders/:orderNumber', page: 'orderDetails' },
  { path: 'order-confirmation/:orderNumber', page: 'orderConfirmation' },
  { path: 'payment', page: 'payment' },
  { path: 'categories', page: 'categories' },
  { path: 'notifications', page: 'notifications' },
];

const admin = 'admin_access' satisfies Permission;

/** Every admin route of the spec (admin section 2), below `/admin/{languageCode}`; all need admin_access. */
export const adminRoutes: RouteEntry<AdminPage>[] = [
  { path: '', page: 'dashboard', permission: admin },
  { path: 'about', page: 'about', permission: admin },
  { path: 'settings', page: 'settings', permission: admin },
  { path: 'products', page: 'products', permission: admin },
  { path: 'products/new', page: 'productNew', permission: admin },
  { path: 'products/:productId', page: 'productEdit', permission: admin },
  { path: 'categories', page: 'categories', permission: admin },
  { path: 'categories/new', page: 'categoryNew', permission: admin },
  { path: 'categories/:categoryId', page: 'categoryEdit', permission: admin },
  { path: 'users', page: 'users', permission: admin },
  { path: 'users/:userId', page: 'userDetails', permission: admin },
  { path: 'user-type-prices', page: 'userTypePrices', permission: admin },
  { path: 'user-types', page: 'userTypes', permission: admin },
  { path: 'user-types/new', page: 'userTypeNew', permission: admin },
  { path: 'user-types/:userTypeId', page: 'userTypeEdit', permission: admin },
  { path: 'orders', page: 'orders', permission: admin },
  { path: 'development/tasks', page: 'tasks', permission: admin },
  { path: 'development/tasks/new', page: 'taskNew', permission: admin },
  { path: 'development/tasks/:taskId', page: 'taskEdit', permission: admin },
  { path: 'regions', page: 'regions', permission: admin },
  { path: 'regions/new', page: 'regionNew', permission: admin },
  { path: 'regions/blackouts', page: 'blackouts', permission: admin },
  { path: 'regions/:deliveryZoneId', page: 'regionEdit', permission: admin },
  { path: 'application', page: 'application', permission: admin },
  { path: 'database', page: 'database', permission: admin },
];

/** Admin pages that show the dashboard (spec: about and settings show the same page). */
export const dashboardPages: ReadonlySet<AdminPage> = new Set(['dashboard', 'about', 'settings']);

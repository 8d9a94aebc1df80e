import { isLanguageCode } from './languages';

/**
 * The web app's page paths, with no zod here: the web's route table is built from them, and the
 * server answers 404 (still with the app, which shows its own not-found page) for any other path.
 * React Router's syntax: `:name` is any one segment, a trailing `?` makes it optional.
 */

/** Storefront pages, below `/{languageCode}`; '' is the language's home. */
export const storefrontPagePaths = {
  home: '',
  about: 'about',
  signUp: 'sign-up',
  signIn: 'sign-in',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  confirmEmail: 'confirm-email',
  myCart: 'my-cart',
  accountSettings: 'account-settings',
  shippingDetails: 'shipping-details',
  productDetails: 'products/details/:productId',
  products: 'products/:categoryId/:pageIndex?',
  myOrders: 'my-orders',
  orderDetails: 'orders/:orderNumber',
  orderConfirmation: 'order-confirmation/:orderNumber',
  payment: 'payment',
  categories: 'categories',
  notifications: 'notifications',
} as const;

/** Back-office pages, below `/admin/{languageCode}`. */
export const adminPagePaths = {
  dashboard: '',
  about: 'about',
  settings: 'settings',
  products: 'products',
  productNew: 'products/new',
  productEdit: 'products/:productId',
  categories: 'categories',
  categoryNew: 'categories/new',
  categoryEdit: 'categories/:categoryId',
  categoryRules: 'category-rules',
  promotions: 'promotions',
  users: 'users',
  userDetails: 'users/:userId',
  userTypePrices: 'user-type-prices',
  userTypes: 'user-types',
  userTypeNew: 'user-types/new',
  userTypeEdit: 'user-types/:userTypeId',
  orders: 'orders',
  tasks: 'development/tasks',
  taskNew: 'development/tasks/new',
  taskEdit: 'development/tasks/:taskId',
  regions: 'regions',
  regionNew: 'regions/new',
  blackouts: 'regions/blackouts',
  regionEdit: 'regions/:deliveryZoneId',
  application: 'application',
  database: 'database',
} as const;

/** Like React Router: static segments ignore case, `:name` takes any segment, `:name?` may be absent. */
function matchesPattern(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (segments.length > parts.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index];
    if (segment === undefined) return part.startsWith(':') && part.endsWith('?');
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}

const matchesAny = (paths: Record<string, string>, segments: string[]) =>
  Object.values(paths).some((pattern) => matchesPattern(pattern, segments));

/** True when a (decoded) path is one of the web app's pages; `/` and `/admin` redirect to a language. */
export function isWebAppPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  if (first === undefined || (first === 'admin' && second === undefined)) return true;
  if (first === 'admin' && isLanguageCode(second) && matchesAny(adminPagePaths, rest)) return true;
  return isLanguageCode(first) && matchesAny(storefrontPagePaths, segments.slice(1));
}

/** API paths shared by server routes and the web client. */
export const apiPaths = {
  health: '/api/health',
  publicConfig: '/api/public-config',
  docs: '/api/docs',
  ping: '/api/ping',
} as const;

/** Accounts. Logout and confirm-email are POST: state never changes on GET. */
export const userPaths = {
  authenticate: '/api/users/authenticate',
  logout: '/api/users/logout',
  login: '/api/users/login',
  register: '/api/users/register',
  preferences: '/api/users/preferences',
  resendConfirmation: '/api/users/resend-confirmation',
  forgotPassword: '/api/users/forgot-password',
  resetPassword: '/api/users/reset-password',
  confirmEmail: '/api/users/confirm-email',
} as const;

/** The header every mutating call carries (besides a JSON body), so a cross-site form cannot forge it. */
export const csrfHeader = { name: 'x-requested-with', value: 'grocery' } as const;

/** Catalogue: categories, products, search, prices and images (anonymous GET answers may be cached). */
export const cataloguePaths = {
  categories: '/api/categories/:languageCode',
  category: '/api/categories/:languageCode/:categoryId',
  categoryImage: '/api/categories/images/:imageFile',
  products: '/api/products/:languageCode/:categoryId/:pageIndex?',
  productDetails: '/api/products/:languageCode/:productId/details',
  search: '/api/products/search/:searchTerm',
  prices: '/api/products/prices',
  cards: '/api/products/cards',
  productImage: '/api/products/images/:imageFile',
} as const;

/** The signed-in user's cart; anonymous carts live in the browser. */
export const cartPaths = {
  cart: '/api/cart/:languageCode',
  items: '/api/cart/items',
  item: '/api/cart/items/:cartItemId',
} as const;

/** The signed-in user's delivery addresses; set-default is POST (the spec leaves the method open). */
export const shippingPaths = {
  addresses: '/api/shipping-addresses',
  setDefault: '/api/shipping-addresses/:shippingAddressId/default',
} as const;

/** Geocoding for the address form, through our server to the configured Nominatim-like service. */
export const geocodingPaths = {
  search: '/api/geocoding/search',
  reverse: '/api/geocoding/reverse',
} as const;

export const notificationPaths = {
  notifications: '/api/notifications',
  read: '/api/notifications/:notificationId/read',
} as const;

/** Fills a path pattern's `:name` and `:name?` segments; an absent optional one is dropped. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined>): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Missing path parameter ${name} for ${pattern}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

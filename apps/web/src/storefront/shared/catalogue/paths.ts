import type { LanguageCode } from '@grocery/contracts';

/** Link helpers of the spec's route building (section 2), for the catalogue and cart pages. */
export const shopPaths = {
  home: (language: LanguageCode) => `/${language}`,
  categories: (language: LanguageCode) => `/${language}/categories`,
  products: (language: LanguageCode, categoryId: number, pageIndex = 0) =>
    `/${language}/products/${categoryId}/${pageIndex}`,
  productDetails: (language: LanguageCode, productId: number) => `/${language}/products/details/${productId}`,
  cart: (language: LanguageCode) => `/${language}/my-cart`,
  signUp: (language: LanguageCode) => `/${language}/sign-up`,
  shippingDetails: (language: LanguageCode) => `/${language}/shipping-details`,
};

/** Where a navigation to product details came from; the details page's back button returns there. */
export type NavigationSource =
  | { source: 'products-list'; categoryId: number; pageIndex: number }
  | { source: 'my-cart' };

/** Reads a navigation source from `location.state` (anything else is no source). */
export function readNavigationSource(state: unknown): NavigationSource | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = state as Record<string, unknown>;
  if (value.source === 'my-cart') return { source: 'my-cart' };
  if (
    value.source === 'products-list' &&
    typeof value.categoryId === 'number' &&
    Number.isInteger(value.categoryId) &&
    typeof value.pageIndex === 'number' &&
    Number.isInteger(value.pageIndex)
  ) {
    return { source: 'products-list', categoryId: value.categoryId, pageIndex: value.pageIndex };
  }
  return null;
}

/** The back button's target: the products list page it came from, the cart, or home. */
export function backTarget(language: LanguageCode, source: NavigationSource | null): string {
  if (source?.source === 'products-list')
    return shopPaths.products(language, source.categoryId, source.pageIndex);
  if (source?.source === 'my-cart') return shopPaths.cart(language);
  return shopPaths.home(language);
}

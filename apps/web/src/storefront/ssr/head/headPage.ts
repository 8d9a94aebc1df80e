import type { Category, LanguageCode, Product, ProductDetails } from '@grocery/contracts';

/** A server-rendered storefront page and the data its head needs (what the page itself loaded). */
export type HeadPage =
  | { page: 'home' }
  | { page: 'categories'; categories: Category[] }
  | { page: 'products'; category: Category; pageIndex: number; pageCount: number; products: Product[] }
  | { page: 'productDetails'; product: ProductDetails }
  | { page: 'about' }
  | { page: 'notFound' };

export type HeadInput = HeadPage & {
  language: LanguageCode;
  /** The site's public origin, e.g. `https://shop.example` (a trailing slash is ignored). */
  publicUrl: string;
};

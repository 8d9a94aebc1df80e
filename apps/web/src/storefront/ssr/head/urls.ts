import { type LanguageCode, languageCodes, storefrontPagePaths } from '@grocery/contracts';
import { shopPaths } from '../../shared/catalogue/paths';
import type { HeadPage } from './headPage';

/** The page's path in a language; null for the not-found page, which has no address of its own. */
export function pagePath(input: HeadPage, language: LanguageCode): string | null {
  switch (input.page) {
    case 'home':
      return shopPaths.home(language);
    case 'categories':
      return shopPaths.categories(language);
    case 'products':
      return shopPaths.products(language, input.category.categoryId, input.pageIndex);
    case 'productDetails':
      return shopPaths.productDetails(language, input.product.productId);
    case 'about':
      return `/${language}/${storefrontPagePaths.about}`;
    case 'notFound':
      return null;
  }
}

/** `publicUrl` (no trailing slash) followed by a site path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export type Alternate = { hreflang: LanguageCode | 'x-default'; href: string };

/**
 * The page in every language, itself included, and `x-default`: the site root for home (it redirects
 * by Accept-Language), else the Hebrew page (the spec's fallback; a path without a language is a 404).
 */
export function alternates(input: HeadPage, publicUrl: string): Alternate[] {
  const inEach = languageCodes.flatMap((language) => {
    const path = pagePath(input, language);
    return path === null ? [] : [{ hreflang: language, href: absoluteUrl(publicUrl, path) }];
  });
  if (inEach.length === 0) return [];
  const fallback = input.page === 'home' ? '/' : pagePath(input, 'he');
  return [...inEach, { hreflang: 'x-default', href: absoluteUrl(publicUrl, fallback ?? '/') }];
}

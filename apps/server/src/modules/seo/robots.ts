import { languageCodes, storefrontPagePaths } from '@grocery/contracts';

/** The storefront pages search engines may index; the sitemaps list them. */
const indexedPages = new Set<keyof typeof storefrontPagePaths>([
  'home',
  'about',
  'categories',
  'products',
  'productDetails',
]);

/** Each other page's path up to its first parameter: robots.txt rules are path prefixes. */
const privatePrefixes = Object.entries(storefrontPagePaths)
  .filter(([name]) => !indexedPages.has(name as keyof typeof storefrontPagePaths))
  .map(([, pattern]) => pattern.split(':')[0] ?? pattern);

/**
 * The robots.txt of the shop at `publicUrl`: the API is off limits but for the images pages show,
 * so are the back office and each language's account, cart, checkout and order pages.
 */
export function robotsText(publicUrl: string): string {
  const privatePages = languageCodes.flatMap((code) =>
    privatePrefixes.map((prefix) => `Disallow: /${code}/${prefix}`),
  );
  return [
    'User-agent: *',
    'Allow: /api/products/images/',
    'Allow: /api/categories/images/',
    'Disallow: /api/',
    'Disallow: /admin',
    ...privatePages,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

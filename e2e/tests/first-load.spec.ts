import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The storefront's first-load budget as the browser really loads it (decision 0009): each route
 * opened fresh (new context, cache disabled, anonymous, demo data) until the page is usable (its
 * heading shown, network idle); the JS and CSS bodies it fetched, as transferred, must stay within
 * 120 KiB. A file the server sent uncompressed counts at its gzip size (level 9), which is what a
 * compressing server sends, so the budget does not depend on how the test server is set up.
 */

const budgetKiB = 120;

type Ids = { categoryId: number; productId: number };
type Fetched = { url: string; transferred: number; decoded: number };

/** The first category with a product (other tests add empty ones), and that product. */
async function firstIds(request: APIRequestContext): Promise<Ids> {
  const { categories } = (await (await request.get('/api/categories/en')).json()) as {
    categories: { categoryId: number }[];
  };
  for (const { categoryId } of categories) {
    const { products } = (await (await request.get(`/api/products/en/${categoryId}/0`)).json()) as {
      products: { productId: number }[];
    };
    if (products[0]) return { categoryId, productId: products[0].productId };
  }
  throw new Error('no category with a product');
}

/** JS and CSS the page fetched so far, with the body bytes that crossed the network. */
function fetchedScriptsAndStyles(page: Page): Promise<Fetched[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: entry.name,
        transferred: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      })),
  );
}

async function bytesOnTheWire(request: APIRequestContext, file: Fetched): Promise<number> {
  if (file.transferred < file.decoded) return file.transferred;
  const body = await (await request.get(file.url)).body();
  return gzipSync(body, { level: 9 }).length;
}

/** Each route in each language: every language is a build of its own (decision 0026). */
type Route = { name: string; path: (ids: Ids) => string };
const pages: Route[] = [
  { name: 'home', path: () => '' },
  { name: 'categories', path: () => '/categories' },
  { name: 'products', path: ({ categoryId }) => `/products/${categoryId}` },
  { name: 'details', path: ({ productId }) => `/products/details/${productId}` },
  { name: 'cart', path: () => '/my-cart' },
];
const routes: Route[] = pages.flatMap((route) =>
  ['en', 'he', 'th'].map((language) => ({
    name: `${route.name} (${language})`,
    path: (ids: Ids) => `/${language}${route.path(ids)}`,
  })),
);

test.describe('first load', () => {
  for (const route of routes) {
    test(`${route.name}: JS and CSS within ${budgetKiB} KiB as transferred`, async ({ browser, request }) => {
      const url = route.path(await firstIds(request));
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const files = await fetchedScriptsAndStyles(page);
      let total = 0;
      const lines: string[] = [];
      for (const file of files) {
        const bytes = await bytesOnTheWire(request, file);
        total += bytes;
        const how = file.transferred < file.decoded ? 'sent compressed' : 'gzip of body';
        lines.push(`  ${new URL(file.url).pathname}  ${(bytes / 1024).toFixed(1)} KiB (${how})`);
      }
      const totalKiB = total / 1024;
      console.log(`[first-load] ${url}: ${totalKiB.toFixed(1)} KiB JS + CSS\n${lines.join('\n')}`);
      await context.close();
      expect(totalKiB, `${url} loads ${totalKiB.toFixed(1)} KiB of JS and CSS`).toBeLessThanOrEqual(
        budgetKiB,
      );
    });
  }
});

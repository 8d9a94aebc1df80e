import { expect, type Page, test } from '@playwright/test';
import { watchViolations } from '../support/csp';
import { json, signInAsDemo } from '../support/shoppers';

/**
 * Issue 31's "done when" in the browser: a product page the server rendered shows at once, is taken
 * over by the app without a layout shift, a hydration error or a second request for the product, and
 * a business shopper's own price replaces the public one once the app knows who is looking.
 */

type Details = { productId: number; productName: string; unitPrice: number; customerPrice: number | null };

/** A product with a price of its own for the demo business shopper (a customer type's price). */
async function productWithBusinessPrice(page: Page): Promise<{ anonymous: Details; business: Details }> {
  const request = page.context().request;
  // Categories everyone sees: a product found there has a public page.
  const { categories } = await json<{ categories: { categoryId: number }[] }>(request, '/api/categories/he');
  await signInAsDemo(request, 'business');
  for (const { categoryId } of categories) {
    const { products } = await json<{ products: Details[] }>(request, `/api/products/he/${categoryId}/0`);
    const priced = products.find((product) => product.customerPrice !== null);
    if (priced) {
      await request.post('/api/users/logout', { headers: { 'X-Requested-With': 'grocery' } });
      const { product } = await json<{ product: Details }>(
        request,
        `/api/products/he/${priced.productId}/details`,
      );
      return { anonymous: product, business: priced };
    }
  }
  throw new Error('no demo product has a business price');
}

/** The page's layout shifts so far (not caused by input), summed. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

const shekels = (amount: number) => `₪${amount.toFixed(2)}`;

test('a rendered product page: no shift, no second request, then the business price', async ({ page }) => {
  const { anonymous, business } = await productWithBusinessPrice(page);
  expect(business.customerPrice).not.toBe(anonymous.unitPrice);
  const violations = await watchViolations(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${anonymous.productId}/details`))
      productCalls.push(request.url());
  });
  const url = `/he/products/details/${anonymous.productId}`;

  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  expect(html).toContain(anonymous.productName);
  expect(html).toContain(shekels(anonymous.unitPrice));
  await expect(page.getByRole('heading', { level: 1, name: anonymous.productName })).toBeVisible();
  await expect(page.getByTestId('price')).toContainText(shekels(anonymous.unitPrice));
  // Clicking works: the app has taken the page over (the quantity goes up; nothing is put in a cart).
  const quantity = page.getByRole('textbox', { name: /^כמות/ });
  const before = Number(await quantity.inputValue());
  await page.getByRole('button', { name: 'יותר' }).click();
  await expect(quantity).not.toHaveValue(String(before));
  expect(await layoutShift(page)).toBeLessThan(0.01);
  expect(productCalls).toEqual([]);
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);

  // Signed in as the business shopper: the same HTML arrives, then the app asks for their prices.
  await signInAsDemo(page.context().request, 'business');
  const again = await page.reload({ waitUntil: 'load' });
  expect(await again?.text()).toContain(shekels(anonymous.unitPrice));
  await expect(page.getByTestId('price')).toContainText(shekels(business.customerPrice ?? 0));
  expect(productCalls).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('without JavaScript a list page shows its products and links to its other pages', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/en/products/1/0');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fruit & Vegetables');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/products\/1\/1$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect((await page.goto('/en/products/details/999999999'))?.status()).toBe(404);
  await context.close();
});

test("the shop's search as search engines call it (WebSite SearchAction): /en?q= opens it with results", async ({
  page,
}) => {
  const response = await page.goto('/en?q=milk');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('/en?q={search_term_string}"');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('milk');
  await expect(page.getByRole('option').first()).toContainText('₪');
});

import { expect, test } from '@playwright/test';
import { watchViolations } from '../support/csp';
import { demoAccount } from '../support/demo-accounts';

test('the storefront runs under its Content-Security-Policy, map included', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  // Signing in through the form parses the answer with zod, which must not try eval under the policy.
  const shopper = demoAccount('shopper');
  await page.goto('/en/sign-in');
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  for (const [url, ready] of [
    ['/en', page.getByRole('banner')],
    ['/he/categories', page.getByRole('main')],
    ['/en/my-cart', page.getByRole('main')],
    ['/en/shipping-details', page.locator('.leaflet-container')],
    ['/en/no-such-page', page.getByRole('main')],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    // The shipping page loads its map lazily: past 5 s on a loaded two-core machine.
    await expect(ready, url).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('a path that is no page answers 404 with the app, which shows its not-found page', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('not-found.png') });
});

test('the API documentation runs under its own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  // Swagger UI draws 128 operations: seconds on a loaded machine.
  await expect(page.getByRole('button', { name: /^(GET|POST) \/api\// }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(violations).toEqual([]);
});

import { expect, test } from '@playwright/test';

test('the API documentation page renders every operation without a page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  const operations = page.getByRole('button', { name: /^(GET|POST|PUT|PATCH|DELETE) \/api\// });
  await expect(operations.first()).toBeVisible();
  expect(await operations.count()).toBeGreaterThan(30);
  await expect(page.getByRole('button', { name: /authorize/i })).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';

test('the API documentation page renders every operation without a page error', async ({ page }) => {
  // Swagger UI draws 128 operations: 8 s before its first button on a loaded two-core machine.
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const document = (await (await page.request.get('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const expected = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  await page.goto('/api/docs');
  await expect(page.getByRole('button', { name: /authorize/i })).toBeVisible({ timeout: 30_000 });
  const operations = page.locator('.opblock-summary-control');
  await expect(operations.first()).toBeVisible();
  // Past 100 paths Swagger UI renders only the operations near the viewport: scroll down the page
  // and collect each one it draws.
  const seen = new Set<string>();
  for (let step = 0; step < 200 && seen.size < expected.length; step += 1) {
    for (const operation of await operations.evaluateAll((buttons) =>
      buttons.map(
        (button) =>
          // A deprecated operation's path is drawn struck through, under a class of its own.
          `${button.querySelector('.opblock-summary-method')?.textContent} ${button.querySelector('.opblock-summary-path, .opblock-summary-path__deprecated')?.getAttribute('data-path')}`,
      ),
    ))
      seen.add(operation);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  expect(expected.filter((operation) => !seen.has(operation))).toEqual([]);
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/shoppers';

test.describe('storefront shell', () => {
  test('/ redirects to the English home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the home page renders in English, Hebrew (right to left) and Thai', async ({ page }) => {
    const headings: string[] = [];
    for (const [language, dir, script] of [
      ['en', 'ltr', /[A-Za-z]/],
      ['he', 'rtl', /[\u0590-\u05FF]/],
      ['th', 'ltr', /[\u0E00-\u0E7F]/],
    ] as const) {
      await page.goto(`/${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(script);
      headings.push((await heading.textContent()) ?? '');
    }
    expect(new Set(headings).size).toBe(3);
  });

  test('Hebrew mirrors the layout: the menu button sits on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/he');
    const menu = page.getByRole('button', { name: 'פתיחת התפריט' }).first();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThan(640);
    await page.goto('/en');
    const englishBox = await page.getByRole('button', { name: 'Open menu' }).first().boundingBox();
    expect(englishBox?.x).toBeLessThan(640);
  });

  test('Thai text is drawn with a Thai font', async ({ page }) => {
    await page.goto('/th');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const hasThaiFont = await page.evaluate(() => document.fonts.check('16px "Noto Sans Thai"', 'ภาษาไทย'));
    expect(hasThaiFont).toBe(true);
  });

  test('switching language keeps the path and the query string', async ({ page }) => {
    await page.goto('/en/about?ref=newsletter&x=1');
    await page.getByRole('link', { name: 'עברית' }).first().click();
    await expect(page).toHaveURL(/\/he\/about\?ref=newsletter&x=1$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'ไทย' }).first().click();
    await expect(page).toHaveURL(/\/th\/about\?ref=newsletter&x=1$/);
  });

  test("a client-side move to another language loads that language's build", async ({ page }) => {
    await page.goto('/he/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0590-\u05FF]/);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[^\u0590-\u05FF]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    for (const url of ['/en/no-such-page', '/he/orders', '/xx/about']) {
      await page.goto(url);
      await expect(page.getByTestId('not-found'), url).toBeVisible();
      await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a page not built yet says so instead of failing', async ({ page }) => {
    await page.goto('/en/my-orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});

test.describe('administration shell', () => {
  // Signed in as the demo admin, the area itself is tested in accounts.spec.ts.
  test('/admin goes to /admin/en and, signed out, shows no-access inside the main layout', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/en$/);
    await expect(page.getByTestId('no-access')).toBeVisible();
    await expect(page.getByTestId('admin-topbar')).toHaveCount(0);
  });

  test('Hebrew mirrors the admin layout: the menu toggle and the side menu sit on the right', async ({
    page,
  }) => {
    await signInAsDemo(page.request, 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/he');
    const toggle = page.getByRole('button', { name: 'תפריט ניהול' });
    const menu = page.getByRole('navigation', { name: 'תפריט ניהול' });
    await expect(menu).toBeVisible({ timeout: 15_000 });
    expect((await toggle.boundingBox())?.x).toBeGreaterThan(640);
    expect((await menu.boundingBox())?.x).toBeGreaterThan(640);
    await page.goto('/admin/en');
    await expect(page.getByRole('navigation', { name: 'Administration menu' })).toBeVisible({
      timeout: 15_000,
    });
    const englishBox = await page.getByRole('button', { name: 'Administration menu' }).boundingBox();
    expect(englishBox?.x).toBeLessThan(640);
  });
});

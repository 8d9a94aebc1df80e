import { type Browser, expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { watchViolations } from '../support/csp';
import { json, newSignedInShopper, signInAsDemo } from '../support/shoppers';

/**
 * The back office's shell: the side menu by permission, no-access inside the admin layout, the
 * phone drawer, accessibility and the Content-Security-Policy. The texts are written out here on
 * purpose (the dictionaries are not imported).
 */

const everyEntry = [
  'Online Shop',
  'Dashboard',
  'Orders',
  'Products',
  'Categories',
  'Users',
  'User Types',
  'User Type Prices',
  'Regions',
  'Tasks',
  'Database',
  'Application',
  'Settings',
];

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Administration menu' });

/** Opens an admin page and waits for the admin area (the start-up and the area's chunks) to be there. */
async function openAdmin(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('admin-topbar')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
}

/** A new account the demo admin puts in the catalog_manager group; its page is signed in. */
async function catalogManager(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await newSignedInShopper(context.request, 'catalog');
  const { user } = await json<{ user: { userId: number } }>(context.request, '/api/users/authenticate');
  const admin = await browser.newContext();
  await signInAsDemo(admin.request, 'admin');
  const granted = await admin.request.put(`/api/admin/users/${user.userId}/access`, {
    data: { groups: ['catalog_manager'], permissions: [] },
  });
  expect(granted.ok()).toBe(true);
  expect((await granted.json()).reject).toBe(false);
  await admin.close();
  return context.newPage();
}

test('the demo admin sees every entry of the side menu', async ({ page }) => {
  await signInAsDemo(page.request, 'admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdmin(page, '/admin/en');
  await expect(sideMenu(page).getByRole('link')).toHaveText(everyEntry);
  await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a catalog manager sees the entries their group may open, and no access on the users page', async ({
  browser,
}) => {
  const page = await catalogManager(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdmin(page, '/admin/en');
  // catalog_manager reads the catalogue, prices, user types and the sync (permissionGroupSeeds).
  await expect(sideMenu(page).getByRole('link')).toHaveText([
    'Online Shop',
    'Dashboard',
    'Products',
    'Categories',
    'User Types',
    'User Type Prices',
    'Database',
  ]);
  await openAdmin(page, '/admin/he/users');
  await expect(page.getByRole('main').getByTestId('no-access')).toBeVisible();
  await expect(page).toHaveTitle('אין גישה · ניהול · FreshCart');
  await expect(page.getByRole('navigation', { name: 'תפריט ניהול' }).getByRole('link')).toHaveCount(7);
  await page.context().close();
});

test('on a phone the side menu is a drawer that closes on navigation', async ({ page }) => {
  await signInAsDemo(page.request, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, '/admin/en');
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(sideMenu(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Administration menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/en\/categories$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('admin-title')).toHaveText('Categories');
});

test.describe('accessibility', () => {
  // axe-core goes in as an inline script, which the Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  for (const language of ['en', 'he'] as const) {
    test(`/admin/${language} has no serious or critical axe violation`, async ({ page }) => {
      await signInAsDemo(page.request, 'admin');
      await openAdmin(page, `/admin/${language}`);
      await expect(page.getByTestId('admin-dashboard')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(describeViolations(violations)).toBe('');
    });
  }

  // The delivery pages: the zone editor with its map, outline and weekly windows, and the blackouts.
  for (const url of ['/admin/he/regions', '/admin/he/regions/1', '/admin/en/regions/blackouts']) {
    test(`${url} has no serious or critical axe violation`, async ({ page }) => {
      await signInAsDemo(page.request, 'admin');
      await openAdmin(page, url);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(describeViolations(violations)).toBe('');
    });
  }
});

test('admin pages run under the Content-Security-Policy, phone drawer included', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAsDemo(page.request, 'admin');
  for (const url of [
    '/admin/en',
    '/admin/he/users',
    '/admin/th/products',
    '/admin/he/regions/1',
    '/admin/th/database',
    '/admin/he/application',
    '/admin/en/no-such-page',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('main'), url).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, '/admin/he');
  await page.getByRole('button', { name: 'תפריט ניהול' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

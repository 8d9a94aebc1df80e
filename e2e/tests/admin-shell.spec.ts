import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { watchViolations } from '../support/csp';
import { minimalPdf } from '../support/pdf';
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
  'Category rules',
  'Promotions',
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

/** A development task with a PDF and a comment (the signed-in admin's); answers its id. */
async function taskWithFileAndComment(request: APIRequestContext): Promise<number> {
  const base = '/api/admin/development/tasks';
  const created = await request.post(base, {
    data: { taskName: `משימת נגישות ${Date.now().toString(36)}`, shortDescription: 'שורה אחת\nושורה שנייה' },
  });
  const { task } = (await created.json()) as { task: { taskId: number } };
  const uploaded = await request.post(`${base}/${task.taskId}/attachments`, {
    headers: { 'X-Requested-With': 'grocery' },
    multipart: { file: { name: 'דוח.pdf', mimeType: 'application/pdf', buffer: minimalPdf() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const commented = await request.post(`${base}/${task.taskId}/comments`, {
    data: { commentText: 'תגובה\nבשתי שורות' },
  });
  expect(commented.ok(), await commented.text()).toBe(true);
  return task.taskId;
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
    'Category rules',
    'Promotions',
    'User Types',
    'User Type Prices',
    'Database',
  ]);
  await openAdmin(page, '/admin/he/users');
  await expect(page.getByRole('main').getByTestId('no-access')).toBeVisible();
  await expect(page).toHaveTitle('אין גישה · ניהול · FreshCart');
  await expect(page.getByRole('navigation', { name: 'תפריט ניהול' }).getByRole('link')).toHaveCount(9);
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

  // The settings: every environment variable by group, and the empty run-time section.
  for (const url of ['/admin/en/settings', '/admin/he/settings']) {
    test(`${url} has no serious or critical axe violation`, async ({ page }) => {
      await signInAsDemo(page.request, 'admin');
      await openAdmin(page, url);
      await expect(page.locator('[data-group="security"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(describeViolations(violations)).toBe('');
    });
  }

  // The development tasks: the list (its grid and filters) and the new-task page.
  for (const url of ['/admin/he/development/tasks', '/admin/en/development/tasks/new']) {
    test(`${url} has no serious or critical axe violation`, async ({ page }) => {
      await signInAsDemo(page.request, 'admin');
      await openAdmin(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(describeViolations(violations)).toBe('');
    });
  }

  test("a task's page, each of its tabs, a file's menu and a confirmation have no serious or critical axe violation", async ({
    page,
  }) => {
    await signInAsDemo(page.request, 'admin');
    const taskId = await taskWithFileAndComment(page.request);
    await openAdmin(page, `/admin/he/development/tasks/${taskId}`);
    await expect(page.getByTestId('task-skeleton')).toHaveCount(0);
    const expectNone = async (what: string) => {
      await page.waitForLoadState('networkidle');
      expect(describeViolations(await seriousViolations(page)), what).toBe('');
    };
    for (const tab of ['פרטי המשימה', 'קבצים מצורפים', 'תגובות']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNone(tab);
    }
    // Opened, and faded in (colours mid-transition are not the page's).
    await page.getByRole('tab', { name: 'קבצים מצורפים' }).click();
    await page.getByRole('button', { name: /^פעולות עבור/ }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNone("a file's menu");
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('tab', { name: 'תגובות' }).click();
    await page.getByRole('button', { name: 'מחיקת התגובה' }).click();
    const dialog = page.getByRole('dialog', { name: 'מחיקת התגובה' });
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCSS('opacity', '1');
    await expectNone('the confirmation');
  });
});

test('admin pages run under the Content-Security-Policy, phone drawer included', async ({ page }) => {
  test.slow();
  const violations = await watchViolations(page);
  await signInAsDemo(page.request, 'admin');
  const taskId = await taskWithFileAndComment(page.request);
  for (const url of [
    '/admin/en',
    '/admin/he/users',
    '/admin/th/products',
    '/admin/he/regions/1',
    '/admin/th/database',
    '/admin/he/application',
    '/admin/he/settings',
    '/admin/he/development/tasks',
    '/admin/th/development/tasks/new',
    `/admin/he/development/tasks/${taskId}`,
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

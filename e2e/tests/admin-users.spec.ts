import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { demoAccount } from '../support/demo-accounts';
import { json, newSignedInShopper, passwordDigest, signInAsDemo } from '../support/shoppers';

/**
 * The users admin through the browser, against the real server with the demo data, in Hebrew. Each
 * test changes only accounts it makes itself (the demo shoppers are shared with other tests), and
 * the refused save changes nothing.
 */

/** Saves and lazy admin chunks can take a while on a busy machine; the rules are not about speed. */
const expect = baseExpect.configure({ timeout: 15_000 });

const he = {
  users: 'משתמשים',
  search: 'חיפוש',
  group: 'קבוצת הרשאה',
  editUser: 'עריכת משתמש',
  userTypes: 'סוגי משתמש',
  groups: 'קבוצות הרשאה',
  save: 'שמירת השינויים',
  cancel: 'ביטול',
  saved: 'המשתמש נשמר',
  saveFailed: 'שמירת פרטי המשתמש נכשלה.',
  ownAccess: /^אי אפשר לשלול מעצמך את הגישה לממשק הניהול/,
  keptGroups: 'קבוצות נוספות, שאין באפשרותך לשנות:',
  keptPermissions: 'הרשאות נוספות, שאין באפשרותך לשנות:',
  systemWrite: 'שינוי הגדרות המערכת',
};
/** The seed's password of every shopper newSignedInShopper makes. */
const shopperPassword = 'Agvaniyot-2024';

type UsersAnswer = { items: { userId: number; email: string }[] };

async function userIdOf(request: APIRequestContext, email: string): Promise<number> {
  const answer = await json<UsersAnswer>(request, `/api/v2/admin/users?q=${encodeURIComponent(email)}`);
  const user = answer.items.find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.userId;
}

const usersGrid = (page: Page) => page.getByRole('grid', { name: he.users });
const rowOf = (page: Page, email: string) => usersGrid(page).getByRole('row').filter({ hasText: email });

test.describe('users admin', () => {
  test('in Hebrew the admin finds a new shopper, gives them the business type, and the shopper then gets the business price', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const email = await newSignedInShopper(request, 'users-admin');
    await signInAsDemo(page.request, 'admin');

    await page.goto('/admin/he/users');
    await page.getByRole('searchbox', { name: he.search }).fill(email);
    await expect(usersGrid(page).getByRole('row')).toHaveCount(2); // the header and the shopper
    await rowOf(page, email).click({ button: 'right' });
    await page.getByRole('menuitem', { name: he.editUser }).click();
    await expect(page).toHaveURL(/\/admin\/he\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test Shopper' })).toBeVisible();

    // Save waits for a change, and a change undone disables it again.
    const save = page.getByRole('button', { name: he.save });
    await expect(save).toBeDisabled();
    await page.getByRole('combobox', { name: he.userTypes }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    await expect(save).toBeEnabled();
    await page.getByRole('option', { name: 'Business' }).click();
    await expect(save).toBeDisabled();
    await page.getByRole('option', { name: 'Business' }).click();
    await page.keyboard.press('Escape');
    await save.click();

    await expect(page.getByText(he.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/he\/users$/);
    // The list comes back as it was left (the filter), with the new type.
    await expect(page.getByRole('searchbox', { name: he.search })).toHaveValue(email);
    await expect(rowOf(page, email)).toContainText('Business');

    // The shopper signs in and sees the business price.
    const shopper = await browser.newContext();
    const signedIn = await shopper.request.post('/api/users/login', {
      data: { email, password: passwordDigest(email, shopperPassword) },
    });
    expect((await signedIn.json()).reject).toBe(false);
    const shop = await shopper.newPage();
    await shop.goto('/en/categories');
    await shop.getByRole('combobox', { name: 'Search products' }).fill('Fresh milk 3% 1');
    await shop.getByRole('option', { name: /^Fresh milk 3% 1 L\s*₪/ }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Fresh milk 3% 1 L' })).toBeVisible();
    await expect(shop.getByText('Your price')).toBeVisible();
    await shopper.close();
  });

  test('Cancel returns to the list at the scroll position it was left at', async ({ page, request }) => {
    // A user holding every permission directly makes a tall row, so the list scrolls in a short window.
    const email = await newSignedInShopper(request, 'users-scroll');
    await signInAsDemo(page.request, 'admin');
    const userId = await userIdOf(page.request, email);
    const permissions = await json<{ permissions: { permission: string }[] }>(
      page.request,
      '/api/admin/permissions',
    );
    const granted = await page.request.put(`/api/admin/users/${userId}/assignments`, {
      headers: { 'X-Requested-With': 'grocery' },
      data: { userTypeIds: [], groups: [], permissions: permissions.permissions.map((p) => p.permission) },
    });
    expect((await granted.json()).reject).toBe(false);

    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/admin/he/users');
    await expect(rowOf(page, email)).toBeVisible();
    // The page scrolls, not the grid (one scroll per page). Scrolled part of the way: the tall row
    // (among the newest, whatever other tests add meanwhile) stays in view to be opened.
    await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // Let the grid report the scroll (throttled) before leaving.
    await page.waitForTimeout(400);

    // Opened without Playwright scrolling the row into view first (which would move the list).
    await rowOf(page, email).dispatchEvent('dblclick');
    await expect(page).toHaveURL(/\/admin\/he\/users\/\d+$/);
    await expect(page.getByRole('button', { name: he.save })).toBeDisabled();
    await page.getByRole('button', { name: he.cancel }).click();

    await expect(page).toHaveURL(/\/admin\/he\/users$/);
    await expect(rowOf(page, email)).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("the permission-group filter keeps the group's members only", async ({ page }) => {
    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin/he/users');
    // Other tests sign up shoppers meanwhile: the demo accounts need not be on the first page.
    await page.getByRole('searchbox', { name: he.search }).fill('freshcart.example');
    await expect(rowOf(page, 'shopper@freshcart.example')).toBeVisible();
    await page.getByRole('combobox', { name: he.group }).click();
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await expect(rowOf(page, 'shopper@freshcart.example')).toHaveCount(0);
    await expect(rowOf(page, demoAccount('admin').email)).toBeVisible();
  });

  test('a refused save (the admin taking the admin group from themselves) says why in Hebrew and keeps the selection', async ({
    page,
  }) => {
    await signInAsDemo(page.request, 'admin');
    const admin = demoAccount('admin');
    await page.goto(`/admin/he/users/${await userIdOf(page.request, admin.email)}`);
    const groups = page.getByRole('combobox', { name: he.groups });
    const groupsField = page.locator('.mantine-MultiSelect-root').filter({ has: groups });
    await expect(groupsField.getByText('admin', { exact: true })).toBeVisible();
    await groups.click();
    await groups.press('Backspace');
    await page.keyboard.press('Escape');
    await expect(groupsField.getByText('admin', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: he.save }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByText(he.saveFailed)).toBeVisible();
    await expect(alert.getByText(he.ownAccess)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/he\/users\/\d+$/);
    await expect(groupsField.getByText('admin', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: he.save })).toBeEnabled();
    // Nothing was saved.
    const stored = await json<{ user: { permissionGroups: string[] } }>(
      page.request,
      `/api/admin/users/${await userIdOf(page.request, admin.email)}`,
    );
    expect(stored.user.permissionGroups).toEqual(['admin']);
  });
});

test.describe('users admin accessibility', () => {
  // axe-core is added as a script tag, which the page's CSP would refuse.
  test.use({ bypassCSP: true });

  test('the users list and a user in Hebrew have no serious or critical axe violations', async ({ page }) => {
    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin/he/users');
    await expect(usersGrid(page).getByRole('row').nth(2)).toBeVisible();
    const list = await seriousViolations(page);
    expect(list, describeViolations(list)).toEqual([]);

    await page.getByRole('searchbox', { name: he.search }).fill('business@freshcart.example');
    await usersGrid(page).getByRole('row').filter({ hasText: 'business@freshcart.example' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: 'Avi Business' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'היסטוריית שינויים' })).toBeVisible();
    const details = await seriousViolations(page);
    expect(details, describeViolations(details)).toEqual([]);
  });
});

test.describe('granting without escalation (decision 0051)', () => {
  test.use({ bypassCSP: true });

  test('a grantor holding part of the rights is offered only what it may grant, keeps the rest, and the page passes axe on desktop and phone', async ({
    page,
    browser,
    request,
  }) => {
    // Three accounts, two saves and two axe runs: on a busy machine this takes minutes.
    test.setTimeout(240_000);
    const grantorEmail = await newSignedInShopper(page.request, 'grantor', 'he');
    const targetEmail = await newSignedInShopper(request, 'granted', 'he');
    const admin = await browser.newContext();
    await signInAsDemo(admin.request, 'admin');
    const grantorId = await userIdOf(admin.request, grantorEmail);
    const targetId = await userIdOf(admin.request, targetEmail);
    for (const [userId, data] of [
      [grantorId, { groups: ['dispatcher'], permissions: ['users:read', 'users:write', 'users:grant'] }],
      [targetId, { groups: ['developer'], permissions: ['system:write'] }],
    ] as const) {
      const saved = await admin.request.put(`/api/admin/users/${userId}/access`, { data });
      expect((await saved.json()).reject).toBe(false);
    }

    await page.goto(`/admin/he/users/${targetId}`);
    // The first admin page of a new session loads the lazy chunks: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Test Shopper' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('list', { name: he.keptGroups })).toHaveText('developer');
    await expect(page.getByRole('list', { name: he.keptPermissions })).toHaveText(he.systemWrite);
    const groups = page.getByRole('combobox', { name: he.groups });
    await groups.click();
    await expect(page.getByRole('option')).toHaveText(['dispatcher']);
    await page.keyboard.press('Escape');
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const violations = await seriousViolations(page);
      expect(violations, `${viewport.width}px: ${describeViolations(violations)}`).toEqual([]);
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await groups.click();
    await page.getByRole('option', { name: 'dispatcher' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: he.save }).click();
    await expect(page.getByText(he.saved)).toBeVisible();
    const stored = await json<{ user: { permissionGroups: string[]; permissions: string[] } }>(
      admin.request,
      `/api/admin/users/${targetId}`,
    );
    expect(stored.user).toMatchObject({
      permissionGroups: ['developer', 'dispatcher'],
      permissions: ['system:write'],
    });
    await admin.close();
  });
});

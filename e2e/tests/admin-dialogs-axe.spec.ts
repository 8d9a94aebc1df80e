import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { minimalPdf } from '../support/pdf';
import { json, signInAsDemo } from '../support/shoppers';

/**
 * axe over every dialog, drawer, confirmation, menu and dropdown of the back office (issue 27), in
 * English and Hebrew: each is opened as a manager opens it, waited for until it is visible and its
 * transitions have ended, checked (the open overlay alone: the pages have their own axe tests) for
 * 0 serious or critical problems, and closed without changing anything. The texts are written out
 * here on purpose (the dictionaries are not imported).
 */

// axe-core goes in as an inline script, which the Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const labels = {
  en: {
    menu: 'Administration menu',
    columns: 'Columns',
    filters: /^Filters/,
    categories: 'Categories',
    created: 'Created',
    placedBetween: 'Placed between',
    cancel: 'Cancel',
    removeImage: /^Remove image/,
    deleteCategory: 'Delete category',
    deleteImage: 'Delete image',
    removeFromCategory: 'Remove from category',
    sendResetLink: 'Send password reset link',
    deleteUserType: 'Delete user type',
    review: 'Review and save',
    discard: 'Discard changes',
    addNote: 'Add a note…',
    deleteRegion: 'Delete Region',
    deleteZone: 'Delete zone',
    removeBlackout: 'Remove Blackout',
    appliesTo: 'Applies to',
    date: 'Date',
    status: 'Status',
    fileActions: /^Actions for/,
    deleteAttachment: 'Delete Attachment',
    deleteComment: 'Delete comment',
    connect: 'Connect',
    reset: 'Reset',
    newRule: 'New rule',
    matchBy: 'Match by',
    category: 'Category',
  },
  he: {
    menu: 'תפריט ניהול',
    columns: 'עמודות',
    filters: /^מסננים/,
    categories: 'קטגוריות',
    created: 'נוצר',
    placedBetween: 'בוצעה בין התאריכים',
    cancel: 'ביטול',
    removeImage: /^הסרת תמונה/,
    deleteCategory: 'מחיקת קטגוריה',
    deleteImage: 'מחיקת תמונה',
    removeFromCategory: 'הסרה מהקטגוריה',
    sendResetLink: 'שליחת קישור לאיפוס סיסמה',
    deleteUserType: 'מחיקת סוג משתמש',
    review: 'סקירה ושמירה',
    discard: 'ביטול השינויים',
    addNote: 'הוספת הערה…',
    deleteRegion: 'מחיקת אזור',
    deleteZone: 'מחיקת אזור',
    removeBlackout: 'הסרת השבתה',
    appliesTo: 'חל על',
    date: 'תאריך',
    status: 'סטטוס',
    fileActions: /^פעולות עבור/,
    deleteAttachment: 'מחיקת הקובץ המצורף',
    deleteComment: 'מחיקת התגובה',
    connect: 'התחברות',
    reset: 'איפוס',
    newRule: 'כלל חדש',
    matchBy: 'התאמה לפי',
    category: 'קטגוריה',
  },
} as const;

type Language = keyof typeof labels;
type Labels = (typeof labels)[Language];

/** Opens an admin page and waits until it has loaded (no loading screen, skeleton or busy region). */
async function openAdmin(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('admin-topbar')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
    timeout: 30_000,
  });
}

let scopes = 0;

/**
 * Waits for the overlay to be visible and its transitions to have ended (colours mid-fade are not
 * the page's), then runs axe over it alone: 0 serious or critical problems.
 */
async function expectAccessible(page: Page, overlay: Locator, what: string) {
  await expect(overlay).toBeVisible();
  // Its own fades and slides, not a spinner's endless turn elsewhere on the page.
  await overlay.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  scopes += 1;
  const scope = `h7-axe-${scopes}`;
  await overlay.evaluate((element, name) => element.setAttribute('data-axe-scope', name), scope);
  const violations = await seriousViolations(page, `[data-axe-scope="${scope}"]`);
  expect(describeViolations(violations), what).toBe('');
}

/** The one open dialog (a modal, a drawer, a confirmation). */
const dialog = (page: Page) => page.getByRole('dialog');
/** The open listbox of a select or multi-select, or the calendar of a date field. */
const dropdown = (page: Page) =>
  page.locator('.mantine-Combobox-dropdown:visible, .mantine-Popover-dropdown:visible');

/** Closes a confirmation with Cancel: nothing is changed. */
async function cancel(page: Page, t: Labels) {
  await dialog(page).getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
}

async function closeWithEscape(page: Page, overlay: Locator) {
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
}

/** A grid's first data row (the header row is the first row). */
const firstRow = (page: Page) => page.getByRole('grid').first().getByRole('row').nth(1);

/** The ids of the pages opened, from the demo store. */
/**
 * The demo's first product and category (both with images), by id: other tests running beside
 * this one add products and categories without images, which the lists' default order puts first.
 */
async function firstIds(request: APIRequestContext) {
  const products = await json<{ items: { productId: number }[] }>(
    request,
    '/api/v2/admin/products?pageSize=1&sortBy=productId&sortDir=asc',
  );
  const categories = await json<{ items: { categoryId: number; totalProducts?: number }[] }>(
    request,
    '/api/v2/admin/categories?pageSize=1&sortBy=categoryId&sortDir=asc',
  );
  const types = await json<{ userTypes: { userTypeId: number }[] }>(request, '/api/admin/user-types');
  const { user } = await json<{ user: { userId: number } }>(request, '/api/users/authenticate');
  return {
    product: products.items[0]?.productId,
    category: categories.items[0]?.categoryId,
    userType: types.userTypes[0]?.userTypeId,
    user: user.userId,
  };
}

/** A development task with a PDF and a comment (the signed-in admin's); answers its id. */
async function taskWithFileAndComment(request: APIRequestContext): Promise<number> {
  const base = '/api/admin/development/tasks';
  const created = await request.post(base, {
    data: { taskName: `Dialogs ${Date.now().toString(36)}`, shortDescription: 'axe over its dialogs' },
  });
  const { task } = (await created.json()) as { task: { taskId: number } };
  const uploaded = await request.post(`${base}/${task.taskId}/attachments`, {
    headers: { 'X-Requested-With': 'grocery' },
    multipart: { file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: minimalPdf() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const commented = await request.post(`${base}/${task.taskId}/comments`, {
    data: { commentText: 'A comment' },
  });
  expect(commented.ok(), await commented.text()).toBe(true);
  return task.taskId;
}

for (const language of ['en', 'he'] as const) {
  const t = labels[language];
  const admin = (path: string) => `/admin/${language}/${path}`;

  test.describe(`${language}: every dialog, drawer and menu has no serious or critical axe problem`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsDemo(page.request, 'admin');
    });

    test('the side menu drawer and the filters drawer on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openAdmin(page, admin(''));
      await page.getByRole('button', { name: t.menu }).click();
      await expectAccessible(page, dialog(page), 'side menu drawer');
      await closeWithEscape(page, dialog(page));

      await openAdmin(page, admin('products'));
      await page.getByRole('button', { name: t.filters }).click();
      await expectAccessible(page, dialog(page), 'product filters drawer');
      await dialog(page).locator('.mantine-MultiSelect-inputField').first().click();
      await expectAccessible(page, dropdown(page), 'categories dropdown in the filters drawer');
      await page.keyboard.press('Escape');
      await closeWithEscape(page, dialog(page));

      await openAdmin(page, admin('orders'));
      await page.getByRole('button', { name: t.filters }).click();
      await expectAccessible(page, dialog(page), 'order filters drawer');
      await closeWithEscape(page, dialog(page));
    });

    test("a grid's column menu, column chooser and row menu; the products filters' date picker", async ({
      page,
    }) => {
      await openAdmin(page, admin('products'));
      await page.locator('.grid-column-menu').first().click();
      await expectAccessible(page, page.getByRole('menu'), 'column options menu');
      await closeWithEscape(page, page.getByRole('menu'));
      await page.getByRole('button', { name: t.columns, exact: true }).click();
      await expectAccessible(page, page.getByRole('menu'), 'column chooser');
      await closeWithEscape(page, page.getByRole('menu'));
      await firstRow(page).click({ button: 'right' });
      await expectAccessible(page, page.getByRole('menu'), 'row menu');
      await closeWithEscape(page, page.getByRole('menu'));

      await page.getByRole('button', { name: t.filters }).click();
      await page.getByRole('group', { name: t.created }).locator('input').first().click();
      await expectAccessible(page, dropdown(page), 'date range picker');
      await page.keyboard.press('Escape');
    });

    test("a product's image removal and its dropdowns", async ({ page }) => {
      const ids = await firstIds(page.request);
      await openAdmin(page, admin(`products/${ids.product}`));
      await page.locator('.mantine-Select-input').first().click();
      await expectAccessible(page, dropdown(page), 'a select of the details tab');
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(1).click();
      await page.locator('.mantine-MultiSelect-inputField').first().click();
      await expectAccessible(page, dropdown(page), 'categories multi-select');
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(2).click();
      await page.getByRole('button', { name: t.removeImage }).first().click();
      await expectAccessible(page, dialog(page), 'remove image confirmation');
      await cancel(page, t);
    });

    test("a category's deletion, product removal, image deletion and user types dropdown", async ({
      page,
    }) => {
      const ids = await firstIds(page.request);
      await openAdmin(page, admin(`categories/${ids.category}`));
      await page.getByRole('button', { name: t.deleteCategory }).click();
      await expectAccessible(page, dialog(page), 'delete category confirmation');
      await cancel(page, t);
      // The demo's first category has an image.
      await page.getByRole('button', { name: t.deleteImage, exact: true }).click();
      await expectAccessible(page, dialog(page), 'delete category image confirmation');
      await cancel(page, t);
      await page.getByRole('tab').nth(1).click();
      await page
        .getByRole('button', { name: `${t.removeFromCategory}:` })
        .first()
        .click();
      await expectAccessible(page, dialog(page), 'remove product from category confirmation');
      await cancel(page, t);
      await page.getByRole('tab').nth(2).click();
      await page.locator('.mantine-MultiSelect-inputField').first().click();
      await expectAccessible(page, dropdown(page), 'user types multi-select');
      await page.keyboard.press('Escape');
    });

    test("a user's reset link confirmation and assignment dropdowns", async ({ page }) => {
      const ids = await firstIds(page.request);
      await openAdmin(page, admin(`users/${ids.user}`));
      await page.locator('.mantine-MultiSelect-inputField').first().click();
      await expectAccessible(page, dropdown(page), 'user types multi-select');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.sendResetLink }).click();
      await expectAccessible(page, dialog(page), 'reset link confirmation');
      await cancel(page, t);
    });

    test("a user type's deletion; the prices preview and discard confirmation", async ({ page }) => {
      const ids = await firstIds(page.request);
      await openAdmin(page, admin(`user-types/${ids.userType}`));
      await page.locator('.mantine-MultiSelect-inputField').first().click();
      await expectAccessible(page, dropdown(page), 'categories multi-select');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.deleteUserType }).click();
      await expectAccessible(page, dialog(page), 'delete user type confirmation');
      await cancel(page, t);

      await openAdmin(page, admin(`user-type-prices?userType=${ids.userType}`));
      await page.locator('.mantine-Select-input').first().click();
      await expectAccessible(page, dropdown(page), 'user type select');
      await page.keyboard.press('Escape');
      await firstRow(page).getByRole('textbox').first().fill('9.90');
      await page.getByRole('button', { name: t.review }).click();
      await expectAccessible(page, dialog(page), 'prices preview');
      await closeWithEscape(page, dialog(page));
      await page.getByRole('button', { name: t.discard }).click();
      await expectAccessible(page, dialog(page), 'discard changes confirmation');
      await cancel(page, t);
    });

    test("an order's drawer and its status dropdown, a row's note dialog, the placed-between picker", async ({
      page,
    }) => {
      await openAdmin(page, admin('orders'));
      await firstRow(page).dblclick();
      await expectAccessible(page, dialog(page), 'order drawer');
      const statusSelect = dialog(page).locator('.mantine-Select-input').first();
      if (await statusSelect.isVisible()) {
        await statusSelect.click();
        await expectAccessible(page, dropdown(page), 'status select in the order drawer');
        await page.keyboard.press('Escape');
      }
      await closeWithEscape(page, dialog(page));
      await firstRow(page).click({ button: 'right' });
      await page.getByRole('menuitem', { name: t.addNote }).click();
      await expectAccessible(page, dialog(page), 'note dialog');
      await closeWithEscape(page, dialog(page));
      await page.getByRole('button', { name: t.filters }).click();
      await page.getByRole('group', { name: t.placedBetween }).locator('input').first().click();
      await expectAccessible(page, dropdown(page), 'placed-between picker');
      await page.keyboard.press('Escape');
    });

    test("a zone's deletion from the list and the editor; a blackout's removal, date picker and zone select", async ({
      page,
    }) => {
      await openAdmin(page, admin('regions'));
      await firstRow(page).click({ button: 'right' });
      await expectAccessible(page, page.getByRole('menu'), 'zone row menu');
      await page.getByRole('menuitem', { name: t.deleteRegion }).click();
      await expectAccessible(page, dialog(page), 'delete zone confirmation (list)');
      await cancel(page, t);

      await openAdmin(page, admin('regions/1'));
      await page.getByRole('button', { name: t.deleteZone }).click();
      await expectAccessible(page, dialog(page), 'delete zone confirmation (editor)');
      await cancel(page, t);

      await openAdmin(page, admin('regions/blackouts'));
      await page.getByRole('textbox', { name: t.date, exact: true }).click();
      await expectAccessible(page, dropdown(page), 'blackout date picker');
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: t.appliesTo }).click();
      await expectAccessible(page, dropdown(page), 'blackout zone select');
      await page.keyboard.press('Escape');
      await firstRow(page).click({ button: 'right' });
      await page.getByRole('menuitem', { name: t.removeBlackout }).click();
      await expectAccessible(page, dialog(page), 'remove blackout confirmation');
      await cancel(page, t);
    });

    test("the tasks' filters, a task's status dropdown, file menu and deletions", async ({ page }) => {
      const taskId = await taskWithFileAndComment(page.request);
      await openAdmin(page, admin('development/tasks'));
      await page.getByRole('combobox', { name: t.status, exact: true }).click();
      await expectAccessible(page, dropdown(page), 'status filter');
      await page.keyboard.press('Escape');

      await openAdmin(page, admin(`development/tasks/${taskId}`));
      await page.getByRole('combobox', { name: t.status, exact: true }).click();
      await expectAccessible(page, dropdown(page), 'task status select');
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(1).click();
      await page.getByRole('button', { name: t.fileActions }).first().click();
      await expectAccessible(page, page.getByRole('menu'), 'file menu');
      await page.getByRole('menuitem', { name: t.deleteAttachment }).click();
      await expectAccessible(page, dialog(page), 'delete attachment confirmation');
      await cancel(page, t);
      await page.getByRole('tab').nth(2).click();
      await page.getByRole('button', { name: t.deleteComment }).first().click();
      await expectAccessible(page, dialog(page), 'delete comment confirmation');
      await cancel(page, t);
    });

    test("a category rule's dialog, its kind and category dropdowns", async ({ page }) => {
      await openAdmin(page, admin('category-rules'));
      await page.getByRole('button', { name: t.newRule, exact: true }).click();
      await expectAccessible(page, dialog(page), 'new category rule dialog');
      await dialog(page).getByRole('combobox', { name: t.matchBy, exact: true }).click();
      await expectAccessible(page, dropdown(page), 'match kind dropdown');
      await page.keyboard.press('Escape');
      await dialog(page).getByRole('combobox', { name: t.category, exact: true }).click();
      await expectAccessible(page, dropdown(page), 'category dropdown');
      await page.keyboard.press('Escape');
      await closeWithEscape(page, dialog(page));
    });

    test("the sync's connect dialog and reset confirmation", async ({ page }) => {
      await openAdmin(page, admin('database'));
      await page.getByRole('button', { name: t.connect, exact: true }).click();
      await expectAccessible(page, dialog(page), 'connect dialog');
      await cancel(page, t);
      await page.getByRole('button', { name: t.reset, exact: true }).click();
      await expectAccessible(page, dialog(page), 'reset confirmation');
      await cancel(page, t);
    });
  });
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { minimalPdf } from '../support/pdf';
import { signInAsDemo } from '../support/shoppers';

/**
 * Issue 17's walk on the real server: the admin, in Hebrew, creates a task and lands on its edit
 * page (the new-task page gone from the history), assigns it, uploads a PDF with a Hebrew name and
 * downloads it back byte-identical, adds and deletes a comment, and finds the task in the list sorted
 * by attachments; a shopper, and anyone signed out, cannot download the file by its link.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const he = {
  listTitle: 'משימות פיתוח',
  grid: 'משימות פיתוח',
  newTask: 'משימה חדשה',
  taskName: 'שם המשימה',
  priority: 'עדיפות',
  urgent: 'דחופה',
  assignee: 'משויכת אל',
  description: 'תיאור',
  create: 'יצירת משימה',
  created: 'משימת הפיתוח נוצרה.',
  save: 'שמירת השינויים',
  saved: 'משימת הפיתוח נשמרה.',
  attachmentsTab: 'קבצים מצורפים',
  upload: 'העלאת קובץ',
  uploaded: 'הקובץ הועלה.',
  attachments: 'קבצים מצורפים',
  commentsTab: 'תגובות',
  comment: 'תגובה',
  addComment: 'הוספת תגובה',
  added: 'התגובה נוספה.',
  comments: 'תגובות',
  deleteComment: 'מחיקת התגובה',
  deleted: 'התגובה נמחקה.',
  noComments: 'עדיין אין תגובות.',
  backToList: 'חזרה למשימות',
  attachmentsColumn: 'קבצים מצורפים',
};

/** The demo admin (admin@freshcart.example), a member of the 'admin' group. */
const demoAdminName = 'Dana Admin';
const fileName = 'דוח משימה.pdf';

test('an admin working in Hebrew walks a task through; its file is theirs to download, not a shopper’s', async ({
  browser,
}) => {
  test.slow();
  const taskName = `בדיקת משימה ${Date.now().toString(36)}`;
  const pdf = minimalPdf('Development task report');
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dev-task-'));
  const pdfPath = path.join(folder, fileName);
  await fs.writeFile(pdfPath, pdf);

  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsDemo(admin.request, 'admin');
  const page = await admin.newPage();

  // New Task from the list: name, description, priority; created, then its edit page in this one's place.
  await page.goto('/admin/he/development/tasks');
  await expect(page.getByRole('heading', { level: 1, name: he.listTitle })).toBeVisible();
  await page.getByRole('button', { name: he.newTask }).click();
  await expect(page).toHaveURL(/\/admin\/he\/development\/tasks\/new$/);
  await page.getByRole('textbox', { name: he.taskName }).fill(taskName);
  await page.getByRole('textbox', { name: he.description, exact: true }).fill('שורה אחת\nושורה שנייה');
  await page.getByRole('combobox', { name: he.priority }).click();
  await page.getByRole('option', { name: he.urgent }).click();
  await page.getByRole('button', { name: he.create }).click();
  await expect(page.getByText(he.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/he\/development\/tasks\/\d+$/);
  const taskUrl = page.url();
  const taskId = Number(taskUrl.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: taskName })).toBeVisible();

  // Back goes to the list, not to the new-task page; forward returns to the task.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/he\/development\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: he.listTitle })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(taskUrl);
  await expect(page.getByRole('heading', { level: 1, name: taskName })).toBeVisible();

  // Assigned to the demo admin, from the admin group's list, and saved.
  await page.getByRole('combobox', { name: he.assignee }).click();
  await page.getByRole('option', { name: demoAdminName }).click();
  await expect(page.getByRole('combobox', { name: he.assignee })).toHaveValue(demoAdminName);
  await page.getByRole('button', { name: he.save }).click();
  await expect(page.getByText(he.saved)).toBeVisible();
  const saved = await admin.request.get(`/api/admin/development/tasks/${taskId}`);
  const { task } = (await saved.json()) as {
    task: { assignedToDisplayName: string; priority: string; shortDescription: string };
  };
  expect(task).toMatchObject({
    assignedToDisplayName: demoAdminName,
    priority: 'urgent',
    shortDescription: 'שורה אחת\nושורה שנייה',
  });

  // Attachments: the PDF uploaded through the file chooser, listed with its size.
  await page.getByRole('tab', { name: he.attachmentsTab }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: he.upload }).click();
  await (await chooser).setFiles(pdfPath);
  await expect(page.getByText(he.uploaded)).toBeVisible();
  const attachments = page.getByRole('table', { name: he.attachments });
  const row = attachments.getByRole('row').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${pdf.length} B`);

  // Downloaded by its link: the same bytes, offered under the Hebrew name.
  const link = row.getByRole('link', { name: fileName });
  const fileUrl = (await link.getAttribute('href')) as string;
  expect(fileUrl).toMatch(new RegExp(`^/api/admin/development/tasks/${taskId}/attachments/\\d+/file$`));
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const downloaded = await fs.readFile(await download.path());
  expect(downloaded.equals(pdf)).toBe(true);

  // Comments: one of two lines added and shown with its break, then deleted after confirming.
  await page.getByRole('tab', { name: he.commentsTab }).click();
  const commentText = 'שורה ראשונה של התגובה\nושורה שנייה';
  await page.getByRole('textbox', { name: he.comment, exact: true }).fill(commentText);
  await page.getByRole('button', { name: he.addComment }).click();
  await expect(page.getByText(he.added)).toBeVisible();
  const comment = page.getByRole('list', { name: he.comments }).getByRole('listitem');
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText('שורה ראשונה של התגובה');
  await expect(comment).toContainText(demoAdminName);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, to see the line break shown
  expect(await comment.locator('.dev-task-comment-text').innerText()).toBe(commentText);
  await expect(page.getByRole('textbox', { name: he.comment, exact: true })).toHaveValue('');
  await comment.getByRole('button', { name: he.deleteComment }).click();
  const confirm = page.getByRole('dialog', { name: he.deleteComment });
  await confirm.getByRole('button', { name: he.deleteComment }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(he.deleted)).toBeVisible();
  await expect(page.getByRole('list', { name: he.comments })).toHaveCount(0);
  await expect(page.getByText(he.noComments)).toBeVisible();

  // The list sorted by attachments, most first (a header click sorts up, a second down): on page one.
  await page.getByRole('link', { name: he.backToList }).click();
  await expect(page).toHaveURL(/\/admin\/he\/development\/tasks$/);
  const grid = page.getByRole('grid', { name: he.grid });
  const header = grid.getByRole('columnheader', { name: he.attachmentsColumn });
  await header.getByRole('button', { name: he.attachmentsColumn, exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  // The grid ignores a button pressed again within 150 ms (spec §9): the second press comes later.
  await page.waitForTimeout(200);
  const mostFirst = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v2/admin/development/tasks?') &&
      response.url().includes('sortBy=attachmentsCount') &&
      response.url().includes('sortDir=desc'),
  );
  await header.getByRole('button', { name: he.attachmentsColumn, exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect((await mostFirst).ok()).toBe(true);
  const listed = grid.getByRole('row').filter({ hasText: taskName });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(demoAdminName);
  await expect(listed).toContainText(he.urgent);
  await expect(listed.getByRole('gridcell').last()).toHaveText('1');

  // A shopper signed in, and anyone signed out, asking for the file by its link: refused, no bytes.
  const shopper = await browser.newContext();
  await signInAsDemo(shopper.request, 'shopper');
  const asShopper = await shopper.request.get(fileUrl);
  expect([401, 403]).toContain(asShopper.status());
  expect((await asShopper.body()).includes(pdf.subarray(0, 16))).toBe(false);
  const anonymous = await browser.newContext();
  const asAnyone = await anonymous.request.get(fileUrl);
  expect(asAnyone.status()).toBe(401);
  expect((await asAnyone.body()).includes(pdf.subarray(0, 16))).toBe(false);

  for (const context of [admin, shopper, anonymous]) await context.close();
  await fs.rm(folder, { recursive: true, force: true });
});

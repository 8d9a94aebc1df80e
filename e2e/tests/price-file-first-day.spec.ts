import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { passwordDigest, pickFirstFreeSlot } from '../support/shoppers';
import { type Store, startStore } from '../support/store';

/**
 * Issue 29's "done when", in Hebrew, on a store of its own (the real file changes the whole
 * catalogue): the manager uploads the real PriceFull, watches it run with a total and an ETA (no
 * guard is hit), sets a category rule that puts cheese by name into Dairy; a shopper finds a
 * weighed cheese, sees its price per 100 g and buys 0.4 kg of it. Then a truncated file and a file
 * of zero items are refused with clear messages, and the catalogue is unchanged.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const REAL_FILE = fileURLToPath(
  new URL(
    '../../apps/server/test/fixtures/pricefull/PriceFull7290873255550-002-202508071006.gz',
    import.meta.url,
  ),
);
const ITEMS = '12,635';
const he = {
  upload: 'העלאת קובץ מחירים',
  replace: 'העלאת קובץ מחירים אחר',
  uploaded: `קובץ המחירים הועלה: ${ITEMS} פריטים. יש להתחיל סנכרון כדי לקרוא אותו.`,
  start: 'התחלה',
  eta: 'זמן שנותר',
  done: 'הושלם',
  emptyFile: 'קובץ המחירים הזה אינו כולל אף פריט',
  badFile: 'זה אינו קובץ מחירים קריא',
  uncategorised: /[\d,]+ מוצרים מיובאים אינם באף קטגוריה\./,
  newRule: 'כלל חדש',
  newRuleTitle: 'כלל שיוך חדש',
  words: 'מילים',
  category: 'קטגוריה',
  dairy: 'מוצרי חלב וביצים',
  addRule: 'הוספת כלל',
  search: 'חיפוש מוצרים',
  addToCart: 'הוספה לעגלה',
  purchase: 'לרכישה',
  continue: 'להמשך ההזמנה',
  thanks: 'תודה על ההזמנה!',
};
/** A weighed cheese of the real file: ₪139.00 a kg, ₪13.90 per 100 g, 0.4 kg for ₪55.60. */
const CHEESE = 'גבינת צדר אנגלית מיושנת במשקל';

let store: Store;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  store = await startStore();
});
test.afterAll(async () => {
  await store?.stop();
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: store.baseUrl, locale: 'he-IL' });
  const page = await context.newPage();
  const password = store.passwords[email] as string;
  const answer = await page.request.post('/api/users/login', {
    data: { email, password: passwordDigest(email, password) },
  });
  expect((await answer.json()).reject).toBe(false);
  return page;
}

/** Every product row as the back office lists it, digested: any change to any product changes it. */
async function catalogueDigest(request: APIRequestContext) {
  const rows: unknown[] = [];
  for (let page = 0; ; page++) {
    const answer = (await (
      await request.get(`/api/v2/admin/products?pageIndex=${page}&pageSize=100&sortBy=productId&sortDir=asc`)
    ).json()) as { items: unknown[]; total: number };
    rows.push(...answer.items);
    if (rows.length >= answer.total || answer.items.length === 0) break;
  }
  return { rows: rows.length, digest: createHash('md5').update(JSON.stringify(rows)).digest('hex') };
}

async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

test('a shop’s first day from its price file, in Hebrew', async ({ browser }) => {
  test.setTimeout(300_000);
  const manager = await signedIn(browser, 'admin@freshcart.example');
  await manager.goto('/admin/he/database');
  const real = await fs.readFile(REAL_FILE);
  await choose(manager, he.upload, {
    name: path.basename(REAL_FILE),
    mimeType: 'application/gzip',
    buffer: real,
  });
  await expect(manager.getByText(he.uploaded)).toBeVisible();

  // The run: a total from the file and an ETA while it reads, then done without a hold.
  const during = manager.waitForResponse(async (response) => {
    if (!response.url().endsWith('/db-sync/status')) return false;
    const { sync } = (await response.json()) as { sync: { status: string; totalItems: number; eta: number } };
    return sync.status === 'running' && sync.totalItems === 12_635 && sync.eta !== null;
  });
  await manager.getByRole('button', { name: he.start, exact: true }).click();
  await during;
  await expect(manager.getByText(he.eta)).toBeVisible();
  await expect(manager.getByText(new RegExp(`מתוך ${ITEMS} פריטים`))).toBeVisible();
  await expect(manager.getByText(he.done, { exact: true }).first()).toBeVisible({ timeout: 180_000 });

  // One rule puts the cheeses, by the start of a word of their names, into Dairy (decision 0066).
  await manager.goto('/admin/he/category-rules');
  await expect(manager.getByText(he.uncategorised)).toBeVisible();
  await manager.getByRole('button', { name: he.newRule }).click();
  const dialog = manager.getByRole('dialog', { name: he.newRuleTitle });
  const words = dialog.getByRole('combobox', { name: he.words });
  await words.pressSequentially('גבינת');
  await words.press('Enter');
  await words.pressSequentially('גבינה');
  await words.press('Enter');
  await expect(dialog.getByRole('status')).toContainText(/מתאים ל־\d+ מוצרים מיובאים/);
  await dialog.getByRole('combobox', { name: he.category }).click();
  await manager.getByRole('option', { name: he.dairy }).click();
  await dialog.getByRole('button', { name: he.addRule }).click();
  await expect(manager.getByText(/הכלל נוסף: הוא שייך \d+ מוצרים/)).toBeVisible();

  // A shopper finds the cheese, sees its price per 100 g, and buys 0.4 kg of it.
  const shopper = await signedIn(browser, 'shopper@freshcart.example');
  await shopper.goto('/he');
  await shopper.getByRole('combobox', { name: he.search }).fill('צדר אנגלית מיושנת');
  await shopper.getByRole('option', { name: new RegExp(`^${CHEESE}\\s*₪139\\.00`) }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: CHEESE })).toBeVisible();
  await expect(shopper.getByTestId('measure-price')).toHaveText('₪13.90 ל-100 גרם');
  const quantity = shopper.getByLabel(`כמות של ${CHEESE}`);
  await expect(quantity).toHaveValue('0.1');
  await quantity.fill('0.4');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('0.4');
  await shopper.getByRole('button', { name: he.addToCart }).click();
  await shopper.goto('/he/my-cart');
  const line = shopper.getByRole('article', { name: CHEESE });
  await expect(line.getByTestId('line-total')).toHaveText('₪55.60');
  await expect(line).toContainText('₪13.90 ל-100 גרם');
  await shopper.getByRole('link', { name: he.purchase }).click();
  await pickFirstFreeSlot(shopper);
  await shopper.getByRole('button', { name: he.continue }).click();
  await expect(shopper.getByRole('heading', { name: he.thanks })).toBeVisible();

  // A truncated file and a file of zero items: refused, the catalogue unchanged.
  await manager.goto('/admin/he/database');
  const before = await catalogueDigest(manager.request);
  expect(before.rows).toBeGreaterThan(12_000);
  const cut = real.subarray(0, Math.floor(real.length / 2));
  await choose(manager, he.replace, { name: 'PriceFull-cut.gz', mimeType: 'application/gzip', buffer: cut });
  await expect(manager.getByText(he.badFile)).toBeVisible();
  const xml = gunzipSync(real).toString('utf8');
  const empty = `${xml.slice(0, xml.indexOf('<Items'))}<Items Count="0"></Items></root>\n`;
  await choose(manager, he.replace, {
    name: 'PriceFull-empty.gz',
    mimeType: 'application/gzip',
    buffer: gzipSync(empty),
  });
  await expect(manager.getByText(he.emptyFile)).toBeVisible();
  expect(await catalogueDigest(manager.request)).toEqual(before);
});

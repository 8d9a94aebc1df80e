import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { addMilkToCart, firstFreeSlot, json, newSignedInShopper, signInAsDemo } from '../support/shoppers';

/**
 * Issue 27's grids on a 1366 × 768 screen, in English and Hebrew, on the real server: the orders
 * grid's default columns fit (no sideways scroll, no header or status cut short), the products page
 * has one scroll (the document's; the grid's box does not scroll), and a product's name is in the
 * page's language.
 */
// axe-core is added to the page as a script, which the store's CSP would refuse.
test.use({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
const expect = baseExpect.configure({ timeout: 30_000 });

/** An order with a delivery slot, so the grid has a status, a slot and a total to show. */
async function placeOrder(request: APIRequestContext) {
  await newSignedInShopper(request, 'grids');
  await addMilkToCart(request);
  const created = await request.post('/api/shipping-addresses', {
    data: {
      recipientName: 'Grid Shopper',
      addressLine1: 'Dizengoff 50',
      city: 'Tel Aviv',
      postalCode: '6433222',
      country: 'Israel',
      latitude: 32.0775,
      longitude: 34.7744,
    },
  });
  const { address } = (await created.json()) as { address: { shippingAddressId: number } };
  const finalized = await request.post('/api/orders/finalize', {
    data: {
      shippingAddressId: address.shippingAddressId,
      deliverySlot: await firstFreeSlot(request, address.shippingAddressId),
    },
    headers: { 'idempotency-key': `grids-${randomUUID()}` },
  });
  expect((await finalized.json()).reject).toBe(false);
}

/** What the grid on the page measures: its box, each header title, each status label. */
function measureGrid(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.grid-box') as HTMLElement;
    const cut = (element: Element) => element.scrollWidth > element.clientWidth + 0.5;
    const outside = (element: Element) => {
      const cell = element.closest('.grid-cell') as HTMLElement;
      const [inner, outer] = [element.getBoundingClientRect(), cell.getBoundingClientRect()];
      return inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5;
    };
    return {
      sideways: box.scrollWidth - box.clientWidth,
      upAndDown: box.scrollHeight - box.clientHeight,
      headers: [...document.querySelectorAll('.grid-header-title')].map((title) => title.textContent),
      cutHeaders: [...document.querySelectorAll('.grid-header-title')].filter(cut).map((t) => t.textContent),
      statuses: document.querySelectorAll('.grid-body-row .order-status').length,
      cutStatuses: [...document.querySelectorAll('.grid-body-row .order-status')].filter(outside).length,
      documentScrolls: document.documentElement.scrollHeight > window.innerHeight,
    };
  });
}

test.describe('the admin grids at 1366 × 768', () => {
  // The demo data's orders, or one placed now when there are none.
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newContext();
    await signInAsDemo(admin.request, 'admin');
    const { total } = await json<{ total: number }>(admin.request, '/api/v2/admin/orders?pageSize=1');
    await admin.close();
    if (total > 0) return;
    const shopper = await browser.newContext();
    await placeOrder(shopper.request);
    await shopper.close();
  });

  for (const language of ['en', 'he'] as const) {
    test(`the orders grid's default columns fit, nothing cut short (${language})`, async ({ page }) => {
      await signInAsDemo(page.request, 'admin');
      await page.goto(`/admin/${language}/orders`);
      await expect(page.locator('.grid-body-row').first()).toBeVisible();
      const measured = await measureGrid(page);
      expect(measured.headers).toHaveLength(6);
      expect(measured.sideways).toBeLessThanOrEqual(0);
      expect(measured.cutHeaders).toEqual([]);
      expect(measured.statuses).toBeGreaterThan(0);
      expect(measured.cutStatuses).toBe(0);
      expect(measured.upAndDown).toBeLessThanOrEqual(0);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });

    test(`the products page has one scroll, names in the page's language (${language})`, async ({ page }) => {
      await signInAsDemo(page.request, 'admin');
      await page.goto(`/admin/${language}/products`);
      await expect(page.locator('.grid-body-row')).toHaveCount(25);
      const measured = await measureGrid(page);
      expect(measured.upAndDown).toBeLessThanOrEqual(0);
      expect(measured.sideways).toBeLessThanOrEqual(0);
      expect(measured.documentScrolls).toBe(true);
      expect(measured.cutHeaders).toEqual([]);
      // The last row is reached by scrolling the page, and the header stays below the top bar.
      await page.locator('.grid-body-row').last().scrollIntoViewIfNeeded();
      const header = await page.locator('.grid-head').boundingBox();
      expect(header?.y).toBeGreaterThanOrEqual(55);
      expect(header?.y).toBeLessThanOrEqual(57);
      // The grid's first row names its product in this language: its translation, else its base name.
      const first = page.locator('.grid-body-row').first();
      const href = (await first.getByRole('link').getAttribute('href')) ?? '';
      const { base, translations } = await json<{
        base: { productName: string };
        translations: { languageCode: string; productName: string }[];
      }>(page.request, `/api/admin/products/${href.split('/').pop()}/translations`);
      const expected =
        translations.find((translation) => translation.languageCode === language)?.productName ??
        base.productName;
      await expect(first.getByRole('link')).toHaveText(expected);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});

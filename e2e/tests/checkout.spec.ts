import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { json, pickFirstFreeSlot, signInAsDemo } from '../support/shoppers';

/**
 * Checkout through the browser as the demo shopper, in English and in Hebrew: cart, a new address
 * typed as 'lat, lon' (the geocoder is unreachable here), remember as default, finalize,
 * confirmation, my orders, order details, and the order notification. Serial: both walks use the
 * demo shopper's one server cart.
 */
test.describe.configure({ mode: 'serial' });

const texts = {
  en: {
    purchase: 'Purchase',
    search: 'Search for an address, or type lat, lon',
    noAddresses: 'No saved addresses yet — add one on the map',
    recipient: 'Recipient name',
    line1: 'Address line 1',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country',
    save: 'Save address',
    remember: 'Remember selection as default for future orders',
    continue: 'Continue to checkout',
    thanks: 'Thank you for your order!',
    viewDetailsOf: (number: string) => `View details of order ${number}`,
    notifications: 'Notifications',
  },
  he: {
    purchase: 'לרכישה',
    search: 'חיפוש כתובת, או קו רוחב, קו אורך',
    noAddresses: 'אין עדיין כתובות שמורות — אפשר להוסיף כתובת על המפה',
    recipient: 'שם הנמען',
    line1: 'רחוב ומספר בית',
    city: 'עיר',
    postalCode: 'מיקוד',
    country: 'מדינה',
    save: 'שמירת הכתובת',
    remember: 'לזכור את הבחירה כברירת מחדל להזמנות הבאות',
    continue: 'להמשך ההזמנה',
    thanks: 'תודה על ההזמנה!',
    viewDetailsOf: (number: string) => `לפרטים של הזמנה ${number}`,
    notifications: 'התראות',
  },
} as const;

type Cart = { cartItems: { cartItemId: number; productName: string }[]; totals: { total: number } };

/** Empties the shopper's server cart and puts two products in it: one by the unit, one weighed. */
async function fillCart(request: APIRequestContext, language: 'en' | 'he'): Promise<Cart> {
  const before = await json<Cart>(request, `/api/cart/${language}`);
  for (const item of before.cartItems) await request.delete(`/api/cart/items/${item.cartItemId}`);
  const search = async (term: string) =>
    (
      await json<{
        products: { productId: number; unit: string; minimumQuantity: number; outOfStock: boolean }[];
      }>(request, `/api/products/search/${encodeURIComponent(term)}?languageCode=en`)
    ).products.filter((product) => !product.outOfStock);
  const milk = (await search('milk'))[0];
  const weighed = (await search('tomato')).find((product) => product.unit === 'kg');
  for (const product of [milk, weighed]) {
    expect(product).toBeDefined();
    const added = await request.post('/api/cart/items', {
      data: { productId: product?.productId, quantity: product?.minimumQuantity },
    });
    expect((await added.json()).reject).toBe(false);
  }
  return json<Cart>(request, `/api/cart/${language}`);
}

const unreadCount = async (request: APIRequestContext) =>
  (await json<{ unreadCount: number }>(request, '/api/v2/notifications?pageSize=1')).unreadCount;

/** The header bell's label: its name and, when there are any, the unread count. */
async function bellLabel(page: Page) {
  return (await page.locator('.site-header__bell').getAttribute('aria-label')) ?? '';
}

for (const language of ['en', 'he'] as const) {
  test(`the demo shopper checks out in ${language}: new address by 'lat, lon', confirmation, my orders, notification`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    await signInAsDemo(page.request, 'shopper');
    const cart = await fillCart(page.request, language);
    expect(cart.cartItems).toHaveLength(2);
    const unreadBefore = await unreadCount(page.request);

    await page.goto(`/${language}/my-cart`);
    await page.getByRole('link', { name: t.purchase }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/shipping-details`));

    // Once the saved addresses are in (their arrival resets the map and the search text, as the
    // spec's selection rules say), a new address: 'lat, lon' moves the marker without a geocoder.
    await expect(page.getByRole('radio').first().or(page.getByText(t.noAddresses))).toBeVisible();
    const latitude = 32.0701 + Math.random() / 100;
    const point = `${latitude.toFixed(6)}, 34.790200`;
    await page.getByLabel(t.search).fill(point);
    await page.getByLabel(t.search).press('Enter');
    await expect(page.locator('.address-coordinates')).toContainText(point);
    const recipient = `E2E ${language} ${Date.now()}`;
    await page.getByLabel(t.recipient).fill(recipient);
    await page.getByLabel(t.line1).fill('Dizengoff 50');
    await page.getByLabel(t.city).fill('Tel Aviv');
    await page.getByLabel(t.postalCode).fill('6433222');
    await page.getByLabel(t.country).fill('Israel');
    await page.getByRole('button', { name: t.save }).click();
    const card = page.getByRole('radio', { name: new RegExp(recipient) });
    await expect(card).toBeChecked();

    await page.getByLabel(t.remember).check();
    await pickFirstFreeSlot(page);
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/order-confirmation/\\d+$`));
    const orderNumber = page.url().split('/').pop() as string;
    await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
    await expect(page.getByText(orderNumber).first()).toBeVisible();

    // Remembered as the default, and the cart is empty.
    const { addresses } = await json<{ addresses: { recipientName: string; isDefault: boolean }[] }>(
      page.request,
      '/api/shipping-addresses',
    );
    expect(addresses.find((address) => address.recipientName === recipient)?.isDefault).toBe(true);
    expect((await json<Cart>(page.request, `/api/cart/${language}`)).cartItems).toHaveLength(0);

    // My orders: the order with the cart's total; its details list the cart's items.
    await page.goto(`/${language}/my-orders`);
    const orderLink = page.getByRole('link', { name: t.viewDetailsOf(orderNumber) });
    const orderCard = page.locator('article, li').filter({ has: orderLink }).first();
    await expect(orderCard).toContainText(cart.totals.total.toFixed(2));
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/${language}/orders/${orderNumber}$`));
    for (const item of cart.cartItems) await expect(page.getByText(item.productName).first()).toBeVisible();

    // The order's notification: counted in the bell, read in the inbox, and the count drops.
    expect(await unreadCount(page.request)).toBe(unreadBefore + 1);
    await expect.poll(() => bellLabel(page)).toContain(String(unreadBefore + 1));
    await page
      .getByRole('link', { name: new RegExp(t.notifications) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${language}/notifications`));
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await expect.poll(() => unreadCount(page.request)).toBe(unreadBefore);
    if (unreadBefore === 0) await expect.poll(() => bellLabel(page)).toBe(t.notifications);
    else await expect.poll(() => bellLabel(page)).toContain(String(unreadBefore));
  });
}

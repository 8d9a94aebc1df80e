import { expect, type Page, test } from '@playwright/test';
import { demoAccount } from '../support/demo-accounts';
import { waitForMail } from '../support/mailbox';
import { deviceCart, uniqueEmail } from '../support/shoppers';

/**
 * Catalogue, search and cart through the browser, against the real server with the demo data.
 * The walk uses its own new account (the demo shoppers' server carts are shared between tests);
 * the visibility test only reads the catalogue as the two demo shoppers and never touches a cart.
 */

async function signUpAndConfirm(page: Page, user: { name: string; email: string; password: string }) {
  const since = Date.now();
  await page.goto('/en/sign-up');
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByTestId('sign-up').getByRole('status')).toContainText(
    'Your account has been created.',
  );
  const mail = await waitForMail(user.email, { since });
  const link = mail.links.find((href) => href.includes('/en/confirm-email?token='));
  expect(link, mail.text).toBeDefined();
  await page.goto(link as string);
  await expect(page.getByTestId('confirm-email').getByRole('status')).toContainText('confirmed');
}

test.describe('catalogue, search and cart', () => {
  test('anonymous in Thai and Hebrew: browse, search, add a weighed product, reload, sign in (merged), change and remove', async ({
    page,
  }) => {
    // A long walk (sign-up by mail, two languages, a reload offline, sign-in): three times the usual time.
    test.slow();
    const user = { name: 'Cart Walker', email: uniqueEmail('cart'), password: 'Agvaniyot-2024' };
    await signUpAndConfirm(page, user);

    // Browse in Thai: categories → Fruit & Vegetables, its name in the sub-menu bar, the pager.
    await page.goto('/th/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'หมวดหมู่' })).toBeVisible();
    await page.getByRole('link', { name: /ผักและผลไม้/ }).click();
    await expect(page).toHaveURL(/\/th\/products\/\d+\/0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ผักและผลไม้' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'มะเขือเทศ', exact: true })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'หน้า' });
    await pager.getByRole('link', { name: 'หน้า 2' }).click();
    await expect(page).toHaveURL(/\/th\/products\/\d+\/1$/);
    await expect(pager.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute('aria-current', 'page');

    // Details opened from the list come back to the same page of the same category.
    const listUrl = new URL(page.url()).pathname;
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/th\/products\/details\/\d+$/);
    await page.getByRole('link', { name: 'กลับไปที่สินค้า' }).click();
    await expect(page).toHaveURL(new RegExp(`${listUrl}$`));

    // Search in Hebrew and open a product from the results.
    await page.getByRole('link', { name: 'עברית' }).click();
    await expect(page).toHaveURL(/\/he\/products\/\d+\/1$/);
    const search = page.getByRole('combobox', { name: 'חיפוש מוצרים' });
    await search.fill('זזזזזז');
    await expect(page.getByText('אין תוצאות')).toBeVisible();
    await search.fill('עגבניות');
    const tomatoes = page.getByRole('option', { name: /^עגבניות\s*₪/ });
    await expect(tomatoes).toBeVisible();
    await expect(page.getByRole('option').first()).toContainText('₪');
    await tomatoes.click();
    await expect(page).toHaveURL(/\/he\/products\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'עגבניות' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toBeVisible();

    // The gallery's zoom opens on the high-resolution picture and closes with Escape.
    await page.getByRole('button', { name: 'פתיחת התמונה במסך מלא' }).click();
    await expect(page.getByRole('button', { name: 'הגדלה' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'הגדלה' })).toHaveCount(0);

    // A weighed product: 0.5 kg minimum in 0.25 steps; off-step and too-small values are rejected.
    const quantity = page.getByLabel('כמות של עגבניות');
    await expect(quantity).toHaveValue('0.5');
    await quantity.fill('0.6');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('0.5');
    await expect(page.getByText('יש לבחור כמות בקפיצות של 0.25 ק״ג.')).toBeVisible();
    await quantity.fill('0.2');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('0.5');
    await quantity.fill('0.75');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('0.75');
    await page.getByRole('button', { name: 'הוספה לעגלה' }).click();
    const toast = page.getByText('עגבניות נוסף לעגלה שלך.');
    await expect(toast).toBeVisible();
    await expect(quantity).toHaveValue('0.5');
    await expect(page.getByRole('link', { name: 'העגלה שלי, פריט אחד' })).toBeVisible();
    expect(await deviceCart(page)).toEqual([{ productId: expect.any(Number), quantity: 0.75 }]);

    // The toast's action opens the cart; after a reload the device cart is still there.
    await page.getByRole('button', { name: 'לעגלה שלי' }).click();
    await expect(page).toHaveURL(/\/he\/my-cart$/);
    await page.reload();
    const line = page.getByRole('article', { name: 'עגבניות' });
    await expect(line.getByLabel('כמות של עגבניות')).toHaveValue('0.75');
    await expect(line.getByTestId('line-total')).toHaveText('₪5.93');
    await expect(page.getByRole('link', { name: 'להרשמה והשלמת ההזמנה' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'לרכישה' })).toHaveCount(0);

    // With the server unreachable the device cart still shows its lines and takes changes.
    await page.route('**/api/**', (route) => route.abort());
    await page.reload();
    const offline = page.getByRole('article', { name: 'עגבניות' });
    await expect(offline.getByLabel('כמות של עגבניות')).toHaveValue('0.75');
    await offline.getByRole('button', { name: 'יותר' }).click();
    await expect(offline.getByLabel('כמות של עגבניות')).toHaveValue('1');
    await expect(offline.getByTestId('line-total')).toHaveText('₪7.90');
    await page.unroute('**/api/**');
    expect(await deviceCart(page)).toEqual([{ productId: expect.any(Number), quantity: 1 }]);

    // Details from the cart come back to the cart.
    await page.reload();
    await page.getByRole('link', { name: 'פרטים על עגבניות' }).click();
    await page.getByRole('link', { name: 'חזרה לעגלה שלי' }).click();
    await expect(page).toHaveURL(/\/he\/my-cart$/);

    // Sign in: the device cart goes to the account and is emptied.
    await page.goto('/he/sign-in');
    await page.getByLabel('כתובת דוא״ל').fill(user.email);
    await page.getByLabel('סיסמה', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'התחברות', exact: true }).click();
    await expect(page).toHaveURL(/\/he$/);
    await expect.poll(() => deviceCart(page)).toEqual([]);
    await page.getByRole('link', { name: 'העגלה שלי, פריט אחד' }).click();
    const serverLine = page.getByRole('article', { name: 'עגבניות' });
    await expect(serverLine.getByLabel('כמות של עגבניות')).toHaveValue('1');
    await expect(serverLine.getByTestId('line-total')).toHaveText('₪7.90');
    await expect(page.getByTestId('cart-total')).toHaveText('₪7.90');
    await expect(page.getByRole('link', { name: 'לרכישה' })).toHaveAttribute('href', '/he/shipping-details');

    // Change the quantity (server cart): 1.25 kg × ₪7.90 = ₪9.875, rounded once to ₪9.88.
    await serverLine.getByRole('button', { name: 'יותר' }).click();
    await expect(serverLine.getByLabel('כמות של עגבניות')).toHaveValue('1.25');
    await expect(serverLine.getByTestId('line-total')).toHaveText('₪9.88');
    await expect(page.getByTestId('cart-total')).toHaveText('₪9.88');
    await page.reload();
    await expect(page.getByRole('article', { name: 'עגבניות' }).getByLabel('כמות של עגבניות')).toHaveValue(
      '1.25',
    );
    await page.getByRole('button', { name: 'הסרה של עגבניות מהעגלה' }).click();
    await expect(page.getByRole('heading', { name: 'העגלה שלך ריקה' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'העגלה שלך ריקה' })).toBeVisible();
  });

  test('the business shopper sees the hidden category and the special price; the plain shopper does not', async ({
    browser,
  }) => {
    test.slow();
    async function signedIn(email: string, password: string) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/en/sign-in');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/en$/);
      return { context, page };
    }
    async function openMilk(page: Page) {
      await page.getByRole('combobox', { name: 'Search products' }).fill('Fresh milk 3% 1');
      await page.getByRole('option', { name: /^Fresh milk 3% 1 L\s*₪/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fresh milk 3% 1 L' })).toBeVisible();
    }

    const businessAccount = demoAccount('business');
    const business = await signedIn(businessAccount.email, businessAccount.password);
    await business.page.goto('/en/categories');
    await business.page.getByRole('link', { name: /Wholesale Packs/ }).click();
    await expect(business.page.getByRole('heading', { level: 1, name: 'Wholesale Packs' })).toBeVisible();
    await expect(business.page.getByRole('article').first()).toBeVisible();
    const wholesaleUrl = business.page.url();
    await openMilk(business.page);
    await expect(business.page.getByText('Your price')).toBeVisible();
    await expect(business.page.getByLabel('Quantity of Fresh milk 3% 1 L')).toHaveValue('12');
    const businessPrice = await business.page
      .getByTestId('price')
      .locator('.price-tag__amount')
      .textContent();

    const shopperAccount = demoAccount('shopper');
    const plain = await signedIn(shopperAccount.email, shopperAccount.password);
    await plain.page.goto('/en/categories');
    await expect(plain.page.getByRole('link', { name: /Dairy & Eggs/ })).toBeVisible();
    await expect(plain.page.getByRole('link', { name: /Wholesale Packs/ })).toHaveCount(0);
    await plain.page.goto(new URL(wholesaleUrl).pathname);
    await expect(plain.page.getByTestId('not-found')).toBeVisible();
    await plain.page.goto('/en/categories');
    await openMilk(plain.page);
    await expect(plain.page.getByText('Your price')).toHaveCount(0);
    await expect(plain.page.getByLabel('Quantity of Fresh milk 3% 1 L')).toHaveValue('1');
    // The search box works from the keyboard: arrows choose, Escape closes the list.
    const box = plain.page.getByRole('combobox', { name: 'Search products' });
    await plain.page.mouse.move(0, 400); // away from the list, which would otherwise choose by hover
    await box.fill('Fresh milk');
    await expect(plain.page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(plain.page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const plainPrice = await plain.page.getByTestId('price').locator('.price-tag__amount').textContent();
    const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    expect(amount(businessPrice)).toBeLessThan(amount(plainPrice));

    await business.context.close();
    await plain.context.close();
  });
});

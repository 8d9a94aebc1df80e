import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { deviceCart, newSignedInShopper } from '../support/shoppers';

/**
 * Storefront defects a shopper hit: a typed quantity applied twice, the quantity's upper bound,
 * out-of-stock details, plural counts, right-to-left numbers, the offline map note.
 */

type Product = {
  productId: number;
  productName: string;
  unit: string;
  minimumQuantity: number;
  quantityStep: number;
  outOfStock: boolean;
};

async function categoryPage(request: APIRequestContext, language: string, categoryId: number) {
  const response = await request.get(`/api/products/${language}/${categoryId}/0`);
  return ((await response.json()) as { products: Product[] }).products;
}

/** An in-stock product sold by the piece (minimum 1, step 1) on the first page of Fruit & Vegetables. */
async function pieceProduct(request: APIRequestContext, language = 'en'): Promise<Product> {
  const product = (await categoryPage(request, language, 1)).find(
    (item) =>
      !item.outOfStock && item.unit === 'unit' && item.minimumQuantity === 1 && item.quantityStep === 1,
  );
  expect(product).toBeDefined();
  return product as Product;
}

async function serverCart(request: APIRequestContext) {
  const response = await request.get('/api/cart/en');
  return ((await response.json()) as { cartItems: { productId: number; quantity: number }[] }).cartItems;
}

/** Counts `POST /api/cart/items` from now on. */
function countCartPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart/items') posts += 1;
  });
  return () => posts;
}

type Commit = 'Enter' | 'Tab' | 'click away';

async function typeQuantity(page: Page, input: Locator, value: string, commit: Commit) {
  await input.fill(value);
  if (commit === 'click away') await page.getByRole('heading', { level: 1 }).click();
  else await input.press(commit);
}

/** Lets a late second commit (the defect) reach the network before counting. */
const settle = (page: Page) => page.waitForTimeout(600);

for (const signedIn of [true, false]) {
  const who = signedIn ? 'signed in' : 'anonymous';

  test(`${who}: a typed quantity is applied exactly once in the cart, on the list and on the details`, async ({
    page,
  }) => {
    test.slow();
    if (signedIn) await newSignedInShopper(page.request, 'fixes');
    const product = await pieceProduct(page.request);
    const posts = countCartPosts(page);
    const quantityLabel = `Quantity of ${product.productName}`;
    const cartQuantity = async () => {
      const lines = signedIn ? await serverCart(page.request) : await deviceCart(page);
      return lines.find((line) => line.productId === product.productId)?.quantity ?? 0;
    };

    // Products list: type 5 + Enter, then add: one call with 5.
    await page.goto('/en/products/1/0');
    const card = page.getByRole('article', { name: product.productName, exact: true });
    await typeQuantity(page, card.getByLabel(quantityLabel), '5', 'Enter');
    await expect(card.getByLabel(quantityLabel)).toHaveValue('5');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${product.productName} was added to your cart.`)).toBeVisible();
    await settle(page);
    expect(await cartQuantity()).toBe(5);
    expect(posts()).toBe(signedIn ? 1 : 0);

    // Details: type 2 then Tab, add: the line now holds 7.
    await page.goto(`/en/products/details/${product.productId}`);
    const details = page.getByLabel(quantityLabel);
    await typeQuantity(page, details, '2', 'Tab');
    await expect(details).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${product.productName} was added to your cart.`)).toBeVisible();
    await settle(page);
    expect(await cartQuantity()).toBe(7);
    expect(posts()).toBe(signedIn ? 2 : 0);

    // My cart: each way of committing a typed value applies it once.
    await page.goto('/en/my-cart');
    const line = page.getByRole('article', { name: product.productName });
    const input = line.getByLabel(quantityLabel);
    await expect(input).toHaveValue('7');
    let expectedPosts = posts();
    for (const [value, commit] of [
      ['5', 'Enter'],
      ['9', 'Tab'],
      ['4', 'click away'],
    ] as const) {
      await typeQuantity(page, input, value, commit);
      await expect(input).toHaveValue(value);
      await settle(page);
      await expect(input).toHaveValue(value);
      expect(await cartQuantity(), `${value} by ${commit}`).toBe(Number(value));
      if (signedIn) expectedPosts += 1;
      expect(posts(), `${value} by ${commit}`).toBe(expectedPosts);
    }
    await page.reload();
    await expect(
      page.getByRole('article', { name: product.productName }).getByLabel(quantityLabel),
    ).toHaveValue('4');
  });
}

/** The first out-of-stock product the catalogue shows (the demo data has a few). */
async function outOfStockProduct(request: APIRequestContext): Promise<Product> {
  for (let categoryId = 1; categoryId <= 17; categoryId += 1) {
    const found = (await categoryPage(request, 'en', categoryId)).find((item) => item.outOfStock);
    if (found) return found;
  }
  throw new Error('The demo data has no out-of-stock product');
}

test('an out-of-stock product says so on its details page, as on its card, in en, he and th', async ({
  page,
}) => {
  const product = await outOfStockProduct(page.request);
  const texts = {
    en: { outOfStock: 'Out of stock', add: 'Add to cart' },
    he: { outOfStock: 'אזל מהמלאי', add: 'הוספה לעגלה' },
    th: { outOfStock: 'สินค้าหมด', add: 'ใส่ตะกร้า' },
  } as const;
  for (const language of ['en', 'he', 'th'] as const) {
    await page.goto(`/${language}/products/details/${product.productId}`);
    const details = page.locator('article.details');
    await expect(details.getByText(texts[language].outOfStock, { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: texts[language].add })).toBeDisabled();
  }
  // The same badge as the card's: same words, same look.
  const badge = page.locator('article.details').getByText(texts.th.outOfStock, { exact: true });
  await expect(badge).toHaveClass(/stock-badge/);
});

test('quantities stop at the largest one a cart line may hold (the server limit)', async ({ page }) => {
  const product = await pieceProduct(page.request);
  await page.goto(`/en/products/details/${product.productId}`);
  const input = page.getByLabel(`Quantity of ${product.productName}`);
  await typeQuantity(page, input, '10000', 'Enter');
  await expect(input).toHaveValue('10000');
  await expect(page.getByRole('button', { name: 'More', exact: true })).toBeDisabled();
  await typeQuantity(page, input, '10001', 'Enter');
  await expect(input).toHaveValue('10000');
  await expect(page.getByText('The largest quantity is 10000.')).toBeVisible();
});

test('count texts follow each language’s plural rules: 1 item, פריט אחד, שני פריטים', async ({ page }) => {
  const [first, second] = (await categoryPage(page.request, 'en', 1)).filter(
    (item) => !item.outOfStock && item.unit === 'unit',
  );
  for (const product of [first, second]) {
    await page.goto(`/en/products/details/${product?.productId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${product?.productName} was added to your cart.`)).toBeVisible();
    if (product === first) {
      await expect(page.getByRole('link', { name: 'My Cart, 1 item', exact: true })).toBeVisible();
      await page.goto('/he/my-cart');
      await expect(page.locator('.my-cart__count')).toHaveText('פריט אחד');
      await expect(page.getByRole('link', { name: 'העגלה שלי, פריט אחד', exact: true })).toBeVisible();
    }
  }
  await page.goto('/en/my-cart');
  await expect(page.locator('.my-cart__count')).toHaveText('2 items');
  await page.goto('/he/my-cart');
  await expect(page.locator('.my-cart__count')).toHaveText('שני פריטים');
  await page.goto('/th/my-cart');
  await expect(page.locator('.my-cart__count')).toHaveText('2 รายการ');
});

test('shipping details: coordinates read left to right in Hebrew, addresses keep their direction, and the offline map says so', async ({
  page,
}) => {
  await newSignedInShopper(page.request, 'fixes');
  await page.goto('/he/shipping-details');
  // The e2e server's tiles answer 404: a note instead of a silent grey box. The page loads its map
  // lazily, then waits for the tiles to fail: longer than 5 s on a loaded two-core machine.
  await expect(page.getByText('המפה לא נטענה', { exact: false })).toBeVisible({ timeout: 20_000 });

  const search = page.getByLabel('חיפוש כתובת, או קו רוחב, קו אורך');
  await search.fill('31.7683, 35.2137');
  const layout = () =>
    search.evaluate((input) => ({
      ltr: input.matches(':dir(ltr)'),
      align: getComputedStyle(input).textAlign,
    }));
  const typed = await layout();
  expect(typed.ltr).toBe(true);
  expect(typed.align).toBe('right');
  await search.fill('רחוב יפו 1, ירושלים');
  expect((await layout()).ltr).toBe(false);

  // A Hebrew street typed on the English page is right to left in its field.
  await page.goto('/en/shipping-details');
  await expect(page.getByText('The map could not load.', { exact: false })).toBeVisible({ timeout: 20_000 });
  const line1 = page.getByLabel('Address line 1 *');
  await line1.fill('רחוב יפו 1');
  expect(await line1.evaluate((input) => input.matches(':dir(rtl)'))).toBe(true);
  await page.getByLabel('Phone (optional)').fill('+972 50 123 4567');
  expect(await page.getByLabel('Phone (optional)').evaluate((input) => input.matches(':dir(ltr)'))).toBe(
    true,
  );
});

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { firstFreeSlot, json, newSignedInShopper } from '../support/shoppers';

/**
 * axe-core over every storefront page, in English and in Hebrew, once its data has loaded: no
 * serious or critical violation anywhere. Signed-in pages use accounts made for this file (the
 * demo shoppers' server carts are shared with other tests): one new, one with an address, an
 * order, its notification and items in the cart.
 */

// axe-core goes in as an inline script, which the store's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const languages = ['en', 'he'] as const;
type Language = (typeof languages)[number];

const addToCartText: Record<Language, string> = { en: 'Add to cart', he: 'הוספה לעגלה' };
const openMenuText: Record<Language, string> = { en: 'Open menu', he: 'פתיחת התפריט' };

type Product = { productId: number; unit: string; minimumQuantity: number; outOfStock: boolean };

/** Waits until the page has its data (a first-level heading, no skeletons, nothing busy). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function expectAccessible(page: Page) {
  await settle(page);
  const violations = await seriousViolations(page);
  expect(describeViolations(violations), `serious or critical violations on ${page.url()}`).toBe('');
}

/** The demo catalogue's places the pages need: a category with a second page, and three products. */
async function findCatalogue(request: APIRequestContext) {
  const { categories } = await json<{ categories: { categoryId: number }[] }>(request, '/api/categories/en');
  let pagedCategory: number | undefined;
  const products: Product[] = [];
  for (const { categoryId } of categories) {
    const page = await json<{ total: number; products: Product[] }>(
      request,
      `/api/products/en/${categoryId}/0`,
    );
    if (page.total > page.products.length && pagedCategory === undefined) pagedCategory = categoryId;
    products.push(...page.products);
  }
  const inStock = products.filter((product) => !product.outOfStock);
  const found = {
    pagedCategory,
    byUnit: inStock.find((product) => product.unit === 'unit'),
    weighed: inStock.find((product) => product.unit === 'kg'),
    outOfStock: products.find((product) => product.outOfStock),
  };
  for (const [name, value] of Object.entries(found)) expect(value, name).toBeDefined();
  return found as { [K in keyof typeof found]: NonNullable<(typeof found)[K]> };
}

async function addToServerCart(request: APIRequestContext, products: Product[]) {
  for (const product of products) {
    const added = await request.post('/api/cart/items', {
      data: { productId: product.productId, quantity: product.minimumQuantity },
    });
    expect((await added.json()).reject, `add ${product.productId}`).toBe(false);
  }
}

/** An address, an order (and so a notification), then items in the cart again. */
async function shopperWithHistory(request: APIRequestContext, products: Product[]) {
  await newSignedInShopper(request, 'a11y');
  const created = await request.post('/api/shipping-addresses', {
    data: {
      recipientName: 'Axe Shopper',
      addressLine1: 'Dizengoff 50',
      city: 'Tel Aviv',
      postalCode: '6433222',
      country: 'Israel',
      latitude: 32.0775,
      longitude: 34.7744,
    },
  });
  const { address } = (await created.json()) as { address: { shippingAddressId: number } };
  await addToServerCart(request, products);
  const finalized = await request.post('/api/orders/finalize', {
    data: {
      shippingAddressId: address.shippingAddressId,
      deliverySlot: await firstFreeSlot(request, address.shippingAddressId),
    },
    headers: { 'idempotency-key': `a11y-${randomUUID()}` },
  });
  const { order } = (await finalized.json()) as { order: { orderNumber: string } };
  expect(order?.orderNumber).toBeTruthy();
  await addToServerCart(request, products);
  return order.orderNumber;
}

async function signedInState(browser: Browser, setUp: (request: APIRequestContext) => Promise<unknown>) {
  const context = await browser.newContext();
  await setUp(context.request);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Made once per worker, when a test first needs it (a failing test restarts its worker). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

let catalogue: Awaited<ReturnType<typeof findCatalogue>>;
let orderNumber = '';
let browserOfWorker: Browser;
const newUser = once(() =>
  signedInState(browserOfWorker, async (request) => {
    await newSignedInShopper(request, 'a11y');
  }),
);
const regularUser = once(() =>
  signedInState(browserOfWorker, async (request) => {
    orderNumber = await shopperWithHistory(request, [catalogue.byUnit, catalogue.weighed]);
  }),
);

test.beforeAll(async ({ browser, request }) => {
  browserOfWorker = browser;
  catalogue = await findCatalogue(request);
});

for (const language of languages) {
  const at = (path: string) => `/${language}${path}`;

  test.describe(`${language}, signed out`, () => {
    const pages: Record<string, () => string> = {
      home: () => at(''),
      about: () => at('/about'),
      categories: () => at('/categories'),
      'products list': () => at(`/products/${catalogue.pagedCategory}/0`),
      'products list, page 2': () => at(`/products/${catalogue.pagedCategory}/1`),
      'product details': () => at(`/products/details/${catalogue.byUnit.productId}`),
      'product details, weighed': () => at(`/products/details/${catalogue.weighed.productId}`),
      'product details, out of stock': () => at(`/products/details/${catalogue.outOfStock.productId}`),
      'my cart, empty': () => at('/my-cart'),
      'sign in': () => at('/sign-in'),
      'sign up': () => at('/sign-up'),
      'forgot password': () => at('/forgot-password'),
      'reset password': () => at('/reset-password?token=0123456789abcdef0123456789abcdef'),
      'confirm email': () => at('/confirm-email?token=0123456789abcdef0123456789abcdef'),
      'not found': () => at('/no-such-page'),
    };
    for (const [name, path] of Object.entries(pages)) {
      test(name, async ({ page }) => {
        await page.goto(path());
        await expectAccessible(page);
      });
    }

    test('my cart, with items on this device', async ({ page }) => {
      await page.goto(at(`/products/details/${catalogue.byUnit.productId}`));
      await settle(page);
      await page.getByRole('button', { name: addToCartText[language] }).first().click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.goto(at('/my-cart'));
      await expectAccessible(page);
    });

    test('side menu open', async ({ page }) => {
      await page.goto(at(''));
      await settle(page);
      await page.getByRole('button', { name: openMenuText[language] }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
    });
  });

  test.describe(`${language}, signed in`, () => {
    const pages: Record<string, { user: typeof newUser; path: () => string }> = {
      'account settings': { user: newUser, path: () => at('/account-settings') },
      'shipping details, no addresses': { user: newUser, path: () => at('/shipping-details') },
      'my orders, none': { user: newUser, path: () => at('/my-orders') },
      'notifications, none': { user: newUser, path: () => at('/notifications') },
      'my cart, with items': { user: regularUser, path: () => at('/my-cart') },
      'shipping details, with an address': { user: regularUser, path: () => at('/shipping-details') },
      payment: { user: regularUser, path: () => at('/payment') },
      'my orders': { user: regularUser, path: () => at('/my-orders') },
      'order details': { user: regularUser, path: () => at(`/orders/${orderNumber}`) },
      'order confirmation': {
        user: regularUser,
        path: () => at(`/order-confirmation/${orderNumber}`),
      },
      notifications: { user: regularUser, path: () => at('/notifications') },
      'side menu open': { user: regularUser, path: () => at('') },
    };
    for (const [name, { user, path }] of Object.entries(pages)) {
      test(name, async ({ browser }) => {
        const context = await browser.newContext({ storageState: await user(), bypassCSP: true });
        const page = await context.newPage();
        await page.goto(path());
        if (name === 'side menu open') {
          await settle(page);
          await page.getByRole('button', { name: openMenuText[language] }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
        await expectAccessible(page);
        await context.close();
      });
    }
  });
}

import { createHash, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type DemoRole, demoAccount } from './demo-accounts';
import { waitForMail } from './mailbox';

/** An address no other test or run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@e2e.example`;
}

/** What the web app sends as the password: SHA-256 of the lower-cased email and the typed password. */
export function passwordDigest(email: string, password: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}${password}`).digest('hex');
}

/** A GET that must succeed, read as JSON. */
export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new confirmed account (confirmed through the link mailed to it), signed in on `request`, whose
 * cookies a page of the same context shares, preferring `languageCode` for its messages. Each test
 * gets its own server cart this way.
 */
export async function newSignedInShopper(
  request: APIRequestContext,
  prefix = 'shopper',
  languageCode: 'en' | 'he' | 'th' = 'en',
): Promise<string> {
  const email = uniqueEmail(prefix);
  const password = passwordDigest(email, 'Agvaniyot-2024');
  const since = Date.now();
  // Each made-up shopper from an address of its own (the server trusts the loopback proxy): the
  // suite makes more than the 20 sign-ups an hour one address may.
  const address = `10.${(Date.now() >> 16) % 250}.${(Date.now() >> 8) % 250}.${Math.floor(Math.random() * 250) + 1}`;
  const registered = await request.post('/api/users/register', {
    data: { email, password, displayName: 'Test Shopper', languageCode },
    headers: { 'x-forwarded-for': address },
  });
  expect((await registered.json()).reject).toBe(false);
  const mail = await waitForMail(email, { since });
  const link = mail.links.find((href) => href.includes('confirm-email?token='));
  const token = new URL(link as string).searchParams.get('token');
  const confirmed = await request.post('/api/users/confirm-email', { data: { token } });
  expect((await confirmed.json()).reject).toBe(false);
  const signedIn = await request.post('/api/users/login', { data: { email, password } });
  expect((await signedIn.json()).reject).toBe(false);
  return email;
}

/** The device cart (IndexedDB 'freshcart', store 'cart') as the page sees it. */
export function deviceCart(page: Page): Promise<{ productId: number; quantity: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('freshcart');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('cart')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('cart').objectStore('cart').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Signs `request` (and the pages sharing its cookies) in as a demo account with its first password. */
export async function signInAsDemo(request: APIRequestContext, role: DemoRole): Promise<void> {
  const { email, password } = demoAccount(role);
  const signedIn = await request.post('/api/users/login', {
    data: { email, password: passwordDigest(email, password) },
  });
  expect((await signedIn.json()).reject).toBe(false);
}

/** Puts the least quantity of a milk product in stock into the signed-in shopper's cart. */
export async function addMilkToCart(request: APIRequestContext): Promise<void> {
  const { products } = await json<{
    products: { productId: number; minimumQuantity: number; outOfStock: boolean }[];
  }>(request, `/api/products/search/${encodeURIComponent('milk')}?languageCode=en`);
  const product = products.find((candidate) => !candidate.outOfStock);
  if (!product) throw new Error('the demo data has no milk in stock');
  const added = await request.post('/api/cart/items', {
    data: { productId: product.productId, quantity: product.minimumQuantity },
  });
  expect((await added.json()).reject).toBe(false);
}

/** The first delivery slot that can be booked for one of the signed-in shopper's addresses. */
export async function firstFreeSlot(
  request: APIRequestContext,
  shippingAddressId: number,
): Promise<{ deliveryZoneWindowId: number; date: string }> {
  const { slots } = await json<{
    slots: { deliveryZoneWindowId: number; date: string; bookable: boolean }[];
  }>(request, `/api/delivery/availability?shippingAddressId=${shippingAddressId}`);
  const slot = slots.find((candidate) => candidate.bookable);
  if (!slot) throw new Error(`no bookable delivery slot for address ${shippingAddressId}`);
  return { deliveryZoneWindowId: slot.deliveryZoneWindowId, date: slot.date };
}

/** On the shipping page: picks the first delivery time that can be booked and waits for its hold. */
export async function pickFirstFreeSlot(page: Page): Promise<void> {
  const slot = page.getByTestId('slot').and(page.locator(':enabled')).first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

import { expect, type Page, test } from '@playwright/test';
import { newSignedInShopper, passwordDigest } from '../support/shoppers';

/**
 * A partner's web app on another origin (a second local server) signs a shopper in for a token and
 * adds to the cart through CORS (issue 32); the same page served from an origin the store does not
 * list gets no grant, so its browser keeps every answer from it.
 */
const port = process.env.E2E_OTHER_ORIGIN_PORT;
const listedOrigin = `http://127.0.0.1:${port}`;
const unlistedOrigin = `http://localhost:${port}`;

type Attempt = { ok: true; added: unknown } | { ok: false; error: string };

/** In the partner's page: sign in for a token, then add the product to the cart with it. */
function signInAndAdd(
  page: Page,
  api: string,
  body: { email: string; password: string; productId: number; quantity: number },
) {
  return page.evaluate(
    async ({ api, email, password, productId, quantity }): Promise<Attempt> => {
      try {
        const signIn = await fetch(`${api}/api/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, deviceName: 'Partner web app' }),
        });
        const { token } = (await signIn.json()) as { token: string };
        const add = await fetch(`${api}/api/cart/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ productId, quantity }),
        });
        return { ok: true, added: await add.json() };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },
    { api, ...body },
  );
}

test('a page of a listed origin adds to the cart through CORS; one of an unlisted origin cannot', async ({
  page,
  request,
  baseURL,
}) => {
  expect(port, 'global-setup starts the second origin').toBeTruthy();
  const email = await newSignedInShopper(request, 'partner');
  const password = passwordDigest(email, 'Agvaniyot-2024');
  const { products } = (await (
    await request.get(`/api/products/search/${encodeURIComponent('milk')}?languageCode=en`)
  ).json()) as { products: { productId: number; minimumQuantity: number; outOfStock: boolean }[] };
  const milk = products.find((product) => !product.outOfStock);
  if (!milk) throw new Error('the demo data has no milk in stock');
  const { productId, minimumQuantity: quantity } = milk;

  await page.goto(`${unlistedOrigin}/`);
  const refused = await signInAndAdd(page, baseURL as string, { email, password, productId, quantity });
  expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('Failed to fetch') });

  await page.goto(`${listedOrigin}/`);
  const done = await signInAndAdd(page, baseURL as string, { email, password, productId, quantity });
  expect(done).toEqual({ ok: true, added: expect.objectContaining({ reject: false }) });

  // The cart the store keeps for that shopper holds exactly the one line the partner's page added.
  const cart = (await (await request.get('/api/cart/en')).json()) as {
    cartItems: { productId: number; quantity: number }[];
  };
  expect(cart.cartItems.map(({ productId: id }) => id)).toEqual([productId]);
});

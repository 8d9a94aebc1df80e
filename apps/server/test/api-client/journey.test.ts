import type { AddressInfo } from 'node:net';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneWithSlot } from '../../src/domain/delivery/testing/delivery-fixture';
import { passwordDigest } from '../accounts';
import { type DemoFixture, demoFixture } from '../demo-fixture';
import type { paths } from './openapi';

/**
 * An outside app's whole journey through a client generated from our API document
 * (openapi-typescript + openapi-fetch), over real HTTP to a listening server, signed in with a
 * bearer token and no cookie (Node's fetch keeps none).
 */
let f: DemoFixture;
let baseUrl: string;
let shopper: { email: string; password: string };

beforeAll(async () => {
  f = await demoFixture();
  shopper = f.accounts[1];
  await zoneWithSlot(f.t.database.db);
  await f.t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => f.close());

type Api = Client<paths>;

/** A client signed in from an app: every call carries the token, none a cookie. */
async function signedInClient(deviceName: string): Promise<{ api: Api; tokenId: number }> {
  const api = createClient<paths>({ baseUrl });
  const { data } = await api.POST('/api/tokens', {
    body: { email: shopper.email, password: passwordDigest(shopper.email, shopper.password), deviceName },
  });
  if (!data || data.reject) throw new Error(`no token: ${JSON.stringify(data)}`);
  const { token, tokenId } = data;
  api.use({
    onRequest({ request }) {
      expect(request.headers.get('cookie')).toBeNull();
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return { api, tokenId };
}

/** The answer's data, after checking the call succeeded and was not refused. */
function accepted<T>(result: {
  data?: T;
  error?: unknown;
  response: Response;
}): Exclude<T, { reject: true }> {
  expect(result.response.status, JSON.stringify(result.error)).toBe(200);
  const data = result.data as T & { reject?: boolean };
  expect(data.reject, JSON.stringify(data)).toBe(false);
  return data as Exclude<T, { reject: true }>;
}

/** Browses to the first category's first product and puts two in the cart. */
async function browseAndAdd(api: Api) {
  const { categories } = accepted(
    await api.GET('/api/categories/{languageCode}', { params: { path: { languageCode: 'en' } } }),
  );
  const categoryId = categories[0]?.categoryId as number;
  const page = accepted(
    await api.GET('/api/products/{languageCode}/{categoryId}/{pageIndex}', {
      params: { path: { languageCode: 'en', categoryId: String(categoryId), pageIndex: '0' } },
    }),
  );
  const product = page.products.find((item) => !item.outOfStock && item.unit === 'unit');
  if (!product) throw new Error('no unit product in stock on the first page');
  const added = accepted(
    await api.POST('/api/cart/items', { body: { productId: product.productId, quantity: 2 } }),
  );
  expect(added).toMatchObject({ reject: false });
  return product;
}

describe('a generated client, signed in with a token', () => {
  it('browses, fills the cart, adds an address, holds a slot, orders, reads its inbox and signs out', async () => {
    const { api } = await signedInClient('Journey phone');
    const product = await browseAndAdd(api);

    const { cartItems } = accepted(
      await api.GET('/api/cart/{languageCode}', { params: { path: { languageCode: 'en' } } }),
    );
    expect(cartItems.map((item) => item.productId)).toContain(product.productId);

    const { address } = accepted(
      await api.POST('/api/shipping-addresses', {
        body: {
          recipientName: 'Noa App',
          addressLine1: 'Dizengoff 100',
          city: 'Tel Aviv',
          postalCode: '6433222',
          country: 'Israel',
          latitude: 32.0809,
          longitude: 34.7742,
          isDefault: true,
        },
      }),
    );
    const shippingAddressId = address.shippingAddressId;

    const availability = accepted(
      await api.GET('/api/delivery/availability', {
        params: { query: { shippingAddressId: String(shippingAddressId), languageCode: 'en' } },
      }),
    );
    const free = availability.slots.find((slot) => slot.bookable);
    if (!free) throw new Error('no free slot');
    const deliverySlot = { deliveryZoneWindowId: free.deliveryZoneWindowId, date: free.date };
    accepted(await api.POST('/api/delivery/hold', { body: { ...deliverySlot, shippingAddressId } }));

    const placed = accepted(
      await api.POST('/api/orders/finalize', {
        body: { shippingAddressId, deliverySlot, languageCode: 'en' },
      }),
    );
    const orderNumber = placed.order.orderNumber;

    const orders = accepted(
      await api.GET('/api/v2/orders/{languageCode}', {
        params: { path: { languageCode: 'en' }, query: { orderNumber: String(orderNumber) } },
      }),
    );
    expect(orders.items.map((order) => order.orderNumber)).toEqual([orderNumber]);
    const one = accepted(
      await api.GET('/api/orders/{languageCode}/{orderNumber}', {
        params: { path: { languageCode: 'en', orderNumber: String(orderNumber) } },
      }),
    );
    expect(one.order.orderNumber).toBe(orderNumber);

    const inbox = accepted(await api.GET('/api/v2/notifications', { params: { query: { pageSize: 10 } } }));
    const unread = inbox.items.find((notice) => !notice.readAt);
    if (!unread) throw new Error('no unread notification after ordering');
    // A POST with no body and no forgery header: the token is the credential.
    const read = accepted(
      await api.POST('/api/notifications/{notificationId}/read', {
        params: { path: { notificationId: String(unread.notificationId) } },
      }),
    );
    expect(read.notification.readAt).not.toBeNull();

    accepted(await api.POST('/api/users/logout'));
    const after = await api.GET('/api/v2/notifications');
    expect(after.response.status).toBe(401);
    expect(after.error).toMatchObject({ reject: true, reason: 'UNAUTHORIZED' });
  });

  it('stops with 401 at the next call once the token is revoked half-way', async () => {
    const { api, tokenId } = await signedInClient('Lost phone');
    await browseAndAdd(api);
    const { api: other } = await signedInClient('Tablet');
    const listed = accepted(await other.GET('/api/tokens'));
    expect(listed.tokens.map((token) => token.deviceName)).toContain('Lost phone');
    accepted(await other.DELETE('/api/tokens/{tokenId}', { params: { path: { tokenId: String(tokenId) } } }));

    const next = await api.GET('/api/cart/{languageCode}', { params: { path: { languageCode: 'en' } } });
    expect(next.response.status).toBe(401);
    expect(next.error).toMatchObject({ reject: true, reason: 'UNAUTHORIZED' });
  });
});

import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { zoneWithSlot } from '../src/domain/delivery/testing/delivery-fixture';
import { passwordDigest } from './accounts';
import { type DemoFixture, demoFixture, productId } from './demo-fixture';

/**
 * The spec's storefront client (docs/spec: "The calls it makes"), call by call, as it describes
 * them: cookies, `Accept` and `Content-Type: application/json` on every call, the answer's keys it
 * reads. A call we answer otherwise is named in docs/api/spec-differences.md with the reason, and
 * must still differ here: when one is made to match, the page must lose its row.
 */
const differencesPage = new URL('../../../docs/api/spec-differences.md', import.meta.url);

let f: DemoFixture;
let shopper: { email: string; password: string };
let milk: number;
let addressId: number;
let orderNumber: string;
/** The account the register row makes (unconfirmed, for the resend row). */
const registered = `spec-${Date.now()}@example.com`;

/** As the spec's client sends every call. */
function specCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return f.t.app.inject({
    method,
    url,
    headers: { cookie: f.shopper, accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

type SpecRow = {
  area: string;
  call: string;
  run: () => Promise<LightMyRequestResponse>;
  /** The answer's keys the spec's client reads. */
  reads?: string[];
  /** The row of docs/api/spec-differences.md that says why we answer otherwise. */
  differs?: string;
  /** A rejection the spec lists for this call, answered as it says (200, reject true, this reason). */
  rejects?: string;
};

const rows: SpecRow[] = [
  {
    area: 'users',
    call: 'GET authenticate',
    run: () => specCall('GET', '/api/users/authenticate'),
    reads: ['user'],
  },
  {
    area: 'users',
    call: 'POST register',
    run: () =>
      specCall('POST', '/api/users/register', {
        email: registered,
        password: passwordDigest(registered, 'pass-1234'),
        displayName: 'Spec Client',
        languageCode: 'en',
      }),
  },
  {
    area: 'users',
    call: 'PUT preferences',
    run: () => specCall('PUT', '/api/users/preferences', { preferredLanguageCode: 'en' }),
    reads: ['user'],
  },
  {
    area: 'users',
    call: 'POST forgot-password',
    run: () => specCall('POST', '/api/users/forgot-password', { email: shopper.email, languageCode: 'en' }),
  },
  {
    area: 'users',
    call: 'POST resend-confirmation',
    run: () => specCall('POST', '/api/users/resend-confirmation', { email: registered, languageCode: 'en' }),
  },
  {
    area: 'users',
    call: 'POST reset-password',
    run: () =>
      specCall('POST', '/api/users/reset-password', {
        token: 'not-a-token-that-was-sent',
        email: shopper.email,
        password: passwordDigest(shopper.email, 'new-pass-1234'),
      }),
    rejects: 'INVALID_TOKEN',
  },
  {
    area: 'users',
    call: 'GET confirm-email',
    run: () => specCall('GET', '/api/users/confirm-email?token=abc'),
    differs: 'GET confirm-email',
  },
  {
    area: 'cart',
    call: 'GET /{languageCode}',
    run: () => specCall('GET', '/api/cart/en'),
    reads: ['cartItems'],
  },
  {
    area: 'cart',
    call: 'POST add item',
    run: () => specCall('POST', '/api/cart/items', { productId: milk, quantity: 1 }),
  },
  {
    area: 'cart',
    call: 'DELETE remove item',
    run: async () => {
      const line = (await specCall('GET', '/api/cart/en')).json().cartItems[0];
      return specCall('DELETE', `/api/cart/items/${line.cartItemId}`);
    },
  },
  {
    area: 'products',
    call: 'POST prices',
    run: () => specCall('POST', '/api/products/prices', { productIds: [milk] }),
    reads: ['prices'],
  },
  {
    area: 'products',
    call: 'GET /{languageCode}/{categoryId}/{pageIndex?}',
    run: async () => {
      const [row] = rowsOf<{ id: number }>(
        await f.t.database.db.execute(
          sql`select category_id as id from product_categories where product_id = ${milk}`,
        ),
      );
      return specCall('GET', `/api/products/en/${row?.id}`);
    },
    reads: ['products', 'total'],
  },
  {
    area: 'products',
    call: 'GET /{languageCode}/{productId}/details',
    run: () => specCall('GET', `/api/products/en/${milk}/details`),
    reads: ['product'],
  },
  {
    area: 'products',
    call: 'GET /search/{searchTerm}',
    run: () => specCall('GET', '/api/products/search/milk'),
    reads: ['products'],
  },
  {
    area: 'orders',
    call: 'POST finalize',
    run: async () => {
      await specCall('POST', '/api/cart/items', { productId: milk, quantity: 1 });
      const answer = await specCall('POST', '/api/orders/finalize', { shippingAddressId: addressId });
      expect(answer.json()).toMatchObject({ reject: true, reason: 'SLOT_REQUIRED' });
      return answer;
    },
    differs: 'POST finalize',
  },
  {
    area: 'orders',
    call: 'GET /{languageCode}',
    run: () => specCall('GET', '/api/orders/en'),
    reads: ['orders'],
  },
  {
    area: 'orders',
    call: 'GET /{languageCode}?orderNumber',
    run: async () => {
      const answer = await specCall('GET', `/api/orders/en?orderNumber=${orderNumber}&languageCode=en`);
      expect(answer.json().orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
        orderNumber,
      ]);
      return answer;
    },
    reads: ['orders'],
  },
  {
    area: 'orders',
    call: 'GET items',
    run: () => specCall('GET', `/api/orders/en/${orderNumber}`),
    reads: ['orderItems'],
  },
  {
    area: 'shipping addresses',
    call: 'GET list',
    run: () => specCall('GET', '/api/shipping-addresses'),
    reads: ['addresses'],
  },
  {
    area: 'shipping addresses',
    call: 'POST create',
    run: () =>
      specCall('POST', '/api/shipping-addresses', {
        label: 'Work',
        recipientName: 'Spec Client',
        phone: '050-0000000',
        addressLine1: 'Herzl 2',
        addressLine2: '',
        city: 'Tel Aviv',
        state: '',
        postalCode: '6100000',
        country: 'Israel',
        latitude: 32.0853,
        longitude: 34.7818,
        isDefault: false,
      }),
    reads: ['address'],
  },
  {
    area: 'shipping addresses',
    call: 'set default at /{shippingAddressId}/default',
    run: () => specCall('POST', `/api/shipping-addresses/${addressId}/default`),
  },
  {
    area: 'categories',
    call: 'GET /{languageCode}',
    run: () => specCall('GET', '/api/categories/en'),
    reads: ['categories'],
  },
  {
    area: 'categories',
    call: 'GET /{languageCode}/{categoryId}',
    run: async () => {
      const first = (await specCall('GET', '/api/categories/en')).json().categories[0];
      return specCall('GET', `/api/categories/en/${first.categoryId}`);
    },
    reads: ['category'],
  },
  {
    area: 'notifications',
    call: 'GET /',
    run: () => specCall('GET', '/api/notifications'),
    reads: ['notifications'],
  },
  {
    area: 'notifications',
    call: 'POST /{notificationId}/read',
    run: async () => {
      const [row] = rowsOf<{ id: number }>(
        await f.t.database.db.execute(sql`select notification_id as id from notifications join users using (user_id)
            where users.email = ${shopper.email} order by 1 limit 1`),
      );
      return specCall('POST', `/api/notifications/${row?.id}/read`);
    },
    reads: ['notification'],
  },
  {
    area: 'delivery',
    call: '/availability',
    run: () => specCall('GET', `/api/delivery/availability?shippingAddressId=${addressId}`),
    reads: ['slots'],
  },
  // Signing in again ends the session the calls above used: last but one.
  {
    area: 'users',
    call: 'POST login',
    run: () =>
      specCall('POST', '/api/users/login', {
        email: shopper.email,
        password: passwordDigest(shopper.email, shopper.password),
      }),
    reads: ['user'],
  },
  {
    area: 'users',
    call: 'GET logout',
    run: () => specCall('GET', '/api/users/logout'),
    differs: 'GET logout',
  },
];

beforeAll(async () => {
  f = await demoFixture();
  shopper = f.accounts[1];
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
  const { slot } = await zoneWithSlot(f.t.database.db);
  const created = await specCall('POST', '/api/shipping-addresses', {
    recipientName: 'Spec Client',
    addressLine1: 'Herzl 1',
    city: 'Tel Aviv',
    postalCode: '6100000',
    country: 'Israel',
    latitude: 32.0853,
    longitude: 34.7818,
    isDefault: true,
  });
  addressId = created.json().address.shippingAddressId;
  // Two orders, so that the orderNumber filter has one to leave out (the older is asked for).
  const placeOrder = async () => {
    await specCall('POST', '/api/cart/items', { productId: milk, quantity: 1 });
    const placed = await specCall('POST', '/api/orders/finalize', {
      shippingAddressId: addressId,
      deliverySlot: slot,
    });
    return placed.json().order.orderNumber as string;
  };
  orderNumber = await placeOrder();
  await placeOrder();
});
afterAll(() => f.close());

describe("the spec's storefront calls", () => {
  for (const row of rows) {
    it(`${row.area}: ${row.call}${row.differs ? ' (a listed difference)' : ''}`, async () => {
      const answer = await row.run();
      const exact = answer.statusCode === 200 && answer.json().reject === false;
      if (row.differs) {
        expect(exact, `${row.call} now answers as the spec says: drop its difference`).toBe(false);
        expect(await fs.readFile(differencesPage, 'utf8')).toContain(`| ${row.area} | ${row.differs} |`);
        return;
      }
      expect(answer.statusCode, answer.body).toBe(200);
      if (row.rejects) {
        expect(answer.json(), answer.body).toMatchObject({ reject: true, reason: row.rejects });
        return;
      }
      expect(answer.json(), answer.body).toMatchObject({ reject: false, reason: null });
      for (const key of row.reads ?? []) expect(answer.json(), key).toHaveProperty(key);
    });
  }

  it('lists on the differences page no storefront call the test does not run as one', async () => {
    const page = await fs.readFile(differencesPage, 'utf8');
    const section = page.split('## Storefront calls')[1]?.split('\n## ')[0] ?? '';
    const listed = [...section.matchAll(/^\| ([a-z ]+) \| ([^|]+) \|/gm)]
      .map((match) => `${match[1]} | ${match[2]?.trim()}`)
      .filter((entry) => !entry.startsWith('Area |') && !entry.includes('---'));
    const differing = rows.filter((row) => row.differs).map((row) => `${row.area} | ${row.differs}`);
    expect(listed.sort()).toEqual(differing.sort());
  });
});

import { cartEndpoints, errorEnvelopeSchema, userTypesAdminEndpoints } from '@grocery/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding, userIdOf } from '../../test/access';
import { jsonHeaders } from '../../test/accounts';
import { type DemoFixture, demoFixture, productId } from '../../test/demo-fixture';
import { allEndpoints } from '../../test/endpoint-calls';
import { cartItems, idempotencyKeys, userTypes } from '../db/schema';
import { forgetIdempotencyKeys } from './idempotency';

let f: DemoFixture;
let milk: number;
let shopperId: number;
let editor: StaffMember;

beforeAll(async () => {
  f = await demoFixture();
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
  editor = await userHolding(f.t.app, {
    permissions: ['admin_access', 'user_types:read', 'user_types:write'],
  });
  shopperId = await userIdOf(f.t.database.db, 'shopper@freshcart.example');
});
afterAll(() => f.close());

const db = () => f.t.database.db;
const post = (url: string, body: unknown, cookie: string, key?: string) =>
  f.t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { ...jsonHeaders, cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const addMilk = (quantity: number, key?: string, cookie = f.shopper) =>
  post(cartEndpoints.addItem.path, { productId: milk, quantity }, cookie, key);
const milkInCart = async (userId = shopperId) => {
  const [row] = await db()
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, milk)));
  return row ? Number(row.quantity) : 0;
};
const clearCart = () => db().delete(cartItems);
const typesNamed = async (name: string) =>
  (await db().select({ n: count() }).from(userTypes).where(eq(userTypes.userTypeName, name)))[0]?.n;

/** POSTs that create nothing a retry could repeat: set operations, actions, reads. */
const notCreating = new Set([
  'POST /api/admin/products/bulk/active',
  'POST /api/admin/products/bulk/out-of-stock',
  'POST /api/admin/products/bulk/categories',
  'POST /api/admin/products/:productId/categories/:categoryId',
  'POST /api/admin/promotions/preview',
  'POST /api/delivery/hold',
  'POST /api/notifications/:notificationId/read',
  'POST /api/shipping-addresses/:shippingAddressId/default',
  'POST /api/admin/users/:userId/reset-link',
  'POST /api/admin/process/db-sync/start',
  'POST /api/admin/process/db-sync/stop',
  'POST /api/admin/process/db-sync/reset',
  'POST /api/admin/process/db-sync/confirm',
  'POST /api/admin/process/db-sync/sign-in',
  'POST /api/admin/process/db-sync/failed/:failedItemId/retry',
  // A replay would hand out the new token again from storage: an app that lost the answer signs in anew.
  'POST /api/tokens/refresh',
]);

describe('Idempotency-Key', () => {
  it('is accepted by every creating POST of a signed-in caller', () => {
    const missing = allEndpoints()
      .filter((e) => e.method === 'POST' && e.access !== 'public' && !e.upload)
      .map((e) => `${e.method} ${e.path}${e.idempotent ? ' idempotent' : ''}`)
      .filter((line) => !line.endsWith(' idempotent') && !notCreating.has(line));
    expect(missing).toEqual([]);
    expect(cartEndpoints.addItem.idempotent && userTypesAdminEndpoints.create.idempotent).toBe(true);
  });

  it('adds to the cart once when the add is retried, and replays the first answer', async () => {
    await clearCart();
    const first = await addMilk(1, 'cart-add-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await addMilk(1, 'cart-add-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(await milkInCart()).toBe(1);
  });

  it('adds twice without a key, as before', async () => {
    await clearCart();
    await addMilk(1);
    const second = await addMilk(1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await milkInCart()).toBe(2);
  });

  it('makes one record of a retried admin create', async () => {
    const body = { name: 'Retried wholesale' };
    const url = userTypesAdminEndpoints.create.path;
    const first = await post(url, body, editor.cookie, 'type-create-1');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post(url, body, editor.cookie, 'type-create-1');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await typesNamed('Retried wholesale')).toBe(1);
  });

  it('answers 422 to the same key with another body, and writes nothing', async () => {
    await clearCart();
    await addMilk(1, 'cart-add-2');
    const other = await addMilk(3, 'cart-add-2');
    expect(other.statusCode).toBe(422);
    expect(errorEnvelopeSchema.parse(other.json())).toMatchObject({
      reject: true,
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await milkInCart()).toBe(1);
    const url = userTypesAdminEndpoints.create.path;
    await post(url, { name: 'Keyed once' }, editor.cookie, 'type-create-2');
    const renamed = await post(url, { name: 'Keyed twice' }, editor.cookie, 'type-create-2');
    expect(renamed.statusCode).toBe(422);
    expect(await typesNamed('Keyed twice')).toBe(0);
  });

  it('answers 409 while the first call with the key is still running', async () => {
    await clearCart();
    // Another instance is in the middle of the same call: it holds the key, with no answer yet.
    const first = await addMilk(1, 'cart-add-3');
    expect(first.json().reject).toBe(false);
    await db()
      .update(idempotencyKeys)
      .set({ status: null, body: null })
      .where(eq(idempotencyKeys.key, 'cart-add-3'));
    const running = await addMilk(1, 'cart-add-3');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ reject: true, reason: 'IDEMPOTENCY_KEY_IN_USE' });
    expect(await milkInCart()).toBe(1);
  });

  it("keeps another user's same key apart", async () => {
    await clearCart();
    await addMilk(1, 'shared-key');
    const theirs = await addMilk(12, 'shared-key', f.business);
    expect(theirs.json().reject, theirs.body).toBe(false);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await milkInCart()).toBe(1);
  });

  it('answers 400 to an empty or too long key, and writes nothing', async () => {
    await clearCart();
    for (const key of ['', 'k'.repeat(256)]) {
      const response = await addMilk(1, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
    }
    expect(await milkInCart()).toBe(0);
    expect((await addMilk(1, 'k'.repeat(255))).statusCode).toBe(200);
  });

  it('keeps no failed answer: a retry after a refusal of the input runs again', async () => {
    await clearCart();
    const invalid = await post(cartEndpoints.addItem.path, { productId: milk }, f.shopper, 'cart-add-5');
    expect(invalid.statusCode).toBe(400);
    expect((await addMilk(1, 'cart-add-5')).headers['idempotent-replayed']).toBeUndefined();
    expect(await milkInCart()).toBe(1);
  });

  it('forgets keys after a day', async () => {
    await addMilk(1, 'cart-add-6');
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'cart-add-6'));
    await forgetIdempotencyKeys(db());
    const held = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'cart-add-6'));
    expect(held).toEqual([]);
  });

  it('asks for a session before anything else', async () => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: cartEndpoints.addItem.path,
      payload: JSON.stringify({ productId: milk, quantity: 1 }),
      headers: { ...jsonHeaders, 'idempotency-key': 'anonymous' },
    });
    expect(response.statusCode).toBe(401);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'anonymous'))).toEqual([]);
  });
});

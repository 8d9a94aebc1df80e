import {
  addCartItemResponse,
  authenticateResponse,
  cartEndpoints,
  errorEnvelopeSchema,
  fillPath,
  userEndpoints,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/accounts';
import { type DemoFixture, demoFixture, productId } from '../../test/demo-fixture';
import { cartItems } from '../db/schema';

let f: DemoFixture;
let milk: number;
beforeAll(async () => {
  f = await demoFixture();
  milk = await productId(f.t, 'Fresh milk 3% 1 L');
});
afterAll(() => f.close());

/** A call with `Content-Type: application/json` and no body at all, as generated clients send. */
const emptyJson = (method: 'POST' | 'DELETE', url: string, cookie: string) =>
  f.t.app.inject({ method, url, payload: '', headers: { cookie, 'content-type': 'application/json' } });

const isSignedIn = async (cookie: string) => {
  const response = await f.t.app.inject({ url: userEndpoints.authenticate.path, headers: { cookie } });
  return authenticateResponse.parse(response.json()).reject === false;
};

describe('an empty JSON body on a call that takes none', () => {
  // The shopper signs out last.
  it('removes a cart line (DELETE)', async () => {
    await f.t.database.db.delete(cartItems);
    const added = addCartItemResponse.parse(
      (
        await send(
          f.t,
          'POST',
          cartEndpoints.addItem.path,
          { productId: milk, quantity: 1, languageCode: 'en' },
          f.shopper,
        )
      ).json(),
    );
    if (added.reject || !added.cartItem) throw new Error('expected a cart line');
    const url = fillPath(cartEndpoints.removeItem.path, { cartItemId: added.cartItem.cartItemId });
    const response = await emptyJson('DELETE', url, f.shopper);
    expect(response.statusCode).toBe(200);
    expect(await f.t.database.db.select().from(cartItems)).toEqual([]);
  });

  it('still answers 400 on a call that takes a body, and writes nothing', async () => {
    await f.t.database.db.delete(cartItems);
    const response = await emptyJson('POST', cartEndpoints.addItem.path, f.shopper);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).reject).toBe(true);
    expect(await f.t.database.db.select().from(cartItems)).toEqual([]);
  });

  it('logs out', async () => {
    const cookie = f.shopper;
    expect(await isSignedIn(cookie)).toBe(true);
    const response = await emptyJson('POST', userEndpoints.logout.path, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reject: false, reason: null });
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('still answers 400 to malformed JSON', async () => {
    const response = await f.t.app.inject({
      method: 'POST',
      url: userEndpoints.logout.path,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});

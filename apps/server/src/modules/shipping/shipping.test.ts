import {
  createShippingAddressResponse,
  csrfHeader,
  fillPath,
  shippingAddressesMax,
  shippingAddressesResponse,
  shippingAddressResponse,
  shippingEndpoints,
  userEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jsonHeaders,
  passwordDigest,
  seedTestDemoAccounts,
  send,
  sessionCookie,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../db/client';
import { shippingAddresses } from '../../db/schema';

let t: TestApp;
let shopper: string;
let other: string;
let shopperId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
  const [, shopperAccount, otherAccount] = await seedTestDemoAccounts(t.database.db);
  const signIn = async (email: string, password: string) =>
    sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: userEndpoints.login.path,
        headers: jsonHeaders,
        payload: { email, password: passwordDigest(email, password) },
      }),
    );
  shopper = await signIn(shopperAccount.email, shopperAccount.password);
  other = await signIn(otherAccount.email, otherAccount.password);
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select user_id as id from users where email = ${shopperAccount.email}`),
  );
  shopperId = row?.id as number;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(shippingAddresses);
});

const home = {
  label: 'Home',
  recipientName: 'Noa Shopper',
  phone: '+972 50 000 0000',
  addressLine1: 'Dizengoff 50',
  addressLine2: '',
  city: 'Tel Aviv',
  state: '  ',
  postalCode: '6433222',
  country: 'Israel',
  latitude: 32.0775491234,
  longitude: 34.7748,
};

const create = (body: unknown, cookie = shopper) =>
  send(t, 'POST', shippingEndpoints.create.path, body, cookie);
const created = async (body: object, cookie = shopper) => {
  const answer = createShippingAddressResponse.parse((await create({ ...home, ...body }, cookie)).json());
  if (answer.reject) throw new Error(`rejected: ${answer.reason}`);
  return answer.address;
};
const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: shippingEndpoints.list.path, headers: cookie ? { cookie } : {} });
const addresses = async (cookie = shopper) =>
  shippingAddressesResponse.parse((await list(cookie)).json()).addresses;
const setDefault = (id: number | string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: fillPath(shippingEndpoints.setDefault.path, { shippingAddressId: id }),
    headers: { [csrfHeader.name]: csrfHeader.value, ...(cookie ? { cookie } : {}) },
  });
const rowCount = async () =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from shipping_addresses`),
  )[0]?.n;
const defaultsOf = async (userId: number) =>
  rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select shipping_address_id as id from shipping_addresses where user_id = ${userId} and is_default`,
    ),
  ).map((row) => row.id);

describe('shipping addresses', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await create(home, '')).statusCode).toBe(401);
    expect((await setDefault(1)).statusCode).toBe(401);
    expect(await rowCount()).toBe(0);
  });

  it('saves an address: blanks become null, coordinates keep 6 decimals, the first is the default', async () => {
    const address = await created({ isDefault: false });
    expect(address).toMatchObject({
      label: 'Home',
      recipientName: 'Noa Shopper',
      addressLine2: null,
      state: null,
      isDefault: true,
      latitude: 32.077549,
      longitude: 34.7748,
    });
    const response = await list(shopper);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(shippingAddressesResponse.parse(response.json()).addresses).toEqual([address]);
    expect(await addresses(other)).toEqual([]);
  });

  it('lists the default first, then the newest first', async () => {
    const first = await created({ label: 'First' });
    const second = await created({ label: 'Second' });
    const third = await created({ label: 'Third' });
    expect(second.isDefault).toBe(false);
    expect((await addresses()).map((a) => a.shippingAddressId)).toEqual([
      first.shippingAddressId,
      third.shippingAddressId,
      second.shippingAddressId,
    ]);
  });

  it('moves the default to a later address saved with isDefault', async () => {
    const first = await created({});
    const second = await created({ isDefault: true });
    expect(second.isDefault).toBe(true);
    expect(await defaultsOf(shopperId)).toEqual([second.shippingAddressId]);
    const [top, next] = await addresses();
    expect(top?.shippingAddressId).toBe(second.shippingAddressId);
    expect(next).toMatchObject({ shippingAddressId: first.shippingAddressId, isDefault: false });
  });

  it.each([
    ['recipientName', { recipientName: undefined }],
    ['addressLine1', { addressLine1: undefined }],
    ['city', { city: undefined }],
    ['postalCode', { postalCode: undefined }],
    ['country', { country: undefined }],
    ['a blank recipientName', { recipientName: '   ' }],
    ['a blank city', { city: '' }],
    ['latitude 91', { latitude: 91 }],
    ['longitude -181', { longitude: -181 }],
    ['a latitude as text', { latitude: '32.1' }],
    ['no coordinates', { latitude: undefined, longitude: undefined }],
    ['a phone too long', { phone: '1'.repeat(41) }],
  ])('refuses an address without %s with 400 and saves nothing', async (_, change) => {
    const response = await create({ ...home, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    expect(await rowCount()).toBe(0);
  });

  it(`rejects address ${shippingAddressesMax + 1} of a user`, async () => {
    await t.database.db.insert(shippingAddresses).values(
      Array.from({ length: shippingAddressesMax }, (_, index) => ({
        ...home,
        userId: shopperId,
        latitude: '32',
        longitude: '34',
        isDefault: index === 0,
      })),
    );
    const response = await create(home);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reject: true, reason: 'TOO_MANY_ADDRESSES' });
    expect(await rowCount()).toBe(shippingAddressesMax);
  });
});

describe('set default', () => {
  it('makes one of the own addresses the default', async () => {
    const first = await created({});
    const second = await created({});
    const response = await setDefault(second.shippingAddressId, shopper);
    expect(response.statusCode).toBe(200);
    expect(shippingAddressResponse.parse(response.json()).address).toEqual({ ...second, isDefault: true });
    expect(await defaultsOf(shopperId)).toEqual([second.shippingAddressId]);
    // Setting the default that already is one changes nothing.
    expect((await setDefault(second.shippingAddressId, shopper)).json()).toMatchObject({
      address: { isDefault: true },
    });
    expect((await addresses()).map((a) => a.shippingAddressId)).toEqual([
      second.shippingAddressId,
      first.shippingAddressId,
    ]);
  });

  it("answers 404 for another user's or an unknown address, 400 for a bad id", async () => {
    const theirs = await created({}, other);
    await created({});
    const response = await setDefault(theirs.shippingAddressId, shopper);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    expect((await setDefault(2_000_000_000, shopper)).statusCode).toBe(404);
    expect((await setDefault('abc', shopper)).statusCode).toBe(400);
    expect((await addresses(other))[0]?.isDefault).toBe(true);
  });

  it('leaves exactly one default after 10 concurrent calls', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await created({ label: `Address ${i}` })).shippingAddressId);
    const responses = await Promise.all(ids.map((id) => setDefault(id, shopper)));
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    const defaults = await defaultsOf(shopperId);
    expect(defaults).toHaveLength(1);
    expect(ids).toContain(defaults[0]);
  });
});

describe('the database keeps one default per user', () => {
  it('refuses a second default (unique index)', async () => {
    const first = await created({});
    await created({});
    await expect(
      t.database.db.execute(
        sql`update shipping_addresses set is_default = true where user_id = ${shopperId}`,
      ),
    ).rejects.toThrow();
    expect(await defaultsOf(shopperId)).toEqual([first.shippingAddressId]);
  });

  it('refuses at commit a transaction that leaves no default (deferred trigger)', async () => {
    const first = await created({});
    await created({});
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update shipping_addresses set is_default = false where user_id = ${shopperId}`);
      }),
    ).rejects.toThrow();
    expect(await defaultsOf(shopperId)).toEqual([first.shippingAddressId]);
  });
});

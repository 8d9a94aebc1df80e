import {
  catalogueEndpoints,
  errorEnvelopeSchema,
  fillPath,
  geocodingEndpoints,
  shippingEndpoints,
  userEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest, send, sessionCookie, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp, testRouteConfig } from '../../test/app';
import { rowsOf } from '../db/client';

let t: TestApp;
let cookie: string;
const secret = 'secret-parameter-value-4711';

beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMITS_ENABLED: 'false' },
    beforeReady: (app) => {
      // Queries that fail in the database, to see what the log keeps of them.
      app.get(
        '/api/test/failing-query',
        { config: testRouteConfig('GET', '/api/test/failing-query') },
        async () => {
          await t.database.db.execute(sql`select ${secret}::text from no_such_table`);
        },
      );
      app.get('/api/test/nul-query', { config: testRouteConfig('GET', '/api/test/nul-query') }, async () => {
        await t.database.db.execute(sql`select ${`${secret}\u0000`}::text`);
      });
    },
  });
  const email = uniqueEmail('nul');
  const password = passwordDigest(email, 'correct horse');
  await send(t, 'POST', userEndpoints.register.path, {
    email,
    password,
    displayName: 'Noa',
    languageCode: 'en',
  });
  await t.database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`);
  cookie = sessionCookie(await send(t, 'POST', userEndpoints.login.path, { email, password }));
});
afterAll(() => t.close());

const count = async (table: 'users' | 'shipping_addresses') =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
  )[0]?.n;

function expectBadRequest(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('BAD_REQUEST');
}

const address = {
  recipientName: 'Noa Shopper',
  addressLine1: 'Dizengoff 50',
  city: 'Tel Aviv',
  postalCode: '6433222',
  country: 'Israel',
  latitude: 32.07,
  longitude: 34.77,
};

describe('control characters in text', () => {
  it('refuses NUL in each sign-up field with a 400, and creates no account', async () => {
    const before = await count('users');
    const email = uniqueEmail('nul');
    const good = { email, password: passwordDigest(email, 'pw'), displayName: 'Noa', languageCode: 'en' };
    for (const field of ['email', 'displayName', 'password', 'languageCode'] as const) {
      const value = field === 'email' ? `no\u0000a@shop.example` : `${good[field]}\u0000`;
      expectBadRequest(await send(t, 'POST', userEndpoints.register.path, { ...good, [field]: value }));
    }
    expect(await count('users')).toBe(before);
    expect(t.logs()).not.toContain('argon2id');
  });

  it('refuses other control characters in a name, but trims surrounding whitespace', async () => {
    const email = uniqueEmail('ctl');
    const body = { email, password: passwordDigest(email, 'pw'), languageCode: 'en' };
    expectBadRequest(
      await send(t, 'POST', userEndpoints.register.path, { ...body, displayName: 'No\u0007a' }),
    );
    expectBadRequest(await send(t, 'POST', userEndpoints.register.path, { ...body, displayName: 'No\na' }));
    const trimmed = await send(t, 'POST', userEndpoints.register.path, { ...body, displayName: '\tNoa\n' });
    expect(trimmed.json()).toEqual({ reject: false, reason: null });
  });

  it('refuses NUL in the sign-in email', async () => {
    const email = 'no\u0000a@shop.example';
    expectBadRequest(
      await send(t, 'POST', userEndpoints.login.path, { email, password: passwordDigest(email, 'pw') }),
    );
  });

  it('refuses NUL in a search term, a category id and a geocoding query', async () => {
    const urls = [
      fillPath(catalogueEndpoints.search.path, { searchTerm: 'mi\u0000lk' }),
      `${fillPath(catalogueEndpoints.search.path, { searchTerm: 'milk' })}?languageCode=en%00`,
      fillPath(catalogueEndpoints.category.path, { languageCode: 'en', categoryId: '1\u0000' }),
      fillPath(catalogueEndpoints.products.path, { languageCode: 'en', categoryId: '1\u0000' }),
      `${geocodingEndpoints.search.path}?q=Dizengoff%00`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expectBadRequest(response);
    }
  });

  it('refuses NUL in each address field, and stores nothing', async () => {
    for (const field of [
      'recipientName',
      'addressLine1',
      'city',
      'postalCode',
      'country',
      'label',
      'phone',
    ]) {
      const response = await send(
        t,
        'POST',
        shippingEndpoints.create.path,
        { ...address, [field]: 'x\u0000y' },
        cookie,
      );
      expect(response.statusCode, field).toBe(400);
    }
    expect(await count('shipping_addresses')).toBe(0);
    expect((await send(t, 'POST', shippingEndpoints.create.path, address, cookie)).statusCode).toBe(200);
  });
});

describe('a database error in the log', () => {
  it('keeps the SQL and the error, never the query parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const line = t
      .logs()
      .split('\n')
      .find((entry) => entry.includes(String(response.headers['x-request-id'])) && entry.includes('"err"'));
    expect(line).toContain('no_such_table');
    expect(line).toContain('42P01');
    expect(line).not.toContain(secret);
    expect(response.body).not.toContain(secret);
  });

  it('answers text the database cannot store with a 400 that echoes nothing, and logs no parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/nul-query' });
    expectBadRequest(response);
    expect(response.body).not.toContain(secret);
    expect(t.logs()).not.toContain(secret);
  });
});

import { authenticateResponse, errorEnvelopeSchema, userEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders, passwordDigest, send, sessionCookie, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let email: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example', RATE_LIMITS_ENABLED: 'false' } });
  email = uniqueEmail('forgery');
  await send(t, 'POST', userEndpoints.register.path, {
    email,
    password: passwordDigest(email, 'correct horse'),
    displayName: 'Noa',
    languageCode: 'en',
  });
  await t.database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`);
});
afterAll(() => t.close());

const signIn = async () =>
  sessionCookie(
    await send(t, 'POST', userEndpoints.login.path, {
      email,
      password: passwordDigest(email, 'correct horse'),
    }),
  );

const isSignedIn = async (cookie: string, url: string = userEndpoints.authenticate.path) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return authenticateResponse.parse(response.json()).reject === false;
};

function expectForbidden(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(errorEnvelopeSchema.parse(response.json()).reason).toBe('FORBIDDEN');
}

describe('the forgery check', () => {
  it.each(['/api/users/logout', '/%61pi/users/logout', '/api/users/%6Cogout', '/%61%70%69/users/logout'])(
    'refuses a text/plain POST %s without the header, and the user stays signed in',
    async (url) => {
      const cookie = await signIn();
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: 'x',
        headers: { cookie, 'content-type': 'text/plain' },
      });
      expectForbidden(response);
      expect(await isSignedIn(cookie)).toBe(true);
    },
  );

  it('reads the session on a percent-encoded /api path too', async () => {
    const cookie = await signIn();
    expect(await isSignedIn(cookie, '/%61pi/users/authenticate')).toBe(true);
  });

  it('refuses a mutating call from another site by its Origin or Sec-Fetch-Site', async () => {
    const cookie = await signIn();
    const logout = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: userEndpoints.logout.path,
        payload: '{}',
        headers: { ...jsonHeaders, cookie, host: 'shop.example', ...headers },
      });
    expectForbidden(await logout({ origin: 'https://evil.example' }));
    expectForbidden(await logout({ origin: 'null' }));
    expectForbidden(await logout({ origin: 'http://shop.example.evil.example' }));
    expectForbidden(await logout({ 'sec-fetch-site': 'cross-site' }));
    expect(await isSignedIn(cookie)).toBe(true);
    expect(
      (await logout({ origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('accepts calls from the address the request was sent to, and from clients that name no origin', async () => {
    const logout = async (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: userEndpoints.logout.path,
        payload: '{}',
        headers: { ...jsonHeaders, cookie: await signIn(), ...headers },
      });
    expect((await logout({ host: 'localhost:5173', origin: 'http://localhost:5173' })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });
});

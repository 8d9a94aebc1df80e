import { adminEndpoints, tokenEndpoints, userEndpoints } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordDigest, seedTestDemoAccounts, send, sessionCookie } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { appTokens, rateLimitCounters, sessions } from '../../db/schema';
import type { DemoLogins } from './demo-accounts';

let t: TestApp;
let admin: DemoLogins[0];
let shopper: DemoLogins[1];
let business: DemoLogins[2];

beforeAll(async () => {
  t = await buildTestApp();
  [admin, shopper, business] = await seedTestDemoAccounts(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(rateLimitCounters);
});

/** An app's sign-in: no cookie, no forgery header, only JSON. */
const signInApp = (account: { email: string; password: string }, deviceName = 'Pixel 9') =>
  t.app.inject({
    method: 'POST',
    url: tokenEndpoints.create.path,
    payload: { email: account.email, password: passwordDigest(account.email, account.password), deviceName },
  });

async function tokenOf(account: { email: string; password: string }, deviceName?: string) {
  const answer = (await signInApp(account, deviceName)).json();
  expect(answer.reject, JSON.stringify(answer)).toBe(false);
  return answer as { token: string; tokenId: number; expiresAt: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url, headers: bearer(token) });
const me = (token: string) => call('GET', userEndpoints.authenticate.path, token);
const tokenCount = async () => (await t.database.db.select().from(appTokens)).length;

describe('signing in from an app', () => {
  it('answers a token, once, that every call takes as the session: same user, same permissions', async () => {
    const issued = await tokenOf(shopper);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(issued.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const answer = await me(issued.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ reject: false, user: { email: shopper.email, permissions: [] } });
    // Stored hashed: the table never holds the token itself.
    const stored = await t.database.db.select({ hash: sessions.sessionIdHash }).from(sessions);
    expect(stored.map((row) => row.hash)).not.toContain(issued.token);

    const adminToken = (await tokenOf(admin)).token;
    expect((await call('GET', adminEndpoints.me.path, adminToken)).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unconfirmed account, making no token', async () => {
    const before = await tokenCount();
    const wrong = await signInApp({ email: shopper.email, password: 'not-it' });
    expect(wrong.json()).toEqual({ reject: true, reason: 'WRONG_CREDENTIALS' });
    expect(await tokenCount()).toBe(before);
  });

  it('answers 400 without a device name or with a plain password, making no token', async () => {
    const before = await tokenCount();
    const noDevice = await t.app.inject({
      method: 'POST',
      url: tokenEndpoints.create.path,
      payload: { email: shopper.email, password: passwordDigest(shopper.email, shopper.password) },
    });
    expect(noDevice.statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: tokenEndpoints.create.path,
      payload: { email: shopper.email, password: shopper.password, deviceName: 'Pixel' },
    });
    expect(plain.statusCode).toBe(400);
    expect(await tokenCount()).toBe(before);
  });

  it('gives a token no cookie, and a browser session cookie is no token', async () => {
    const response = await signInApp(shopper);
    expect(response.headers['set-cookie']).toBeUndefined();
    const browser = await send(t, 'POST', userEndpoints.login.path, {
      email: shopper.email,
      password: passwordDigest(shopper.email, shopper.password),
    });
    const cookieId = sessionCookie(browser).replace(/^sid=/, '');
    expect((await me(cookieId)).statusCode).toBe(401);
    const tokenAsCookie = await t.app.inject({
      url: userEndpoints.authenticate.path,
      headers: { cookie: `sid=${response.json().token}` },
    });
    expect(tokenAsCookie.json()).toEqual({ reject: true, reason: 'NOT_AUTHENTICATED' });
  });
});

describe('calls with a token', () => {
  it('need no forgery header: a POST without a body signs out, and the token is then refused', async () => {
    const { token } = await tokenOf(shopper);
    const out = await call('POST', userEndpoints.logout.path, token);
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBeDefined();
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ reject: true, reason: 'UNAUTHORIZED' });
  });

  it('answer 401 with the envelope to a malformed, unknown or expired token, even on a public call', async () => {
    const { token } = await tokenOf(shopper);
    for (const authorization of [
      'Bearer',
      'Bearer short',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(43)}`,
    ]) {
      const answer = await t.app.inject({ url: userEndpoints.authenticate.path, headers: { authorization } });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.json()).toMatchObject({ reject: true, reason: 'UNAUTHORIZED' });
    }
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.kind, 'app'));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("answer 403 to a shopper's token on a back-office call", async () => {
    const { token } = await tokenOf(shopper);
    const answer = await call('GET', adminEndpoints.me.path, token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
  });
});

describe("the account's tokens", () => {
  it('lists the live ones with device and last use, marking the current one', async () => {
    const phone = await tokenOf(business, 'Phone');
    const tablet = await tokenOf(business, 'Tablet');
    await tokenOf(shopper, 'Not hers');
    const listed = (await call('GET', tokenEndpoints.list.path, phone.token)).json();
    expect(listed.tokens.map((token: { deviceName: string }) => token.deviceName).sort()).toEqual([
      'Phone',
      'Tablet',
    ]);
    const current = listed.tokens.find((token: { current: boolean }) => token.current);
    expect(current).toMatchObject({ tokenId: phone.tokenId, deviceName: 'Phone' });
    expect(Date.parse(current.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    const revoke = await call('DELETE', `/api/tokens/${tablet.tokenId}`, phone.token);
    expect(revoke.statusCode).toBe(200);
    expect((await me(tablet.token)).statusCode).toBe(401);
    expect((await me(phone.token)).statusCode).toBe(200);
  });

  it("cannot revoke another user's token (404) and answers 401 without a session", async () => {
    const hers = await tokenOf(shopper);
    const mine = await tokenOf(business);
    expect((await call('DELETE', `/api/tokens/${hers.tokenId}`, mine.token)).statusCode).toBe(404);
    expect((await me(hers.token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: tokenEndpoints.list.path })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/tokens/not-a-number', mine.token)).statusCode).toBe(400);
  });

  it('refreshes a token into a new one: the old stops at once, the device stays', async () => {
    const old = await tokenOf(shopper, 'Watch');
    const refreshed = (await call('POST', tokenEndpoints.refresh.path, old.token)).json();
    expect(refreshed).toMatchObject({ reject: false });
    expect(refreshed.token).not.toBe(old.token);
    expect((await me(old.token)).statusCode).toBe(401);
    const listed = (await call('GET', tokenEndpoints.list.path, refreshed.token)).json();
    expect(listed.tokens.find((token: { current: boolean }) => token.current).deviceName).toBe('Watch');
  });

  it('cannot refresh a browser session', async () => {
    const browser = await send(t, 'POST', userEndpoints.login.path, {
      email: shopper.email,
      password: passwordDigest(shopper.email, shopper.password),
    });
    const answer = await send(t, 'POST', tokenEndpoints.refresh.path, {}, sessionCookie(browser));
    expect(answer.json()).toEqual({ reject: true, reason: 'NOT_A_TOKEN' });
  });

  it('never writes a token to the log', async () => {
    const { token } = await tokenOf(shopper);
    await me(token);
    expect(t.logs()).not.toContain(token);
  });
});

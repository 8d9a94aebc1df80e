import { adminEndpoints, userEndpoints } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  passwordDigest,
  responseCookie,
  seedTestDemoAccounts,
  send,
  sessionCookie,
  uniqueEmail,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { rateLimitCounters, sessions, users } from '../../db/schema';
import type { DemoLogins } from './demo-accounts';

let t: TestApp;
let admin: DemoLogins[0];
let shopper: DemoLogins[1];

beforeAll(async () => {
  t = await buildTestApp();
  [admin, shopper] = await seedTestDemoAccounts(t.database.db);
});
afterAll(() => t.close());
// Each test starts with fresh rate-limit counters; the limit tests count their own attempts.
beforeEach(async () => {
  await t.database.db.delete(rateLimitCounters);
});

const login = (email: string, password: string, cookie?: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: userEndpoints.login.path,
    payload: { email, password: passwordDigest(email, password) },
    headers: { 'x-requested-with': 'grocery', ...(cookie ? { cookie } : {}) },
    remoteAddress,
  });
const authenticate = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: userEndpoints.authenticate.path, headers: cookie ? { cookie } : {} });

/** A registered account, confirmed or not, made through the real sign-up call. */
async function newAccount(confirmed: boolean) {
  const email = uniqueEmail();
  await send(t, 'POST', userEndpoints.register.path, {
    email,
    password: passwordDigest(email, 'pass-1234'),
    displayName: 'Moshe Levi',
    languageCode: 'en',
  });
  if (confirmed)
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  return email;
}

describe('sign-in', () => {
  it('signs in a confirmed user with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login(shopper.email, shopper.password);
    expect(response.json()).toMatchObject({
      reject: false,
      user: { email: shopper.email, displayName: shopper.name, preferredLanguageCode: 'en', permissions: [] },
    });
    const header = String([response.headers['set-cookie']].flat()[0]);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
    const me = await authenticate(sessionCookie(response));
    expect(me.json()).toMatchObject({ reject: false, user: { email: shopper.email } });
  });

  it('does not tell an unknown email from a wrong password', async () => {
    const wrong = await login(shopper.email, 'not-the-password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever');
    expect(wrong.json()).toEqual({ reject: true, reason: 'WRONG_CREDENTIALS' });
    expect(unknown.json()).toEqual({ reject: true, reason: 'WRONG_CREDENTIALS' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('says EMAIL_NOT_VERIFIED only to whoever knows the password', async () => {
    const email = await newAccount(false);
    expect((await login(email, 'wrong-pass')).json().reason).toBe('WRONG_CREDENTIALS');
    expect((await login(email, 'pass-1234')).json().reason).toBe('EMAIL_NOT_VERIFIED');
  });

  it('matches the email whatever its case', async () => {
    const response = await login(shopper.email.toUpperCase(), shopper.password);
    // The digest is of what was typed, so an upper-case email with the lower-case digest rule still works.
    expect(response.json().reject).toBe(false);
  });

  it('rotates the session: signing in again ends the session the browser had', async () => {
    const first = sessionCookie(await login(shopper.email, shopper.password));
    const second = sessionCookie(await login(shopper.email, shopper.password, first));
    expect(second).not.toBe(first);
    expect((await authenticate(first)).json()).toEqual({ reject: true, reason: 'NOT_AUTHENTICATED' });
    expect((await authenticate(second)).json().reject).toBe(false);
  });

  it('treats a forged or expired session cookie as signed out', async () => {
    expect((await authenticate('sid=forged-value')).json().reason).toBe('NOT_AUTHENTICATED');
    expect((await authenticate(`sid=${'A'.repeat(43)}`)).json().reason).toBe('NOT_AUTHENTICATED');
    const cookie = sessionCookie(await login(shopper.email, shopper.password));
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await authenticate(cookie)).json().reason).toBe('NOT_AUTHENTICATED');
  });

  it('answers 400 for a malformed sign-in and sets no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: userEndpoints.login.path,
      payload: { email: shopper.email, password: 'plain' },
      headers: { 'x-requested-with': 'grocery' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a stranger guessing from one address is stopped there, and cannot lock the owner out', async () => {
    const email = await newAccount(true);
    const strangerAnswers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      strangerAnswers.push((await login(email, 'wrong', undefined, '10.1.0.1')).statusCode);
    }
    expect(strangerAnswers).toEqual([...Array(10).fill(200), 429, 429]);
    // The stranger keeps getting 429 there, even with the right password.
    const limited = await login(email, 'pass-1234', undefined, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ reject: true, reason: 'TOO_MANY_REQUESTS' });
    // It says when: the pair's 15-minute window, as Retry-After seconds and in the envelope.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.json().retryAfterSeconds).toBe(retryAfter);
    // The owner, from another address, signs in.
    const owner = await login(email, 'pass-1234', undefined, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().reject).toBe(false);
  });

  it('a browser that signed in before signs in even from the address being limited', async () => {
    const email = await newAccount(true);
    const first = await login(email, 'pass-1234', undefined, '10.4.0.2');
    const device = responseCookie(first, 'device');
    expect(String([first.headers['set-cookie']].flat().find((c) => String(c).startsWith('device=')))).toMatch(
      /Path=\/api\/users\/login;.*HttpOnly; SameSite=Strict/,
    );
    for (let attempt = 0; attempt < 11; attempt++) await login(email, 'wrong', undefined, '10.4.0.1');
    expect((await login(email, 'pass-1234', undefined, '10.4.0.1')).statusCode).toBe(429);
    const known = await login(email, 'pass-1234', device, '10.4.0.1');
    expect(known.statusCode).toBe(200);
    expect(known.json().reject).toBe(false);
    // The device cookie counts for its own account only.
    const other = await newAccount(true);
    for (let attempt = 0; attempt < 10; attempt++) await login(other, 'wrong', device, '10.4.0.1');
    expect((await login(other, 'pass-1234', device, '10.4.0.1')).statusCode).toBe(429);
  });

  it('holds guessing from many addresses to 100 an hour per account; known browsers still sign in', async () => {
    const email = await newAccount(true);
    const device = responseCookie(await login(email, 'pass-1234', undefined, '10.5.0.1'), 'device');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      const address = `10.6.${Math.floor(attempt / 10)}.${attempt % 10}`;
      answers.push((await login(email, 'wrong', undefined, address)).statusCode);
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await login(email, 'wrong', undefined, '10.7.0.1')).statusCode).toBe(429);
    expect((await login(email, 'pass-1234', undefined, '10.7.0.2')).statusCode).toBe(429);
    expect((await login(email, 'pass-1234', device, '10.7.0.3')).json().reject).toBe(false);
  }, 120_000);

  it('limits guessing from a known browser on its own', async () => {
    const email = await newAccount(true);
    const device = responseCookie(await login(email, 'pass-1234', undefined, '10.8.0.1'), 'device');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      answers.push((await login(email, 'wrong', device, `10.8.1.${attempt}`)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });

  it('counts only wrong passwords against an address: 40 right sign-ins from one office all pass', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      answers.push((await login(shopper.email, shopper.password, undefined, '10.9.0.1')).statusCode);
    }
    expect(answers).toEqual(Array(40).fill(200));
  });

  it('limits sign-in attempts per address with 429', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 31 && status !== 429; attempt++) {
      status = (await login(uniqueEmail('spray'), 'x', undefined, '10.2.0.1')).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('sign-out', () => {
  it('deletes the session; signing out twice is harmless', async () => {
    const cookie = sessionCookie(await login(shopper.email, shopper.password));
    const first = await send(t, 'POST', userEndpoints.logout.path, {}, cookie);
    expect(first.json()).toEqual({ reject: false, reason: null });
    expect(String([first.headers['set-cookie']].flat()[0])).toMatch(/^sid=;/);
    expect((await authenticate(cookie)).json().reason).toBe('NOT_AUTHENTICATED');
    expect((await send(t, 'POST', userEndpoints.logout.path, {}, cookie)).statusCode).toBe(200);
  });

  it('is not a GET', async () => {
    expect((await t.app.inject({ method: 'GET', url: userEndpoints.logout.path })).statusCode).toBe(404);
  });
});

describe('preferences', () => {
  it('changes the preferred language of the signed-in user', async () => {
    const cookie = sessionCookie(await login(shopper.email, shopper.password));
    const response = await send(
      t,
      'PUT',
      userEndpoints.preferences.path,
      { preferredLanguageCode: 'th' },
      cookie,
    );
    expect(response.json()).toMatchObject({ reject: false, user: { preferredLanguageCode: 'th' } });
    expect((await authenticate(cookie)).json().user.preferredLanguageCode).toBe('th');
    await send(t, 'PUT', userEndpoints.preferences.path, { preferredLanguageCode: 'en' }, cookie);
  });

  it('answers 401 when signed out and 400 for an unknown language, changing nothing', async () => {
    expect(
      (await send(t, 'PUT', userEndpoints.preferences.path, { preferredLanguageCode: 'he' })).statusCode,
    ).toBe(401);
    const cookie = sessionCookie(await login(shopper.email, shopper.password));
    expect(
      (await send(t, 'PUT', userEndpoints.preferences.path, { preferredLanguageCode: 'de' }, cookie))
        .statusCode,
    ).toBe(400);
    expect((await authenticate(cookie)).json().user.preferredLanguageCode).toBe('en');
  });
});

describe('cross-site protection', () => {
  it('refuses a mutation with neither a JSON body nor the app header', async () => {
    const cookie = sessionCookie(await login(shopper.email, shopper.password));
    const forged = await t.app.inject({
      method: 'POST',
      url: userEndpoints.logout.path,
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
    expect((await authenticate(cookie)).json().reject).toBe(false);
  });

  it('accepts a JSON body without the header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: userEndpoints.login.path,
      payload: { email: shopper.email, password: passwordDigest(shopper.email, shopper.password) },
      remoteAddress: '10.3.0.1',
    });
    expect(response.json().reject).toBe(false);
  });
});

describe('admin access', () => {
  it('answers 401 anonymous, 403 for a shopper and 200 for an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: adminEndpoints.me.path })).statusCode).toBe(401);
    const shopperCookie = sessionCookie(await login(shopper.email, shopper.password));
    const forbidden = await t.app.inject({
      method: 'GET',
      url: adminEndpoints.me.path,
      headers: { cookie: shopperCookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
    const adminCookie = sessionCookie(await login(admin.email, admin.password));
    const allowed = await t.app.inject({
      method: 'GET',
      url: adminEndpoints.me.path,
      headers: { cookie: adminCookie },
    });
    expect(allowed.json()).toMatchObject({
      reject: false,
      user: { email: admin.email, permissions: expect.arrayContaining(['admin_access', 'users:grant']) },
    });
  });

  it('refuses to register an admin route without admin_access', async () => {
    const { buildTestApp: build } = await import('../../../test/app');
    await expect(
      build({
        beforeReady: (app) =>
          app.get('/api/admin/leak', { config: { access: 'user' } }, async () => ({
            reject: false,
            reason: null,
          })),
      }),
    ).rejects.toThrow('must require admin_access');
  });

  it('refuses to register an /api route that no endpoint object declares', async () => {
    const { buildTestApp: build } = await import('../../../test/app');
    await expect(
      build({
        beforeReady: (app) =>
          app.get('/api/users/shadow', { config: { access: 'public' } }, async () => ({ reject: false })),
      }),
    ).rejects.toThrow('not registered from an endpoint object');
  });
});

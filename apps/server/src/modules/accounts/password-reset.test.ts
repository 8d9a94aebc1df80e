import { tokenEndpoints, userEndpoints } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest, send, sessionCookie, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer, tokenFrom } from '../../../test/smtp';
import { sessions, users, userTokens } from '../../db/schema';
import { cleanUpAccounts } from './housekeeping';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test:8080' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = async (email: string, password: string) =>
  send(t, 'POST', userEndpoints.login.path, { email, password: passwordDigest(email, password) });
const authenticate = (cookie: string) =>
  t.app.inject({ method: 'GET', url: userEndpoints.authenticate.path, headers: { cookie } });

async function confirmedAccount(password = 'old-password') {
  const email = uniqueEmail();
  await send(t, 'POST', userEndpoints.register.path, {
    email,
    password: passwordDigest(email, password),
    displayName: 'Rivka Mizrahi',
    languageCode: 'en',
  });
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  return email;
}

async function requestReset(email: string, languageCode = 'en') {
  const resetLink = /reset-password\?token=/;
  const before = smtp.received.filter((mail) => mail.to.includes(email) && resetLink.test(mail.text)).length;
  const response = await send(t, 'POST', userEndpoints.forgotPassword.path, { email, languageCode });
  expect(response.json()).toEqual({ reject: false, reason: null });
  return tokenFrom(await smtp.waitFor(email, before, resetLink), 'reset-password');
}

const reset = (token: string, email: string, password: string, cookie?: string) =>
  send(
    t,
    'POST',
    userEndpoints.resetPassword.path,
    { token, email, password: passwordDigest(email, password) },
    cookie,
  );

describe('forgot password', () => {
  it('mails a one-hour reset link in the requested language', async () => {
    const email = await confirmedAccount();
    await send(t, 'POST', userEndpoints.forgotPassword.path, { email, languageCode: 'he' });
    const mail = await smtp.waitFor(email, 0, /reset-password/);
    expect(mail.subject).toBe('איפוס הסיסמה שלך');
    expect(mail.text).toContain('http://shop.test:8080/he/reset-password?token=');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const tokens = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.userId ?? 0));
    const resetToken = tokens.find((token) => token.purpose === 'reset_password');
    expect(resetToken?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(resetToken?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const response = await send(t, 'POST', userEndpoints.forgotPassword.path, {
      email: nobody,
      languageCode: 'en',
    });
    expect(response.json()).toEqual({ reject: false, reason: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.countTo(nobody)).toBe(0);
  });

  it('answers 400 for a malformed email', async () => {
    const response = await send(t, 'POST', userEndpoints.forgotPassword.path, {
      email: 'nope',
      languageCode: 'en',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every other session, and works only once', async () => {
    const email = await confirmedAccount('old-password');
    const otherDevice = sessionCookie(await login(email, 'old-password'));
    const app = await send(t, 'POST', tokenEndpoints.create.path, {
      email,
      password: passwordDigest(email, 'old-password'),
      deviceName: 'Phone',
    });
    const appHeaders = { authorization: `Bearer ${app.json().token}` };
    expect(
      (await t.app.inject({ url: userEndpoints.authenticate.path, headers: appHeaders })).statusCode,
    ).toBe(200);
    const token = await requestReset(email);

    expect((await reset(token, email, 'new-password')).json()).toEqual({ reject: false, reason: null });
    expect((await authenticate(otherDevice)).json().reason).toBe('NOT_AUTHENTICATED');
    // The app's token was a session too: changing the password ends it.
    expect(
      (await t.app.inject({ url: userEndpoints.authenticate.path, headers: appHeaders })).statusCode,
    ).toBe(401);
    expect((await login(email, 'old-password')).json().reason).toBe('WRONG_CREDENTIALS');
    expect((await login(email, 'new-password')).json().reject).toBe(false);
    expect((await reset(token, email, 'third-password')).json()).toEqual({
      reject: true,
      reason: 'TOKEN_USED',
    });
  });

  it('keeps the session that made the reset', async () => {
    const email = await confirmedAccount('old-password');
    const here = sessionCookie(await login(email, 'old-password'));
    const elsewhere = sessionCookie(await login(email, 'old-password'));
    const token = await requestReset(email);
    await reset(token, email, 'new-password', here);
    expect((await authenticate(here)).json().reject).toBe(false);
    expect((await authenticate(elsewhere)).json().reject).toBe(true);
  });

  it('refuses a token used with another email, and the token still works for its owner', async () => {
    const email = await confirmedAccount();
    const token = await requestReset(email);
    const other = uniqueEmail('other');
    expect((await reset(token, other, 'new-password')).json()).toEqual({
      reject: true,
      reason: 'INVALID_TOKEN',
    });
    expect((await reset(token, email.toUpperCase(), 'new-password')).json().reject).toBe(false);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const email = await confirmedAccount('old-password');
    const token = await requestReset(email);
    await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await reset(token, email, 'new-password')).json()).toEqual({
      reject: true,
      reason: 'TOKEN_EXPIRED',
    });
    expect((await login(email, 'old-password')).json().reject).toBe(false);
  });

  it('an older link stops working when a newer one is sent, and says it was replaced', async () => {
    const email = await confirmedAccount();
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect((await reset(first, email, 'new-password')).json().reason).toBe('TOKEN_REPLACED');
    expect((await reset(second, email, 'new-password')).json().reject).toBe(false);
  });

  it('answers 400 for a malformed token or a plain password, changing nothing', async () => {
    const email = await confirmedAccount('old-password');
    const token = await requestReset(email);
    const plain = await send(t, 'POST', userEndpoints.resetPassword.path, {
      token,
      email,
      password: 'new-password',
    });
    expect(plain.statusCode).toBe(400);
    const malformed = await send(t, 'POST', userEndpoints.resetPassword.path, {
      token: '../etc',
      email,
      password: passwordDigest(email, 'x'),
    });
    expect(malformed.statusCode).toBe(400);
    expect((await login(email, 'old-password')).json().reject).toBe(false);
  });
});

describe('limits and clean-up', () => {
  it('limits reset requests per email with 429', async () => {
    const email = uniqueEmail('limited');
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(await send(t, 'POST', userEndpoints.forgotPassword.path, { email, languageCode: 'en' }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    // When the hour's window ends: Retry-After in seconds, and the same in the envelope.
    const refused = answers[5] as (typeof answers)[number];
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({ reason: 'TOO_MANY_REQUESTS', retryAfterSeconds: retryAfter });
  });

  it('deletes expired sessions and stale tokens', async () => {
    const email = await confirmedAccount('old-password');
    await login(email, 'old-password');
    await requestReset(email);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 8 * 86_400_000) });
    await cleanUpAccounts(t.database.db);
    expect(await t.database.db.select().from(sessions)).toEqual([]);
    expect(await t.database.db.select().from(userTokens)).toEqual([]);
  });
});

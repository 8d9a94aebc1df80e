import { userEndpoints } from '@grocery/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest, send, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer, tokenFrom } from '../../../test/smtp';
import { users, userTokens } from '../../db/schema';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const countUsers = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n);
const register = (
  email: string,
  password = 'correct horse',
  languageCode = 'he',
  displayName = 'Yael Cohen',
) =>
  send(t, 'POST', userEndpoints.register.path, {
    email,
    password: passwordDigest(email, password),
    displayName,
    languageCode,
  });

describe('sign-up and email confirmation', () => {
  it('creates the account with an argon2id hash and mails a confirmation link in the chosen language', async () => {
    const email = uniqueEmail();
    const response = await register(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reject: false, reason: null });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(user?.passwordHash).not.toContain(passwordDigest(email, 'correct horse'));
    expect(user?.emailVerifiedAt).toBeNull();
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('אישור כתובת הדוא״ל שלך');
    expect(mail.text).toMatch(/https:\/\/shop\.example\/he\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
    const [token] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.userId ?? 0));
    expect(token?.tokenHash).not.toBe(tokenFrom(mail, 'confirm-email'));
    expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
  });

  it('refuses a second account for the same email, whatever its case, and writes nothing', async () => {
    const email = uniqueEmail();
    await register(email);
    const before = await countUsers();
    const again = await register(email.toUpperCase());
    expect(again.json()).toEqual({ reject: true, reason: 'USER_EXISTS' });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }],
    ['a plain password instead of a digest', { password: 'hunter22' }],
    ['a one-letter name', { displayName: 'Y' }],
    ['an unknown language', { languageCode: 'fr' }],
    ['a missing field', { displayName: undefined }],
  ])('answers 400 for %s and writes nothing', async (_, change) => {
    const email = uniqueEmail();
    const before = await countUsers();
    const body = {
      email,
      password: passwordDigest(email, 'x'),
      displayName: 'Yael',
      languageCode: 'en',
      ...change,
    };
    const response = await send(t, 'POST', userEndpoints.register.path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    expect(await countUsers()).toBe(before);
  });

  it('confirms the email once; the link does not work twice', async () => {
    const email = uniqueEmail();
    await register(email, 'secret-pass', 'en');
    const token = tokenFrom(await smtp.waitFor(email), 'confirm-email');
    const first = await send(t, 'POST', userEndpoints.confirmEmail.path, { token });
    expect(first.json()).toEqual({ reject: false, reason: null });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const second = await send(t, 'POST', userEndpoints.confirmEmail.path, { token });
    expect(second.json()).toEqual({ reject: true, reason: 'TOKEN_USED' });
  });

  it('rejects an unknown token, an expired one, and a malformed one', async () => {
    const unknown = await send(t, 'POST', userEndpoints.confirmEmail.path, { token: 'x'.repeat(43) });
    expect(unknown.json()).toEqual({ reject: true, reason: 'INVALID_TOKEN' });

    const email = uniqueEmail();
    await register(email, 'secret-pass', 'th');
    const token = tokenFrom(await smtp.waitFor(email), 'confirm-email');
    await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await send(t, 'POST', userEndpoints.confirmEmail.path, { token });
    expect(expired.json()).toEqual({ reject: true, reason: 'TOKEN_EXPIRED' });

    const malformed = await send(t, 'POST', userEndpoints.confirmEmail.path, { token: 'a b' });
    expect(malformed.statusCode).toBe(400);
  });

  it('resends the confirmation to an unconfirmed account, says so for a confirmed one, and stays neutral for an unknown one', async () => {
    const email = uniqueEmail();
    await register(email, 'secret-pass', 'en');
    await smtp.waitFor(email);
    const resent = await send(t, 'POST', userEndpoints.resendConfirmation.path, {
      email,
      languageCode: 'en',
    });
    expect(resent.json()).toEqual({ reject: false, reason: null });
    const second = await smtp.waitFor(email, 1);
    // The first link stopped working when the second was issued, and says it was replaced.
    const firstToken = tokenFrom(
      smtp.received.filter((m) => m.to.includes(email))[0] as never,
      'confirm-email',
    );
    expect(
      (await send(t, 'POST', userEndpoints.confirmEmail.path, { token: firstToken })).json().reason,
    ).toBe('TOKEN_REPLACED');
    expect(
      (
        await send(t, 'POST', userEndpoints.confirmEmail.path, { token: tokenFrom(second, 'confirm-email') })
      ).json().reject,
    ).toBe(false);

    const verified = await send(t, 'POST', userEndpoints.resendConfirmation.path, {
      email,
      languageCode: 'en',
    });
    expect(verified.json()).toEqual({ reject: true, reason: 'EMAIL_ALREADY_VERIFIED' });

    const nobody = uniqueEmail('nobody');
    const unknown = await send(t, 'POST', userEndpoints.resendConfirmation.path, {
      email: nobody,
      languageCode: 'en',
    });
    expect(unknown.json()).toEqual({ reject: false, reason: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.countTo(nobody)).toBe(0);
  });

  it("resends in the user's stored language, not the language of the page that asked", async () => {
    const email = uniqueEmail();
    await register(email, 'secret-pass', 'he');
    await smtp.waitFor(email);
    await send(t, 'POST', userEndpoints.resendConfirmation.path, { email, languageCode: 'en' });
    const resent = await smtp.waitFor(email, 1);
    expect(resent.subject).toBe('אישור כתובת הדוא״ל שלך');
    expect(resent.text).toMatch(/https:\/\/shop\.example\/he\/confirm-email\?token=/);
  });

  it('tells a replaced link from a used one even after the newer link was used', async () => {
    const email = uniqueEmail();
    await register(email, 'secret-pass', 'en');
    const first = tokenFrom(await smtp.waitFor(email), 'confirm-email');
    await send(t, 'POST', userEndpoints.resendConfirmation.path, { email, languageCode: 'en' });
    const second = tokenFrom(await smtp.waitFor(email, 1), 'confirm-email');
    expect((await send(t, 'POST', userEndpoints.confirmEmail.path, { token: second })).json().reject).toBe(
      false,
    );
    expect((await send(t, 'POST', userEndpoints.confirmEmail.path, { token: first })).json().reason).toBe(
      'TOKEN_REPLACED',
    );
    expect((await send(t, 'POST', userEndpoints.confirmEmail.path, { token: second })).json().reason).toBe(
      'TOKEN_USED',
    );
  });

  it('never writes a password digest or a token to the log', async () => {
    const email = uniqueEmail();
    await register(email, 'log-check-pass');
    const token = tokenFrom(await smtp.waitFor(email), 'confirm-email');
    await send(t, 'POST', userEndpoints.confirmEmail.path, { token });
    expect(t.logs()).not.toContain(passwordDigest(email, 'log-check-pass'));
    expect(t.logs()).not.toContain(token);
  });
});

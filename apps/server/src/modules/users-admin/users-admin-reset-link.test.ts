import { csrfHeader, resetLinkResponse, userEndpoints, usersAdminEndpoints } from '@grocery/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { passwordDigest, send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer, tokenFrom } from '../../../test/smtp';
import { auditLog, mailOutbox, users, userTokens } from '../../db/schema';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** Holds users:write: may send reset links. */
let writer: StaffMember;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test:8080' } });
  writer = await userHolding(t.app, { permissions: ['admin_access', 'users:read', 'users:write'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const resetLinkPath = (userId: number | string) =>
  usersAdminEndpoints.sendResetLink.path.replace(':userId', String(userId));

/** The POST as the web app sends it: no body, the CSRF header, the session cookie. */
const sendLink = (userId: number | string, cookie: string | null = writer.cookie) =>
  t.app.inject({
    method: 'POST',
    url: resetLinkPath(userId),
    headers: { [csrfHeader.name]: csrfHeader.value, ...(cookie ? { cookie } : {}) },
  });

/** A confirmed shopper who chose `language` for their mail. */
async function shopper(language: 'en' | 'he' | 'th' = 'en') {
  const user = await userHolding(t.app);
  await t.database.db
    .update(users)
    .set({ preferredLanguageCode: language })
    .where(eq(users.userId, user.userId));
  return user;
}

const rowCount = async (table: typeof auditLog | typeof userTokens | typeof mailOutbox) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
/** What a reset link writes: tokens, mails, audit entries. */
const written = async () => ({
  tokens: await rowCount(userTokens),
  mails: await rowCount(mailOutbox),
  audit: await rowCount(auditLog),
});

const login = (email: string, password: string) =>
  send(t, 'POST', userEndpoints.login.path, { email, password: passwordDigest(email, password) });

describe('POST /api/admin/users/:userId/reset-link', () => {
  it('mails a working reset link in the user’s stored language and answers only the address', async () => {
    const user = await shopper('he');
    const response = await sendLink(user.userId);
    expect(response.statusCode, response.body).toBe(200);
    expect(resetLinkResponse.parse(response.json())).toEqual({
      reject: false,
      reason: null,
      sentTo: user.email,
    });
    expect(Object.keys(response.json()).sort()).toEqual(['reason', 'reject', 'sentTo']);

    const mail = await smtp.waitFor(user.email, 0, /reset-password/);
    expect(mail.subject).toBe('איפוס הסיסמה שלך');
    expect(mail.text).toContain('http://shop.test:8080/he/reset-password?token=');
    const token = tokenFrom(mail, 'reset-password');
    const reset = await send(t, 'POST', userEndpoints.resetPassword.path, {
      token,
      email: user.email,
      password: passwordDigest(user.email, 'chosen-by-the-user'),
    });
    expect(reset.json()).toEqual({ reject: false, reason: null });
    expect((await login(user.email, 'chosen-by-the-user')).json()).toMatchObject({ reject: false });
  });

  it('writes one audit entry naming the admin, the user and the address, never the link', async () => {
    const user = await shopper();
    expect((await sendLink(user.userId)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.userId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: writer.userId,
      action: 'user.reset_link.send',
      entity: 'user',
      entityId: String(user.userId),
      before: null,
      after: { sentTo: user.email },
    });
    const token = tokenFrom(await smtp.waitFor(user.email, 0, /reset-password/), 'reset-password');
    expect(JSON.stringify(entries[0])).not.toContain(token);
  });

  it('answers 401 anonymous, 403 to a shopper and to admins without users:write, writing nothing', async () => {
    const user = await shopper();
    const adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
    const reader = await userHolding(t.app, { permissions: ['admin_access', 'users:read', 'users:grant'] });
    const before = await written();
    expect((await sendLink(user.userId, null)).statusCode).toBe(401);
    expect((await sendLink(user.userId, user.cookie)).statusCode).toBe(403);
    expect((await sendLink(user.userId, adminOnly.cookie)).statusCode).toBe(403);
    expect((await sendLink(user.userId, reader.cookie)).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, writing nothing', async () => {
    const before = await written();
    for (const id of ['abc', '0', '01', '1.0', '-1', '99999999999']) {
      expect((await sendLink(id)).statusCode, id).toBe(400);
    }
    const response = await sendLink(2_000_000_000);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    expect(await written()).toEqual(before);
  });

  it('shares the forgot-password limit of the inbox: past 5 an hour, 429 and nothing sent', async () => {
    const user = await shopper();
    for (let sent = 0; sent < 3; sent++) expect((await sendLink(user.userId)).statusCode).toBe(200);
    for (let asked = 0; asked < 2; asked++) {
      const forgot = await send(t, 'POST', userEndpoints.forgotPassword.path, {
        email: user.email,
        languageCode: 'en',
      });
      expect(forgot.statusCode).toBe(200);
    }
    const before = await written();
    const refused = await sendLink(user.userId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reject: true, reason: 'TOO_MANY_REQUESTS' });
    expect(await written()).toEqual(before);
  });
});

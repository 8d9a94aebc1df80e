import { userEndpoints } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest, send, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';
import { mailOutbox } from '../db/schema';

describe('without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message in the outbox and prints its link to the log', async () => {
    const email = uniqueEmail();
    await send(t, 'POST', userEndpoints.register.path, {
      email,
      password: passwordDigest(email, 'pass-1234'),
      displayName: 'Omer',
      languageCode: 'en',
    });
    await t.app.deps.mailer.flush();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row?.subject).toBe('Confirm your email address');
    expect(row?.textBody).toMatch(/\/en\/confirm-email\?token=/);
    expect(t.logs()).toContain('/en/confirm-email?token=');
  });
});

describe('when the mail server is down', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    await smtp.close();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(() => t.close());

  it('answers the user at once, keeps the message and counts the failed attempt', async () => {
    const email = uniqueEmail();
    const response = await send(t, 'POST', userEndpoints.forgotPassword.path, { email, languageCode: 'en' });
    expect(response.json()).toEqual({ reject: false, reason: null });
    const registered = await send(t, 'POST', userEndpoints.register.path, {
      email,
      password: passwordDigest(email, 'pass-1234'),
      displayName: 'Omer',
      languageCode: 'en',
    });
    expect(registered.json().reject).toBe(false);
    await t.app.deps.mailer.flush();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    expect(row?.lastError).toBeTruthy();
  });
});

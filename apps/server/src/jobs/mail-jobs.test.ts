import { userEndpoints } from '@grocery/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders, passwordDigest, uniqueEmail } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { buildJobApp, type JobApp, waitUntil } from '../../test/job-apps';
import { startSmtpServer } from '../../test/smtp';
import { rowsOf } from '../db/client';
import { mailOutbox } from '../db/schema';

const message = (to: string) => ({ to, subject: 'Hello', text: 'Plain hello', html: '<p>Hello</p>' });

describe('mail through the job queue', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: JobApp;

  const outboxRow = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0];
  const sendJobs = async (mailId: number) =>
    rowsOf<{ id: string; state: string }>(
      await database.db.execute(
        sql`select id, state from pgboss.job where name = 'mail.send' and data->>'mailId' = ${String(mailId)}`,
      ),
    );

  beforeAll(async () => {
    // The first message is turned away once (451), as a mail server that is briefly unwell would.
    smtp = await startSmtpServer({ refuseFirst: 1 });
    database = await createTestDatabase();
    t = await buildJobApp(database, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await smtp?.close();
  });

  it('retries a send the mail server refused, and the mail goes out once', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: userEndpoints.register.path,
      headers: jsonHeaders,
      payload: {
        email,
        password: passwordDigest(email, 'pass-1234'),
        displayName: 'Omer',
        languageCode: 'en',
      },
    });
    expect(response.json()).toEqual({ reject: false, reason: null });
    await waitUntil(async () => (await outboxRow(email))?.attempts === 1);
    expect((await outboxRow(email))?.lastError).toMatch(/try again later/);

    const mail = await smtp.waitFor(email, 0, /confirm-email\?token=/, 20_000);
    expect(mail.subject).toBe('Confirm your email address');
    await waitUntil(async () => Boolean((await outboxRow(email))?.sentAt));
    const row = await outboxRow(email);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(smtp.refused()).toBe(1);
    expect(smtp.countTo(email)).toBe(1);
    const [job] = await sendJobs(row?.mailId as number);
    expect(job?.state).toBe('completed');
    expect(t.logs()).toContain(`"jobId":"${job?.id}"`);
    expect(t.logs()).toContain('job failed; will retry');
  }, 30_000);

  it('sends what was written without a job (the queue was down) on the sweep', async () => {
    const email = uniqueEmail();
    await database.db.insert(mailOutbox).values({
      toAddress: email,
      subject: 'Left behind',
      textBody: 'Plain',
      htmlBody: '<p>Plain</p>',
    });
    expect(await t.app.deps.mailer.queueUnsent()).toBe(1);
    await smtp.waitFor(email);
    await waitUntil(async () => Boolean((await outboxRow(email))?.sentAt));
  });

  it('never sends a message twice: a sent one is left alone, a pending one keeps its one job', async () => {
    const sent = uniqueEmail();
    await t.app.deps.mailer.enqueue(database.db, message(sent));
    await smtp.waitFor(sent);
    await waitUntil(async () => Boolean((await outboxRow(sent))?.sentAt));
    const sentRow = await outboxRow(sent);
    await t.app.deps.mailer.deliver(sentRow?.mailId as number);
    expect(await t.app.deps.mailer.queueUnsent()).toBe(0);

    const pending = uniqueEmail();
    await database.db.transaction(async (tx) => {
      await t.app.deps.mailer.enqueue(tx, message(pending));
      // Before the commit no worker can see it, so the sweep's send meets the pending job.
      const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pending));
      expect(
        await t.app.deps.jobs.send(
          t.app.deps.mailer.sendJob,
          { mailId: row?.mailId as number },
          {
            tx,
            key: String(row?.mailId),
          },
        ),
      ).toBeNull();
    });
    await smtp.waitFor(pending);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.countTo(sent)).toBe(1);
    expect(smtp.countTo(pending)).toBe(1);
  });

  it('flush() waits for the first attempt at every queued message', async () => {
    const email = uniqueEmail();
    await t.app.deps.mailer.enqueue(database.db, message(email));
    await t.app.deps.mailer.flush();
    expect((await outboxRow(email))?.sentAt).toBeTruthy();
  });
});

import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { defineJob } from '../jobs/job';
import type { JobRunner } from '../jobs/job-runner';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Tries per message: the first and five retries, about 5 s to 3 min apart (~5 min in all). */
export const maxMailAttempts = 6;

/** Anything that can write the outbox and enqueue its job: the database or a transaction. */
type Executor = Pick<Database, 'insert' | 'execute'>;

/**
 * Mail goes through the outbox table: written in the same transaction as what caused it, with a
 * `mail.send` job for it in that transaction too. The job delivers it over SMTP when SMTP_URL is
 * set; without SMTP the log prints it, so a new user can follow a confirmation link with no mail
 * server. The outbox row stays the truth: `mail.sweep` re-queues what is still unsent.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  /** One job per message; one pending per message (keyed by its id), so two workers never send it twice. */
  readonly sendJob = defineJob({
    name: 'mail.send',
    payload: z.object({ mailId: z.number().int().positive() }),
    handle: ({ mailId }) => this.deliver(mailId),
    retry: { limit: maxMailAttempts - 1, delaySeconds: 5, backoff: true, maxDelaySeconds: 180 },
    onePending: true,
    timeoutSeconds: 600,
  });

  /** Every 5 minutes: a job for each unsent message that has none (written while the queue was down). */
  readonly sweepJob = defineJob({
    name: 'mail.sweep',
    payload: z.object({}),
    handle: async () => {
      await this.queueUnsent();
    },
    schedule: '*/5 * * * *',
    onePending: true,
    retry: { limit: 0, delaySeconds: 0 },
  });

  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
  }

  /** Queues a message and the job that sends it, in the caller's transaction. */
  async enqueue(executor: Executor, message: MailMessage): Promise<void> {
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      })
      .returning({ mailId: mailOutbox.mailId });
    const mailId = (row as { mailId: number }).mailId;
    await this.jobs.send(this.sendJob, { mailId }, { tx: executor, key: String(mailId) });
  }

  /**
   * Sends one message, unless it went out already. No transaction is held while SMTP talks (on
   * PGlite that would stop every other query); the queue's one-pending-job-per-message is the claim.
   * A failure is counted on the row and thrown, so the job is retried.
   */
  async deliver(mailId: number): Promise<void> {
    const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId));
    if (!mail || mail.sentAt || mail.attempts >= maxMailAttempts) return;
    const done = (changes: PgUpdateSetSource<typeof mailOutbox>) =>
      this.db.update(mailOutbox).set(changes).where(eq(mailOutbox.mailId, mailId));
    if (!this.transport) {
      // No mail server: the outbox keeps it; the log shows it for whoever runs the store.
      this.log.info({ mailId, to: mail.toAddress, subject: mail.subject }, `outbox mail:\n${mail.textBody}`);
      await done({ sentAt: new Date(), lastError: 'no SMTP_URL: logged only' });
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
    } catch (error) {
      const message = String((error as Error).message).slice(0, 500);
      await done({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: message });
      throw new Error(`mail ${mailId} not sent: ${message}`);
    }
    await done({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null });
  }

  /** Enqueues a send job for every unsent message with tries left; one already pending is kept. */
  async queueUnsent(): Promise<number> {
    const unsent = await this.db
      .select({ mailId: mailOutbox.mailId })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxMailAttempts)))
      .orderBy(asc(mailOutbox.mailId))
      .limit(1000);
    let queued = 0;
    for (const { mailId } of unsent) {
      if (await this.jobs.send(this.sendJob, { mailId }, { key: String(mailId) })) queued += 1;
    }
    return queued;
  }

  /** Waits until every message queued so far has had its first delivery attempt (tests). */
  async flush(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.db
        .select({ waiting: count() })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), eq(mailOutbox.attempts, 0)));
      if (!row?.waiting) return;
      if (Date.now() > deadline) throw new Error(`${row.waiting} mail(s) still wait for a first attempt`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** After the job runner stopped: no job sends any more. */
  close(): void {
    this.transport?.close();
  }
}

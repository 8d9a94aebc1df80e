import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const maxAttempts = 5;
const sweepEveryMs = 30_000;

/** Anything that can insert into the outbox: the database or a transaction. */
type Executor = Pick<Database, 'insert'>;

/**
 * Mail goes through the outbox table: written in the same transaction as what caused it, then
 * delivered over SMTP when SMTP_URL is set. Without SMTP the outbox keeps it and the log prints it,
 * so a new user can follow a confirmation link with no mail server.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private delivering: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, socketTimeout: 20_000 })
      : null;
  }

  /** Queues a message; call `deliverSoon()` after the transaction commits. */
  async enqueue(executor: Executor, message: MailMessage): Promise<void> {
    await executor.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
  }

  /** Delivers queued mail in the background, so the answer to the user never waits on SMTP. */
  deliverSoon(): void {
    // A message queued while a pass runs may be past that pass's cursor: run one more pass after it.
    if (this.delivering) {
      this.again = true;
      return;
    }
    this.delivering = this.deliverPending()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail delivery failed'))
      .finally(() => {
        this.delivering = null;
        if (this.again) {
          this.again = false;
          this.deliverSoon();
        }
      });
  }

  /** Sends every pending message once. Rows are locked, so several server instances never double-send. */
  async deliverPending(): Promise<number> {
    let delivered = 0;
    let lastId = 0;
    for (;;) {
      const sent = await this.db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(mailOutbox)
          .where(
            and(
              isNull(mailOutbox.sentAt),
              lt(mailOutbox.attempts, maxAttempts),
              gt(mailOutbox.mailId, lastId),
            ),
          )
          .orderBy(asc(mailOutbox.mailId))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!mail) return null;
        lastId = mail.mailId;
        if (!this.transport) {
          // No mail server: the outbox keeps it; the log shows it for whoever runs the store.
          this.log.info(
            { mailId: mail.mailId, to: mail.toAddress, subject: mail.subject },
            `outbox mail:\n${mail.textBody}`,
          );
          await tx
            .update(mailOutbox)
            .set({ sentAt: new Date(), lastError: 'no SMTP_URL: logged only' })
            .where(eq(mailOutbox.mailId, mail.mailId));
          return true;
        }
        try {
          await this.transport.sendMail({
            from: this.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
          });
          await tx
            .update(mailOutbox)
            .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
            .where(eq(mailOutbox.mailId, mail.mailId));
        } catch (error) {
          this.log.warn({ mailId: mail.mailId, err: error }, 'mail not sent; will retry');
          await tx
            .update(mailOutbox)
            .set({
              attempts: sql`${mailOutbox.attempts} + 1`,
              lastError: String((error as Error).message).slice(0, 500),
            })
            .where(eq(mailOutbox.mailId, mail.mailId));
          return false;
        }
        return true;
      });
      if (sent === null) return delivered;
      if (sent) delivered += 1;
    }
  }

  /** Waits for a delivery in progress, then sends what is still pending (tests, shutdown). */
  async flush(): Promise<void> {
    await this.delivering;
    await this.deliverPending();
  }

  /** Retries what failed (mail server down) every 30 s until it goes out or runs out of attempts. */
  start(): void {
    this.deliverSoon();
    this.timer = setInterval(() => this.deliverSoon(), sweepEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.again = false;
    await this.delivering;
    this.transport?.close();
  }
}

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message is written here first, in the transaction that caused it, then delivered. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: serial('mail_id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.createdAt)],
);

import { type LanguageCode, languages } from '@grocery/contracts';
import { notifications } from '../db/schema';
import type { Transaction } from '../db/user-lock';
import type { Mailer } from '../mail/mailer';
import { escapeHtml } from './account-mails';
import { notificationTexts } from './notification-texts';

/** Whom an order's news goes to: the order's account (the inbox) and its contact details (the mail). */
export interface OrderCustomer {
  userId: number;
  orderId: number;
  orderNumber: string;
  /** The account's preferred language: both texts are written in it. */
  language: LanguageCode;
  name: string;
  email: string;
}

/**
 * Tells the customer about their order: a notification in the shop's inbox and an email with a link
 * to the order, both in the customer's language and written in the caller's transaction, so they
 * exist exactly when the change they tell of was committed.
 */
export async function tellCustomer(
  tx: Transaction,
  deps: { mailer: Mailer; publicUrl: string },
  customer: OrderCustomer,
  message: { subject: string; body: string },
): Promise<void> {
  await tx.insert(notifications).values({
    userId: customer.userId,
    orderId: customer.orderId,
    subject: message.subject,
    body: message.body,
  });
  const texts = notificationTexts[customer.language].orderMail;
  const greeting = texts.greeting({ name: customer.name });
  const link = `${deps.publicUrl}/${customer.language}/orders/${encodeURIComponent(customer.orderNumber)}`;
  const dir = languages[customer.language].dir;
  await deps.mailer.enqueue(tx, {
    to: customer.email,
    subject: message.subject,
    text: `${greeting}\n\n${message.body}\n\n${texts.viewOrder}: ${link}\n`,
    html: `<!doctype html><html lang="${customer.language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(message.body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#15803d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(texts.viewOrder)}</a></p></body></html>`,
  });
}

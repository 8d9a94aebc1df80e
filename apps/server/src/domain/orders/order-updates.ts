import type { LanguageCode } from '@grocery/contracts';
import { notifications } from '../../db/schema';
import type { Transaction } from '../../db/user-lock';
import type { Mailer } from '../../mail/mailer';
import { orderMail } from '../../mail/order-mail';
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
  /**
   * The slot the order booked, in `language`: its day and hours and its zone's name (decision 0054),
   * for the mail's delivery line; null without a slot, or when the message itself names it.
   */
  delivery: { when: string; zone: string } | null;
}

/**
 * Tells the customer about their order: a notification in the shop's inbox and an email with a link
 * to the order, both in the customer's language and written in the caller's transaction, so they
 * exist exactly when the change they tell of was committed.
 */
export async function tellCustomer(
  tx: Transaction,
  deps: { mailer: Pick<Mailer, 'enqueue'>; publicUrl: string },
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
  const link = `${deps.publicUrl}/${customer.language}/orders/${encodeURIComponent(customer.orderNumber)}`;
  const { delivery } = customer;
  const mail = orderMail({
    language: customer.language,
    greeting: texts.greeting({ name: customer.name }),
    body: message.body,
    delivery: delivery && { label: texts.delivery, ...delivery },
    link,
    viewOrder: texts.viewOrder,
  });
  await deps.mailer.enqueue(tx, { to: customer.email, subject: message.subject, ...mail });
}

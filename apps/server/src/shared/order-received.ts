import type { LanguageCode } from '@grocery/contracts';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { notificationTexts, type OrderReceivedValues } from './notification-texts';

/** The database or a transaction: the order's notification is written in the order's transaction. */
type Executor = Pick<Database, 'insert'>;

/** A booked slot as the shopper reads it: the shop day's weekday and date, then its hours. */
export function deliveryText(
  languageCode: LanguageCode,
  slot: { date: string; startTime: string; endTime: string },
): string {
  // The slot's date is a shop day: read at noon UTC, it is that day in every time zone's format.
  const day = new Intl.DateTimeFormat(languageCode, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${slot.date}T12:00:00Z`));
  return `${day}, ${slot.startTime}–${slot.endTime}`;
}

/** Writes the "order received" notification in the order's language. */
export async function notifyOrderReceived(
  db: Executor,
  input: { userId: number; orderId: number; languageCode: LanguageCode } & OrderReceivedValues,
): Promise<void> {
  const texts = notificationTexts[input.languageCode].orderReceived;
  await db.insert(notifications).values({
    userId: input.userId,
    orderId: input.orderId,
    subject: texts.subject(input),
    body: texts.body(input),
  });
}

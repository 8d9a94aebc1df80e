import type { LanguageCode } from '@grocery/contracts';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { notificationTexts, type OrderReceivedValues } from './notification-texts';

/** The database or a transaction: the order's notification is written in the order's transaction. */
type Executor = Pick<Database, 'insert'>;

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

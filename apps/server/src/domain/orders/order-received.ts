import { formatDayIn, type LanguageCode } from '@grocery/contracts';
import { notificationTexts, type OrderReceivedValues } from './notification-texts';

/** A booked slot as the shopper reads it: the shop day's weekday and date, then its hours. */
export function deliveryText(
  languageCode: LanguageCode,
  slot: { date: string; startTime: string; endTime: string },
): string {
  return `${formatDayIn(languageCode, slot.date, 'long')}, ${slot.startTime}–${slot.endTime}`;
}

/** The "order received" message in the order's language: told through tellCustomer (inbox and mail). */
export function orderReceivedMessage(languageCode: LanguageCode, values: OrderReceivedValues) {
  const texts = notificationTexts[languageCode].orderReceived;
  return { subject: texts.subject(values), body: texts.body(values) };
}

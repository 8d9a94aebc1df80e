import type { LanguageCode, OrderSlot } from '@grocery/contracts';
import { type DayStyle, formatDayIn } from '@grocery/contracts';

/** A slot's day and times: what an order booked, or one offered at checkout. */
export type SlotTimes = Pick<OrderSlot, 'date' | 'startTime' | 'endTime'>;

/** 'HH:MM' of a time the server may send with seconds ('08:00:00'). */
const hoursAndMinutes = (time: string) => time.slice(0, 5);

/** The slot's times, start–end: '08:00–12:00' (read left to right in every language). */
export function formatSlotTimes(slot: Pick<SlotTimes, 'startTime' | 'endTime'>): string {
  return `${hoursAndMinutes(slot.startTime)}–${hoursAndMinutes(slot.endTime)}`;
}

/**
 * The one text of a delivery slot, for the storefront's orders and the back office's grid:
 * 'Tue 25 Nov, 08:00–12:00' (the shop's date, never shifted by a time zone).
 */
export function formatSlotIn(language: LanguageCode, slot: SlotTimes, style: DayStyle = 'short'): string {
  return `${formatDayIn(language, slot.date, style)}, ${formatSlotTimes(slot)}`;
}

import { z } from 'zod';
import { maxId } from './limits';

/** The slot pieces the orders share with delivery (kept apart so checkout and delivery need not import each other). */

/** A day, YYYY-MM-DD. */
export const deliveryDateSchema = z.iso.date();

/** An id in a JSON body: a number, as finalize's shippingAddressId (idParam is for path and query text). */
export const bodyIdSchema = z.number().int().positive().max(maxId);

/** What a shopper picks: a window on a date. */
export const slotChoiceSchema = z.strictObject({
  deliveryZoneWindowId: bodyIdSchema,
  date: deliveryDateSchema,
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/**
 * Why a slot cannot be held or booked; nothing is written. OUTSIDE_DELIVERY_AREA: no active zone
 * serves the address. SLOT_WRONG_ZONE: the window is another zone's. SLOT_UNAVAILABLE: no such active
 * window on that date (inactive, another weekday, past or beyond the days offered). SLOT_FULL,
 * SLOT_CUTOFF_PASSED, SLOT_BLACKOUT: as the slot's reason.
 */
export const slotRejections = [
  'OUTSIDE_DELIVERY_AREA',
  'SLOT_WRONG_ZONE',
  'SLOT_UNAVAILABLE',
  'SLOT_FULL',
  'SLOT_CUTOFF_PASSED',
  'SLOT_BLACKOUT',
] as const;
export type SlotRejection = (typeof slotRejections)[number];

/**
 * The slot an order was booked for, as it was then (the window may change later). `zoneName` is the
 * zone's name as booked in the language the call asked for (decision 0054).
 */
export const orderSlotSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  zoneName: z.string(),
});
export type OrderSlot = z.infer<typeof orderSlotSchema>;

import type {
  DeliverySlot,
  LanguageCode,
  SlotChoice,
  SlotHold,
  SlotRejection,
  SlotUnavailableReason,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor, Transaction } from '../../db/user-lock';
import {
  addressPoint,
  isoInstant,
  judgeSlotStatement,
  lockSlotStatement,
  pointAt,
  resolveSlotStatement,
  slotInstant,
  slotsStatement,
} from './delivery-slots.sql';

/** Slots for shoppers, holds and finalize (decision 0047); the SQL is in delivery-slots.sql.ts. */

export interface Point {
  latitude: number;
  longitude: number;
}
export interface ZoneRef {
  deliveryZoneId: number;
  name: string;
}
export interface ZoneSlots {
  zone: ZoneRef | null;
  slots: DeliverySlot[];
}

/** What the shopper is told for each reason a slot cannot be held or booked. */
export const slotRejectionMessages: Record<SlotRejection, string> = {
  OUTSIDE_DELIVERY_AREA: 'We do not deliver to this address yet.',
  SLOT_WRONG_ZONE: 'This delivery slot is not offered for this address.',
  SLOT_UNAVAILABLE: 'This delivery slot is not available. Please choose another one.',
  SLOT_FULL: 'This delivery slot is full. Please choose another one.',
  SLOT_CUTOFF_PASSED: 'Orders for this delivery slot have closed. Please choose a later one.',
  SLOT_BLACKOUT: 'There are no deliveries on this day. Please choose another day.',
};

const rejectionOf: Record<SlotUnavailableReason, SlotRejection> = {
  FULL: 'SLOT_FULL',
  CUTOFF_PASSED: 'SLOT_CUTOFF_PASSED',
  BLACKOUT: 'SLOT_BLACKOUT',
};

async function readSlots(db: Executor, point: SQL, userId: number | null, language: LanguageCode) {
  const [row] = rowsOf<ZoneSlots & { found: boolean; hold: SlotHold | null }>(
    await db.execute(slotsStatement(point, userId, language)),
  );
  if (!row) throw new Error('The slots statement answered no row');
  return row;
}

/**
 * The zone serving any point (named in the language) and its slots of the next days (no one's hold:
 * every hold counts).
 */
export async function slotsAt(db: Executor, point: Point, language: LanguageCode): Promise<ZoneSlots> {
  const { zone, slots } = await readSlots(db, pointAt(point.longitude, point.latitude), null, language);
  return { zone, slots };
}

/**
 * The zone serving one of the user's addresses (named in the language), its slots judged for the user
 * and the user's live hold; null when the address is not theirs.
 */
export async function availabilityFor(
  db: Executor,
  userId: number,
  shippingAddressId: number,
  language: LanguageCode,
) {
  const point = addressPoint(userId, shippingAddressId);
  const { found, zone, slots, hold } = await readSlots(db, point, userId, language);
  return found ? { zone, slots, hold } : null;
}

/** What an order copies of the slot it books: the zone's base name and its name in every language. */
export interface CheckedSlot extends SlotChoice {
  startTime: string;
  endTime: string;
  zoneName: string;
  zoneNames: Record<LanguageCode, string>;
}
export type SlotCheck = { rejection: SlotRejection } | { rejection: null; slot: CheckedSlot };

/**
 * Checks a slot for a user's point and locks it for the rest of the transaction. The caller has
 * locked the user's row (db/user-lock.ts) first; this locks the slot's row, so the caller may then
 * write the booking or hold. Lock order everywhere: user, slot, hold. A rejection may leave the
 * slot's lock row inserted: roll the transaction back to write nothing.
 */
export async function checkAndLockSlot(
  tx: Transaction,
  userId: number,
  point: Point,
  choice: SlotChoice,
): Promise<SlotCheck> {
  const { deliveryZoneWindowId: windowId, date } = choice;
  const [resolved] = rowsOf<{ rejection: SlotRejection | null }>(
    await tx.execute(resolveSlotStatement(pointAt(point.longitude, point.latitude), windowId, date)),
  );
  if (resolved?.rejection) return { rejection: resolved.rejection };
  await tx.execute(lockSlotStatement(windowId, date));
  const [judged] = rowsOf<{ reason: SlotUnavailableReason | null } & Omit<CheckedSlot, keyof SlotChoice>>(
    await tx.execute(judgeSlotStatement(userId, windowId, date)),
  );
  if (!judged) return { rejection: 'SLOT_UNAVAILABLE' };
  const { reason, ...copied } = judged;
  if (reason) return { rejection: rejectionOf[reason] };
  return { rejection: null, slot: { ...choice, ...copied } };
}

/** When a time of day is on a date in the shop's time, as an ISO instant (daylight saving included). */
export async function slotStartsAt(db: Executor, date: string, time: string): Promise<string> {
  const [row] = rowsOf<{ at: string }>(
    await db.execute(sql`select ${isoInstant(slotInstant(sql`${date}`, sql`${time}`))} as at`),
  );
  return row?.at as string;
}

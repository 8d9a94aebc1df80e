import type { LanguageCode, SlotChoice, SlotHold, SlotRejection } from '@grocery/contracts';
import { type Database, rowsOf } from '../../db/client';
import { lockUser } from '../../db/user-lock';
import {
  availabilityFor,
  checkAndLockSlot,
  type Point,
  slotRejectionMessages,
  slotsAt,
} from '../../domain/delivery/delivery-slots';
import { addressPointStatement, holdStatement, releaseStatement } from './delivery.sql';

type HoldOutcome =
  | { found: false }
  | { found: true; reason: SlotRejection; message: string }
  | { found: true; reason: null; hold: SlotHold };

/** Thrown to roll a hold back: a rejected hold leaves no trace (not even the slot's lock row). */
class Rejected extends Error {
  constructor(readonly reason: SlotRejection) {
    super(reason);
  }
}

/** A shopper's slots, their one hold, and the back office's "test an address" (decision 0047). */
export function deliveryService(db: Database, holdMinutes: number) {
  return {
    /** The zone (named in the language) and slots of one of the user's addresses, and their hold; null when not theirs. */
    availability: (userId: number, shippingAddressId: number, language: LanguageCode) =>
      availabilityFor(db, userId, shippingAddressId, language),

    /** Any point's zone (named in the language) and slots. */
    lookup: (point: Point, language: LanguageCode) => slotsAt(db, point, language),

    /** Holds the slot for the user (replacing their other hold): user, then slot, then hold locked. */
    async hold(userId: number, request: SlotChoice & { shippingAddressId: number }): Promise<HoldOutcome> {
      const { shippingAddressId, deliveryZoneWindowId, date } = request;
      try {
        return await db.transaction(async (tx): Promise<HoldOutcome> => {
          if (!(await lockUser(tx, userId))) return { found: false };
          const [point] = rowsOf<Point>(await tx.execute(addressPointStatement(userId, shippingAddressId)));
          if (!point) return { found: false };
          const check = await checkAndLockSlot(tx, userId, point, { deliveryZoneWindowId, date });
          if (check.rejection) throw new Rejected(check.rejection);
          const [hold] = rowsOf<SlotHold>(
            await tx.execute(holdStatement(userId, deliveryZoneWindowId, date, holdMinutes)),
          );
          if (!hold) throw new Error('The hold was not written');
          return { found: true, reason: null, hold };
        });
      } catch (error) {
        if (!(error instanceof Rejected)) throw error;
        return { found: true, reason: error.reason, message: slotRejectionMessages[error.reason] };
      }
    },

    async release(userId: number): Promise<void> {
      await db.execute(releaseStatement(userId));
    },
  };
}

import {
  type DeliveryAvailability,
  type DeliverySlot,
  type SlotChoice,
  type SlotRejection,
  slotRejections,
} from '@grocery/contracts';

/** The slot the shopper has chosen, and until when the server holds it for them (null: not known). */
export type SlotSelection = { choice: SlotChoice; expiresAt: string | null };

export type SlotDay = { date: string; slots: DeliverySlot[] };

/** Places left at or below this are pointed out ('Only 2 left'). */
const fewPlacesLeft = 3;

/** The slots by shop day, days and slots in time order. */
export function slotsByDay(slots: readonly DeliverySlot[]): SlotDay[] {
  const sorted = [...slots].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  );
  const days: SlotDay[] = [];
  for (const slot of sorted) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}

export function sameSlot(a: SlotChoice | null | undefined, b: SlotChoice | null | undefined): boolean {
  return !!a && !!b && a.deliveryZoneWindowId === b.deliveryZoneWindowId && a.date === b.date;
}

export function choiceOf(slot: SlotChoice): SlotChoice {
  return { deliveryZoneWindowId: slot.deliveryZoneWindowId, date: slot.date };
}

/**
 * What the server already holds for the shopper, as the selection to start from: its hold (or a
 * slot marked held), while that slot can still be booked; otherwise none.
 */
export function heldSelection(availability: DeliveryAvailability): SlotSelection | null {
  const { hold, slots } = availability;
  const slot = hold ? slots.find((candidate) => sameSlot(candidate, hold)) : slots.find((s) => s.held);
  if (!slot?.bookable) return null;
  return { choice: choiceOf(slot), expiresAt: hold && sameSlot(slot, hold) ? hold.expiresAt : null };
}

/** Whole minutes the hold still lasts, rounded up; null once it has run out or when unknown. */
export function minutesLeft(expiresAt: string | null, now: number = Date.now()): number | null {
  if (!expiresAt) return null;
  const left = Date.parse(expiresAt) - now;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / 60_000) : null;
}

/** The places left worth pointing out: a limited slot with a few (not none) left. */
export function fewLeft(slot: Pick<DeliverySlot, 'bookable' | 'remaining'>): number | null {
  const { remaining } = slot;
  return slot.bookable && remaining !== null && remaining > 0 && remaining <= fewPlacesLeft
    ? remaining
    : null;
}

export function isSlotRejection(reason: string): reason is SlotRejection | 'SLOT_REQUIRED' {
  return reason === 'SLOT_REQUIRED' || (slotRejections as readonly string[]).includes(reason);
}

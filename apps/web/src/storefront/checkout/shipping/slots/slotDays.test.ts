import type { DeliveryAvailability, DeliverySlot } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { fewLeft, heldSelection, isSlotRejection, minutesLeft, sameSlot, slotsByDay } from './slotDays';

function slot(
  deliveryZoneWindowId: number,
  date: string,
  startTime: string,
  extra: Partial<DeliverySlot> = {},
) {
  return {
    deliveryZoneWindowId,
    date,
    startTime,
    endTime: '23:00',
    startsAt: `${date}T${startTime}:00+02:00`,
    endsAt: `${date}T23:00:00+02:00`,
    bookable: true,
    reason: null,
    remaining: null,
    held: false,
    ...extra,
  } satisfies DeliverySlot;
}

const availability = (extra: Partial<DeliveryAvailability>): DeliveryAvailability => ({
  reject: false,
  reason: null,
  zone: { deliveryZoneId: 1, name: 'Centre' },
  slots: [],
  hold: null,
  ...extra,
});

describe('slotsByDay', () => {
  it('groups by shop day, days and times in order', () => {
    const days = slotsByDay([
      slot(3, '2025-11-26', '08:00'),
      slot(2, '2025-11-25', '16:00'),
      slot(1, '2025-11-25', '08:00'),
    ]);
    expect(days.map((day) => [day.date, day.slots.map((s) => s.deliveryZoneWindowId)])).toEqual([
      ['2025-11-25', [1, 2]],
      ['2025-11-26', [3]],
    ]);
  });

  it('has no days without slots', () => {
    expect(slotsByDay([])).toEqual([]);
  });
});

describe('heldSelection', () => {
  const slots = [slot(1, '2025-11-25', '08:00', { held: true }), slot(2, '2025-11-25', '16:00')];

  it('starts from the hold, with its expiry', () => {
    const hold = { deliveryZoneWindowId: 1, date: '2025-11-25', expiresAt: '2025-11-24T10:10:00Z' };
    expect(heldSelection(availability({ slots, hold }))).toEqual({
      choice: { deliveryZoneWindowId: 1, date: '2025-11-25' },
      expiresAt: '2025-11-24T10:10:00Z',
    });
  });

  it('takes a slot marked held when the hold itself is missing', () => {
    expect(heldSelection(availability({ slots }))?.choice).toEqual({
      deliveryZoneWindowId: 1,
      date: '2025-11-25',
    });
  });

  it('starts from nothing when the held slot cannot be booked or is not offered here', () => {
    const closed = [slot(1, '2025-11-25', '08:00', { held: true, bookable: false, reason: 'CUTOFF_PASSED' })];
    expect(heldSelection(availability({ slots: closed }))).toBeNull();
    const elsewhere = { deliveryZoneWindowId: 9, date: '2025-11-25', expiresAt: '2025-11-24T10:10:00Z' };
    expect(
      heldSelection(availability({ slots: [slot(2, '2025-11-25', '16:00')], hold: elsewhere })),
    ).toBeNull();
  });
});

describe('minutesLeft', () => {
  const now = Date.parse('2025-11-24T10:00:00Z');

  it('rounds up to whole minutes', () => {
    expect(minutesLeft('2025-11-24T10:10:00Z', now)).toBe(10);
    expect(minutesLeft('2025-11-24T10:09:01Z', now)).toBe(10);
    expect(minutesLeft('2025-11-24T10:00:30Z', now)).toBe(1);
  });

  it('is null once run out, or unknown', () => {
    expect(minutesLeft('2025-11-24T10:00:00Z', now)).toBeNull();
    expect(minutesLeft('2025-11-24T09:59:00Z', now)).toBeNull();
    expect(minutesLeft(null, now)).toBeNull();
    expect(minutesLeft('later', now)).toBeNull();
  });
});

describe('fewLeft', () => {
  it('points out 1 to 3 places of a bookable slot', () => {
    expect(fewLeft({ bookable: true, remaining: 3 })).toBe(3);
    expect(fewLeft({ bookable: true, remaining: 1 })).toBe(1);
    expect(fewLeft({ bookable: true, remaining: 4 })).toBeNull();
    expect(fewLeft({ bookable: true, remaining: null })).toBeNull();
    expect(fewLeft({ bookable: false, remaining: 0 })).toBeNull();
  });
});

describe('sameSlot and isSlotRejection', () => {
  it('compares window and date', () => {
    const a = { deliveryZoneWindowId: 1, date: '2025-11-25' };
    expect(sameSlot(a, { ...a })).toBe(true);
    expect(sameSlot(a, { ...a, date: '2025-12-02' })).toBe(false);
    expect(sameSlot(a, null)).toBe(false);
  });

  it("knows finalize's slot reasons", () => {
    expect(isSlotRejection('SLOT_FULL')).toBe(true);
    expect(isSlotRejection('SLOT_REQUIRED')).toBe(true);
    expect(isSlotRejection('OUTSIDE_DELIVERY_AREA')).toBe(true);
    expect(isSlotRejection('CART_EMPTY')).toBe(false);
  });
});

import { type DeliverySlot, orderStatuses } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, finalOf, planDemoOrders, targetSlots } from './demo-orders-plan';
import { createPrng } from './prng';

const today = '2026-03-10'; // a Tuesday
const zone = (hours: number) => `+0${hours}:00`;

/** Bookable morning and evening slots of the next 14 days (Israel winter time, UTC+2). */
function slotsFrom(now: number, windowBase: number): DeliverySlot[] {
  return Array.from({ length: 14 }, (_, day) => addDays(today, day)).flatMap((date, day) =>
    [
      ['08:00', '12:00'],
      ['17:00', '21:00'],
    ].map(([startTime, endTime], index) => {
      const startsAt = new Date(`${date}T${startTime}:00${zone(2)}`).toISOString();
      const endsAt = new Date(`${date}T${endTime}:00${zone(2)}`).toISOString();
      return {
        deliveryZoneWindowId: windowBase + ((day % 7) * 2 + index),
        date,
        startTime: startTime as string,
        endTime: endTime as string,
        startsAt,
        endsAt,
        bookable: Date.parse(startsAt) - 2 * 3_600_000 > now,
        reason: null,
        remaining: 20,
        held: false,
      };
    }),
  );
}

const now = Date.parse(`${today}T15:30:00+02:00`);
const customers = [
  { language: 'en' as const, rate: 0.3, slots: slotsFrom(now, 100) },
  { language: 'he' as const, rate: 0.2, slots: slotsFrom(now, 200) },
  { language: 'th' as const, rate: 0.2, slots: slotsFrom(now, 300) },
];
const plan = () => planDemoOrders(customers, now, today, createPrng(27_052));

describe('the demo orders plan', () => {
  it('moves bookable slots back by whole weeks, up to three, never a past one forward', () => {
    const targets = targetSlots(customers[0]?.slots ?? [], today);
    for (const target of targets) {
      expect(target.shiftDays % 7).toBe(0);
      expect(target.date).toBe(addDays(target.source.date, -target.shiftDays));
      expect(target.source.bookable).toBe(true);
      expect(target.date >= addDays(today, -21) && target.date <= addDays(today, 4)).toBe(true);
      if (target.date > today) expect(target.shiftDays).toBe(0);
    }
    // Today's morning, past its cut-off, comes from next week's.
    const morning = targets.find((target) => target.date === today && target.source.startTime === '08:00');
    expect(morning?.shiftDays).toBe(7);
  });

  it('is the same for the same slots and clock, and reaches every status', () => {
    const first = plan();
    expect(plan()).toEqual(first);
    expect(first.length).toBeGreaterThan(30);
    expect(new Set(first.map(finalOf))).toEqual(new Set(orderStatuses));
    const cancelled = first.filter((order) => finalOf(order) === 'cancelled');
    for (const order of cancelled) expect(order.steps.at(-1)).toMatchObject({ reason: expect.any(String) });
  });

  it('dates every step after the one before it and none in the future; past slots end finished', () => {
    for (const order of plan()) {
      expect(order.stepTimes).toHaveLength(order.steps.length);
      let before = order.placedAt;
      for (const at of order.stepTimes) {
        expect(at).toBeGreaterThan(before);
        before = at;
      }
      expect(before).toBeLessThanOrEqual(now);
      if (order.slot.endsAt <= now) {
        expect(['delivered', 'cancelled', 'delivery_failed']).toContain(finalOf(order));
      }
      if (order.steps.some((step) => step.kind === 'status' && step.to === 'packed')) {
        expect(order.steps).toContainEqual({ kind: 'picked' });
      }
    }
  });
});

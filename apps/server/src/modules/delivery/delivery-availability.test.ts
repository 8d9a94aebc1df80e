import { deliveryAdminEndpoints, deliveryEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  area,
  availability,
  bookedOrder,
  hold,
  lookup,
  query,
  shopperAt,
} from '../../../test/delivery-calls';
import { callEndpoint } from '../../../test/endpoint-calls';
import { slotStartsAt } from '../../domain/delivery/delivery-slots';
import { addWindow, createZone, shopDate } from '../../domain/delivery/testing/delivery-fixture';

let t: TestApp;
let dispatcher: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
  dispatcher = (await userHolding(t.app, { groups: ['dispatcher'] })).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A zone over area(index) with a window 00:00–23:59 every day (7 windows, Sunday first). */
async function everyDayZone(
  index: number,
  name: string,
  window: { capacity?: number; cutoffHours?: number } = {},
) {
  const { ring, ...point } = area(index);
  const zoneId = await createZone(db(), { name, ring });
  const windowIds: number[] = [];
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    windowIds.push(await addWindow(db(), zoneId, { dayOfWeek, ...window }));
  }
  const slotOn = async (days: number) => {
    const { date, dayOfWeek } = await shopDate(db(), days);
    return { deliveryZoneWindowId: windowIds[dayOfWeek] as number, date };
  };
  return { zoneId, windowIds, point, slotOn };
}

describe('availability', () => {
  it('answers 401 without a session, 400 to a bad query, 404 for another user’s address', async () => {
    const me = await shopperAt(t, area(0));
    const other = await shopperAt(t, area(0));
    const anonymous = await callEndpoint(t, deliveryEndpoints.availability, {
      query: { shippingAddressId: me.addressId },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const badQuery of [{}, { shippingAddressId: 'abc' }, { shippingAddressId: me.addressId, x: 1 }]) {
      const response = await callEndpoint(t, deliveryEndpoints.availability, {
        query: badQuery,
        cookie: me.cookie,
      });
      expect(response.statusCode, JSON.stringify(badQuery)).toBe(400);
    }
    const theirs = await callEndpoint(t, deliveryEndpoints.availability, {
      query: { shippingAddressId: other.addressId },
      cookie: me.cookie,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers zone null and no slots where no active zone delivers', async () => {
    await createZone(db(), { name: 'Closed zone', ring: area(1).ring, isActive: false });
    const me = await shopperAt(t, area(1));
    expect(await availability(t, me)).toMatchObject({ reject: false, zone: null, slots: [], hold: null });
    expect(await lookup(t, dispatcher, area(1))).toMatchObject({ zone: null, slots: [] });
  });

  it('offers the active windows of the next 14 shop days on their weekdays, in start order', async () => {
    const { ring, ...point } = area(2);
    const zoneId = await createZone(db(), { name: 'Fourteen days', ring });
    const morning = await addWindow(db(), zoneId, {
      dayOfWeek: 1,
      startTime: '08:00',
      endTime: '12:00',
      capacity: 20,
    });
    const evening = await addWindow(db(), zoneId, { dayOfWeek: 1, startTime: '17:00', endTime: '21:00' });
    const friday = await addWindow(db(), zoneId, { dayOfWeek: 5, startTime: '09:30', endTime: '11:00' });
    await addWindow(db(), zoneId, { dayOfWeek: 3, isActive: false });
    const me = await shopperAt(t, point);
    const answer = await availability(t, me);
    expect(answer.zone).toEqual({ deliveryZoneId: zoneId, name: 'Fourteen days' });
    expect(answer.slots).toHaveLength(6);
    const today = (await shopDate(db(), 0)).date;
    const last = (await shopDate(db(), 13)).date;
    for (const slot of answer.slots) {
      expect(slot.date >= today && slot.date <= last).toBe(true);
      const weekday = new Date(`${slot.date}T12:00:00Z`).getUTCDay();
      expect(weekday).toBe(slot.deliveryZoneWindowId === friday ? 5 : 1);
      expect(new Date(slot.startsAt).toISOString()).toBe(slot.startsAt);
      expect(Date.parse(slot.endsAt)).toBeGreaterThan(Date.parse(slot.startsAt));
    }
    const starts = answer.slots.map((slot) => slot.startsAt);
    expect(starts).toEqual([...starts].sort());
    const mondays = answer.slots.filter((slot) => slot.deliveryZoneWindowId !== friday);
    expect(mondays.map((slot) => slot.deliveryZoneWindowId)).toEqual([morning, evening, morning, evening]);
    const tomorrow = (await shopDate(db(), 1)).date;
    const later = answer.slots.filter((slot) => slot.date > tomorrow);
    for (const slot of later) {
      expect(slot).toMatchObject({ bookable: true, reason: null, held: false });
      expect(slot.remaining).toBe(slot.deliveryZoneWindowId === morning ? 20 : null);
    }
    expect(answer.slots.find((slot) => slot.deliveryZoneWindowId === friday)).toMatchObject({
      startTime: '09:30',
      endTime: '11:00',
    });
    // The back office sees the same slots for the point.
    expect((await lookup(t, dispatcher, point)).slots).toEqual(answer.slots);
  });

  it('marks blacked-out days, for the zone or for every zone, but not other zones’ blackouts', async () => {
    const zone = await everyDayZone(3, 'Blackouts');
    const other = await createZone(db(), { name: 'Elsewhere', ring: area(4).ring });
    const days = await Promise.all([3, 4, 5].map((days) => shopDate(db(), days)));
    await db().execute(sql`insert into delivery_blackouts (blackout_date, delivery_zone_id, reason) values
      (${days[0]?.date}, ${zone.zoneId}, 'Strike'), (${days[1]?.date}, null, 'Holiday'),
      (${days[2]?.date}, ${other}, 'Elsewhere')`);
    try {
      const { slots } = await availability(t, await shopperAt(t, zone.point));
      const reasonOn = (date?: string) => slots.find((slot) => slot.date === date)?.reason;
      expect(reasonOn(days[0]?.date)).toBe('BLACKOUT');
      expect(reasonOn(days[1]?.date)).toBe('BLACKOUT');
      expect(reasonOn(days[2]?.date)).toBe(null);
      expect(slots.find((slot) => slot.reason === 'BLACKOUT')?.bookable).toBe(false);
    } finally {
      await db().execute(sql`delete from delivery_blackouts`);
    }
  });

  it('closes a slot at its cut-off (none: at its start)', async () => {
    const zone = await everyDayZone(5, 'Cut-off', { cutoffHours: 24 });
    const { slots } = await availability(t, await shopperAt(t, zone.point));
    const dates = await Promise.all([0, 1, 2].map(async (days) => (await shopDate(db(), days)).date));
    const byDate = new Map(slots.map((slot) => [slot.date, slot.reason]));
    // Today 00:00 and tomorrow 00:00 less 24 hours have passed; the day after tomorrow's has not.
    expect(dates.map((date) => byDate.get(date))).toEqual(['CUTOFF_PASSED', 'CUTOFF_PASSED', null]);
    const noCutoff = await everyDayZone(6, 'No cut-off');
    const [today, tomorrow] = (await availability(t, await shopperAt(t, noCutoff.point))).slots;
    expect(today).toMatchObject({ date: dates[0], reason: 'CUTOFF_PASSED', bookable: false });
    expect(tomorrow).toMatchObject({ date: dates[1], reason: null, bookable: true });
  });

  it('counts bookings not cancelled and others’ live holds: remaining, FULL, held', async () => {
    const zone = await everyDayZone(7, 'Capacity', { capacity: 3 });
    const slot = await zone.slotOn(2);
    const me = await shopperAt(t, zone.point);
    const other = await shopperAt(t, zone.point);
    const third = await shopperAt(t, zone.point);
    const mine = async (who = me) =>
      (await availability(t, who)).slots.find(
        (s) => s.date === slot.date && s.deliveryZoneWindowId === slot.deliveryZoneWindowId,
      );

    await bookedOrder(t, third.userId, slot);
    await bookedOrder(t, third.userId, slot, 'cancelled');
    expect(await mine()).toMatchObject({ remaining: 2, bookable: true, held: false });

    expect((await hold(t, other, slot)).reject).toBe(false);
    expect(await mine()).toMatchObject({ remaining: 1, bookable: true });
    expect((await hold(t, me, slot)).reject).toBe(false);
    // My own hold does not count against me; it does against the others.
    expect(await mine()).toMatchObject({ remaining: 1, bookable: true, held: true });
    expect(await mine(other)).toMatchObject({ remaining: 1, held: true });
    expect(await mine(third)).toMatchObject({ remaining: 0, reason: 'FULL', bookable: false, held: false });
    expect((await lookup(t, dispatcher, zone.point)).slots.find((s) => s.date === slot.date)).toMatchObject({
      remaining: 0,
      reason: 'FULL',
      held: false,
    });
    const answer = await availability(t, me);
    expect(answer.hold).toMatchObject(slot);

    // An expired hold counts for nobody.
    await db().execute(sql`update delivery_slot_holds set expires_at = now() - interval '1 second'
      where user_id = ${other.userId}`);
    expect(await mine(third)).toMatchObject({ remaining: 1, reason: null });
    expect((await availability(t, other)).hold).toBeNull();
    expect(await mine(other)).toMatchObject({ held: false, remaining: 1 });

    // Bookings fill it: FULL with nothing remaining.
    await bookedOrder(t, third.userId, slot);
    await bookedOrder(t, third.userId, slot);
    expect(await mine()).toMatchObject({ remaining: 0, reason: 'FULL', bookable: false, held: true });
    expect(
      await query(t, sql`select count(*)::int as n from orders where delivery_date = ${slot.date}::date`),
    ).toEqual([{ n: 4 }]);
  });
});

describe('which zone serves a point', () => {
  it('is the active zone holding it with the lowest priority, none last, then by name', async () => {
    const { ring, ...point } = area(8);
    const lookUp = async () => (await lookup(t, dispatcher, point)).zone?.name;
    await createZone(db(), { name: 'No priority', ring, priority: null });
    expect(await lookUp()).toBe('No priority');
    await createZone(db(), { name: 'Zeta', ring, priority: 5 });
    expect(await lookUp()).toBe('Zeta');
    await createZone(db(), { name: 'beta', ring, priority: 2 });
    await createZone(db(), { name: 'Gamma', ring, priority: 2 });
    expect(await lookUp()).toBe('beta');
    await createZone(db(), { name: 'Alpha', ring, priority: 2 });
    expect(await lookUp()).toBe('Alpha');
    await createZone(db(), { name: 'Closed', ring, priority: -1, isActive: false });
    expect(await lookUp()).toBe('Alpha');
    // A zone holding only part of the area serves only that part.
    await createZone(db(), {
      name: 'Corner',
      ring: area(8).ring.map(([lng, lat]) => [lng - 0.2, lat - 0.2]),
      priority: 1,
    });
    expect(await lookUp()).toBe('Corner');
    expect((await lookup(t, dispatcher, { ...point, longitude: point.longitude + 0.2 })).zone?.name).toBe(
      'Alpha',
    );
  });

  it('needs delivery:read for the lookup, and a valid point', async () => {
    const point = area(8);
    const call = (cookie: string | null, query: Record<string, string | number>) =>
      callEndpoint(t, deliveryAdminEndpoints.lookup, { query, cookie });
    expect((await call(null, { latitude: point.latitude, longitude: point.longitude })).statusCode).toBe(401);
    const staff = await userHolding(t.app, { permissions: ['admin_access'] });
    expect(
      (await call(staff.cookie, { latitude: point.latitude, longitude: point.longitude })).statusCode,
    ).toBe(403);
    expect((await call(dispatcher, { latitude: 91, longitude: 0 })).statusCode).toBe(400);
    expect((await call(dispatcher, { latitude: 'x', longitude: 0 })).statusCode).toBe(400);
  });
});

describe('slot instants across daylight saving (Israel: summer time from Friday 26 March 2027 to Sunday 31 October 2027)', () => {
  it('computes starts in the shop’s time: +02:00 before, +03:00 during, +02:00 after', async () => {
    expect(await slotStartsAt(db(), '2027-03-25', '08:00')).toBe('2027-03-25T06:00:00.000Z');
    expect(await slotStartsAt(db(), '2027-03-27', '08:00')).toBe('2027-03-27T05:00:00.000Z');
    expect(await slotStartsAt(db(), '2027-10-30', '08:00')).toBe('2027-10-30T05:00:00.000Z');
    expect(await slotStartsAt(db(), '2027-10-31', '08:00')).toBe('2027-10-31T06:00:00.000Z');
    expect(await slotStartsAt(db(), '2027-03-26', '23:30')).toBe('2027-03-26T20:30:00.000Z');
  });
});

import { deliveryEndpoints, releaseSlotResponse, type SlotChoice } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  area,
  availability,
  bookedOrder,
  hold,
  holdRaw,
  holdTables,
  query,
  type Shopper,
  shopperAt,
} from '../../../test/delivery-calls';
import { callEndpoint } from '../../../test/endpoint-calls';
import { addWindow, createZone, shopDate } from '../../domain/delivery/testing/delivery-fixture';

let t: TestApp;
let me: Shopper;
let other: Shopper;
/** Window ids of the main zone by weekday: 00:00–23:59, capacity 2. */
let windows: number[];
let otherZoneWindow: number;

const db = () => t.database.db;
const slotOn = async (days: number, ids = windows): Promise<SlotChoice> => {
  const { date, dayOfWeek } = await shopDate(db(), days);
  return { deliveryZoneWindowId: ids[dayOfWeek] as number, date };
};

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false', DELIVERY_HOLD_MINUTES: '15' } });
  const zoneId = await createZone(db(), { name: 'Holds', ring: area(0).ring });
  windows = [];
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    windows.push(await addWindow(db(), zoneId, { dayOfWeek, capacity: 2 }));
  }
  const elsewhere = await createZone(db(), { name: 'Elsewhere', ring: area(1).ring });
  otherZoneWindow = await addWindow(db(), elsewhere, { dayOfWeek: (await shopDate(db(), 2)).dayOfWeek });
  me = await shopperAt(t, area(0));
  other = await shopperAt(t, area(0));
});
afterAll(() => t.close());

const holdsOf = (userId: number) =>
  query<{ window: number; date: string; minutes: number }>(
    t,
    sql`select delivery_zone_window_id as window, slot_date::text as date,
      round(extract(epoch from expires_at - now()) / 60)::int as minutes
    from delivery_slot_holds where user_id = ${userId}`,
  );

describe('holding a slot', () => {
  it('holds for DELIVERY_HOLD_MINUTES, replaces the shopper’s other hold, and is released', async () => {
    const first = await slotOn(2);
    const answer = await hold(t, me, first);
    if (answer.reject) throw new Error(answer.message);
    expect(answer.hold).toMatchObject(first);
    expect(Date.parse(answer.hold.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await holdsOf(me.userId)).toEqual([
      { window: first.deliveryZoneWindowId, date: first.date, minutes: 15 },
    ]);

    const second = await slotOn(3);
    expect((await hold(t, me, second)).reject).toBe(false);
    expect(await holdsOf(me.userId)).toEqual([
      { window: second.deliveryZoneWindowId, date: second.date, minutes: 15 },
    ]);
    const seen = await availability(t, me);
    expect(seen.hold).toMatchObject(second);
    expect(seen.slots.filter((slot) => slot.held).map((slot) => slot.date)).toEqual([second.date]);

    const released = await callEndpoint(t, deliveryEndpoints.release, { cookie: me.cookie });
    expect(released.statusCode).toBe(200);
    expect(releaseSlotResponse.parse(released.json()).reject).toBe(false);
    expect(await holdsOf(me.userId)).toEqual([]);
    expect((await availability(t, me)).hold).toBeNull();
    // Releasing without a hold is fine too.
    expect((await callEndpoint(t, deliveryEndpoints.release, { cookie: me.cookie })).statusCode).toBe(200);
  });

  it('answers 401 without a session, 404 for another user’s address, 400 to a bad body', async () => {
    const slot = await slotOn(2);
    expect(
      (await callEndpoint(t, deliveryEndpoints.hold, { body: { ...slot, shippingAddressId: me.addressId } }))
        .statusCode,
    ).toBe(401);
    expect((await callEndpoint(t, deliveryEndpoints.release)).statusCode).toBe(401);
    expect((await holdRaw(t, me, slot, other.addressId)).statusCode).toBe(404);
    for (const body of [
      { ...slot },
      { ...slot, shippingAddressId: me.addressId, date: '2027-02-30' },
      { ...slot, shippingAddressId: me.addressId, deliveryZoneWindowId: '1' },
      { ...slot, shippingAddressId: me.addressId, extra: true },
    ]) {
      const response = await callEndpoint(t, deliveryEndpoints.hold, { body, cookie: me.cookie });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await holdsOf(me.userId)).toEqual([]);
  });

  it('does not count expired holds, and removes the slot’s expired holds on the way', async () => {
    const slot = await slotOn(4);
    const third = await shopperAt(t, area(0));
    expect((await hold(t, other, slot)).reject).toBe(false);
    expect((await hold(t, third, slot)).reject).toBe(false);
    expect(await hold(t, me, slot)).toMatchObject({ reject: true, reason: 'SLOT_FULL' });
    await db().execute(sql`update delivery_slot_holds set expires_at = now() - interval '1 minute'
      where user_id in (${other.userId}, ${third.userId})`);
    expect((await hold(t, me, slot)).reject).toBe(false);
    expect(await holdsOf(other.userId)).toEqual([]);
    expect(await holdsOf(third.userId)).toEqual([]);
    await db().execute(sql`delete from delivery_slot_holds`);
  });

  it('rejects each kind of slot it cannot hold, writing nothing', async () => {
    const outside = await shopperAt(t, area(5));
    const zoneId = await createZone(db(), { name: 'Odd windows', ring: area(2).ring });
    const inZone = await shopperAt(t, area(2));
    const day2 = await shopDate(db(), 2);
    const inactive = await addWindow(db(), zoneId, { dayOfWeek: day2.dayOfWeek, isActive: false });
    const full = await addWindow(db(), zoneId, {
      dayOfWeek: day2.dayOfWeek,
      startTime: '00:00',
      endTime: '01:00',
      capacity: 0,
    });
    const closedZone = await createZone(db(), {
      name: 'Closed zone',
      ring: area(2).ring,
      priority: 9,
      isActive: false,
    });
    const closedZoneWindow = await addWindow(db(), closedZone, { dayOfWeek: day2.dayOfWeek });
    const withCutoff = await addWindow(db(), zoneId, {
      dayOfWeek: day2.dayOfWeek,
      startTime: '02:00',
      endTime: '03:00',
      cutoffHours: 72,
    });
    const blackout = await slotOn(6);
    await db().execute(
      sql`insert into delivery_blackouts (blackout_date, delivery_zone_id) values (${blackout.date}, null)`,
    );
    const booked = await slotOn(5);
    await bookedOrder(t, other.userId, booked);
    await bookedOrder(t, other.userId, booked);

    const beyond = await slotOn(14);
    const past = await slotOn(-7);
    const wrongDay = { ...(await slotOn(2)), date: (await shopDate(db(), 3)).date };
    const cases: [Shopper, SlotChoice, string][] = [
      [outside, await slotOn(2), 'OUTSIDE_DELIVERY_AREA'],
      [me, { deliveryZoneWindowId: otherZoneWindow, date: day2.date }, 'SLOT_WRONG_ZONE'],
      [me, { deliveryZoneWindowId: 999_999, date: day2.date }, 'SLOT_UNAVAILABLE'],
      [inZone, { deliveryZoneWindowId: inactive, date: day2.date }, 'SLOT_UNAVAILABLE'],
      [inZone, { deliveryZoneWindowId: closedZoneWindow, date: day2.date }, 'SLOT_UNAVAILABLE'],
      [me, wrongDay, 'SLOT_UNAVAILABLE'],
      [me, beyond, 'SLOT_UNAVAILABLE'],
      [me, past, 'SLOT_UNAVAILABLE'],
      [inZone, { deliveryZoneWindowId: full, date: day2.date }, 'SLOT_FULL'],
      [me, booked, 'SLOT_FULL'],
      [inZone, { deliveryZoneWindowId: withCutoff, date: day2.date }, 'SLOT_CUTOFF_PASSED'],
      [me, await slotOn(0), 'SLOT_CUTOFF_PASSED'],
      [me, blackout, 'SLOT_BLACKOUT'],
    ];
    const before = await holdTables(t);
    for (const [who, choice, reason] of cases) {
      const answer = await hold(t, who, choice);
      expect(answer, `${reason} ${JSON.stringify(choice)}`).toMatchObject({ reject: true, reason });
      if (answer.reject) expect(answer.message?.length).toBeGreaterThan(10);
    }
    expect(await holdTables(t)).toEqual(before);
    await db().execute(sql`delete from delivery_blackouts`);
  });
});

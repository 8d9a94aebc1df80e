import { deliveryWindowsResponse, deliveryAdminEndpoints as endpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badRequestIssues,
  type DeliveryAdminFixture,
  deliveryAdminFixture,
} from '../../../test/delivery-admin-fixture';

let f: DeliveryAdminFixture;
beforeAll(async () => {
  f = await deliveryAdminFixture();
});
afterAll(() => f.close());

const save = (deliveryZoneId: number, windows: unknown) =>
  f.call(endpoints.saveWindows, { params: { deliveryZoneId }, body: { windows } });

async function saved(deliveryZoneId: number, windows: object[]) {
  const response = await save(deliveryZoneId, windows);
  expect(response.statusCode, response.body).toBe(200);
  return deliveryWindowsResponse.parse(response.json()).windows;
}

const morning = { dayOfWeek: 1, startTime: '08:00', endTime: '12:00', capacity: 20, cutoffHours: 3 };
const evening = { dayOfWeek: 1, startTime: '17:00', endTime: '21:00', capacity: null, cutoffHours: null };
const friday = { dayOfWeek: 5, startTime: '07:00', endTime: '11:00', capacity: 5, cutoffHours: 24 };

describe('PUT /api/admin/delivery/zones/:deliveryZoneId/windows', () => {
  it('adds, updates and removes by omission, answering the windows by day and start', async () => {
    const zone = await f.zone();
    const first = await saved(zone.deliveryZoneId, [friday, evening, morning]);
    expect(first.map((window) => [window.dayOfWeek, window.startTime])).toEqual([
      [1, '08:00'],
      [1, '17:00'],
      [5, '07:00'],
    ]);
    expect(first[0]).toEqual({ deliveryZoneWindowId: expect.any(Number), ...morning, isActive: true });
    const [keptMorning, droppedEvening, keptFriday] = first as [
      (typeof first)[0],
      (typeof first)[0],
      (typeof first)[0],
    ];

    const second = await saved(zone.deliveryZoneId, [
      { ...keptMorning, endTime: '11:30', capacity: 15, isActive: false },
      { ...keptFriday },
      {
        dayOfWeek: 0,
        startTime: '09:00',
        endTime: '13:00',
        capacity: 1,
        cutoffHours: 0.25,
        deliveryZoneWindowId: null,
      },
    ]);
    expect(second).toEqual([
      {
        deliveryZoneWindowId: expect.any(Number),
        dayOfWeek: 0,
        startTime: '09:00',
        endTime: '13:00',
        capacity: 1,
        cutoffHours: 0.25,
        isActive: true,
      },
      { ...keptMorning, endTime: '11:30', capacity: 15, isActive: false },
      keptFriday,
    ]);
    const ids = await f.query<{
      id: number;
    }>(sql`select delivery_zone_window_id as id from delivery_zone_windows
      where delivery_zone_window_id = ${droppedEvening.deliveryZoneWindowId}`);
    expect(ids).toEqual([]);

    expect(await saved(zone.deliveryZoneId, [])).toEqual([]);
    const audit = await f.query<{
      action: string;
      before: { windows: unknown[] };
      after: { windows: unknown[] };
    }>(
      sql`select action, before, after from audit_log where entity = 'delivery_zone'
        and entity_id = ${String(zone.deliveryZoneId)} and action = 'delivery_zone.windows.update'
        order by audit_entry_id`,
    );
    expect(audit.map((entry) => [entry.before.windows.length, entry.after.windows.length])).toEqual([
      [0, 3],
      [3, 3],
      [3, 0],
    ]);
  });

  it('answers 404 for ids of another zone, changing nothing', async () => {
    const zone = await f.zone();
    const other = await f.zone();
    const [mine] = await saved(zone.deliveryZoneId, [morning]);
    const [theirs] = await saved(other.deliveryZoneId, [friday]);
    const before = await f.counts();
    const response = await save(zone.deliveryZoneId, [
      mine,
      { ...friday, ...theirs, startTime: '06:00' },
      evening,
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ reject: true, reason: 'NOT_FOUND', message: 'No such window.' });
    const gone = await save(zone.deliveryZoneId, [{ ...morning, deliveryZoneWindowId: 999_999 }]);
    expect(gone.statusCode).toBe(404);
    expect(await f.counts()).toEqual(before);
  });

  it('answers 404 for an unknown zone', async () => {
    const response = await save(999_999, [morning]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'NOT_FOUND', message: 'No such delivery zone.' });
  });

  it.each([
    ['overlapping windows of one day', [morning, { ...evening, startTime: '11:59' }], 'windows.1.startTime'],
    ['a start after the end', [{ ...morning, startTime: '13:00' }], 'windows.0.endTime'],
    ['a start equal to the end', [{ ...morning, endTime: '08:00' }], 'windows.0.endTime'],
    ['a missing start', [{ ...morning, startTime: undefined }], 'windows.0.startTime'],
    ['a time that is not HH:MM', [{ ...morning, endTime: '24:00' }], 'windows.0.endTime'],
    ['a day out of range', [{ ...morning, dayOfWeek: 7 }], 'windows.0.dayOfWeek'],
    ['a negative capacity', [{ ...morning, capacity: -1 }], 'windows.0.capacity'],
    ['a cut-off not in quarter hours', [{ ...morning, cutoffHours: 1.1 }], 'windows.0.cutoffHours'],
    ['a window id as text', [{ ...morning, deliveryZoneWindowId: '5' }], 'windows.0.deliveryZoneWindowId'],
  ])('answers 400 to %s, writing nothing', async (_case, windows, path) => {
    const zone = await f.zone();
    await saved(zone.deliveryZoneId, [friday]);
    const before = await f.counts();
    const issues = badRequestIssues(await save(zone.deliveryZoneId, windows));
    expect(issues.map((issue) => issue.path)).toContain(`body.${path}`);
    expect(await f.counts()).toEqual(before);
  });

  it('answers 400 to one window listed twice, writing nothing', async () => {
    const zone = await f.zone();
    const [window] = await saved(zone.deliveryZoneId, [morning]);
    const before = await f.counts();
    const response = await save(zone.deliveryZoneId, [window, { ...window, dayOfWeek: 2 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'BAD_REQUEST', message: 'A window is listed twice.' });
    expect(await f.counts()).toEqual(before);
  });
});

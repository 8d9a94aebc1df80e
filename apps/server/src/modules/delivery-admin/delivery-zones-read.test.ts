import {
  deliveryZoneResponse,
  deliveryZonesResponse,
  deliveryAdminEndpoints as endpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  type DeliveryAdminFixture,
  deliveryAdminFixture,
  polygonText,
} from '../../../test/delivery-admin-fixture';

let f: DeliveryAdminFixture;
beforeAll(async () => {
  f = await deliveryAdminFixture();
});
afterAll(() => f.close());

async function readZone(deliveryZoneId: number) {
  const response = await f.call(endpoints.zone, { params: { deliveryZoneId }, cookie: f.reader.cookie });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return deliveryZoneResponse.parse(response.json()).zone;
}

const saveWindows = (deliveryZoneId: number, windows: object[]) =>
  f.call(endpoints.saveWindows, { params: { deliveryZoneId }, body: { windows } });

describe('GET /api/admin/delivery/zones', () => {
  it('lists active zones first, then by priority (none last), then by name in any case', async () => {
    const zone = (name: string, priority: number | null, isActive = true) =>
      f.zone({ name, priority, isActive });
    const b = await zone('Sort b', 2);
    const a = await zone('Sort a', null);
    const c = await zone('Sort c', 1, false);
    const a2 = await zone('sort A2', 2);
    const z = await zone('Sort z', -1);
    const d = await zone('Sort d', null, false);
    const window = { dayOfWeek: 0, capacity: null, cutoffHours: null };
    await saveWindows(b.deliveryZoneId, [
      { ...window, startTime: '08:00', endTime: '10:00' },
      { ...window, startTime: '10:00', endTime: '12:00' },
    ]);

    const response = await f.call(endpoints.listZones, { cookie: f.reader.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const ours = new Set([a, b, c, d, z, a2].map((made) => made.deliveryZoneId));
    const rows = deliveryZonesResponse
      .parse(response.json())
      .zones.filter((row) => ours.has(row.deliveryZoneId));
    expect(rows.map((row) => row.name)).toEqual([
      'Sort z',
      'sort A2',
      'Sort b',
      'Sort a',
      'Sort c',
      'Sort d',
    ]);
    expect(rows.find((row) => row.deliveryZoneId === b.deliveryZoneId)).toEqual({
      deliveryZoneId: b.deliveryZoneId,
      name: 'Sort b',
      priority: 2,
      notes: null,
      isActive: true,
      windowsCount: 2,
    });
    expect(rows.find((row) => row.deliveryZoneId === a.deliveryZoneId)?.windowsCount).toBe(0);
  });
});

describe('GET /api/admin/delivery/zones/:deliveryZoneId', () => {
  it('answers the outline, area and windows by day and start, times as HH:MM', async () => {
    const made = await f.zone();
    await saveWindows(made.deliveryZoneId, [
      { dayOfWeek: 3, startTime: '14:00', endTime: '18:30', capacity: 10, cutoffHours: 2.5 },
      {
        dayOfWeek: 0,
        startTime: '12:00',
        endTime: '16:00',
        capacity: null,
        cutoffHours: null,
        isActive: false,
      },
      { dayOfWeek: 0, startTime: '08:00', endTime: '12:00', capacity: 0, cutoffHours: 0 },
    ]);
    const zone = await readZone(made.deliveryZoneId);
    expect(zone).toMatchObject({
      polygonGeoJson: made.polygonGeoJson,
      areaKm2: made.areaKm2,
      windowsCount: 3,
    });
    expect(zone.windows.map(({ deliveryZoneWindowId: _, ...window }) => window)).toEqual([
      { dayOfWeek: 0, startTime: '08:00', endTime: '12:00', capacity: 0, cutoffHours: 0, isActive: true },
      {
        dayOfWeek: 0,
        startTime: '12:00',
        endTime: '16:00',
        capacity: null,
        cutoffHours: null,
        isActive: false,
      },
      { dayOfWeek: 3, startTime: '14:00', endTime: '18:30', capacity: 10, cutoffHours: 2.5, isActive: true },
    ]);
  });

  it('answers 404 in the envelope for an unknown zone', async () => {
    const response = await f.call(endpoints.zone, { params: { deliveryZoneId: 999_999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ reject: true, reason: 'NOT_FOUND', message: 'No such delivery zone.' });
  });

  it('lists the active zones whose outline meets this one and which of them serves the shared part', async () => {
    const zone = (name: string, priority: number | null, ring: [number, number][], isActive = true) =>
      f.zone({ name, priority, isActive, polygonGeoJson: polygonText(ring) });
    const alpha = await zone('Overlap alpha', 1, box(50, 50, 51, 51));
    // Lower priority number: it serves the shared corner.
    const bravo = await zone('Overlap bravo', 0, box(49.5, 49.5, 50.5, 50.5));
    // Same priority, later name: alpha serves the shared part.
    const inner = await zone('Overlap alpha two', 1, box(50.2, 50.2, 50.4, 50.4));
    // Sharing alpha's east edge counts: addresses on it are inside both.
    const side = await zone('Overlap side', null, box(51, 50, 51.3, 50.5));
    await zone('Overlap inactive', -5, box(50.1, 50.1, 50.9, 50.9), false);
    // Its bounding box meets alpha's, its shape does not (x + y ≥ 102.8; alpha's corners reach 102).
    const triangle = await zone('Overlap triangle', -9, [
      [50.8, 52],
      [52, 52],
      [52, 50.8],
      [50.8, 52],
    ]);

    const of = (made: { deliveryZoneId: number; name: string; priority: number | null }, wins: boolean) => ({
      deliveryZoneId: made.deliveryZoneId,
      name: made.name,
      priority: made.priority,
      wins,
    });
    expect((await readZone(alpha.deliveryZoneId)).overlaps).toEqual([
      of(bravo, true),
      of(inner, false),
      of(side, false),
    ]);
    expect((await readZone(inner.deliveryZoneId)).overlaps).toEqual([of(bravo, true), of(alpha, true)]);
    expect((await readZone(side.deliveryZoneId)).overlaps).toEqual([of(alpha, true)]);
    expect((await readZone(triangle.deliveryZoneId)).overlaps).toEqual([]);
    const [meeting] = await f.query<{ boxes: boolean; shapes: boolean }>(sql`select
      box(a.area) && box(t.area) as boxes, a.area && t.area as shapes
      from delivery_zones a, delivery_zones t
      where a.delivery_zone_id = ${alpha.deliveryZoneId} and t.delivery_zone_id = ${triangle.deliveryZoneId}`);
    expect(meeting).toEqual({ boxes: true, shapes: false });
  });

  it('reports overlaps from an inactive zone too, and ties on priority by name', async () => {
    const first = await f.zone({
      name: 'Tie a',
      priority: 3,
      polygonGeoJson: polygonText(box(60, 60, 61, 61)),
    });
    const second = await f.zone({
      name: 'Tie B',
      priority: 3,
      isActive: false,
      polygonGeoJson: polygonText(box(60.5, 60.5, 61.5, 61.5)),
    });
    expect((await readZone(second.deliveryZoneId)).overlaps).toMatchObject([
      { deliveryZoneId: first.deliveryZoneId, wins: true },
    ]);
    expect((await readZone(first.deliveryZoneId)).overlaps).toEqual([]);
  });
});

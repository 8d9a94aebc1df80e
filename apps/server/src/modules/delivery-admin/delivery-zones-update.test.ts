import {
  deliveryZoneResponse,
  deliveryZoneSaveResponse,
  deliveryAdminEndpoints as endpoints,
  ringAreaKm2,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badRequestIssues,
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

const update = (deliveryZoneId: number | string, body: unknown) =>
  f.call(endpoints.updateZone, { params: { deliveryZoneId }, body });

const auditOf = (zoneId: number) =>
  f.query<{ action: string; before: unknown; after: unknown; actor: number }>(sql`select action, before,
    after, actor_user_id as actor from audit_log where entity = 'delivery_zone' and entity_id = ${String(zoneId)}
    order by audit_entry_id`);

describe('PUT /api/admin/delivery/zones/:deliveryZoneId', () => {
  it('changes the fields and keeps the outline when none is sent', async () => {
    const zone = await f.zone({ name: 'Harbour', priority: 5 });
    const response = await update(zone.deliveryZoneId, {
      deliveryZoneId: 999,
      name: 'Harbour East',
      priority: null,
      notes: 'Gate code 12',
      isActive: false,
      polygonGeoJson: null,
    });
    const answer = deliveryZoneSaveResponse.parse(response.json());
    expect(answer).toMatchObject({
      reject: false,
      zone: {
        deliveryZoneId: zone.deliveryZoneId,
        name: 'Harbour East',
        priority: null,
        notes: 'Gate code 12',
        isActive: false,
        polygonGeoJson: zone.polygonGeoJson,
        areaKm2: zone.areaKm2,
      },
    });
    const [audit] = (await auditOf(zone.deliveryZoneId)).slice(-1);
    expect(audit).toMatchObject({
      action: 'delivery_zone.details.update',
      before: { name: 'Harbour', priority: 5, isActive: true },
      after: { name: 'Harbour East', priority: null, isActive: false },
    });
  });

  it('replaces the outline, its polygon and area, and moves updated_at', async () => {
    const zone = await f.zone();
    const [{ at: before }] = (await f.query<{ at: string }>(
      sql`select updated_at::text as at from delivery_zones where delivery_zone_id = ${zone.deliveryZoneId}`,
    )) as [{ at: string }];
    const bigger = box(34.7, 32, 34.8, 32.1);
    const response = await update(zone.deliveryZoneId, {
      name: zone.name,
      polygonGeoJson: polygonText(bigger),
    });
    const answer = deliveryZoneSaveResponse.parse(response.json());
    expect(answer).toMatchObject({
      zone: { polygonGeoJson: polygonText(bigger), areaKm2: ringAreaKm2(bigger) },
    });
    const [stored] = await f.query<{ inside: boolean; at: string }>(sql`select
      area @> point(34.75, 32.05) as inside, updated_at::text as at
      from delivery_zones where delivery_zone_id = ${zone.deliveryZoneId}`);
    expect(stored?.inside).toBe(true);
    expect(stored?.at).not.toBe(before);
  });

  it('answers 404 for an unknown zone and 400 for a crossing outline, writing nothing', async () => {
    const before = await f.counts();
    const missing = await update(999_999, { name: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    const zone = await f.zone();
    const afterCreate = await f.counts();
    const bowTie = polygonText([
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    badRequestIssues(await update(zone.deliveryZoneId, { name: 'x', polygonGeoJson: bowTie }));
    expect(await f.counts()).toEqual(afterCreate);
    expect(afterCreate.zones).toBe((before.zones as number) + 1);
  });
});

describe('DELETE /api/admin/delivery/zones/:deliveryZoneId', () => {
  it('deactivates the zone, keeping it and its windows, and answers it', async () => {
    const zone = await f.zone({ name: 'Closing' });
    await f.call(endpoints.saveWindows, {
      params: { deliveryZoneId: zone.deliveryZoneId },
      body: {
        windows: [{ dayOfWeek: 1, startTime: '08:00', endTime: '12:00', capacity: 5, cutoffHours: 2 }],
      },
    });
    const response = await f.call(endpoints.deleteZone, { params: { deliveryZoneId: zone.deliveryZoneId } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = deliveryZoneResponse.parse(response.json());
    expect(answer.zone).toMatchObject({ name: 'Closing', isActive: false, windowsCount: 1 });
    const [audit] = (await auditOf(zone.deliveryZoneId)).slice(-1);
    expect(audit).toMatchObject({
      action: 'delivery_zone.details.delete',
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('answers 404 for an unknown zone and 400 for an id that is not one', async () => {
    const missing = await f.call(endpoints.deleteZone, { params: { deliveryZoneId: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reject: true, reason: 'NOT_FOUND' });
    badRequestIssues(await f.call(endpoints.deleteZone, { params: { deliveryZoneId: 'abc' } }));
  });
});

import {
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

const square = box(34.78, 32, 34.79, 32.01);
const create = (body: unknown) => f.call(endpoints.createZone, { body });
const update = (deliveryZoneId: number | string, body: unknown) =>
  f.call(endpoints.updateZone, { params: { deliveryZoneId }, body });

const auditOf = (zoneId: number) =>
  f.query<{ action: string; before: unknown; after: unknown; actor: number }>(sql`select action, before,
    after, actor_user_id as actor from audit_log where entity = 'delivery_zone' and entity_id = ${String(zoneId)}
    order by audit_entry_id`);

describe('POST /api/admin/delivery/zones', () => {
  it('stores the outline as GeoJSON, as a polygon and as an area, and answers the zone', async () => {
    const response = await create({
      name: '  North ',
      priority: 2,
      notes: 'Evenings only',
      polygonGeoJson: polygonText(square),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = deliveryZoneSaveResponse.parse(response.json());
    if (answer.reject) throw new Error(answer.reason);
    expect(answer.zone).toEqual({
      deliveryZoneId: expect.any(Number),
      name: 'North',
      priority: 2,
      notes: 'Evenings only',
      isActive: true,
      windowsCount: 0,
      polygonGeoJson: polygonText(square),
      areaKm2: ringAreaKm2(square),
      windows: [],
      overlaps: [],
      translations: [],
    });
    const id = answer.zone.deliveryZoneId;
    const [stored] = await f.query<{ area: string; inside: boolean; outside: boolean }>(sql`select
      area::text as area, area @> point(34.785, 32.005) as inside, area @> point(34.795, 32.005) as outside
      from delivery_zones where delivery_zone_id = ${id}`);
    expect(stored).toEqual({
      area: '((34.78,32),(34.79,32),(34.79,32.01),(34.78,32.01))',
      inside: true,
      outside: false,
    });
    const audit = await auditOf(id);
    expect(audit).toEqual([
      {
        action: 'delivery_zone.details.create',
        before: null,
        after: expect.objectContaining({ name: 'North', priority: 2, isActive: true }),
        actor: f.writer.userId,
      },
    ]);
  });

  it('refuses a name another zone has in any case (NAME_TAKEN), writing nothing', async () => {
    const zone = await f.zone({ name: 'Old Town' });
    const before = await f.counts();
    const response = await create({ name: 'OLD town', polygonGeoJson: polygonText(square) });
    expect(response.json()).toMatchObject({ reject: true, reason: 'NAME_TAKEN' });
    expect(await f.counts()).toEqual(before);
    const renamed = await update(zone.deliveryZoneId, { name: 'old TOWN', priority: null });
    expect(deliveryZoneSaveResponse.parse(renamed.json())).toMatchObject({ reject: false });
    const other = await f.zone();
    const taken = await update(other.deliveryZoneId, { name: 'Old Town' });
    expect(taken.json()).toMatchObject({ reject: true, reason: 'NAME_TAKEN' });
  });

  it('lets one of several saves racing for a name have it, the others NAME_TAKEN', async () => {
    const body = { name: 'Raced', polygonGeoJson: polygonText(square) };
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(body)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const reasons = answers.map((response) => (response.json() as { reason: string | null }).reason).sort();
    expect(reasons).toEqual(['NAME_TAKEN', 'NAME_TAKEN', 'NAME_TAKEN', null]);
  });

  it('refuses a self-crossing outline with a 400 naming the crossing, writing nothing', async () => {
    const before = await f.counts();
    const bowTie = [
      [34.7, 32],
      [34.8, 32.1],
      [34.8, 32],
      [34.7, 32.1],
      [34.7, 32],
    ];
    const issues = badRequestIssues(await create({ name: 'Bow tie', polygonGeoJson: polygonText(bowTie) }));
    expect(issues).toEqual([
      { path: 'body.polygonGeoJson', message: expect.stringContaining('32.05, 34.75') },
    ]);
    expect(await f.counts()).toEqual(before);
  });

  const circle = (n: number) => {
    const corners = Array.from({ length: n }, (_, i) => [
      34.78 + 0.05 * Math.cos((2 * Math.PI * i) / n),
      32.08 + 0.05 * Math.sin((2 * Math.PI * i) / n),
    ]);
    return [...corners, corners[0]];
  };
  it.each([
    [
      'fewer than 3 distinct corners',
      polygonText([
        [34.7, 32],
        [34.8, 32],
        [34.7, 32],
      ]),
    ],
    [
      'a latitude out of range',
      polygonText([
        [34.7, 95],
        [34.8, 32],
        [34.8, 33],
        [34.7, 95],
      ]),
    ],
    ['an unclosed ring', polygonText(square.slice(0, -1))],
    ['1,001 corners', polygonText(circle(1001))],
    ['malformed GeoJSON', '{"type":"Polygon","coordinates":'],
    ['a Point', JSON.stringify({ type: 'Point', coordinates: [34.7, 32] })],
    ['no outline', undefined],
  ])('answers 400 to %s, writing nothing', async (_case, polygonGeoJson) => {
    const before = await f.counts();
    const issues = badRequestIssues(await create({ name: 'Refused', polygonGeoJson }));
    expect(issues.map((issue) => issue.path)).toEqual(['body.polygonGeoJson']);
    expect(await f.counts()).toEqual(before);
  });

  it.each([
    ['an empty name', { name: ' ' }],
    ['an unknown field', { name: 'Extra', colour: 'red' }],
    ['a priority out of range', { name: 'Far', priority: 1e9 }],
  ])('answers 400 to %s, writing nothing', async (_case, fields) => {
    const before = await f.counts();
    badRequestIssues(await create({ polygonGeoJson: polygonText(square), ...fields }));
    expect(await f.counts()).toEqual(before);
  });
});

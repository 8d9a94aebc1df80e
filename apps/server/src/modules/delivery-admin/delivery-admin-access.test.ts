import { type AnyEndpoint, deliveryAdminEndpoints as endpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  type DeliveryAdminFixture,
  deliveryAdminFixture,
  polygonText,
} from '../../../test/delivery-admin-fixture';
import type { EndpointCall } from '../../../test/endpoint-calls';

let f: DeliveryAdminFixture;
let zoneId: number;
let blackoutId: number;
beforeAll(async () => {
  f = await deliveryAdminFixture();
  zoneId = (await f.zone({ name: 'Guarded' })).deliveryZoneId;
  const response = await f.call(endpoints.createBlackout, {
    body: { blackoutDate: '2099-01-01', deliveryZoneId: null },
  });
  blackoutId = (response.json() as { blackout: { deliveryBlackoutId: number } }).blackout.deliveryBlackoutId;
});
afterAll(() => f.close());

const outline = polygonText(box(1, 1, 2, 2));
/** Each route with a request that would succeed for the writer. */
const routes: [string, AnyEndpoint, 'read' | 'write', () => EndpointCall][] = [
  ['listZones', endpoints.listZones, 'read', () => ({})],
  ['zone', endpoints.zone, 'read', () => ({ params: { deliveryZoneId: zoneId } })],
  ['createZone', endpoints.createZone, 'write', () => ({ body: { name: 'New', polygonGeoJson: outline } })],
  [
    'updateZone',
    endpoints.updateZone,
    'write',
    () => ({ params: { deliveryZoneId: zoneId }, body: { name: 'Renamed', isActive: false } }),
  ],
  [
    'saveTranslation',
    endpoints.saveTranslation,
    'write',
    () => ({ params: { deliveryZoneId: zoneId, languageCode: 'he' }, body: { name: 'שמור' } }),
  ],
  [
    'deleteTranslation',
    endpoints.deleteTranslation,
    'write',
    () => ({ params: { deliveryZoneId: zoneId, languageCode: 'he' } }),
  ],
  ['deleteZone', endpoints.deleteZone, 'write', () => ({ params: { deliveryZoneId: zoneId } })],
  [
    'saveWindows',
    endpoints.saveWindows,
    'write',
    () => ({
      params: { deliveryZoneId: zoneId },
      body: {
        windows: [{ dayOfWeek: 2, startTime: '09:00', endTime: '10:00', capacity: 1, cutoffHours: 1 }],
      },
    }),
  ],
  ['listBlackouts', endpoints.listBlackouts, 'read', () => ({})],
  [
    'createBlackout',
    endpoints.createBlackout,
    'write',
    () => ({ body: { blackoutDate: '2099-01-02', deliveryZoneId: zoneId, reason: null } }),
  ],
  [
    'deleteBlackout',
    endpoints.deleteBlackout,
    'write',
    () => ({ params: { deliveryBlackoutId: blackoutId } }),
  ],
];

describe('delivery admin access', () => {
  it.each(routes)(
    '%s: 401 without a session, 403 without the permission, nothing written',
    async (_name, endpoint, needs, request) => {
      const before = await f.counts();
      const anonymous = await f.call(endpoint, { ...request(), cookie: null });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ reject: true, reason: 'UNAUTHORIZED' });
      const outsider = await f.call(endpoint, { ...request(), cookie: f.outsider.cookie });
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
      const reader = await f.call(endpoint, { ...request(), cookie: f.reader.cookie });
      expect(reader.statusCode, reader.body).toBe(needs === 'read' ? 200 : 403);
      expect(await f.counts()).toEqual(before);
    },
  );

  it.each(routes)('%s: the writer may', async (_name, endpoint, _needs, request) => {
    const response = await f.call(endpoint, request());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reject: false, reason: null });
  });
});

describe('delivery admin ids in the path', () => {
  it.each(routes.filter(([, endpoint]) => endpoint.path.includes(':')))(
    '%s: 400 for an id that is not a positive whole number, nothing written',
    async (_name, endpoint, _needs, request) => {
      const before = await f.counts();
      for (const bad of ['abc', '0', '-1', '1.5']) {
        const call = request();
        const params = Object.fromEntries(Object.keys(call.params ?? {}).map((name) => [name, bad]));
        const response = await f.call(endpoint, { ...call, params });
        expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
      }
      expect(await f.counts()).toEqual(before);
    },
  );
});

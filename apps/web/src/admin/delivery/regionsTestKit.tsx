import {
  type CreateDeliveryBlackoutRequest,
  type CreateDeliveryZoneRequest,
  type DeliveryBlackout,
  type DeliveryWindow,
  type DeliveryZone,
  type DeliveryZoneRow,
  type DeliveryZoneTranslation,
  type DeliveryZoneTranslationRequest,
  deliveryAdminEndpoints as endpoints,
  type Permission,
  type SaveDeliveryWindowsRequest,
  type UpdateDeliveryZoneRequest,
  type User,
} from '@grocery/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { answering, type EndpointRequest, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import type { BlackoutSaveAnswer, LookupAnswer, ZoneSaveAnswer } from './queries';

/** Component tests of the regions pages: sample zones, answers like the server's, a signed-in admin. */

export function zoneRow(deliveryZoneId: number, overrides: Partial<DeliveryZoneRow> = {}): DeliveryZoneRow {
  return {
    deliveryZoneId,
    name: `Zone ${deliveryZoneId}`,
    priority: deliveryZoneId,
    notes: null,
    isActive: true,
    windowsCount: 0,
    ...overrides,
  };
}

export const square: [number, number][] = [
  [34.77, 32.08],
  [34.79, 32.08],
  [34.79, 32.1],
  [34.77, 32.1],
  [34.77, 32.08],
];

export function deliveryWindow(id: number, overrides: Partial<DeliveryWindow> = {}): DeliveryWindow {
  return {
    deliveryZoneWindowId: id,
    dayOfWeek: 0,
    startTime: '08:00',
    endTime: '12:00',
    capacity: 20,
    cutoffHours: 2,
    isActive: true,
    ...overrides,
  };
}

export function deliveryZone(overrides: Partial<DeliveryZone> = {}): DeliveryZone {
  return {
    ...zoneRow(4, { name: 'Florentin', priority: 3 }),
    polygonGeoJson: JSON.stringify({ type: 'Polygon', coordinates: [square] }),
    areaKm2: 4.65,
    windows: [deliveryWindow(10)],
    overlaps: [],
    translations: [],
    ...overrides,
  };
}

export function blackout(id: number, overrides: Partial<DeliveryBlackout> = {}): DeliveryBlackout {
  return {
    deliveryBlackoutId: id,
    blackoutDate: `2030-04-0${id}`,
    deliveryZoneId: null,
    deliveryZoneName: null,
    reason: null,
    ...overrides,
  };
}

/** What a test answers per regions endpoint, with what the screen sent. */
type RegionsCalls = {
  zones: (language: LanguageCode, signal?: AbortSignal) => Promise<DeliveryZoneRow[]>;
  zone: (deliveryZoneId: number, signal?: AbortSignal) => Promise<DeliveryZone>;
  createZone: (body: CreateDeliveryZoneRequest) => Promise<ZoneSaveAnswer>;
  updateZone: (deliveryZoneId: number, body: UpdateDeliveryZoneRequest) => Promise<ZoneSaveAnswer>;
  deleteZone: (deliveryZoneId: number) => Promise<DeliveryZone>;
  saveTranslation: (
    deliveryZoneId: number,
    languageCode: LanguageCode,
    body: DeliveryZoneTranslationRequest,
  ) => Promise<DeliveryZoneTranslation>;
  deleteTranslation: (deliveryZoneId: number, languageCode: LanguageCode) => Promise<void>;
  saveWindows: (deliveryZoneId: number, body: SaveDeliveryWindowsRequest) => Promise<DeliveryWindow[]>;
  blackouts: (language: LanguageCode, signal?: AbortSignal) => Promise<DeliveryBlackout[]>;
  createBlackout: (body: CreateDeliveryBlackoutRequest) => Promise<BlackoutSaveAnswer>;
  deleteBlackout: (deliveryBlackoutId: number) => Promise<void>;
  lookup: (
    latitude: number,
    longitude: number,
    language: LanguageCode,
    signal?: AbortSignal,
  ) => Promise<LookupAnswer>;
};
type Spied = { [K in keyof RegionsCalls]: RegionsCalls[K] & ReturnType<typeof vi.fn> };

const ok = { reject: false, reason: null } as const;
const languageOf = (request: EndpointRequest, from = request.query.get('languageCode')) =>
  (from ?? 'en') as LanguageCode;
const zoneIdOf = (request: EndpointRequest) => Number(request.params.deliveryZoneId);

/**
 * The regions endpoints as a test answers them: `rows` as the zones, one zone, saves as sent. Each
 * is a spy, called with what the screen sent; the browser's fetch is answered from them.
 */
export function fakeRegionsServer(rows: DeliveryZoneRow[], overrides: Partial<RegionsCalls> = {}): Spied {
  const calls: RegionsCalls = {
    zones: async () => rows,
    zone: async () => deliveryZone(),
    createZone: async () => ({ ...ok, zone: deliveryZone() }),
    updateZone: async () => ({ ...ok, zone: deliveryZone() }),
    deleteZone: async () => deliveryZone({ isActive: false }),
    saveTranslation: async (_id, languageCode, body) => ({ languageCode, name: body.name }),
    deleteTranslation: async () => {},
    saveWindows: async (_id, body) =>
      body.windows.map((window, index) => ({
        ...window,
        deliveryZoneWindowId: window.deliveryZoneWindowId ?? 100 + index,
        isActive: window.isActive ?? true,
      })) as DeliveryWindow[],
    blackouts: async () => [],
    createBlackout: async (body) => ({
      ...ok,
      blackout: { ...blackout(9), ...body, deliveryZoneName: null, reason: body.reason ?? null },
    }),
    deleteBlackout: async () => {},
    lookup: async () => ({ ...ok, zone: null, slots: [] }),
    ...overrides,
  };
  const spies = Object.fromEntries(Object.entries(calls).map(([name, fn]) => [name, vi.fn(fn)])) as Spied;
  fakeEndpoints(
    answering(endpoints.listZones, async (request) => ({
      ...ok,
      zones: await spies.zones(languageOf(request), request.signal),
    })),
    answering(endpoints.zone, async (request) => ({
      ...ok,
      zone: await spies.zone(zoneIdOf(request), request.signal),
    })),
    answering(endpoints.createZone, (request) => spies.createZone(request.body as CreateDeliveryZoneRequest)),
    answering(endpoints.updateZone, (request) =>
      spies.updateZone(zoneIdOf(request), request.body as UpdateDeliveryZoneRequest),
    ),
    answering(endpoints.deleteZone, async (request) => ({
      ...ok,
      zone: await spies.deleteZone(zoneIdOf(request)),
    })),
    answering(endpoints.saveTranslation, async (request) => ({
      ...ok,
      translation: await spies.saveTranslation(
        zoneIdOf(request),
        languageOf(request, request.params.languageCode),
        request.body as DeliveryZoneTranslationRequest,
      ),
    })),
    answering(endpoints.deleteTranslation, async (request) => {
      await spies.deleteTranslation(zoneIdOf(request), languageOf(request, request.params.languageCode));
      return ok;
    }),
    answering(endpoints.saveWindows, async (request) => ({
      ...ok,
      windows: await spies.saveWindows(zoneIdOf(request), request.body as SaveDeliveryWindowsRequest),
    })),
    answering(endpoints.listBlackouts, async (request) => ({
      ...ok,
      blackouts: await spies.blackouts(languageOf(request), request.signal),
    })),
    answering(endpoints.createBlackout, (request) =>
      spies.createBlackout(request.body as CreateDeliveryBlackoutRequest),
    ),
    answering(endpoints.deleteBlackout, async (request) => {
      await spies.deleteBlackout(Number(request.params.deliveryBlackoutId));
      return ok;
    }),
    answering(endpoints.lookup, (request) =>
      spies.lookup(
        Number(request.query.get('latitude')),
        Number(request.query.get('longitude')),
        languageOf(request),
        request.signal,
      ),
    ),
  );
  return spies;
}

export const adminWith = (...permissions: Permission[]): User => adminUser('delivery:read', ...permissions);

/** Where the router is, for the test to read. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

type Options = { language?: LanguageCode; path?: string; user?: User };

/** Renders `ui` as an admin page with `user` signed in (by default one who may change delivery). */
export function renderSignedIn(ui: ReactNode, { language = 'en', path = '/regions', user }: Options = {}) {
  const page = (
    <>
      {ui}
      <Where />
    </>
  );
  return renderSignedInAdmin(page, { language, path, user: user ?? adminWith('delivery:write') });
}

import type {
  DeliveryBlackout,
  DeliveryWindow,
  DeliveryZone,
  DeliveryZoneRow,
  Permission,
  User,
} from '@grocery/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import type { RegionsApi } from './queries';

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

type Spied = { [K in keyof RegionsApi]: RegionsApi[K] & ReturnType<typeof vi.fn> };

/** The server's calls as a test answers them; each a spy. */
export function fakeRegionsApi(rows: DeliveryZoneRow[], overrides: Partial<RegionsApi> = {}): Spied {
  const api: RegionsApi = {
    zones: async () => rows,
    zone: async () => deliveryZone(),
    createZone: async () => ({ reject: false, reason: null, zone: deliveryZone() }),
    updateZone: async () => ({ reject: false, reason: null, zone: deliveryZone() }),
    deleteZone: async () => deliveryZone({ isActive: false }),
    saveWindows: async (_id, body) =>
      body.windows.map((window, index) => ({
        ...window,
        deliveryZoneWindowId: window.deliveryZoneWindowId ?? 100 + index,
        isActive: window.isActive ?? true,
      })) as DeliveryWindow[],
    blackouts: async () => [],
    createBlackout: async (body) => ({
      reject: false,
      reason: null,
      blackout: { ...blackout(9), ...body, deliveryZoneName: null, reason: body.reason ?? null },
    }),
    deleteBlackout: async () => {},
    lookup: async () => ({ reject: false, reason: null, zone: null, slots: [] }),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(api).map(([name, fn]) => [name, vi.fn(fn)])) as never;
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

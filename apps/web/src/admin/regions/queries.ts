import {
  type AnswerOf,
  type CreateDeliveryBlackoutRequest,
  type CreateDeliveryZoneRequest,
  type DeliveryBlackout,
  type DeliveryWindow,
  type DeliveryZone,
  type DeliveryZoneRow,
  deliveryAdminEndpoints as endpoints,
  type SaveDeliveryWindowsRequest,
  type UpdateDeliveryZoneRequest,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

export type ZoneSaveAnswer = AnswerOf<typeof endpoints.createZone>;
export type BlackoutSaveAnswer = AnswerOf<typeof endpoints.createBlackout>;
export type LookupAnswer = AnswerOf<typeof endpoints.lookup>;

/**
 * The regions feature's calls to the server, one function per endpoint. The pages hand them to the
 * screens; component tests hand their own answers instead (as the orders screen's do). A 400's
 * ApiError carries the server's issues, so the form can show what was refused.
 */
export type RegionsApi = {
  zones: (signal?: AbortSignal) => Promise<DeliveryZoneRow[]>;
  zone: (deliveryZoneId: number, signal?: AbortSignal) => Promise<DeliveryZone>;
  createZone: (body: CreateDeliveryZoneRequest) => Promise<ZoneSaveAnswer>;
  updateZone: (deliveryZoneId: number, body: UpdateDeliveryZoneRequest) => Promise<ZoneSaveAnswer>;
  /** Deactivates the zone; answers it as it now is. */
  deleteZone: (deliveryZoneId: number) => Promise<DeliveryZone>;
  saveWindows: (deliveryZoneId: number, body: SaveDeliveryWindowsRequest) => Promise<DeliveryWindow[]>;
  blackouts: (signal?: AbortSignal) => Promise<DeliveryBlackout[]>;
  createBlackout: (body: CreateDeliveryBlackoutRequest) => Promise<BlackoutSaveAnswer>;
  deleteBlackout: (deliveryBlackoutId: number) => Promise<void>;
  lookup: (latitude: number, longitude: number, signal?: AbortSignal) => Promise<LookupAnswer>;
};

export const regionsApi: RegionsApi = {
  zones: (signal) => call(endpoints.listZones, {}, { signal }).then((answer) => answer.zones),
  zone: (deliveryZoneId, signal) =>
    call(endpoints.zone, { params: { deliveryZoneId } }, { signal }).then((answer) => answer.zone),
  createZone: (body) => call(endpoints.createZone, { body }, { allowReject: true }),
  updateZone: (deliveryZoneId, body) =>
    call(endpoints.updateZone, { params: { deliveryZoneId }, body }, { allowReject: true }),
  deleteZone: (deliveryZoneId) =>
    call(endpoints.deleteZone, { params: { deliveryZoneId } }).then((answer) => answer.zone),
  saveWindows: (deliveryZoneId, body) =>
    call(endpoints.saveWindows, { params: { deliveryZoneId }, body }).then((answer) => answer.windows),
  blackouts: (signal) => call(endpoints.listBlackouts, {}, { signal }).then((answer) => answer.blackouts),
  createBlackout: (body) => call(endpoints.createBlackout, { body }, { allowReject: true }),
  deleteBlackout: (deliveryBlackoutId) =>
    call(endpoints.deleteBlackout, { params: { deliveryBlackoutId } }).then(() => undefined),
  lookup: (latitude, longitude, signal) =>
    call(endpoints.lookup, { query: { latitude, longitude } }, { signal }),
};

/** Server-state keys of the regions feature: the zones list, each zone, the blackouts, lookups. */
export const regionsKeys = {
  all: ['deliveryRegions'] as const,
  zones: () => [...regionsKeys.all, 'zones'] as const,
  zone: (deliveryZoneId: number) => [...regionsKeys.all, 'zone', deliveryZoneId] as const,
  blackouts: () => [...regionsKeys.all, 'blackouts'] as const,
  lookup: (latitude: number, longitude: number) =>
    [...regionsKeys.all, 'lookup', latitude, longitude] as const,
};

export const zonesQueryOptions = (api: RegionsApi) =>
  queryOptions({ queryKey: regionsKeys.zones(), queryFn: ({ signal }) => api.zones(signal) });

export const zoneQueryOptions = (api: RegionsApi, deliveryZoneId: number) =>
  queryOptions({
    queryKey: regionsKeys.zone(deliveryZoneId),
    queryFn: ({ signal }) => api.zone(deliveryZoneId, signal),
  });

export const blackoutsQueryOptions = (api: RegionsApi) =>
  queryOptions({ queryKey: regionsKeys.blackouts(), queryFn: ({ signal }) => api.blackouts(signal) });

export const lookupQueryOptions = (api: RegionsApi, latitude: number, longitude: number) =>
  queryOptions({
    queryKey: regionsKeys.lookup(latitude, longitude),
    queryFn: ({ signal }) => api.lookup(latitude, longitude, signal),
    staleTime: 0,
  });

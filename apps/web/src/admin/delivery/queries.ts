import { type AnswerOf, deliveryAdminEndpoints as endpoints, type LanguageCode } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

export type ZoneSaveAnswer = AnswerOf<typeof endpoints.createZone>;
export type BlackoutSaveAnswer = AnswerOf<typeof endpoints.createBlackout>;
export type LookupAnswer = AnswerOf<typeof endpoints.lookup>;

/**
 * Server-state keys of the regions feature: the zones list and the blackouts (each per page
 * language), each zone, lookups. Reads that name zones take the page's language (decision 0055):
 * each zone's name in it, the base name where none.
 */
export const regionsKeys = {
  all: ['deliveryRegions'] as const,
  zones: () => [...regionsKeys.all, 'zones'] as const,
  zonesIn: (language: LanguageCode) => [...regionsKeys.zones(), language] as const,
  zone: (deliveryZoneId: number) => [...regionsKeys.all, 'zone', deliveryZoneId] as const,
  blackouts: () => [...regionsKeys.all, 'blackouts'] as const,
  blackoutsIn: (language: LanguageCode) => [...regionsKeys.blackouts(), language] as const,
  lookup: (latitude: number, longitude: number, language: LanguageCode) =>
    [...regionsKeys.all, 'lookup', latitude, longitude, language] as const,
};

export const zonesQueryOptions = (languageCode: LanguageCode) =>
  queryOptions({
    queryKey: regionsKeys.zonesIn(languageCode),
    queryFn: ({ signal }) =>
      call(endpoints.listZones, { query: { languageCode } }, { signal }).then((answer) => answer.zones),
  });

export const zoneQueryOptions = (deliveryZoneId: number) =>
  queryOptions({
    queryKey: regionsKeys.zone(deliveryZoneId),
    queryFn: ({ signal }) =>
      call(endpoints.zone, { params: { deliveryZoneId } }, { signal }).then((answer) => answer.zone),
  });

export const blackoutsQueryOptions = (languageCode: LanguageCode) =>
  queryOptions({
    queryKey: regionsKeys.blackoutsIn(languageCode),
    queryFn: ({ signal }) =>
      call(endpoints.listBlackouts, { query: { languageCode } }, { signal }).then(
        (answer) => answer.blackouts,
      ),
  });

export const lookupQueryOptions = (latitude: number, longitude: number, languageCode: LanguageCode) =>
  queryOptions({
    queryKey: regionsKeys.lookup(latitude, longitude, languageCode),
    queryFn: ({ signal }) =>
      call(endpoints.lookup, { query: { latitude, longitude, languageCode } }, { signal }),
    staleTime: 0,
  });

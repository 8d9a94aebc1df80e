import {
  type CreateDeliveryBlackoutRequest,
  type CreateDeliveryZoneRequest,
  type DeliveryZone,
  deliveryAdminEndpoints as endpoints,
  type LanguageCode,
  type SaveDeliveryWindowsRequest,
  type UpdateDeliveryZoneRequest,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { regionsKeys } from './queries';

/** A zone's change touches the list (status, priority, counts), lookups and the blackouts' zone names. */
const afterZoneChange = (client: QueryClient, zone?: DeliveryZone) => {
  if (zone) client.setQueryData(regionsKeys.zone(zone.deliveryZoneId), zone);
  return Promise.all([
    client.invalidateQueries({ queryKey: regionsKeys.zones() }),
    client.invalidateQueries({ queryKey: [...regionsKeys.all, 'lookup'] }),
    client.invalidateQueries({ queryKey: regionsKeys.blackouts() }),
  ]);
};

/** Creates (id null) or updates a zone; NAME_TAKEN comes back as the answer, a 400 as an ApiError with its issues. */
export function useSaveZone(deliveryZoneId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeliveryZoneRequest | UpdateDeliveryZoneRequest) =>
      deliveryZoneId === null
        ? call(endpoints.createZone, { body: body as CreateDeliveryZoneRequest }, { allowReject: true })
        : call(endpoints.updateZone, { params: { deliveryZoneId }, body }, { allowReject: true }),
    onSuccess: (answer) => (answer.reject ? undefined : afterZoneChange(client, answer.zone)),
  });
}

/** "Deletes" (deactivates) a zone; the answer is the zone as it now is. */
export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryZoneId: number) =>
      call(endpoints.deleteZone, { params: { deliveryZoneId } }).then((answer) => answer.zone),
    onSuccess: (zone) => afterZoneChange(client, zone),
  });
}

/**
 * Saves or removes the zone's name in one language (the translations card): the zone is read again
 * (its translations), and the lists naming zones too.
 */
export function useZoneTranslation(deliveryZoneId: number) {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: regionsKeys.zone(deliveryZoneId) }),
      afterZoneChange(client),
    ]);
  const save = useMutation({
    mutationFn: ({ languageCode, name }: { languageCode: LanguageCode; name: string }) =>
      call(endpoints.saveTranslation, { params: { deliveryZoneId, languageCode }, body: { name } }).then(
        (answer) => answer.translation,
      ),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (languageCode: LanguageCode) =>
      call(endpoints.deleteTranslation, { params: { deliveryZoneId, languageCode } }).then(() => undefined),
    onSuccess,
  });
  return { save, remove };
}

/** Sends the zone's whole list of windows; the answer is the list as saved. */
export function useSaveWindows(deliveryZoneId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDeliveryWindowsRequest) =>
      call(endpoints.saveWindows, { params: { deliveryZoneId }, body }).then((answer) => answer.windows),
    onSuccess: (windows) => {
      client.setQueryData<DeliveryZone>(regionsKeys.zone(deliveryZoneId), (zone) =>
        zone ? { ...zone, windows } : zone,
      );
      return afterZoneChange(client);
    },
  });
}

export function useCreateBlackout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeliveryBlackoutRequest) =>
      call(endpoints.createBlackout, { body }, { allowReject: true }),
    onSuccess: (answer) =>
      answer.reject
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: regionsKeys.blackouts() }),
            client.invalidateQueries({ queryKey: [...regionsKeys.all, 'lookup'] }),
          ]),
  });
}

export function useDeleteBlackout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryBlackoutId: number) =>
      call(endpoints.deleteBlackout, { params: { deliveryBlackoutId } }).then(() => undefined),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: regionsKeys.blackouts() }),
        client.invalidateQueries({ queryKey: [...regionsKeys.all, 'lookup'] }),
      ]),
  });
}

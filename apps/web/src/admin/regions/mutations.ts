import type {
  CreateDeliveryBlackoutRequest,
  CreateDeliveryZoneRequest,
  DeliveryZone,
  SaveDeliveryWindowsRequest,
  UpdateDeliveryZoneRequest,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegionsApi, regionsKeys } from './queries';

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
export function useSaveZone(api: RegionsApi, deliveryZoneId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeliveryZoneRequest | UpdateDeliveryZoneRequest) =>
      deliveryZoneId === null
        ? api.createZone(body as CreateDeliveryZoneRequest)
        : api.updateZone(deliveryZoneId, body),
    onSuccess: (answer) => (answer.reject ? undefined : afterZoneChange(client, answer.zone)),
  });
}

/** "Deletes" (deactivates) a zone. */
export function useDeleteZone(api: RegionsApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryZoneId: number) => api.deleteZone(deliveryZoneId),
    onSuccess: (zone) => afterZoneChange(client, zone),
  });
}

/** Sends the zone's whole list of windows; the answer is the list as saved. */
export function useSaveWindows(api: RegionsApi, deliveryZoneId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDeliveryWindowsRequest) => api.saveWindows(deliveryZoneId, body),
    onSuccess: (windows) => {
      client.setQueryData<DeliveryZone>(regionsKeys.zone(deliveryZoneId), (zone) =>
        zone ? { ...zone, windows } : zone,
      );
      return afterZoneChange(client);
    },
  });
}

export function useCreateBlackout(api: RegionsApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDeliveryBlackoutRequest) => api.createBlackout(body),
    onSuccess: (answer) =>
      answer.reject
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: regionsKeys.blackouts() }),
            client.invalidateQueries({ queryKey: [...regionsKeys.all, 'lookup'] }),
          ]),
  });
}

export function useDeleteBlackout(api: RegionsApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryBlackoutId: number) => api.deleteBlackout(deliveryBlackoutId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: regionsKeys.blackouts() }),
        client.invalidateQueries({ queryKey: [...regionsKeys.all, 'lookup'] }),
      ]),
  });
}

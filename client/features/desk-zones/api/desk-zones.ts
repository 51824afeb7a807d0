import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { ZoneInput } from '../../../../shared/schemas/zones';
import type { DeliveryZone } from '../../../../shared/zones';
import { useApi } from '../../../app-context';
import { zonesKey } from '../../delivery-zones/api/zones';

export const deskZonesKey = ['desk', 'zones'] as const;

/** Every zone, as the desk edits them. */
export const deskZonesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: deskZonesKey, queryFn: () => api.get<DeliveryZone[]>('/desk/zones') });

function useZoneWrite<V>(send: (api: ApiClient, vars: V) => Promise<unknown>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: deskZonesKey }), client.invalidateQueries({ queryKey: zonesKey })]),
  });
}

/** Owner only: a new zone (no id) or a changed one. */
export const useSaveZone = () =>
  useZoneWrite((api, { id, body }: { id: number | null; body: ZoneInput }) =>
    id === null ? api.send<DeliveryZone>('POST', '/desk/zones', body) : api.send<DeliveryZone>('PUT', `/desk/zones/${id}`, body),
  );

/** Owner only: the last zone is refused by the server. */
export const useDeleteZone = () => useZoneWrite((api, id: number) => api.send<DeliveryZone[]>('DELETE', `/desk/zones/${id}`));

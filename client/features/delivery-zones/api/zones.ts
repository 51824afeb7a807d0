import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { DeliveryZone } from '../../../../shared/zones';

export const zonesKey = ['zones'] as const;

/** The delivery zones (public, small): shaded on the address map, priced in basket and checkout. */
export const zonesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: zonesKey,
    queryFn: () => api.get<DeliveryZone[]>('/zones'),
    // the desk's changes reach an open page within 10 s (restaurant-desk.md §3)
    staleTime: 10_000,
    refetchInterval: 10_000,
  });

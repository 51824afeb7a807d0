import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { BusyMode } from '../../../../shared/estimate';
import type { BusyInput } from '../../../../shared/schemas/estimate';
import { useApi } from '../../../app-context';
import { shopStatusQuery } from '../../shop-status/api/shop-status';
import { deskEstimatesQuery } from '../../desk-orders/api/estimates';

function useBusyWrite<V>(send: (api: ApiClient, vars: V) => Promise<BusyMode | null>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: deskEstimatesQuery(api).queryKey }),
        client.invalidateQueries({ queryKey: shopStatusQuery(api).queryKey }),
      ]),
  });
}

/** Busy mode on (or a new choice from now), or ended early. */
export const useStartBusy = () => useBusyWrite((api, body: BusyInput) => api.send<BusyMode>('POST', '/desk/busy', body));
export const useEndBusy = () => useBusyWrite((api) => api.send<null>('DELETE', '/desk/busy'));

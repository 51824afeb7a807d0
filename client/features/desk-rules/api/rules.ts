import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { StopListDish } from '../../../../shared/api/desk';
import type { Pause, ShopHours } from '../../../../shared/shop-week';
import type { CallToConfirm, HoursInput, PauseInput, StopInput } from '../../../../shared/schemas/rules';
import type { FulfilmentSettings } from '../../../../shared/pickup';
import type { KitchenTarget } from '../../../../shared/kitchen';
import type { FulfilmentInput } from '../../../../shared/schemas/pickup';
import { useApi } from '../../../app-context';
import { shopStatusQuery } from '../../shop-status/api/shop-status';

const rulesKey = ['desk', 'rules'] as const;

// another desk may change the rules: re-read as often as the storefront does
const REFRESH_MS = 5_000;

/** Every dish on the menu with its stop-list mark, names in the desk's language. */
export const deskStopListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...rulesKey, 'stop-list', api.locale],
    queryFn: () => api.get<StopListDish[]>('/desk/stop-list'),
    refetchInterval: REFRESH_MS,
  });

export const deskHoursQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...rulesKey, 'hours'], queryFn: () => api.get<ShopHours>('/desk/hours') });

function useRulesWrite<V, R>(send: (api: ApiClient, vars: V) => Promise<R>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rulesKey }),
        client.invalidateQueries({ queryKey: shopStatusQuery(api).queryKey }),
      ]),
  });
}

export const useStopDish = () => useRulesWrite((api, body: StopInput) => api.send('POST', '/desk/stop-list', body));
export const useUnstopDish = () => useRulesWrite((api, id: number) => api.send('DELETE', `/desk/stop-list/${id}`));
export const usePause = () => useRulesWrite((api, body: PauseInput) => api.send<Pause>('POST', '/desk/pause', body));
export const useResume = () => useRulesWrite((api) => api.send('DELETE', '/desk/pause'));
export const useSaveHours = () => useRulesWrite((api, body: HoursInput) => api.send<ShopHours>('PUT', '/desk/hours', body));

export const deskCallToConfirmQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...rulesKey, 'call-to-confirm'], queryFn: () => api.get<CallToConfirm>('/desk/call-to-confirm') });
export const useSaveCallToConfirm = () =>
  useRulesWrite((api, body: CallToConfirm) => api.send<CallToConfirm>('PUT', '/desk/call-to-confirm', body));

export const deskFulfilmentQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...rulesKey, 'fulfilment'], queryFn: () => api.get<FulfilmentSettings>('/desk/fulfilment') });
export const useSaveFulfilment = () =>
  useRulesWrite((api, body: FulfilmentInput) => api.send<FulfilmentSettings>('PUT', '/desk/fulfilment', body));

export const deskKitchenTargetQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...rulesKey, 'kitchen-target'], queryFn: () => api.get<KitchenTarget>('/desk/kitchen-target') });
export const useSaveKitchenTarget = () =>
  useRulesWrite((api, body: KitchenTarget) => api.send<KitchenTarget>('PUT', '/desk/kitchen-target', body));

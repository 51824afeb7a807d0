import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Order } from '../../../../shared/api/types';
import { isFinal } from '../../../../shared/order-status';
import { ORDER_POLL_MS } from './order';
import { trackedOrderKey } from './tracked-order-key';

/** A guest's order by the token in their tracking link (an unknown token is a 404). */
export const trackedOrderQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: trackedOrderKey(api.locale, token),
    queryFn: () => api.get<Order>(`/track/${encodeURIComponent(token)}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinal(status) ? false : ORDER_POLL_MS;
    },
    refetchIntervalInBackground: false,
  });

/** The guest's stream of this order's events. */
export const trackedEventsPath = (token: string) => `/track/${encodeURIComponent(token)}/events`;

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Order } from '../../../../shared/api/types';
import { isFinal } from '../../../../shared/order-status';

export const ORDER_POLL_MS = 5000;

/** Every single-order query, in every language (dropped on sign-out). */
export const anyOrderKey = ['order'] as const;

/**
 * One of the customer's orders (another customer's is a 404). While it is still moving the page
 * asks again every 5 s, so an operator's change shows up without a reload.
 */
export const orderQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...anyOrderKey, api.locale, id],
    queryFn: () => api.get<Order>(`/orders/${id}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinal(status) ? false : ORDER_POLL_MS;
    },
    refetchIntervalInBackground: false,
  });

/** The customer's stream of this order's events (server-sent). */
export const orderEventsPath = (id: number) => `/orders/${id}/events`;

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../../shared/api/client';
import type { Order } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { anyOrdersKey } from './orders';

/**
 * POST {orderPath}/cancel (`/orders/{id}` or `/track/{token}`): cancels while the order is new.
 * The answer replaces the order in its query; a 409 (the kitchen took it first) refetches it, so
 * the page shows where it is now.
 */
export function useCancelOrder(orderPath: string, queryKey: QueryKey) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send<Order>('POST', `${orderPath}/cancel`),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKey, order);
      void queryClient.invalidateQueries({ queryKey: anyOrdersKey });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

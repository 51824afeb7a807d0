import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reorder } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { serverBasketQuery } from '../../basket/api/server-basket';

/** POST /orders/{id}/reorder: the dishes still on sale go to the basket; the answer carries the new basket. */
export function useReorder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send<Reorder>('POST', `/orders/${id}/reorder`),
    onSuccess: (result) => queryClient.setQueryData(serverBasketQuery(api).queryKey, result.basket),
  });
}

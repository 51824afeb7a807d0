import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KitchenMoved } from '../../../../shared/kitchen';
import { useApi } from '../../../app-context';
import { kitchenKey } from './board';

/** POST /desk/kitchen/orders/:id/recall: the order's last bump taken back (within RECALL_MINUTES). */
export function useRecall() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send<KitchenMoved>('POST', `/desk/kitchen/orders/${id}/recall`),
    onSettled: () => client.invalidateQueries({ queryKey: kitchenKey }),
  });
}

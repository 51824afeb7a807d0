import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KitchenMoved } from '../../../../shared/kitchen';
import type { KitchenStatus } from '../../../../shared/order-status';
import { useApi } from '../../../app-context';
import { kitchenKey } from './board';

/** POST /desk/kitchen/orders/:id/bump with the stage the card showed: a second tap is refused (409), never a second step. */
export function useBump() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: KitchenStatus }) =>
      api.send<KitchenMoved>('POST', `/desk/kitchen/orders/${id}/bump`, { status }),
    onSettled: () => client.invalidateQueries({ queryKey: kitchenKey }),
  });
}

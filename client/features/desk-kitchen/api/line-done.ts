import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KitchenLine } from '../../../../shared/kitchen';
import { useApi } from '../../../app-context';
import { kitchenKey } from './board';

/** POST /desk/kitchen/lines/:id/done: crosses a line off, or back on. */
export function useLineDone() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => api.send<Pick<KitchenLine, 'id' | 'done_at'>>('POST', `/desk/kitchen/lines/${lineId}/done`),
    onSettled: () => client.invalidateQueries({ queryKey: kitchenKey }),
  });
}

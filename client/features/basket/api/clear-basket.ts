import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import { useApi } from '../../../app-context';
import { serverBasketQuery } from './server-basket';

// a JSON body: cookie-authenticated writes must be application/json (CSRF rule)
export const clearBasket = (api: ApiClient) => api.send<unknown>('DELETE', '/basket/destroy', {});

/** Optimistic: the basket empties at once and comes back if the server says no. */
export function useClearBasket() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = serverBasketQuery(api);
  return useMutation({
    mutationFn: () => clearBasket(api),
    async onMutate() {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, []);
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(queryKey, context?.previous),
  });
}

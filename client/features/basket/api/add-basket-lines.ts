import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { BasketLine } from '../../../../shared/api/types';
import type { BasketAddition } from '../../../../shared/schemas/basket';
import { useApi } from '../../../app-context';
import { serverBasketQuery } from './server-basket';

/** POST /basket-multiple: each quantity is added to the line's (capped on the server); answers the whole basket. */
export const addBasketLines = (api: ApiClient, products: BasketAddition[]) =>
  api.send<BasketLine[]>('POST', '/basket-multiple', { products });

/** Not optimistic: the lines' products may not be loaded yet; the answer is the new basket. */
export function useAddBasketLines() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (products: BasketAddition[]) => addBasketLines(api, products),
    onSuccess: (lines) => queryClient.setQueryData(serverBasketQuery(api).queryKey, lines),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { BasketLine, Product } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { withQuantity } from '../basket-math';
import { serverBasketQuery } from './server-basket';

/** POST /basket: the line's new quantity (0 removes it); answers the whole basket. */
export const setBasketQuantity = (api: ApiClient, productId: number, quantity: number) =>
  api.send<BasketLine[]>('POST', '/basket', { product_id: productId, quantity });

/** The basket as it will be once the server agrees: the product's line at `quantity`, or gone at 0. */
export function withLine(lines: BasketLine[], product: Product, quantity: number): BasketLine[] {
  const quantities = withQuantity(Object.fromEntries(lines.map((l) => [l.id, l.basket.quantity])), product.id, quantity);
  const known = lines.some((l) => l.id === product.id) ? lines : [...lines, { ...product, basket: { quantity: 0 } }];
  return known.filter((l) => quantities[l.id]).map((l) => ({ ...l, basket: { quantity: quantities[l.id] } }));
}

/** Optimistic: the line changes at once and rolls back (then reloads) if the server says no. */
export function useSetBasketQuantity() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = serverBasketQuery(api);
  return useMutation({
    mutationFn: ({ product, quantity }: { product: Product; quantity: number }) => setBasketQuantity(api, product.id, quantity),
    async onMutate({ product, quantity }) {
      // a refetch in flight must not overwrite the optimistic line with the old basket
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (lines = []) => withLine(lines, product, quantity));
      return { previous };
    },
    onSuccess: (lines) => queryClient.setQueryData(queryKey, lines),
    onError(_error, _variables, context) {
      queryClient.setQueryData(queryKey, context?.previous);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasketLine } from '../../../shared/api/types';
import { useApi } from '../../app-context';
import { withQuantity } from './basket-math';
import { serverBasketQuery } from './api/server-basket';
import type { BasketState } from './store';

/** The signed-in user's basket on the server (GET/POST /basket, POST /basket-multiple, DELETE /basket/destroy). */
export function useServerBasket(enabled: boolean): BasketState {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = serverBasketQuery(api);
  const query = useQuery({ ...options, enabled });

  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });

  return {
    lines: (query.data ?? []).map(({ basket, ...product }) => ({ product, quantity: basket.quantity })),
    isLoading: enabled && query.isPending,
    async setQuantity(product, quantity) {
      const previous = queryClient.getQueryData<BasketLine[]>(options.queryKey);
      // optimistic: the line changes now and rolls back if the server says no
      queryClient.setQueryData<BasketLine[]>(options.queryKey, (lines = []) => {
        const quantities = withQuantity(Object.fromEntries(lines.map((l) => [l.id, l.basket.quantity])), product.id, quantity);
        const known = lines.some((l) => l.id === product.id) ? lines : [...lines, { ...product, basket: { quantity: 0 } }];
        return known.filter((l) => quantities[l.id]).map((l) => ({ ...l, basket: { quantity: quantities[l.id] } }));
      });
      try {
        await api.send('POST', '/basket', { product_id: product.id, quantity });
      } catch (error) {
        queryClient.setQueryData(options.queryKey, previous);
        throw error;
      } finally {
        void refresh();
      }
    },
    async addEach(productIds) {
      if (productIds.length === 0) return;
      await api.send('POST', '/basket-multiple', { products: productIds.map((product_id) => ({ product_id, quantity: 1 })) });
      await refresh();
    },
    async clear() {
      queryClient.setQueryData<BasketLine[]>(options.queryKey, []);
      // a JSON body: cookie-authenticated writes must be application/json (CSRF rule)
      await api.send('DELETE', '/basket/destroy', {});
      await refresh();
    },
  };
}

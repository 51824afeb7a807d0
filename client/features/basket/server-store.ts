import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  // another tab may have changed it: look again whenever this tab gets focus back
  const query = useQuery({ ...options, enabled, refetchOnWindowFocus: 'always' });

  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const lines = useMemo(() => (query.data ?? []).map(({ basket, ...product }) => ({ product, quantity: basket.quantity })), [query.data]);

  return {
    lines,
    isLoading: enabled && query.isPending,
    async setQuantity(product, quantity) {
      // a refetch in flight must not overwrite the optimistic line with the old basket
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<BasketLine[]>(options.queryKey);
      // optimistic: the line changes now and rolls back if the server says no
      queryClient.setQueryData<BasketLine[]>(options.queryKey, (lines = []) => {
        const quantities = withQuantity(Object.fromEntries(lines.map((l) => [l.id, l.basket.quantity])), product.id, quantity);
        const known = lines.some((l) => l.id === product.id) ? lines : [...lines, { ...product, basket: { quantity: 0 } }];
        return known.filter((l) => quantities[l.id]).map((l) => ({ ...l, basket: { quantity: quantities[l.id] } }));
      });
      try {
        const lines = await api.send<BasketLine[]>('POST', '/basket', { product_id: product.id, quantity });
        queryClient.setQueryData(options.queryKey, lines);
      } catch (error) {
        queryClient.setQueryData(options.queryKey, previous);
        void refresh();
        throw error;
      }
    },
    async addEach(productIds) {
      if (productIds.length === 0) return;
      const lines = await api.send<BasketLine[]>('POST', '/basket-multiple', { products: productIds.map((product_id) => ({ product_id, quantity: 1 })) });
      queryClient.setQueryData(options.queryKey, lines);
    },
    async clear() {
      const previous = queryClient.getQueryData<BasketLine[]>(options.queryKey);
      queryClient.setQueryData<BasketLine[]>(options.queryKey, []);
      try {
        // a JSON body: cookie-authenticated writes must be application/json (CSRF rule)
        await api.send('DELETE', '/basket/destroy', {});
      } catch (error) {
        queryClient.setQueryData(options.queryKey, previous);
        throw error;
      }
    },
  };
}


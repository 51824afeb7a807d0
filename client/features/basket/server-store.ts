import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../app-context';
import { useAddBasketLines } from './api/add-basket-lines';
import { useClearBasket } from './api/clear-basket';
import { serverBasketQuery } from './api/server-basket';
import { useSetBasketQuantity } from './api/set-basket-quantity';
import type { BasketState } from './store';

/** The signed-in user's basket on the server: read with GET /basket, written by the mutations in api/. */
export function useServerBasket(enabled: boolean): BasketState {
  const api = useApi();
  // another tab may have changed it: look again whenever this tab gets focus back
  const query = useQuery({ ...serverBasketQuery(api), enabled, refetchOnWindowFocus: 'always' });
  const { mutateAsync: setQuantity } = useSetBasketQuantity();
  const { mutateAsync: addLines } = useAddBasketLines();
  const { mutateAsync: clear } = useClearBasket();

  const lines = useMemo(() => (query.data ?? []).map(({ basket, ...product }) => ({ product, quantity: basket.quantity })), [query.data]);
  const isLoading = enabled && query.isPending;

  // the same object while the basket is unchanged: a mutation's pending/settled renders do not reach every card
  return useMemo<BasketState>(
    () => ({
      lines,
      isLoading,
      setQuantity: async (product, quantity) => void (await setQuantity({ product, quantity })),
      addEach: async (productIds) => {
        if (productIds.length) await addLines(productIds.map((product_id) => ({ product_id, quantity: 1 })));
      },
      clear: async () => void (await clear()),
    }),
    [lines, isLoading, setQuantity, addLines, clear],
  );
}

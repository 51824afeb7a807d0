import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { isNetworkError } from '../../../shared/api/client';
import { useApi } from '../../app-context';
import { useLocalStore } from '../../browser/use-local-store';
import { basketSyncer, offlineBasketStore, recordOfflineChange, withOfflineChanges } from './offline-changes';
import { useAddBasketLines } from './api/add-basket-lines';
import { useClearBasket } from './api/clear-basket';
import { serverBasketQuery } from './api/server-basket';
import { serverLineKey, useSetBasketQuantity } from './api/set-basket-quantity';
import type { BasketState } from './store';
import type { BasketLine } from '../../../shared/api/types';
import type { BasketLineItem } from './basket-math';
import { parseMoney } from '../../../shared/money';
import { parseLineKey } from '../../../shared/choices';
import { priceOf } from '../../components/price';

/** The signed-in user's basket on the server: read with GET /basket, written by the mutations in api/. */
/** `userId`: whose changes made offline apply (offline-changes.ts). */
export function useServerBasket(enabled: boolean, userId?: number): BasketState {
  const api = useApi();
  // another tab may have changed it: look again whenever this tab gets focus back
  const query = useQuery({ ...serverBasketQuery(api), enabled, refetchOnWindowFocus: 'always' });
  const { mutateAsync: setQuantity } = useSetBasketQuantity();
  const { mutateAsync: addLines } = useAddBasketLines();
  const { mutateAsync: clear } = useClearBasket();

  // changes made offline (or that did not get through) show at once and go to the server when it answers again
  const offline = useLocalStore(offlineBasketStore);
  const queryClient = useQueryClient();
  const syncer = useRef<ReturnType<typeof basketSyncer>>(undefined);
  useEffect(() => {
    if (!enabled || userId === undefined) return;
    const started = basketSyncer({
      api,
      userId,
      isOnline: () => navigator.onLine,
      schedule(run, ms) {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      synced: (lines) => queryClient.setQueryData(serverBasketQuery(api).queryKey, lines),
    });
    syncer.current = started;
    started.sync();
    addEventListener('online', started.sync);
    return () => {
      removeEventListener('online', started.sync);
      started.stop();
    };
  }, [enabled, userId, api, queryClient]);

  const lines = useMemo(() => withOfflineChanges(query.data ?? [], offline, userId).map(lineItem), [query.data, offline, userId]);
  const isLoading = enabled && query.isPending;

  // the same object while the basket is unchanged: a mutation's pending/settled renders do not reach every card
  return useMemo<BasketState>(
    () => ({
      lines,
      isLoading,
      setQuantity: async (product, quantity, selection) => {
        if (userId === undefined) return void (await setQuantity({ product, quantity, selection }));
        if (navigator.onLine) {
          try {
            return void (await setQuantity({ product, quantity, selection }));
          } catch (err) {
            // no answer though the browser says online: kept like a change made offline
            if (!isNetworkError(err)) throw err;
          }
        }
        recordOfflineChange(userId, product, quantity, selection);
        syncer.current?.sync();
      },
      addEach: async (productIds) => {
        if (productIds.length) await addLines(productIds.map((product_id) => ({ product_id, quantity: 1 })));
      },
      clear: async () => void (await clear()),
    }),
    [lines, isLoading, setQuantity, addLines, clear, userId],
  );
}

/** A server line as the basket shows it: its key, its choices and its unit price with them (the server's). */
function lineItem({ basket, ...product }: BasketLine): BasketLineItem {
  const choices = basket.choices ?? [];
  const key = serverLineKey({ ...product, basket });
  return {
    key,
    product,
    quantity: basket.quantity,
    // the key names the line's every option, also one the desk has since taken away (then not among
    // the choices shown): its stepper and remove must reach that line, not another
    selection: parseLineKey(key)?.choices ?? choices.map((c) => c.option_id).sort((a, b) => a - b),
    choices,
    unitPrice: (basket.unit_price === undefined ? null : parseMoney(basket.unit_price)) ?? priceOf(product),
  };
}

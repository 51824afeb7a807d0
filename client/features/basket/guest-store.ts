import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { Product } from '../../../shared/api/types';
import { useApi, useAppContext } from '../../app-context';
import { useInBrowser } from '../../browser/use-in-browser';
import { productsQuery } from '../catalogue/api/products';
import { createLocalStore } from '../../browser/local-store';
import { useLocalStore } from '../../browser/use-local-store';
import { addOneOfEach, guestBasketIds, guestLines, parseGuestBasket, withQuantity, type GuestBasket } from './basket-math';
import type { BasketState } from './store';
import { knownProducts, knownProductsStore, rememberProducts } from './known-products';

/** localStorage key of the guest basket: { [productId]: quantity } (documented in docs/decisions.md). */
export const GUEST_BASKET_KEY = 'shop.basket.v1';

export const guestBasketStore = createLocalStore<GuestBasket>(GUEST_BASKET_KEY, parseGuestBasket, {});

const sortedIds = (basket: GuestBasket) => guestBasketIds(basket).sort((a, b) => a - b);

/** The guest basket: quantities in localStorage, product data (price, names, image) from GET /products?ids=. */
export function useGuestBasket(enabled: boolean): BasketState {
  const api = useApi();
  const queryClient = useQueryClient();
  const stored = useLocalStore(guestBasketStore);
  // rendered and hydrated with the HTML path's basket (its cookie), merged into the stored one after (use-html-handoff.ts)
  const served = useAppContext().htmlBasket;
  const basket = useInBrowser() || !served ? stored : served;
  const ids = useMemo(() => sortedIds(basket), [basket]);
  // offline (the query paused or failed), the dishes as last seen keep the lines on screen
  const known = useLocalStore(knownProductsStore);
  const seen = useMemo(() => knownProducts(known, ids), [known, ids]);
  // The dishes as last seen are the query's first data (asked for again at once, being of time 0):
  // an answer equal to them keeps their very objects (TanStack's structural sharing), so the basket
  // does not change and nothing on the page renders again when the dishes arrive.
  const query = useQuery({
    ...productsQuery(api, { ids }),
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
    // (none for an empty basket: its "dishes" would be remembered as the whole basket, forgetting the rest)
    initialData: ids.length > 0 && seen ? { data: seen } : undefined,
    initialDataUpdatedAt: 0,
  });
  const fetched = query.data?.data;
  const products = fetched ?? seen;
  useEffect(() => {
    if (fetched) rememberProducts(fetched, ids);
  }, [fetched, ids]);

  // Optimistic: the product the shopper just added is already known, so the next id set's
  // query starts with data instead of a round trip before the line (and the total) shows.
  const write = useCallback(
    (next: GuestBasket, added?: Product) => {
      const nextIds = sortedIds(next);
      const known = new Map((products ?? []).map((p) => [p.id, p]));
      if (added) known.set(added.id, added);
      const key = productsQuery(api, { ids: nextIds }).queryKey;
      if (nextIds.length > 0 && nextIds.every((id) => known.has(id)) && !queryClient.getQueryData(key)) {
        queryClient.setQueryData(key, { data: nextIds.map((id) => known.get(id)!) });
      }
      guestBasketStore.set(() => next);
      rememberProducts(added ? [added] : [], nextIds);
    },
    [api, products, queryClient],
  );

  const lines = useMemo(() => (ids.length && products ? guestLines(basket, products) : []), [basket, ids, products]);
  const isLoading = enabled && ids.length > 0 && query.isPending && !products;
  // the same object while the basket is unchanged: the dishes' answer (or a refetch) that changes
  // nothing on screen does not re-render every reader of the basket, synchronously, on a phone
  return useMemo<BasketState>(
    () => ({
      lines,
      isLoading,
      setQuantity: async (product, quantity) => write(withQuantity(guestBasketStore.get(), product.id, quantity), product),
      addEach: async (productIds) => write(addOneOfEach(guestBasketStore.get(), productIds)),
      clear: async () => guestBasketStore.set(() => ({})),
    }),
    [lines, isLoading, write],
  );
}

import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { Product } from '../../../shared/api/types';
import { useApi, useAppContext } from '../../app-context';
import { useInBrowser } from '../../browser/use-in-browser';
import { productsQuery } from '../catalogue/api/products';
import { productQuery } from './api/dish-query';
import { createLocalStore } from '../../browser/local-store';
import { useLocalStore } from '../../browser/use-local-store';
import { guestLines } from './basket-math';
import {
  EMPTY_GUEST_BASKET,
  addOneOfEach,
  fromHtmlBasket,
  guestBasketIds,
  parseGuestBasket,
  withLineQuantity,
  type GuestBasket,
} from './guest-basket';
import type { BasketState } from './store';
import { knownProducts, knownProductsStore, rememberProducts } from './known-products';

/** localStorage key of the guest basket, version 2: lines of a dish + choices (guest-basket.ts; docs/decisions/003). */
export const GUEST_BASKET_KEY = 'shop.basket.v2';
/** The key before choices (issue 36): { [productId]: quantity }, upgraded once to GUEST_BASKET_KEY. */
export const GUEST_BASKET_V1_KEY = 'shop.basket.v1';

/**
 * A basket saved by a build before choices comes over to version 2 (its lines without choices) and the
 * old key goes. A version 2 basket already there wins: the upgrade ran before, in another tab.
 */
export function upgradeGuestBasket(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  try {
    const old = storage.getItem(GUEST_BASKET_V1_KEY);
    if (old === null) return;
    if (storage.getItem(GUEST_BASKET_KEY) === null) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(old);
      } catch {
        // unreadable: an empty basket
      }
      storage.setItem(GUEST_BASKET_KEY, JSON.stringify(parseGuestBasket(parsed)));
    }
    storage.removeItem(GUEST_BASKET_V1_KEY);
  } catch {
    // storage disabled: nothing kept, nothing to upgrade
  }
}

if (typeof window !== 'undefined') {
  try {
    upgradeGuestBasket(window.localStorage);
  } catch {
    // no storage at all (privacy settings)
  }
}

export const guestBasketStore = createLocalStore<GuestBasket>(GUEST_BASKET_KEY, parseGuestBasket, EMPTY_GUEST_BASKET);

const sortedIds = (basket: GuestBasket) => guestBasketIds(basket).sort((a, b) => a - b);
// the dishes' pages as one value, the same object until one of them changes (a stable combine)
const detailsOf = (results: { data?: Product; isPending: boolean }[]) => ({
  data: results.map((r) => r.data),
  pending: results.some((r) => r.isPending),
});
const choiceIds = (basket: GuestBasket) => [...new Set(basket.lines.filter((l) => l.choices.length).map((l) => l.product_id))];

/**
 * The guest basket: lines in localStorage, dish data (price, names, image) from GET /products?ids=, and
 * for a line with choices its dish's groups (GET /products/{id}, as the product page reads them).
 */
export function useGuestBasket(enabled: boolean): BasketState {
  const api = useApi();
  const queryClient = useQueryClient();
  const stored = useLocalStore(guestBasketStore);
  // rendered and hydrated with the HTML path's basket (its cookie), merged into the stored one after (use-html-handoff.ts)
  const html = useAppContext().htmlBasket;
  const served = useMemo(() => (html ? fromHtmlBasket(html) : null), [html]);
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

  // the groups of the dishes chosen with choices: their page's data, or as last seen
  const withChoices = useMemo(() => choiceIds(basket), [basket]);
  const details = useQueries({
    queries: withChoices.map((id) => ({ ...productQuery(api, id), enabled, staleTime: 60_000 })),
    combine: detailsOf,
  });
  const groups = useMemo(() => {
    const byId = new Map<number, Product>();
    withChoices.forEach((id, i) => {
      const product = details.data[i] ?? known[id];
      if (product?.choices) byId.set(id, product);
    });
    return byId;
  }, [withChoices, known, details]);

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
      if (added?.choices && !queryClient.getQueryData(productQuery(api, added.id).queryKey)) {
        queryClient.setQueryData(productQuery(api, added.id).queryKey, added);
      }
      guestBasketStore.set(() => next);
      rememberProducts(added ? [added] : [], nextIds);
    },
    [api, products, queryClient],
  );

  const lines = useMemo(
    () => (ids.length && products ? guestLines(basket, products, (id) => groups.get(id)?.choices?.groups) : []),
    [basket, ids, products, groups],
  );
  const waitingGroups = details.pending && withChoices.some((id) => !groups.has(id));
  const isLoading = enabled && ids.length > 0 && ((query.isPending && !products) || waitingGroups);
  // the same object while the basket is unchanged: the dishes' answer (or a refetch) that changes
  // nothing on screen does not re-render every reader of the basket, synchronously, on a phone
  return useMemo<BasketState>(
    () => ({
      lines,
      isLoading,
      setQuantity: async (product, quantity, selection = []) =>
        write(withLineQuantity(guestBasketStore.get(), product.id, selection, quantity), product),
      addEach: async (productIds) => write(addOneOfEach(guestBasketStore.get(), productIds)),
      clear: async () => guestBasketStore.set(() => EMPTY_GUEST_BASKET),
    }),
    [lines, isLoading, write],
  );
}

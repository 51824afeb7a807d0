import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createLocalStore } from '../../../browser/local-store';
import { useLocalStore } from '../../../browser/use-local-store';
import { useBasket } from '../../basket/hooks/use-basket';
import { parseFavourites, toggleFavourite } from '../favourites-rules';

/** localStorage key of the favourites: [productId, ...] (documented in docs/decisions.md). */
export const FAVOURITES_KEY = 'shop.favourites.v1';

export const favouritesStore = createLocalStore<readonly number[]>(FAVOURITES_KEY, parseFavourites, []);

export interface Favourites {
  ids: number[];
  count: number;
  isFavourite(id: number): boolean;
  toggle(id: number): void;
  clear(): void;
  /** every favourite goes into the basket (a new line at 1, an existing one +1), then favourites are cleared */
  sendAllToBasket(): Promise<void>;
}

const FavouritesContext = createContext<Favourites | null>(null);

/** One favourites state per page, read by every card (inside BasketProvider: sending to the basket needs it). */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  return createElement(FavouritesContext.Provider, { value: useFavouritesState() }, children);
}

export function useFavourites(): Favourites {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('useFavourites outside FavouritesProvider');
  return favourites;
}

function useFavouritesState(): Favourites {
  const stored = useLocalStore(favouritesStore);
  const basket = useBasket();
  const ids = useMemo(() => [...stored], [stored]);
  const isFavourite = useCallback((id: number) => stored.includes(id), [stored]);

  const { addEach } = basket;
  return useMemo(
    () => ({
      ids,
      count: ids.length,
      isFavourite,
      toggle: (id: number) => favouritesStore.set((current) => toggleFavourite(current, id)),
      clear: () => favouritesStore.set(() => []),
      async sendAllToBasket() {
        const all = [...favouritesStore.get()];
        if (all.length === 0) return;
        if (!(await addEach(all))) return; // keep them when the basket refused
        favouritesStore.set((current) => current.filter((id) => !all.includes(id)));
      },
    }),
    [ids, isFavourite, addEach],
  );
}

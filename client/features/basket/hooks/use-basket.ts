import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Product } from '../../../../shared/api/types';
import { lineKey, type Selection } from '../../../../shared/choices';
import { useT } from '../../../i18n';
import { useUser } from '../../../session/use-user';
import { summarize, type BasketLineItem } from '../basket-math';
import { useGuestBasket } from '../guest-store';
import { useServerBasket } from '../server-store';
import { basketChanged, basketFailed } from '../toasts';
import { useAppContext } from '../../../app-context';
import { useHtmlBasketHandoff } from './use-html-handoff';

export interface Basket {
  lines: BasketLineItem[];
  /** sum of quantities */
  count: number;
  /** minor units: sum of quantity × price */
  total: number;
  isLoading: boolean;
  /** the quantity of the line of this dish with these choices (none: the dish alone, as a card adds it) */
  quantityOf(productId: number, selection?: Selection): number;
  /** the line of the dish with these choices at this quantity; 0 removes; shows the spec's success or failure toast */
  setQuantity(product: Product, quantity: number, selection?: Selection): Promise<void>;
  /** one more of each product (favourites sent to the basket); false when it failed (toast shown) */
  addEach(productIds: number[]): Promise<boolean>;
  clear(): Promise<void>;
}

const BasketContext = createContext<Basket | null>(null);

/**
 * Computes the basket once for the whole page; every card, the header and the panels read it from
 * here (dozens of cards each asking the stores themselves made a menu page render many times slower).
 */
function LiveBasketProvider({ children }: { children: ReactNode }) {
  useHtmlBasketHandoff();
  return createElement(BasketContext.Provider, { value: useBasketState() }, children);
}

/**
 * A guest's basket as the server renders it: empty, as the guest store itself reads it there (it lives
 * in the browser's localStorage, read after hydration). A guest's page then skips the two stores'
 * queries and the three mutations, a fifth of the shell's hooks on every uncached page (issue 13).
 */
const GUEST_BASKET_AS_SERVED: Basket = {
  lines: [],
  ...summarize([]),
  isLoading: false,
  quantityOf: () => 0,
  setQuantity: async () => {},
  addEach: async () => false,
  clear: async () => {},
};

function RenderedBasketProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useUser();
  const { htmlBasket } = useAppContext();
  return isSignedIn || htmlBasket
    ? createElement(LiveBasketProvider, null, children)
    : createElement(BasketContext.Provider, { value: GUEST_BASKET_AS_SERVED }, children);
}

/** The page's basket: on the server a guest's is the empty one the browser starts from (see above), or the HTML path's. */
export const BasketProvider = import.meta.env.SSR ? RenderedBasketProvider : LiveBasketProvider;

/** The shopper's basket: localStorage for guests, the server basket once signed in. */
export function useBasket(): Basket {
  const basket = useContext(BasketContext);
  if (!basket) throw new Error('useBasket outside BasketProvider');
  return basket;
}

function useBasketState(): Basket {
  const t = useT();
  const { isSignedIn, user } = useUser();
  const guest = useGuestBasket(!isSignedIn);
  const server = useServerBasket(isSignedIn, user?.id);
  const store = isSignedIn ? server : guest;
  const { lines, isLoading } = store;

  const quantities = useMemo(() => new Map(lines.map((l) => [l.key, l.quantity])), [lines]);
  const quantityOf = useCallback((id: number, selection?: Selection) => quantities.get(lineKey(id, selection)) ?? 0, [quantities]);

  const setQuantity = async (product: Product, quantity: number, selection?: Selection) => {
    const before = quantityOf(product.id, selection);
    try {
      await store.setQuantity(product, quantity, selection);
      basketChanged(t, product.id, quantity > before ? 'added' : 'removed');
    } catch (err) {
      basketFailed(t, err);
    }
  };

  const addEach = async (productIds: number[]) => {
    try {
      await store.addEach(productIds);
      if (productIds.length) basketChanged(t, 0, 'added');
      return true;
    } catch {
      basketFailed(t);
      return false;
    }
  };

  return useMemo(
    () => ({ lines, ...summarize(lines), isLoading, quantityOf, setQuantity, addEach, clear: store.clear }),
    // setQuantity and addEach only close over store and t, which are listed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, isLoading, quantityOf, store, t],
  );
}

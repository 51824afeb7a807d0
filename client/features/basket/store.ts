import type { Product } from '../../../shared/api/types';
import type { Selection } from '../../../shared/choices';
import type { BasketLineItem } from './basket-math';

/**
 * Where a basket lives: the guest's localStorage (guest-store.ts) or the signed-in user's
 * server basket (server-store.ts). useBasket() runs both hooks (hooks must not be
 * conditional) with only one enabled, and serves the same UI from whichever is.
 */
export interface BasketState {
  lines: BasketLineItem[];
  isLoading: boolean;
  /**
   * The line of this dish with these choices (none: the dish alone) at this quantity; 0 removes it.
   * Rejects when the change did not stick (useBasket shows the error toast).
   */
  setQuantity(product: Product, quantity: number, selection?: Selection): Promise<void>;
  /** one more of each (a new line at 1), e.g. favourites sent to the basket */
  addEach(productIds: number[]): Promise<void>;
  clear(): Promise<void>;
}

export type BasketStoreHook = (enabled: boolean) => BasketState;

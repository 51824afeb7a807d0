import type { Product } from '../../../shared/api/types';
import type { BasketLineItem } from './basket-math';

/**
 * Where a basket lives: the guest's localStorage (guest-store.ts) or the signed-in user's
 * server basket (server-store.ts). useBasket() runs both hooks (hooks must not be
 * conditional) with only one enabled, and serves the same UI from whichever is.
 */
export interface BasketState {
  lines: BasketLineItem[];
  isLoading: boolean;
  /** rejects when the change did not stick (useBasket shows the error toast) */
  setQuantity(product: Product, quantity: number): Promise<void>;
  /** one more of each (a new line at 1), e.g. favourites sent to the basket */
  addEach(productIds: number[]): Promise<void>;
  clear(): Promise<void>;
}

export type BasketStoreHook = (enabled: boolean) => BasketState;

import { ApiError, isNetworkError, type ApiClient } from '../../../shared/api/client';
import type { BasketLine, Product } from '../../../shared/api/types';
import { createLocalStore } from '../../browser/local-store';
import { setBasketQuantity, withLine } from './api/set-basket-quantity';

/**
 * A signed-in shopper's basket changes made with no connection (issue 13.5): each line's new
 * quantity, kept in localStorage under the user's id and sent when the connection returns.
 * Quantities are absolute, so sending one twice (two tabs) changes nothing more.
 */
export interface OfflineBasketChanges {
  userId: number;
  quantities: Readonly<Record<string, number>>;
  /** the dishes, to show a line the server basket does not have yet */
  products: Readonly<Record<string, Product>>;
}

const parseChanges = (raw: unknown): OfflineBasketChanges | null => {
  const value = raw as Partial<OfflineBasketChanges> | null;
  return value && typeof value.userId === 'number' && value.quantities && value.products ? (value as OfflineBasketChanges) : null;
};

export const offlineBasketStore = createLocalStore<OfflineBasketChanges | null>('shop.basket-offline.v1', parseChanges, null);

export function recordOfflineChange(userId: number, product: Product, quantity: number) {
  offlineBasketStore.set((previous) => {
    const base = previous?.userId === userId ? previous : { userId, quantities: {}, products: {} };
    return { userId, quantities: { ...base.quantities, [product.id]: quantity }, products: { ...base.products, [product.id]: product } };
  });
}

/** The server's lines as they will be once the changes are sent (another user's changes never apply). */
export function withOfflineChanges(lines: BasketLine[], changes: OfflineBasketChanges | null, userId: number | undefined): BasketLine[] {
  if (!changes || changes.userId !== userId) return lines;
  return Object.entries(changes.quantities).reduce((all, [id, quantity]) => withLine(all, changes.products[id], quantity), lines);
}

let syncing: Promise<BasketLine[] | undefined> | undefined;

/**
 * Sends the kept changes one by one (one run per tab at a time) and answers the basket after the
 * last. No answer: the rest stay for the next time. A refused line (a dish gone) is dropped.
 */
export function syncOfflineBasket(api: ApiClient, userId: number): Promise<BasketLine[] | undefined> {
  // cleared asynchronously: a run that ends at once must not leave its promise behind for good
  syncing ??= sendChanges(api, userId).finally(() => (syncing = undefined));
  return syncing;
}

async function sendChanges(api: ApiClient, userId: number): Promise<BasketLine[] | undefined> {
  let lines: BasketLine[] | undefined;
  for (;;) {
    const changes = offlineBasketStore.get();
    const next = changes?.userId === userId ? Object.entries(changes.quantities)[0] : undefined;
    if (!next) return lines;
    const [id, quantity] = next;
    try {
      lines = await setBasketQuantity(api, Number(id), quantity);
    } catch (err) {
      if (isNetworkError(err) || !(err instanceof ApiError) || err.status >= 500) return lines;
    }
    offlineBasketStore.set((current) => {
      if (!current || current.quantities[id] !== quantity) return current; // changed again meanwhile: send that too
      const { [id]: _sent, ...quantities } = current.quantities;
      return Object.keys(quantities).length ? { ...current, quantities } : null;
    });
  }
}

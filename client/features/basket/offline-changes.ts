import { ApiError, isNetworkError, type ApiClient } from '../../../shared/api/client';
import type { BasketLine, Product } from '../../../shared/api/types';
import { createLocalStore } from '../../browser/local-store';
import { lineKey, parseLineKey, type Selection } from '../../../shared/choices';
import { setBasketQuantity, withLine } from './api/set-basket-quantity';

/**
 * A signed-in shopper's basket changes made with no connection (issue 13.5): each line's new
 * quantity, kept in localStorage under the user's id and sent when the connection returns.
 * Quantities are absolute, so sending one twice (two tabs) changes nothing more.
 */
export interface OfflineBasketChanges {
  userId: number;
  /** by line key (shared/choices.ts lineKey: the dish, or the dish and its choices) */
  quantities: Readonly<Record<string, number>>;
  /** the dishes by line key (with their groups for a line with choices), to show a line the server basket does not have yet */
  products: Readonly<Record<string, Product>>;
}

const parseChanges = (raw: unknown): OfflineBasketChanges | null => {
  const value = raw as Partial<OfflineBasketChanges> | null;
  return value && typeof value.userId === 'number' && value.quantities && value.products ? (value as OfflineBasketChanges) : null;
};

export const offlineBasketStore = createLocalStore<OfflineBasketChanges | null>('shop.basket-offline.v1', parseChanges, null);

export function recordOfflineChange(userId: number, product: Product, quantity: number, selection: Selection = []) {
  const key = lineKey(product.id, selection);
  offlineBasketStore.set((previous) => {
    const base = previous?.userId === userId ? previous : { userId, quantities: {}, products: {} };
    return { userId, quantities: { ...base.quantities, [key]: quantity }, products: { ...base.products, [key]: product } };
  });
}

/** The server's lines as they will be once the changes are sent (another user's changes never apply). */
export function withOfflineChanges(lines: BasketLine[], changes: OfflineBasketChanges | null, userId: number | undefined): BasketLine[] {
  if (!changes || changes.userId !== userId) return lines;
  return Object.entries(changes.quantities).reduce((all, [key, quantity]) => {
    const line = parseLineKey(key);
    const product = changes.products[key];
    return line && product ? withLine(all, product, quantity, line.choices) : all;
  }, lines);
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
    const line = parseLineKey(id);
    try {
      // a line with choices names them; the dish alone as the card added it (its defaults, on the server)
      if (line) lines = await setBasketQuantity(api, line.product_id, quantity, line.choices.length ? line.choices : undefined);
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

/** The first wait before sending again what did not get through; it doubles up to SYNC_RETRY_MAX_MS. */
export const SYNC_RETRY_MS = 5_000;
export const SYNC_RETRY_MAX_MS = 60_000;

export interface BasketSyncEnv {
  api: ApiClient;
  userId: number;
  isOnline(): boolean;
  /** runs `run` after `ms`; answers a function that cancels it */
  schedule(run: () => void, ms: number): () => void;
  /** the server's basket after the changes went */
  synced(lines: BasketLine[]): void;
}

/**
 * Sends the user's kept changes now if the browser says it is online, and again later while some
 * are left: a phone can say it is online while nothing gets through, and then no `online` event
 * comes to try again. Call `sync` when the connection returns or a change is kept; `stop` ends it.
 */
export function basketSyncer(env: BasketSyncEnv) {
  let cancel: (() => void) | undefined;
  let stopped = false;
  let wait = SYNC_RETRY_MS;
  const left = () => offlineBasketStore.get()?.userId === env.userId;

  const sync = () => {
    cancel?.();
    cancel = undefined;
    if (stopped || !env.isOnline() || !left()) return;
    void syncOfflineBasket(env.api, env.userId).then((lines) => {
      if (lines) env.synced(lines);
      if (stopped || cancel) return;
      if (!left()) {
        wait = SYNC_RETRY_MS;
        return;
      }
      cancel = env.schedule(sync, wait);
      wait = Math.min(wait * 2, SYNC_RETRY_MAX_MS);
    });
  };

  return {
    sync,
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkError, type ApiClient } from '../../../shared/api/client';
import type { BasketLine, Product } from '../../../shared/api/types';
import {
  basketSyncer,
  offlineBasketStore,
  recordOfflineChange,
  SYNC_RETRY_MAX_MS,
  SYNC_RETRY_MS,
  syncOfflineBasket,
  withOfflineChanges,
} from './offline-changes';

const dish = (id: number) => ({ id, name_en: `Dish ${id}`, price: '10.00' }) as unknown as Product;
const line = (id: number, quantity: number) => ({ ...dish(id), basket: { quantity } }) as BasketLine;

/** The server basket behind POST /basket, answering like the real one (or not at all). */
function server(initial: Record<number, number>) {
  const basket = new Map(Object.entries(initial).map(([id, q]) => [Number(id), q]));
  const state = { offline: false, refuse: new Set<number>(), posts: [] as [number, number][] };
  const api = {
    locale: 'en',
    async send(_method: string, _path: string, body: { product_id: number; quantity: number }) {
      if (state.offline) throw networkError(new TypeError('Failed to fetch'));
      state.posts.push([body.product_id, body.quantity]);
      if (state.refuse.has(body.product_id)) throw new ApiError(422, 'product_unavailable', 'gone');
      if (body.quantity) basket.set(body.product_id, body.quantity);
      else basket.delete(body.product_id);
      return [...basket].map(([id, q]) => line(id, q));
    },
  } as unknown as ApiClient;
  return { api, state, basket };
}

afterEach(() => localStorage.clear());

describe("a signed-in shopper's basket changed offline", () => {
  it('shows the changes at once over the server lines, for that user only', () => {
    recordOfflineChange(7, dish(1), 3);
    recordOfflineChange(7, dish(2), 1);
    recordOfflineChange(7, dish(1), 0); // removed again: the last word counts
    const changes = offlineBasketStore.get();
    expect(withOfflineChanges([line(1, 1), line(5, 2)], changes, 7).map((l) => [l.id, l.basket.quantity])).toEqual([
      [5, 2],
      [2, 1],
    ]);
    expect(withOfflineChanges([line(1, 1)], changes, 8)).toEqual([line(1, 1)]);
  });

  it('sends them when the connection returns, answers the new basket and forgets them', async () => {
    const { api, state, basket } = server({ 1: 1 });
    recordOfflineChange(7, dish(1), 4);
    recordOfflineChange(7, dish(2), 2);
    state.offline = true;
    expect(await syncOfflineBasket(api, 7)).toBeUndefined();
    expect(offlineBasketStore.get()?.quantities).toEqual({ 1: 4, 2: 2 }); // kept for the next time

    state.offline = false;
    const lines = await syncOfflineBasket(api, 7);
    expect(lines?.map((l) => [l.id, l.basket.quantity])).toEqual([
      [1, 4],
      [2, 2],
    ]);
    expect([...basket]).toEqual([
      [1, 4],
      [2, 2],
    ]);
    expect(offlineBasketStore.get()).toBeNull();
    expect(await syncOfflineBasket(api, 7)).toBeUndefined();
    expect(state.posts).toHaveLength(2);
  });

  it('drops a line the shop refuses and sends the rest', async () => {
    const { api, state, basket } = server({});
    state.refuse.add(3);
    recordOfflineChange(7, dish(3), 1);
    recordOfflineChange(7, dish(4), 1);
    await syncOfflineBasket(api, 7);
    expect([...basket]).toEqual([[4, 1]]);
    expect(offlineBasketStore.get()).toBeNull();
  });
});

describe('the basket syncer', () => {
  /** A syncer on `server`'s api with a hand-run clock: `timers` holds what it scheduled. */
  function syncerOn({ api }: ReturnType<typeof server>, online = () => true) {
    const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
    const synced: BasketLine[][] = [];
    const syncer = basketSyncer({
      api,
      userId: 7,
      isOnline: online,
      schedule(run, ms) {
        const timer = { ms, run, cancelled: false };
        timers.push(timer);
        return () => (timer.cancelled = true);
      },
      synced: (lines) => synced.push(lines),
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { syncer, timers, synced, settle };
  }

  it('tries again later, waiting longer each time, while the browser says online but nothing gets through', async () => {
    const shop = server({});
    const { syncer, timers, synced, settle } = syncerOn(shop);
    recordOfflineChange(7, dish(1), 2);
    shop.state.offline = true;
    syncer.sync();
    await settle();
    for (let i = 0; i < 6; i++) {
      expect(timers).toHaveLength(i + 1);
      timers[i].run();
      await settle();
    }
    expect(timers.map((t) => t.ms)).toEqual([
      SYNC_RETRY_MS,
      2 * SYNC_RETRY_MS,
      4 * SYNC_RETRY_MS,
      8 * SYNC_RETRY_MS,
      SYNC_RETRY_MAX_MS,
      SYNC_RETRY_MAX_MS,
      SYNC_RETRY_MAX_MS,
    ]);
    expect(shop.state.posts).toEqual([]);

    shop.state.offline = false; // it gets through again: the next try sends, and no more are planned
    timers.at(-1)!.run();
    await settle();
    expect(shop.state.posts).toEqual([[1, 2]]);
    expect(synced.at(-1)?.map((l) => [l.id, l.basket.quantity])).toEqual([[1, 2]]);
    expect(offlineBasketStore.get()).toBeNull();
    expect(timers).toHaveLength(7);
  });

  it('does not try while the browser is offline (the online event will call), nor after stop', async () => {
    const shop = server({});
    let online = false;
    const { syncer, timers, settle } = syncerOn(shop, () => online);
    recordOfflineChange(7, dish(1), 1);
    syncer.sync();
    await settle();
    expect(timers).toEqual([]);
    expect(shop.state.posts).toEqual([]);

    online = true;
    shop.state.offline = true;
    syncer.sync();
    await settle();
    expect(timers).toHaveLength(1);
    syncer.stop();
    expect(timers[0].cancelled).toBe(true);
    shop.state.offline = false;
    timers[0].run();
    await settle();
    expect(shop.state.posts).toEqual([]);
  });

  it("a sync called meanwhile replaces the planned try; another user's changes are not sent", async () => {
    const shop = server({});
    const { syncer, timers, settle } = syncerOn(shop);
    recordOfflineChange(7, dish(1), 1);
    shop.state.offline = true;
    syncer.sync();
    await settle();
    shop.state.offline = false;
    syncer.sync(); // the connection came back: at once, not at the planned time
    await settle();
    expect(timers[0].cancelled).toBe(true);
    expect(shop.state.posts).toEqual([[1, 1]]);

    recordOfflineChange(8, dish(2), 1);
    syncer.sync();
    await settle();
    expect(shop.state.posts).toEqual([[1, 1]]);
    expect(timers).toHaveLength(1);
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { networkError, type ApiClient } from '../../../shared/api/client';
import { guestBasketStore } from '../basket/guest-store';
import { EMPTY_GUEST_BASKET } from '../basket/guest-basket';
import { offlineBasketStore, syncOfflineBasket } from '../basket/offline-changes';
import { orderQuery } from '../orders/api/order';
import { rememberGuestOrder } from '../orders/guest-orders';
import { afterCustomerOrder, placeOrder } from './api/place-order';
import { createOrderQueue, pendingOrderStore, type OrderQueue } from './offline-order';

const LOCK = 'shop.pending-order';

let queue: OrderQueue | undefined;

/**
 * This tab's sender of the order kept offline (one per tab): it tries when the connection returns
 * and at start, and Web Locks let one tab at a time send. Started by the checkout, and at page
 * load when an order is waiting (start-client.tsx), so any open page of the shop sends it.
 */
export function startOrderQueue(api: ApiClient, queryClient: QueryClient): OrderQueue {
  if (queue) return queue;
  const started = createOrderQueue({
    store: pendingOrderStore,
    async send(pending) {
      // a customer's order is made of the server basket: the basket changes made offline go first
      const changes = offlineBasketStore.get();
      if (pending.customer && changes) {
        await syncOfflineBasket(api, changes.userId);
        if (offlineBasketStore.get()) throw networkError(new Error('basket changes not sent yet'));
      }
      return placeOrder(api, pending.customer, pending.body, pending.key);
    },
    placed(pending, order) {
      if (!pending.customer) {
        rememberGuestOrder(order);
        return guestBasketStore.set(() => EMPTY_GUEST_BASKET);
      }
      // as usePlaceOrder does: the order is known before its page opens; the server emptied the basket
      queryClient.setQueryData(orderQuery(api, order.id).queryKey, order);
      afterCustomerOrder(queryClient, api);
    },
    isOnline: () => navigator.onLine,
    exclusive: async (task) => {
      if (!navigator.locks) return task();
      return navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? await task() : undefined));
    },
    schedule: (run, ms) => void setTimeout(run, ms),
  });
  queue = started;
  addEventListener('online', () => void started.flush());
  void started.flush();
  return started;
}

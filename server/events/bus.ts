import type { OrderStatus } from '../../shared/api/types';

// 'shop.changed': the stop-list, hours or pause changed; 'zones.changed': the delivery zones were edited;
// 'menu.changed': the menu or the site's content was edited (orderId 0, status unused): pages re-read what changed;
// 'kitchen.changed': the kitchen display crossed a line of the order off (or back on), its status unchanged
export type ShopEventType = 'order.placed' | 'order.changed' | 'shop.changed' | 'zones.changed' | 'menu.changed' | 'kitchen.changed';

/** Something happened to an order (or the menu); `id` orders the events and is the SSE id a stream resumes from. */
export interface ShopEvent {
  id: number;
  type: ShopEventType;
  /** 0 for a menu event */
  orderId: number;
  status: OrderStatus | null;
  /** UTC ISO time */
  at: string;
}

export type NewShopEvent = Omit<ShopEvent, 'id'>;
export type EventListener = (event: ShopEvent) => void;

/**
 * Order events for every process on the database: stored (a day) so a stream can catch up, and
 * delivered live to subscribers in id order. publish() never rejects: the order has already changed,
 * and a desk that missed the event catches up from the table on its next connect.
 */
export interface EventBus {
  publish(event: NewShopEvent): Promise<void>;
  /** live events from now on; `onClose` is called when the bus shuts down (streams end then) */
  subscribe(listener: EventListener, onClose?: () => void): () => void;
  /** resolves once subscribers get every event published from then on (PostgreSQL: once LISTENing) */
  ready(): Promise<void>;
  /** stored events after this id, oldest first: what a stream that saw `lastId` missed */
  since(lastId: number): Promise<ShopEvent[]>;
  close(): Promise<void>;
}

/** Subscribers and their shutdown callbacks: the part both engines share. */
export function listenerSet() {
  const listeners = new Map<EventListener, (() => void) | undefined>();
  return {
    get size() {
      return listeners.size;
    },
    add(listener: EventListener, onClose?: () => void) {
      listeners.set(listener, onClose);
      return () => void listeners.delete(listener);
    },
    deliver(event: ShopEvent) {
      for (const listener of [...listeners.keys()]) listener(event);
    },
    closeAll() {
      const closing = [...listeners.values()];
      listeners.clear();
      for (const onClose of closing) onClose?.();
    },
  };
}

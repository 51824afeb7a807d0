import type { ShopEvent } from '../../shared/api/events';

/** An event as stored (the union is shared/api/events.ts): `id` orders the events and is the SSE id a stream resumes from. */
export type StoredEvent = ShopEvent & { id: number };
export type EventListener = (event: StoredEvent) => void;

/**
 * Order events for every process on the database: stored (a day) so a stream can catch up, and
 * delivered live to subscribers in id order. publish() never rejects: the order has already changed,
 * and a desk that missed the event catches up from the table on its next connect.
 */
export interface EventBus {
  publish(event: ShopEvent): Promise<void>;
  /** live events from now on; `onClose` is called when the bus shuts down (streams end then) */
  subscribe(listener: EventListener, onClose?: () => void): () => void;
  /** resolves once subscribers get every event published from then on (PostgreSQL: once LISTENing) */
  ready(): Promise<void>;
  /** stored events after this id, oldest first: what a stream that saw `lastId` missed */
  since(lastId: number): Promise<StoredEvent[]>;
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
    deliver(event: StoredEvent) {
      for (const listener of [...listeners.keys()]) listener(event);
    },
    closeAll() {
      const closing = [...listeners.values()];
      listeners.clear();
      for (const onClose of closing) onClose?.();
    },
  };
}

import { ApiError, isNetworkError } from '../../../shared/api/client';
import type { Order, OrderBody } from '../../../shared/api/types';
import { createLocalStore, type LocalStore } from '../../browser/local-store';
import { PENDING_ORDER_KEY } from './pending-order-key';

/**
 * An order submitted without a connection, kept in localStorage (every tab sees it, a reload keeps
 * it) and sent once the connection returns, with the Idempotency-Key it was first tried with: a
 * second send (a lost answer, two tabs) gets the same order back from the server, never another.
 */
export interface PendingOrder {
  key: string;
  customer: boolean;
  body: OrderBody;
  queuedAt: number;
  /** the shop took it (the checkout shows the confirmation, then forgets the entry) */
  placed?: Order;
  /** the shop refused it (422…): the checkout shows why and the form again */
  refused?: { code: string; message: string; fields?: Record<string, string> };
}

const parsePending = (raw: unknown): PendingOrder | null => {
  const value = raw as Partial<PendingOrder> | null;
  return value && typeof value.key === 'string' && typeof value.customer === 'boolean' && value.body && typeof value.body === 'object'
    ? (value as PendingOrder)
    : null;
};

export const pendingOrderStore = createLocalStore<PendingOrder | null>(PENDING_ORDER_KEY, parsePending, null);

/** Waiting: kept, not yet answered by the shop. */
export const isWaiting = (pending: PendingOrder | null): boolean => !!pending && !pending.placed && !pending.refused;

/** Keep the order for later instead of failing? No answer at all, or the shop is briefly unreachable. */
export const sendLater = (err: unknown) => isNetworkError(err) || (err instanceof ApiError && [502, 503, 504].includes(err.status));

export const RETRY_MS = 15_000;

export interface QueueEnv {
  store: LocalStore<PendingOrder | null>;
  send(pending: PendingOrder): Promise<Order>;
  /** after the shop took it, whichever tab sent it: empty the guest basket, refresh caches */
  placed(pending: PendingOrder, order: Order): void;
  isOnline(): boolean;
  /** runs `task` unless another tab is running it (Web Locks); undefined when another tab is */
  exclusive<T>(task: () => Promise<T>): Promise<T | undefined>;
  schedule(run: () => void, ms: number): void;
}

export type FlushOutcome = 'sent' | 'refused' | 'waiting' | 'nothing' | 'elsewhere';

export function createOrderQueue(env: QueueEnv) {
  let retrying = false;

  const retryLater = () => {
    if (retrying) return;
    retrying = true;
    env.schedule(() => {
      retrying = false;
      void flush();
    }, RETRY_MS);
  };

  /** Sends the waiting order if the browser is online and no other tab is sending it. */
  async function flush(): Promise<FlushOutcome> {
    if (!isWaiting(env.store.get())) return 'nothing';
    if (!env.isOnline()) return 'waiting';
    const outcome = await env.exclusive(async (): Promise<FlushOutcome> => {
      // read again inside the lock: another tab may have sent it meanwhile
      const pending = env.store.get();
      if (!pending || !isWaiting(pending)) return 'nothing';
      try {
        const order = await env.send(pending);
        env.store.set(() => ({ ...pending, placed: order }));
        env.placed(pending, order);
        return 'sent';
      } catch (err) {
        if (sendLater(err)) {
          retryLater();
          return 'waiting';
        }
        const { code, message, fields } = err instanceof ApiError ? err : { code: 'failed', message: '', fields: undefined };
        env.store.set(() => ({ ...pending, refused: { code, message, fields } }));
        return 'refused';
      }
    });
    return outcome ?? 'elsewhere';
  }

  return {
    flush,
    /** Keeps an order that could not be sent now, and tries it as soon as the connection allows. */
    keep(order: Omit<PendingOrder, 'placed' | 'refused'>) {
      env.store.set(() => order);
      void flush();
    },
    /** The checkout has shown the outcome (confirmation or refusal): nothing is pending any more. */
    forget: () => env.store.set(() => null),
  };
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;

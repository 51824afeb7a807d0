import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../shared/api/client';
import type { Order, OrderBody } from '../../../shared/api/types';
import type { LocalStore } from '../../browser/local-store';
import { createOrderQueue, RETRY_MS, type PendingOrder, type QueueEnv } from './offline-order';

const body = { name: 'Aýna', phone: '65123456', address: 'Bitarap Türkmenistan 3', payment: 'cash' } as unknown as OrderBody;
const order = { id: 7, number: '0007' } as unknown as Order;
const kept = { key: 'key-1', customer: false, body, queuedAt: 1 };

/** localStorage as every tab sees it, one lock for all tabs, one clock, one network. */
function world() {
  let value: PendingOrder | null = null;
  const store: LocalStore<PendingOrder | null> = {
    key: 'test',
    empty: null,
    get: () => value,
    set: (update) => void (value = update(value)),
    subscribe: () => () => {},
  };
  const net = { online: true, answers: [] as (() => Promise<Order>)[], sent: [] as string[] };
  let held = false;
  const timers: { at: number; run: () => void }[] = [];
  const clock = { now: 0 };
  const placed: Order[] = [];

  const tab = (overrides: Partial<QueueEnv> = {}) =>
    createOrderQueue({
      store,
      async send(pending) {
        net.sent.push(pending.key);
        return (net.answers.shift() ?? (async () => order))();
      },
      placed: (_pending, o) => void placed.push(o),
      isOnline: () => net.online,
      async exclusive(task) {
        if (held) return undefined;
        held = true;
        try {
          return await task();
        } finally {
          held = false;
        }
      },
      schedule: (run, ms) => void timers.push({ at: clock.now + ms, run }),
      ...overrides,
    });

  const advance = async (ms: number) => {
    clock.now += ms;
    const due = timers.filter((t) => t.at <= clock.now);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > clock.now));
    due.forEach((timer) => timer.run());
    await new Promise((r) => setTimeout(r, 0));
  };
  return { store, net, tab, advance, placed, timers };
}

describe('the order kept offline', () => {
  it('is kept, not sent, while offline; sent once with its key when the connection returns', async () => {
    const { store, net, tab, placed } = world();
    const queue = tab();
    net.online = false;
    queue.keep(kept);
    expect(await queue.flush()).toBe('waiting');
    expect(net.sent).toEqual([]);
    expect(store.get()).toMatchObject({ key: 'key-1' });
    expect(store.get()?.placed).toBeUndefined();

    net.online = true;
    expect(await queue.flush()).toBe('sent');
    expect(await queue.flush()).toBe('nothing'); // answered: never sent again
    expect(net.sent).toEqual(['key-1']);
    expect(store.get()?.placed).toEqual(order);
    expect(placed).toEqual([order]);

    queue.forget();
    expect(store.get()).toBeNull();
  });

  it('two tabs coming online at once: one sends, the other finds it sent', async () => {
    const { net, tab } = world();
    const [first, second] = [tab(), tab()];
    net.online = false;
    first.keep(kept);
    net.online = true;
    let answer!: (o: Order) => void;
    net.answers.push(() => new Promise<Order>((r) => (answer = r)));
    const sending = first.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(await second.flush()).toBe('elsewhere'); // the first holds the lock
    answer(order);
    expect(await sending).toBe('sent');
    expect(await second.flush()).toBe('nothing');
    expect(net.sent).toEqual(['key-1']);
  });

  it('a lost answer or a busy shop: waits and tries again with the same key after the retry delay', async () => {
    const { net, tab, advance, store } = world();
    const queue = tab();
    net.answers.push(
      async () => {
        throw networkError(new TypeError('Failed to fetch'));
      },
      async () => {
        throw new ApiError(503, 'database_unavailable', 'busy');
      },
    );
    queue.keep(kept); // online: tried at once, no answer
    await advance(0);
    expect(net.sent).toEqual(['key-1']);
    await advance(RETRY_MS - 1);
    expect(net.sent).toHaveLength(1);
    await advance(1); // 503: still waiting
    expect(net.sent).toEqual(['key-1', 'key-1']);
    expect(store.get()?.placed).toBeUndefined();
    await advance(RETRY_MS);
    expect(net.sent).toEqual(['key-1', 'key-1', 'key-1']);
    expect(store.get()?.placed).toEqual(order);
  });

  it('refused by the shop (422): kept with the reason, never sent again', async () => {
    const { net, tab, store, placed } = world();
    const queue = tab();
    net.online = false;
    queue.keep(kept);
    net.answers.push(async () => {
      throw new ApiError(422, 'basket_empty', 'The basket is empty', { items: 'empty' });
    });
    net.online = true;
    expect(await queue.flush()).toBe('refused');
    expect(store.get()?.refused).toEqual({ code: 'basket_empty', message: 'The basket is empty', fields: { items: 'empty' } });
    expect(await queue.flush()).toBe('nothing');
    expect(net.sent).toHaveLength(1);
    expect(placed).toEqual([]);
  });
});

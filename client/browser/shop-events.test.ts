import { describe, expect, it } from 'vitest';
import type { EventOf } from '../../shared/api/events';
import { onShopEvents, type EventSourceLike } from './shop-events';

function fakeSource() {
  const listeners = new Map<string, ((message: MessageEvent) => void)[]>();
  const source: EventSourceLike = {
    addEventListener: (type, listener) => void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const send = (type: string, data: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener({ data } as MessageEvent);
  };
  return { source, send, types: () => [...listeners.keys()] };
}

describe('onShopEvents', () => {
  it('hands each named event over as the shared union, and skips a message that is not one', () => {
    const { source, send, types } = fakeSource();
    const heard: EventOf<'order.placed' | 'order.changed'>[] = [];
    onShopEvents(source, ['order.placed', 'order.changed'], (event) => heard.push(event));
    expect(types()).toEqual(['order.placed', 'order.changed']);

    send('order.changed', JSON.stringify({ type: 'order.changed', order_id: 7, status: 'cooking', at: '2026-12-02T10:00:00.000Z' }));
    send('order.changed', 'not json');
    send('order.changed', JSON.stringify({ type: 'order.changed', order_id: 7, status: 'eaten', at: '2026-12-02T10:00:00.000Z' }));
    // the SSE name and the event's own type must agree
    send('order.placed', JSON.stringify({ type: 'order.changed', order_id: 7, status: 'cooking', at: '2026-12-02T10:00:00.000Z' }));
    expect(heard).toEqual([{ type: 'order.changed', order_id: 7, status: 'cooking', at: '2026-12-02T10:00:00.000Z' }]);
  });
});

// @vitest-environment jsdom
// A board answer read before an event and arriving after it (issue 37): the event's order stays on the board.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { DeskOrder } from '../../../../shared/api/desk';
import { boardOf, client, column, createSource, FakeEventSource, finishedOf, freshBoardEachTest, order, quietAlarm } from '../test-kit';
import { DeskOrders } from './desk-orders';

freshBoardEachTest();

const BOARD = '/back/api/v1/desk/orders';

/**
 * The server as the board reads it: each GET /desk/orders is answered with the orders as they were
 * when it was asked (and the last event they include), and its answer is held until the test lets it go.
 */
function slowBoard(first: { orders: DeskOrder[]; last: number }) {
  let now = first;
  const { fn } = scriptedFetch({
    'GET /back/api/v1/desk/orders': () => ok(boardOf(now.orders, { last_event_id: now.last })),
    'GET /back/api/v1/desk/orders/finished': () => ok(finishedOf([])),
  });
  const held: (() => void)[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const answer = fn(input, init);
    if (new URL(input, 'http://shop.test').pathname === BOARD) await new Promise<void>((go) => held.push(go));
    return answer;
  });
  return {
    set: (next: typeof first) => void (now = next),
    /** lets the oldest answer held go, once the board has asked for it */
    release: async () => {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
      await act(async () => held.shift()!());
    },
  };
}

const steps = (...statuses: DeskOrder['status'][]) =>
  statuses.map((status) => ({ status, at: '2026-11-21T07:00:00.000Z', actor: '', by: null, note: '' }) as const);
const accepted = (id: number) => order(id, 'accepted', { history: steps('new', 'accepted') });
const emit = (...args: Parameters<FakeEventSource['emit']>) => act(() => FakeEventSource.opened[0].emit(...args));

describe('the orders board, an answer slower than the stream', () => {
  it('the first answer, read before a new order and a move, shows both once it arrives', async () => {
    const server = slowBoard({ orders: [order(3, 'new')], last: 5 });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('order.placed', { order_id: 9, status: 'new', order: order(9, 'new') }, 6);
    emit('order.changed', { order_id: 3, status: 'accepted', order: accepted(3) }, 7);
    await server.release();
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-9' })).toBeInstanceOf(HTMLButtonElement);
    expect(await within(await column(/^Accepted/)).findByRole('button', { name: 'Order A-3' })).toBeInstanceOf(HTMLButtonElement);
    expect(within(await column(/^New/)).queryByRole('button', { name: 'Order A-3' })).toBeNull();
  });

  it("a reconnect's refetch read before a new order keeps the order's card, and the order it moved where it is now", async () => {
    const server = slowBoard({ orders: [order(3, 'new')], last: 5 });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await server.release();
    await within(await column(/^New/)).findByRole('button', { name: 'Order A-3' });
    emit('open'); // the refetch is read now, before the events below
    emit('order.placed', { order_id: 9, status: 'new', order: order(9, 'new') }, 6);
    emit('order.changed', { order_id: 3, status: 'accepted', order: accepted(3) }, 7);
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-9' })).toBeInstanceOf(HTMLButtonElement);
    await server.release();
    expect(within(await column(/^New/)).getByRole('button', { name: 'Order A-9' })).toBeInstanceOf(HTMLButtonElement);
    expect(await within(await column(/^Accepted/)).findByRole('button', { name: 'Order A-3' })).toBeInstanceOf(HTMLButtonElement);
    expect(screen.getAllByRole('button', { name: /^Order A-/ })).toHaveLength(2);
  });

  it('an event the answer already includes is not put back over it', async () => {
    const server = slowBoard({ orders: [order(3, 'cooking', { history: steps('new', 'accepted', 'cooking') })], last: 8 });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('order.changed', { order_id: 3, status: 'accepted', order: accepted(3) }, 8);
    await server.release();
    expect(await within(await column(/^Cooking/)).findByRole('button', { name: 'Order A-3' })).toBeInstanceOf(HTMLButtonElement);
    expect(within(await column(/^Accepted/)).queryByRole('button', { name: 'Order A-3' })).toBeNull();
  });
});

// @vitest-environment jsdom
// The finished orders' first page, read after the board (issue 37): an order finishing around it is
// shown once, in the finished list, counted once, whichever of the page and its event comes first.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { DeskOrder } from '../../../../shared/api/desk';
import type { FinishedPage } from '../../../../shared/desk-board';
import { boardOf, client, column, createSource, FakeEventSource, freshBoardEachTest, order, quietAlarm } from '../test-kit';
import { DeskOrders } from './desk-orders';

freshBoardEachTest();

const FINISHED = '/back/api/v1/desk/orders/finished';
const steps = (...statuses: DeskOrder['status'][]) =>
  statuses.map((status) => ({ status, at: '2026-11-21T07:00:00.000Z', actor: '', by: null, note: '' }) as const);
const leaving = order(3, 'on_the_way', { history: steps('new', 'accepted', 'cooking', 'on_the_way') });
const delivered = order(3, 'delivered', { history: steps('new', 'accepted', 'cooking', 'on_the_way', 'delivered') });
const emit = (...args: Parameters<FakeEventSource['emit']>) => act(() => FakeEventSource.opened[0].emit(...args));
const cardNames = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('article')
    .map((a) => a.querySelector('h3')?.textContent);

/** The board (order 3 on its way, last event 5) and the first finished page as given, held until released when `hold`. */
function server(page: FinishedPage, hold: boolean) {
  const { fn } = scriptedFetch({
    'GET /back/api/v1/desk/orders': () => ok(boardOf([leaving], { last_event_id: 5, finished_total: 0 })),
    'GET /back/api/v1/desk/orders/finished': () => ok(page),
  });
  const held: (() => void)[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const answer = fn(input, init);
    if (hold && new URL(input, 'http://shop.test').pathname === FINISHED) await new Promise<void>((go) => held.push(go));
    return answer;
  });
  return {
    release: async () => {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
      await act(async () => held.shift()!());
    },
  };
}

describe('the first finished page and an order finishing around it', () => {
  it('an order that finished while the page was in flight (its event first, then the page read before it) is in the list', async () => {
    const shop = server({ orders: [], finished_before: null, last_event_id: 5 }, true);
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await within(await column(/^On the way/)).findByRole('button', { name: 'Order A-3' });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('order.changed', { order_id: 3, status: 'delivered', order: delivered }, 6);
    await shop.release();
    const finished = await screen.findByRole('region', { name: /^Finished today 1/ });
    await waitFor(() => expect(cardNames(finished)).toEqual(['Order A-3']));
    expect(within(await column(/^On the way/)).queryByRole('button', { name: 'Order A-3' })).toBeNull();
  });

  it('an order the page holds finished, whose event has not come, leaves the board read before it, counted once', async () => {
    server({ orders: [delivered], finished_before: null, last_event_id: 6 }, false);
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const finished = await screen.findByRole('region', { name: /^Finished today 1/ });
    await waitFor(() => expect(cardNames(finished)).toEqual(['Order A-3']));
    expect(within(await column(/^On the way/)).queryByRole('button', { name: 'Order A-3' })).toBeNull();
    // its event comes later: nothing moves, nothing is counted again
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('order.changed', { order_id: 3, status: 'delivered', order: delivered }, 6);
    expect(await screen.findByRole('region', { name: /^Finished today 1/ })).toBe(finished);
    expect(cardNames(finished)).toEqual(['Order A-3']);
    expect(screen.getAllByRole('button', { name: 'Order A-3' })).toHaveLength(1);
  });
});

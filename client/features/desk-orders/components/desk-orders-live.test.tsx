// @vitest-environment jsdom
// The board when another desk or the stream gets there first: a 409, an event, a reconnect.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import {
  boardOf,
  boardRoutes,
  client,
  column,
  createSource,
  deskReads,
  FakeEventSource,
  finishedOf,
  freshBoardEachTest,
  order,
  quietAlarm,
} from '../test-kit';
import { DeskOrders } from './desk-orders';

freshBoardEachTest();

describe('the orders board, live', () => {
  it('a 409 asks for that one order and shows it where it is now', async () => {
    let now = order(1, 'new');
    const { calls } = scriptedFetch({
      ...boardRoutes(() => [order(1, 'new')]),
      'GET /back/api/v1/desk/orders/1': () => ok(now),
      'POST /back/api/v1/desk/orders/1/accept': () => {
        now = order(1, 'cancelled', { reject_reason: 'closed' }); // another desk got there first
        return fail(409, 'order_status_conflict', 'Already moved');
      },
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    fireEvent.click(await within(await column(/^New/)).findByRole('button', { name: '45 min' }));
    expect(await within(await column(/^Finished today 1/)).findByRole('button', { name: 'Order A-1' })).toBeInstanceOf(HTMLButtonElement);
    expect(deskReads(calls)).toEqual(['/back/api/v1/desk/orders', '/back/api/v1/desk/orders/finished', '/back/api/v1/desk/orders/1']);
    expect(within(await column(/^New/)).queryByRole('article')).toBeNull();
  });

  it('says why when another desk moved the order first', async () => {
    let now = order(1, 'new');
    scriptedFetch({
      ...boardRoutes(() => [order(1, 'new')]),
      'GET /back/api/v1/desk/orders/1': () => ok(now),
      'POST /back/api/v1/desk/orders/1/accept': () => {
        now = order(1, 'accepted');
        return fail(409, 'order_status_conflict', 'Already moved');
      },
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    fireEvent.click(await within(await column(/^New/)).findByRole('button', { name: '20 min' }));
    await within(await column(/^Accepted/)).findByRole('article');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Someone has already changed this order: here is where it is now.'),
    );
  });

  it('an event on the stream brings its one order in without a reload, and counts it in the title', async () => {
    const { calls } = scriptedFetch({
      ...boardRoutes(() => [order(3, 'cooking')]),
      'GET /back/api/v1/desk/orders/9': () => ok(order(9, 'new')),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await within(await column(/^New/)).findByText('No orders');
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/back/api/v1/desk/events?locale=en']);
    act(() => FakeEventSource.opened[0].emit('order.placed', { order_id: 9, status: 'new' }));
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-9' })).toBeInstanceOf(HTMLButtonElement);
    await waitFor(() => expect(document.title).toBe('(1) Orders desk — Aşhana'));
    expect(within(await column(/^Cooking/)).getByRole('button', { name: 'Order A-3' })).toBeInstanceOf(HTMLButtonElement);
    expect(deskReads(calls)).toEqual(['/back/api/v1/desk/orders', '/back/api/v1/desk/orders/finished', '/back/api/v1/desk/orders/9']);
  });

  it('an event that carries its order shows it at once, with no read, where a bare one is read', async () => {
    const { calls } = scriptedFetch({
      ...boardRoutes(() => [order(3, 'new')]),
      'GET /back/api/v1/desk/orders/8': () => ok(order(8, 'new')),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await within(await column(/^New/)).findByRole('button', { name: 'Order A-3' });
    act(() => FakeEventSource.opened[0].emit('order.placed', { order_id: 9, status: 'new', order: order(9, 'new') }));
    act(() => FakeEventSource.opened[0].emit('order.changed', { order_id: 3, status: 'accepted', order: order(3, 'accepted') }));
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-9' })).toBeInstanceOf(HTMLButtonElement);
    expect(await within(await column(/^Accepted/)).findByRole('button', { name: 'Order A-3' })).toBeInstanceOf(HTMLButtonElement);
    expect(deskReads(calls)).toEqual(['/back/api/v1/desk/orders', '/back/api/v1/desk/orders/finished']);
    // another order's object is no card for this event: it is read
    act(() => FakeEventSource.opened[0].emit('order.placed', { order_id: 8, status: 'new', order: order(7, 'new') }));
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-8' })).toBeInstanceOf(HTMLButtonElement);
    expect(within(await column(/^New/)).queryByRole('button', { name: 'Order A-7' })).toBeNull();
    expect(deskReads(calls)).toEqual(['/back/api/v1/desk/orders', '/back/api/v1/desk/orders/finished', '/back/api/v1/desk/orders/8']);
  });

  it('a reconnect of the stream asks for the whole board again, for what it missed', async () => {
    let board = boardOf([]);
    scriptedFetch({ 'GET /back/api/v1/desk/orders': () => ok(board), 'GET /back/api/v1/desk/orders/finished': ok(finishedOf([])) });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await within(await column(/^New/)).findByText('No orders');
    board = boardOf([order(4, 'new')]);
    act(() => FakeEventSource.opened[0].emit('open'));
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-4' })).toBeInstanceOf(HTMLButtonElement);
  });
});

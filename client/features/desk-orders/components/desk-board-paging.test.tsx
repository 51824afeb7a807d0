// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch, type Call } from '../../../../tests/helpers/harness';
import { boardOf, boardRoutes, createSource, FakeEventSource, order } from '../test-kit';
import type { AlarmDeps } from '../hooks/use-alarm';
import { DeskOrders } from './desk-orders';

// every card's render, by order id: the card renders its delivery time each time it renders
const rendered = vi.hoisted(() => ({ ids: [] as number[] }));
vi.mock('./delivery-time', async (real) => {
  const { DeliveryTime } = await real<typeof import('./delivery-time')>();
  return {
    DeliveryTime: (props: Parameters<typeof DeliveryTime>[0]) => {
      rendered.ids.push((props.order as unknown as { id: number }).id);
      return DeliveryTime(props);
    },
  };
});

const quietAlarm: AlarmDeps = { play: () => undefined, unlock: () => undefined, setInterval: () => 0, clearInterval: () => undefined };
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
const region = (name: RegExp) => screen.findByRole('region', { name });
const cardNames = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('article')
    .map((a) => a.querySelector('h3')?.textContent);
const query = (call: Call) => new URL(call.url, 'http://shop.test').searchParams;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
  rendered.ids = [];
});

describe('the board on a busy day', () => {
  it("shows today's finished orders a page at a time, read after the board, and says how many are left", async () => {
    const pages: Record<string, { orders: ReturnType<typeof order>[]; finished_before: number | null }> = {
      first: { orders: [order(5, 'delivered'), order(4, 'delivered')], finished_before: 4 },
      '4': { orders: [order(3, 'delivered'), order(2, 'cancelled')], finished_before: 2 },
      '2': { orders: [order(1, 'delivered')], finished_before: null },
    };
    const { calls } = scriptedFetch({
      // the board's answer carries the orders in progress and the count, no finished order
      'GET /back/api/v1/desk/orders': ok(boardOf([order(6, 'new')], { finished_total: 5 })),
      'GET /back/api/v1/desk/orders/finished': (call) => ok(pages[query(call).get('before') ?? 'first']),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const finished = await region(/^Finished today 5/);
    // the finished cards come in a render after the orders in progress (a deferred value)
    await waitFor(() => expect(cardNames(finished)).toEqual(['Order A-5', 'Order A-4']));
    fireEvent.click(within(finished).getByRole('button', { name: 'Show more (3 left)' }));
    expect(await within(finished).findByRole('button', { name: 'Order A-2' })).toBeInstanceOf(HTMLButtonElement);
    expect(cardNames(finished)).toEqual(['Order A-5', 'Order A-4', 'Order A-3', 'Order A-2']);
    fireEvent.click(within(finished).getByRole('button', { name: 'Show more (1 left)' }));
    expect(await within(finished).findByRole('button', { name: 'Order A-1' })).toBeInstanceOf(HTMLButtonElement);
    expect(within(finished).queryByRole('button', { name: /^Show more/ })).toBeNull();
    const reads = calls.filter((c) => c.url.includes('/desk/orders'));
    expect(reads.map((c) => [new URL(c.url, 'http://shop.test').pathname, query(c).get('before')])).toEqual([
      ['/back/api/v1/desk/orders', null],
      ['/back/api/v1/desk/orders/finished', null],
      ['/back/api/v1/desk/orders/finished', '4'],
      ['/back/api/v1/desk/orders/finished', '2'],
    ]);
  });

  it('an order that finishes goes to the head of the finished ones, counted once; a page that holds it again shows it once', async () => {
    const pages: Record<string, { orders: ReturnType<typeof order>[]; finished_before: number | null }> = {
      first: { orders: [order(8, 'delivered')], finished_before: 8 },
      // read after order 3 finished: it is on this page too
      '8': { orders: [order(3, 'delivered'), order(2, 'delivered')], finished_before: null },
    };
    scriptedFetch({
      'GET /back/api/v1/desk/orders': ok(boardOf([order(9, 'on_the_way'), order(3, 'on_the_way')], { finished_total: 2 })),
      'GET /back/api/v1/desk/orders/finished': (call) => ok(pages[query(call).get('before') ?? 'first']),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const finished = await region(/^Finished today 2/);
    await waitFor(() => expect(cardNames(finished)).toEqual(['Order A-8']));
    act(() => FakeEventSource.opened[0].emit('order.changed', { order_id: 9, status: 'delivered', order: order(9, 'delivered') }));
    act(() => FakeEventSource.opened[0].emit('order.changed', { order_id: 3, status: 'delivered', order: order(3, 'delivered') }));
    // the same change again (a move's answer, then its event): counted once
    act(() => FakeEventSource.opened[0].emit('order.changed', { order_id: 9, status: 'delivered', order: order(9, 'delivered') }));
    await waitFor(() => expect(cardNames(finished)).toEqual(['Order A-9', 'Order A-8', 'Order A-3']));
    expect(within(await region(/^On the way/)).queryAllByRole('article')).toHaveLength(0);
    expect(await region(/^Finished today 4/)).toBe(finished);
    fireEvent.click(within(finished).getByRole('button', { name: 'Show more (1 left)' }));
    expect(await within(finished).findByRole('button', { name: 'Order A-2' })).toBeInstanceOf(HTMLButtonElement);
    expect(cardNames(finished)).toEqual(['Order A-9', 'Order A-8', 'Order A-3', 'Order A-2']);
  });

  it('a new order renders its own card only: the cards already there are not drawn again', async () => {
    scriptedFetch({
      ...boardRoutes([order(3, 'new'), order(2, 'accepted'), order(1, 'delivered')]),
      'GET /back/api/v1/desk/orders/9': ok(order(9, 'new')),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await within(await region(/^New/)).findByRole('button', { name: 'Order A-3' });
    // the accepted column's cards come a render after the new ones' (issue 37)
    await within(await region(/^Accepted/)).findByRole('button', { name: 'Order A-2' });
    rendered.ids = [];
    act(() => FakeEventSource.opened[0].emit('order.placed', { order_id: 9, status: 'new' }));
    await within(await region(/^New/)).findByRole('button', { name: 'Order A-9' });
    expect(rendered.ids).toEqual([9]);
  });

  it('finds an order by number or phone, says when there are more than shown, and refuses letters before asking', async () => {
    const { calls } = scriptedFetch({
      ...boardRoutes([]),
      'GET /back/api/v1/desk/orders/search': () => ok({ orders: [order(7, 'delivered'), order(2, 'on_the_way')], more: true }),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const search = await region(/^Find an order/);
    const box = within(search).getByRole('searchbox', { name: 'Order number or phone' });
    fireEvent.change(box, { target: { value: 'plov' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Find' }));
    expect(within(search).getByRole('alert').textContent).toBe('Type an order number or the digits of a phone.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url.includes('/search'))).toBe(false);

    fireEvent.change(box, { target: { value: ' 61 23 ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Find' }));
    const results = await within(search).findByRole('region', { name: 'Found for “61 23”' });
    expect(cardNames(results)).toEqual(['Order A-7', 'Order A-2']);
    expect([...results.querySelectorAll('.desk-card-status')].map((p) => p.textContent)).toEqual(['Delivered', 'On the way']);
    expect(within(results).getByRole('status').textContent).toBe('Only the newest 20 are shown: type more digits.');
    expect(calls.filter((c) => c.url.includes('/search')).map((c) => query(c).get('q'))).toEqual(['61 23']);

    fireEvent.click(within(search).getByRole('button', { name: 'Clear' }));
    expect(within(search).queryByRole('region')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('');
  });
});

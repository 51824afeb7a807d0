// @vitest-environment jsdom
// Issue 37 on a busy day: an event renders the one card it changes, and no order in progress is left
// out of the page while the later columns' cards render after the new orders'.
import { createElement, memo, type ComponentProps } from 'react';
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { DeskOrder } from '../../../../shared/api/desk';
import { boardRoutes, client, column, createSource, FakeEventSource, freshBoardEachTest, order, quietAlarm } from '../test-kit';
import { DeskOrders } from './desk-orders';

// every render of a card, by order id: the real card, counted
const rendered = vi.hoisted(() => [] as number[]);
vi.mock('./order-card', async (importOriginal) => {
  const real = await importOriginal<typeof import('./order-card')>();
  const inner = (real.OrderCard as unknown as { type: (props: ComponentProps<typeof real.OrderCard>) => React.ReactNode }).type;
  return {
    ...real,
    OrderCard: memo(function CountedCard(props: ComponentProps<typeof real.OrderCard>) {
      rendered.push(props.order.id);
      return createElement(inner, props);
    }),
  };
});

freshBoardEachTest();

/** A busy board: 20 new, 50 accepted, 50 cooking, 30 on the way, 10 delivered. */
function busyBoard(): DeskOrder[] {
  const mix: [DeskOrder['status'], number][] = [
    ['new', 20],
    ['accepted', 50],
    ['cooking', 50],
    ['on_the_way', 30],
    ['delivered', 10],
  ];
  let id = 1000;
  return mix.flatMap(([status, n]) => Array.from({ length: n }, () => order(id--, status)));
}

const cardsIn = async (name: RegExp) => within(await column(name)).queryAllByRole('article').length;
// 180 cards in jsdom on a shared machine: the whole board's first render is slow here
const BOARD = { timeout: 20_000 };
/** Until the later columns' cards and the finished ones have rendered. */
async function wholeBoard() {
  await waitFor(async () => expect(await cardsIn(/^On the way/)).toBe(30), BOARD);
  await waitFor(async () => expect(await cardsIn(/^Finished today/)).toBe(10), BOARD);
}

describe('the board on a busy day', { timeout: 60_000 }, () => {
  it('shows every order in progress in its column, each reachable by its number', async () => {
    const orders = busyBoard();
    scriptedFetch(boardRoutes(orders));
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await wholeBoard();
    expect([await cardsIn(/^New/), await cardsIn(/^Accepted/), await cardsIn(/^Cooking/)]).toEqual([20, 50, 50]);
    // each by its number, as a screen reader's list of buttons finds it: none hidden, none twice
    for (const [name, status] of [
      [/^New/, 'new'],
      [/^Accepted/, 'accepted'],
      [/^Cooking/, 'cooking'],
      [/^On the way/, 'on_the_way'],
    ] as const) {
      const numbers = within(await column(name))
        .getAllByRole('button', { name: /^Order A-/ })
        .map((b) => b.textContent);
      expect(numbers).toEqual(orders.filter((o) => o.status === status).map((o) => `Order ${o.number}`));
    }
  });

  it("a new order's event renders its one card, not the board's others", async () => {
    scriptedFetch({
      ...boardRoutes(busyBoard()),
      'GET /back/api/v1/desk/orders/2000': () => ok(order(2000, 'new')),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await wholeBoard();
    rendered.length = 0;
    act(() => FakeEventSource.opened[0].emit('order.placed', { order_id: 2000, status: 'new' }));
    expect(await within(await column(/^New/)).findByRole('button', { name: 'Order A-2000' })).toBeInstanceOf(HTMLButtonElement);
    await waitFor(() => expect(document.title).toBe('(21) Orders desk — Aşhana'));
    expect(rendered).toEqual([2000]);
  });

  it('an order stepped on in a later column renders its one card there', async () => {
    scriptedFetch({
      ...boardRoutes(() => busyBoard()),
      // the first accepted order (id 980) is now cooking
      'GET /back/api/v1/desk/orders/980': () => ok(order(980, 'cooking')),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    await wholeBoard();
    rendered.length = 0;
    act(() => FakeEventSource.opened[0].emit('order.changed', { order_id: 980, status: 'cooking' }));
    await waitFor(async () => expect(await cardsIn(/^Cooking/)).toBe(51));
    expect(await cardsIn(/^Accepted/)).toBe(49);
    expect(rendered).toEqual([980]);
  });
});

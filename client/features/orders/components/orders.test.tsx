// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definitionsOf } from '../../../../tests/helpers/definitions';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { I18nProvider } from '../../../i18n';
import ru from '../../../../locales/ru.json';
import tm from '../../../../locales/tm.json';
import type { ShopEvent } from '../../../../shared/api/events';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import { OrderOutlook } from './order-view';
import { client, order } from '../test-kit';

/** A stand-in for the browser's EventSource: the test sends the events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: { data: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(event: ShopEvent) {
    for (const fn of this.listeners.get(event.type) ?? []) fn({ data: JSON.stringify(event) });
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my orders', () => {
  it('lists orders with number, time in Ashgabat, status and total, and pages on', () => {
    const queryClient = client();
    queryClient.setQueryData(['orders', 'en', 2], { data: [order(5), order(4, 'delivered')], meta: { total: 45, page: 2, limit: 20 } });
    renderWithShop(<OrderList />, { queryClient, path: '/en/orders?page=2' });
    expect(screen.getByRole('link', { name: 'Order A-5' }).getAttribute('href')).toBe('/en/orders/5');
    expect(screen.getAllByText('Placed on 21.11.2026 12:00')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Cooking'),
      expect.stringContaining('Delivered'),
    ]);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/en/orders?page=1');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/en/orders?page=3');
    expect(screen.getByRole('navigation').textContent).toContain('Page 2 of 3');
  });

  it('says so when there are no orders yet', () => {
    const queryClient = client();
    queryClient.setQueryData(['orders', 'en', 1], { data: [], meta: { total: 0, page: 1, limit: 20 } });
    renderWithShop(<OrderList />, { queryClient, path: '/en/orders' });
    expect(screen.getByText('You have no orders yet.').textContent).toBe('You have no orders yet.');
    expect(screen.queryByRole('link', { name: /^Order / })).toBeNull();
  });

  it('shows one order: status, timeline, lines, totals with bonus, address, time and payment', () => {
    const queryClient = client();
    queryClient.setQueryData(['order', 'en', 5], order(5));
    renderWithShop(<OrderDetail id={5} />, { queryClient });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order A-5');
    expect(screen.getByText('Status:').textContent).toBe('Status: Cooking');
    const timeline = screen.getByRole('region', { name: 'Order status history' });
    expect(timeline.textContent).toContain('New 21.11.2026 12:00');
    expect(timeline.textContent).toContain('Accepted 21.11.2026 12:05');
    expect(definitionsOf(screen.getByText('Total').closest('dl'))).toEqual({
      Dishes: '90.00 TMT',
      Delivery: '15.00 TMT',
      Bonus: '−2.25 TMT',
      Total: '102.75 TMT',
    });
    expect(definitionsOf(screen.getByText('Payment').closest('dl'))).toEqual({
      'Delivery address': 'Magtymguly 12, Apartment 5, Floor 2ring',
      'Delivery time': '21.11.2026 15:00',
      Payment: 'Card to the courier',
      Note: 'no onions',
    });
  });

  it('names the note a cash order is paid with', () => {
    const queryClient = client();
    queryClient.setQueryData(['order', 'en', 5], order(5, 'new', { payment_method: 'cash', change_from: '200.00' }));
    renderWithShop(<OrderDetail id={5} />, { queryClient });
    expect(definitionsOf(screen.getByText('Payment').closest('dl')).Payment).toBe('Cash to the courier, change from 200.00 TMT');
  });

  it('shows "expected by" in Ashgabat time once the kitchen has accepted with an estimate', () => {
    const queryClient = client();
    queryClient.setQueryData(['order', 'en', 5], order(5, 'accepted', { estimated_at: '2026-11-21T14:40:00.000Z' }));
    renderWithShop(<OrderDetail id={5} />, { queryClient });
    expect(screen.getByText(/^Expected by/).textContent).toBe('Expected by 19:40');
  });

  it("says why the restaurant rejected the order, with its note, in the shopper's language", () => {
    const rejected = { status: 'cancelled' as const, estimated_at: null, reject_reason: 'outside_area', reject_note: 'Mary' };
    const { unmount } = render(
      <I18nProvider locale="ru" dict={ru}>
        <OrderOutlook order={rejected} />
      </I18nProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe('Ресторан отменил заказ: адрес вне зоны доставки. «Mary»');
    unmount();
    render(
      <I18nProvider locale="tm" dict={tm}>
        <OrderOutlook order={{ ...rejected, reject_reason: 'out_of_stock', reject_note: '' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe('Restoran sargydy ýatyrdy: käbir tagamlar gutardy.');
  });

  it('refreshes the order on each event of its stream, without polling', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = client();
    queryClient.setQueryData(['order', 'en', 5], order(5, 'new'));
    const { calls } = scriptedFetch({
      'GET /back/api/v1/orders/5': ok(order(5, 'accepted', { estimated_at: '2026-11-21T14:40:00.000Z' })),
    });
    renderWithShop(<OrderDetail id={5} />, { queryClient });
    expect(screen.getByText('Status:').textContent).toBe('Status: New');
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/back/api/v1/orders/5/events']);
    const orderCalls = () => calls.filter((c) => c.url.includes('/orders/')).map((c) => c.url);
    expect(orderCalls()).toEqual([]);
    act(() => FakeEventSource.opened[0].emit({ type: 'order.changed', order_id: 5, status: 'accepted', at: '2026-11-21T14:00:00.000Z' }));
    await waitFor(() => expect(screen.getByText('Status:').textContent).toBe('Status: Accepted'));
    expect(screen.getByText(/^Expected by/).textContent).toBe('Expected by 19:40');
    expect(orderCalls()).toEqual(['/back/api/v1/orders/5']);
  });
});

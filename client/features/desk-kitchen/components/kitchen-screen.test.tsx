// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { KitchenBoard, KitchenOrder } from '../../../../shared/kitchen';
import KitchenScreen from './kitchen-screen';

/** The browser's EventSource, standing still: the screen's feed opens and hears nothing. */
class QuietEventSource {
  static opened: string[] = [];
  constructor(url: string) {
    QuietEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {}
}

beforeEach(() => {
  QuietEventSource.opened = [];
  vi.stubGlobal('EventSource', QuietEventSource);
  window.history.replaceState(null, '', '/en/desk/kitchen');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = '2026-03-02T07:30:00.000Z';
const order = (id: number, acceptedAt: string, extra: Partial<KitchenOrder> = {}): KitchenOrder => ({
  id,
  number: `00000${id}`,
  status: 'accepted',
  next: 'cooking',
  accepted_at: acceptedAt,
  cook_from: acceptedAt,
  delivery_time: 'asap',
  fulfilment: 'delivery',
  note: '',
  lines: [
    { id: id * 10, name: 'Plov', quantity: 2, station: 'kitchen', done_at: null },
    { id: id * 10 + 1, name: 'Shashlik', quantity: 1, station: 'grill', done_at: '2026-03-02T07:29:00.000Z' },
  ],
  ...extra,
});
const board: KitchenBoard = {
  orders: [
    order(1, '2026-03-02T07:05:00.000Z', { status: 'cooking', next: 'on_the_way', note: 'No onion' }),
    order(2, '2026-03-02T07:22:00.000Z', { fulfilment: 'pickup' }),
  ],
  last_bump: {
    order_id: 3,
    number: '000003',
    from: 'cooking',
    to: 'on_the_way',
    at: '2026-03-02T07:28:00.000Z',
    recall_until: '2026-03-02T07:33:00.000Z',
  },
  target_minutes: 20,
  now: NOW,
};

describe('the kitchen display', () => {
  it('shows each card with its minutes, the late one said in words too, its note and its lines', async () => {
    vi.useFakeTimers({ now: Date.parse(NOW), toFake: ['Date'] });
    scriptedFetch({ 'GET /back/api/v1/desk/kitchen/orders': ok(board) });
    renderWithShop(<KitchenScreen />);
    const late = await screen.findByRole('article', { name: 'Order 000001' });
    vi.useRealTimers();
    expect(late.dataset.late).toBe('true');
    expect(within(late).getByText(/25 min since accepted/).textContent).toBe('25 min since accepted · late');
    expect(within(late).getByText('No onion')).toBeDefined();
    expect(within(late).getByRole('button', { name: 'Ready: send out' })).toBeDefined();
    const fresh = screen.getByRole('article', { name: 'Order 000002' });
    expect(fresh.dataset.late).toBeUndefined();
    expect(within(fresh).getByText('8 min since accepted').textContent).toBe('8 min since accepted');
    // delivery or pickup on every card: a pickup order goes to the counter, not to a courier
    expect(within(late).getByText('Delivery')).toBeDefined();
    expect(within(fresh).getByText('Pickup')).toBeDefined();
    const lines = within(fresh)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-pressed'));
    expect(lines.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['2 × Plov · Kitchen', 'false'],
      ['1 × Shashlik · Grill', 'true'],
    ]);
    expect(screen.getByRole('region', { name: 'Last bump' }).textContent).toContain('Order 000003 went to “On the way”');
    expect(QuietEventSource.opened).toEqual(['/back/api/v1/desk/events']);
  });

  it("alerts after the shop's own target, and holds a later time's order until its turn", async () => {
    vi.useFakeTimers({ now: Date.parse(NOW), toFake: ['Date'] });
    const orders = [
      // accepted 12 minutes ago: late against a 10-minute target (not against the old fixed 20)
      order(1, '2026-03-02T07:18:00.000Z'),
      // accepted an hour ago for 17:30 in Ashgabat (12:30Z), its turn at 17:20: waiting, not late
      order(2, '2026-03-02T06:30:00.000Z', { delivery_time: '2026-03-02T12:30:00.000Z', cook_from: '2026-03-02T12:20:00.000Z' }),
      // accepted an hour ago for 07:35Z, its turn came 15 minutes ago: counted from then, late
      order(3, '2026-03-02T06:30:00.000Z', { delivery_time: '2026-03-02T07:35:00.000Z', cook_from: '2026-03-02T07:15:00.000Z' }),
    ];
    scriptedFetch({ 'GET /back/api/v1/desk/kitchen/orders': ok({ ...board, orders, last_bump: null, target_minutes: 10 }) });
    renderWithShop(<KitchenScreen />);
    const first = await screen.findByRole('article', { name: 'Order 000001' });
    vi.useRealTimers();
    expect(first.dataset.late).toBe('true');
    expect(within(first).getByText(/12 min since accepted/).textContent).toBe('12 min since accepted · late');
    const later = screen.getByRole('article', { name: 'Order 000002' });
    expect([later.dataset.late, later.dataset.waiting]).toEqual([undefined, 'true']);
    expect(within(later).getByText('Start at 17:20')).toBeDefined();
    const due = screen.getByRole('article', { name: 'Order 000003' });
    expect(due.dataset.late).toBe('true');
    expect(within(due).getByText(/since its start time/).textContent).toBe('15 min since its start time · late');
  });

  it('crosses a line off, bumps a card from the stage it shows and recalls the last bump', async () => {
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/kitchen/orders': ok(board),
      'POST /back/api/v1/desk/kitchen/lines/20/done': ok({ id: 20, done_at: NOW }),
      'POST /back/api/v1/desk/kitchen/orders/2/bump': ok({ id: 2, number: '000002', status: 'cooking' }),
      'POST /back/api/v1/desk/kitchen/orders/3/recall': ok({ id: 3, number: '000003', status: 'cooking' }),
    });
    renderWithShop(<KitchenScreen />);
    const card = await screen.findByRole('article', { name: 'Order 000002' });
    fireEvent.click(within(card).getByRole('button', { name: '2 × Plov · Kitchen' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Start cooking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recall order 000003' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/back/api/v1/desk/kitchen/lines/20/done', undefined],
      ['/back/api/v1/desk/kitchen/orders/2/bump', { status: 'accepted' }],
      ['/back/api/v1/desk/kitchen/orders/3/recall', undefined],
    ]);
  });

  it('shows one station when picked, and keeps it in the address', async () => {
    const { calls } = scriptedFetch({ 'GET /back/api/v1/desk/kitchen/orders': ok({ ...board, orders: [], last_bump: null }) });
    renderWithShop(<KitchenScreen />);
    expect(await screen.findByText('Nothing to cook right now.')).toBeDefined();
    const stations = screen.getByRole('group', { name: 'Station' });
    expect(within(stations).getByRole('button', { name: 'All stations' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(stations).getByRole('button', { name: 'Grill' }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/back/api/v1/desk/kitchen/orders?station=grill'));
    expect(within(stations).getByRole('button', { name: 'Grill' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.location.search).toBe('?station=grill');
  });
});

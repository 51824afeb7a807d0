// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, storefrontTree, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { GUEST_BASKET_KEY } from '../guest-store';
import BasketPanel from './basket-panel';
import { BasketControl } from './basket-control';

// Menus by the hour on a card: outside its window (shared/menu-hours.ts) a dish says when it is served
// next and offers no add. The browser's clock: Monday 2026-03-02, 11:30 in Ashgabat (UTC+5).
const breakfast = { days: [0, 1, 2, 3, 4, 5, 6], from: 480, until: 660 };
const omelette = { ...testProduct(45, 'Herb omelette', '24.00'), hours: [breakfast] };
const status = (closures: string[] = []) => ({
  state: 'open',
  lastOrderAt: '2026-03-02T18:00:00.000Z',
  hours: { week: [], closures, last_order_minutes: 0 },
  pause: null,
  sold_out: [],
});
const answering =
  (closures?: string[]): ApiHandler =>
  (url) => {
    if (url.pathname.endsWith('/shop/status')) return { body: { success: true, data: status(closures) } };
    if (url.pathname.endsWith('/products')) return ok([omelette], { total: 1, page: 1, limit: 100 });
    if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
  };

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-02T11:30:00+05:00') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('basket control: a dish with serving hours', () => {
  it('after its window: when it is served next, and no add', async () => {
    render(storefrontTree(<BasketControl product={omelette} name="Herb omelette" />, { handler: answering() }).tree);
    expect(await screen.findByText('Available tomorrow from 08:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to basket: Herb omelette' })).toBeNull();
  });

  it('a closure tomorrow moves it to the day after, named', async () => {
    render(storefrontTree(<BasketControl product={omelette} name="Herb omelette" />, { handler: answering(['2026-03-03']) }).tree);
    expect(await screen.findByText('Available on Wednesday from 08:00')).toBeTruthy();
  });

  it('inside its window: the add button as for any dish', async () => {
    vi.setSystemTime(Date.parse('2026-03-02T09:00:00+05:00'));
    render(storefrontTree(<BasketControl product={omelette} name="Herb omelette" />, { handler: answering() }).tree);
    expect(await screen.findByRole('button', { name: 'Add to basket: Herb omelette' })).toBeTruthy();
    expect(screen.queryByText(/^Available/)).toBeNull();
  });
});

describe('basket panel: a line outside its serving hours', () => {
  it('says when it is served, and may only go down', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 45: 2 }));
    render(storefrontTree(<BasketPanel close={() => {}} />, { handler: answering() }).tree);
    expect(await screen.findByText('Available tomorrow from 08:00')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Herb omelette: one more' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Herb omelette: one less' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

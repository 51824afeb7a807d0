// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../tests/helpers/harness';
import type { StaffMember } from '../../../shared/api/desk';
import { DeskLayout } from './desk-layout';

const owner: StaffMember = { id: 1, name: 'Döwlet', phone: '65000001', role: 'owner' };
const manager: StaffMember = { id: 2, name: 'Maral', phone: '65000002', role: 'manager' };

/** The board's live feed, quiet: nothing is sent in these tests. */
class QuietEventSource {
  static open = 0;
  constructor() {
    QuietEventSource.open++;
  }
  addEventListener() {}
  close() {
    QuietEventSource.open--;
  }
}

beforeEach(() => {
  QuietEventSource.open = 0;
  vi.stubGlobal('EventSource', QuietEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const backend = (me: StaffMember) =>
  scriptedFetch({
    'GET /back/api/v1/desk/me': ok(me),
    'GET /back/api/v1/desk/orders': ok({ open: [], finished_total: 0 }),
    'GET /back/api/v1/desk/orders/finished': ok({ orders: [], finished_before: null }),
    'GET /back/api/v1/desk/today': ok({
      day: '2026-11-25',
      orders: 4,
      by_status: {},
      delivered: 2,
      revenue: '90.00',
      average: '45.00',
      cancelled: 0,
      cancelled_by_reason: {},
      cancellations: [],
    }),
    'GET /back/api/v1/desk/staff': ok([owner, manager]),
    'GET /back/api/v1/desk/audit': ok([], { total: 0, page: 1, limit: 20 }),
    'GET /back/api/v1/desk/printing': ok({ alarm: false, printers: [], jobs: [] }),
  });

const sections = async () =>
  within(await screen.findByRole('navigation', { name: 'Desk sections' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe("the desk's navigation", () => {
  it('has no staff section for a manager', async () => {
    const { calls } = backend(manager);
    renderWithShop(<DeskLayout />);
    expect(await sections()).toEqual(['Orders', 'Today', 'Phone order', 'Menu', 'Stop-list', 'Printers']);
    expect(calls.some((c) => c.url.includes('/desk/staff'))).toBe(false);
  });

  it('opens Today and, for an owner, Staff; the board stays behind them', async () => {
    backend(owner);
    renderWithShop(<DeskLayout />);
    expect(await sections()).toEqual([
      'Orders',
      'Today',
      'Phone order',
      'Menu',
      'Pages and pop-up',
      'Stop-list',
      'Hours',
      'Staff',
      'Delivery zones',
      'Printers',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Desk sections' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Today' }));
    expect(within(nav).getByRole('button', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    await screen.findByText('90.00 TMT');
    fireEvent.click(within(nav).getByRole('button', { name: 'Staff' }));
    expect((await screen.findByText('Maral · Manager')).textContent).toBe('Maral · Manager');
    expect(screen.queryByText('90.00 TMT')).toBeNull();
    // the board (its live feed and alarm) was never unmounted
    expect(QuietEventSource.open).toBe(1);
  });

  it('has its own header: the restaurant, who is signed in, the three desk languages and sign-out', async () => {
    const { calls } = backend(owner);
    renderWithShop(<DeskLayout />);
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Aşhana')).toBeInstanceOf(HTMLParagraphElement);
    expect((await within(header).findByText('Döwlet · Owner')).textContent).toBe('Döwlet · Owner');
    const languages = within(within(header).getByRole('navigation', { name: 'Language' })).getAllByRole('link');
    expect(languages.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Русский', '/locale/ru?next=%2Fdesk', null],
      ['English', '/locale/en?next=%2Fdesk', 'page'],
      ['Türkmençe', '/locale/tm?next=%2Fdesk', null],
    ]);
    expect(screen.getByRole('main').querySelector('h1')?.textContent).toBe('Orders desk');
    fireEvent.click(within(header).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/desk/logout')).toBe(true));
  });
});

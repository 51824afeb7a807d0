// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { DaySummary } from '../../../../shared/api/desk';
import { DeskToday } from './desk-today';

const summary: DaySummary = {
  day: '2026-11-25',
  orders: 7,
  by_status: { new: 1, accepted: 0, cooking: 0, on_the_way: 1, delivered: 3, cancelled: 2 },
  delivered: 3,
  revenue: '315.00',
  average: '105.00',
  cancelled: 2,
  cancelled_by_reason: { out_of_stock: 1, other: 1 },
  cancellations: [
    { id: 11, number: 'A-11', reason: 'out_of_stock', note: '' },
    { id: 12, number: 'A-12', reason: 'other', note: 'customer changed their mind' },
  ],
};

// 25 Nov 2026, 23:30 in Ashgabat (UTC+5): the shop's day is not UTC's
const now = () => new Date('2026-11-25T18:30:00Z');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the desk's Today screen", () => {
  it('shows the day’s figures and cancellations with their reasons from the API', async () => {
    const { calls } = scriptedFetch({ 'GET /back/api/v1/desk/today': ok(summary) });
    renderWithShop(<DeskToday now={now} />);
    await screen.findByText('Orders', { selector: 'dt' });
    expect(calls.map((c) => c.url).filter((u) => u.includes('/desk/'))).toEqual(['/back/api/v1/desk/today']);
    expect(figure('Orders')).toBe('7');
    expect(figure('Delivered')).toBe('3');
    expect(figure('Revenue')).toBe('315.00 TMT');
    expect(figure('Average order')).toBe('105.00 TMT');
    expect(figure('Cancelled')).toBe('2');
    const cancellations = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(cancellations).toEqual([
      'Out of stock: 1',
      'Other: 1',
      'Order A-11 — Out of stock',
      'Order A-12 — Other: customer changed their mind',
    ]);
  });

  it('lists the day’s choices with their portions under their own heading', async () => {
    const choices = [
      { group: 'Meat', name: 'Lamb', count: 4 },
      { group: 'Portion', name: 'Half portion', count: 2 },
    ];
    scriptedFetch({ 'GET /back/api/v1/desk/today': ok({ ...summary, choices }) });
    renderWithShop(<DeskToday now={now} />);
    await screen.findByRole('heading', { name: 'Choices ordered (portions)' });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items.slice(-2)).toEqual(['Meat: Lamb — 4', 'Portion: Half portion — 2']);
  });

  it('links the CSV download to the chosen date range', async () => {
    scriptedFetch({ 'GET /back/api/v1/desk/today': ok(summary) });
    renderWithShop(<DeskToday now={now} />);
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/back/api/v1/desk/orders.csv?from=2026-11-25&to=2026-11-25');
    const form = link.closest('form')!;
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(link.getAttribute('href')).toBe('/back/api/v1/desk/orders.csv?from=2026-11-01&to=2026-11-20');
  });
});

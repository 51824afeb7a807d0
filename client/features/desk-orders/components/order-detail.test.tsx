// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../../../tests/helpers/harness';
import type { DeskOrder } from '../../../../shared/api/desk';
import { mapsLink, OrderDetail } from './order-detail';

const order: DeskOrder = {
  id: 7,
  number: 'A-7',
  status: 'accepted',
  name: 'Merjen',
  phone: '65999999',
  address: {
    address: 'Bitarap Türkmenistan 12',
    apartment: '5',
    entrance: '2',
    floor: '3',
    comment: '',
    latitude: '37.95',
    longitude: '58.38',
  },
  payment_method: 'cash',
  delivery_time: '',
  note: 'no onions',
  lines: [{ product_id: 1, name: 'Plov', price: '45.00', quantity: 2, total: '90.00' }],
  subtotal: '90.00',
  delivery_fee: '15.00',
  bonus_spent: '0.00',
  total: '105.00',
  fulfilment: 'delivery',
  created_at: '2026-11-21T07:00:00.000Z',
  source: 'web',
  estimated_at: '2026-11-21T14:40:00.000Z',
  reject_reason: null,
  reject_note: '',
  change_from: '200.00',
  history: [
    { status: 'new', at: '2026-11-21T07:00:00.000Z', actor: 'shopper', by: null, note: '' },
    { status: 'accepted', at: '2026-11-21T07:05:00.000Z', actor: 'staff', by: { id: 3, name: 'Aman', role: 'manager' }, note: '' },
  ],
};

afterEach(cleanup);

describe('the order detail and its ticket', () => {
  it('shows lines, note, totals, change, the maps and phone links and who did what, in Ashgabat time', () => {
    renderWithShop(<OrderDetail order={order} onClose={() => undefined} printPage={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Order A-7' });
    expect(screen.getByRole('row', { name: 'Plov 2 90.00' })).toBeInstanceOf(HTMLTableRowElement);
    expect(panel.textContent).toContain('Note: no onions');
    expect(panel.textContent).toContain('Cash · change from 200.00 TMT');
    expect(panel.textContent).toContain('Expected by 19:40');
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=37.95&mlon=58.38#map=18/37.95/58.38',
    );
    expect(screen.getByRole('link', { name: '65999999' }).getAttribute('href')).toBe('tel:+99365999999');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '21.11 12:00 — New · Customer',
      '21.11 12:05 — Accepted · Aman',
    ]);
  });

  it('prints the ticket from its button, and at once when opened to print', () => {
    const printPage = vi.fn();
    const { unmount } = renderWithShop(<OrderDetail order={order} onClose={() => undefined} printPage={printPage} />);
    expect(printPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(printPage).toHaveBeenCalledTimes(1);
    unmount();
    renderWithShop(<OrderDetail order={order} onClose={() => undefined} printPage={printPage} print />);
    expect(printPage).toHaveBeenCalledTimes(2);
  });

  it('has no map link without coordinates', () => {
    expect(mapsLink({ ...order.address, latitude: '', longitude: '' })).toBeNull();
  });

  it('says when the shopper wants it: a chosen slot in Ashgabat time, or as soon as possible', () => {
    const { unmount } = renderWithShop(
      <OrderDetail order={{ ...order, delivery_time: '2026-11-22T08:00:00.000Z' }} onClose={() => undefined} printPage={() => undefined} />,
    );
    expect(screen.getByRole('region', { name: 'Order A-7' }).textContent).toContain('Delivery at 22.11 13:00');
    unmount();
    renderWithShop(<OrderDetail order={{ ...order, delivery_time: 'asap' }} onClose={() => undefined} printPage={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Order A-7' }).textContent).toContain('Delivery: as soon as possible');
  });
});

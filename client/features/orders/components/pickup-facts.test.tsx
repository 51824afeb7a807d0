// @vitest-environment jsdom
// A pickup order's page (the customer's order page, the guest's tracking page and confirmation share
// OrderView): nothing about a courier or a delivery, since nobody brings it.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/api/types';
import { renderWithShop } from '../../../../tests/helpers/harness';
import { order } from '../test-kit';
import { OrderView } from './order-view';

afterEach(cleanup);

const pickupOrder = (payment: 'cash' | 'card', delivery_time = 'asap') =>
  order(9, 'accepted', {
    fulfilment: 'pickup',
    payment_method: payment,
    delivery_time,
    address: { address: '', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' },
    pickup: { address: '12 Magtymguly Avenue', map_url: 'https://www.openstreetmap.org/?mlat=37.9375&mlon=58.3806' },
    delivery_fee: '0.00',
    bonus_spent: '0.00',
    total: '90.00',
  }) as Order;

describe('a pickup order’s facts', () => {
  it('asks for the pickup time and payment at the restaurant, never a courier or a delivery fee', () => {
    const { container } = renderWithShop(<OrderView order={pickupOrder('cash')} />);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/courier/i);
    expect(text).not.toMatch(/delivery/i);
    expect(screen.getByText('Pickup time')).toBeTruthy();
    expect(screen.getByText('Payment at the restaurant').nextElementSibling?.textContent).toBe('Cash');
    expect(screen.getByText('Collect it at: 12 Magtymguly Avenue', { exact: false })).toBeTruthy();
    cleanup();
    renderWithShop(<OrderView order={pickupOrder('card', '2026-11-21T13:30:00.000Z')} />);
    expect(screen.getByText('Payment at the restaurant').nextElementSibling?.textContent).toBe('Card');
  });

  it('a delivery keeps its courier, delivery time and fee', () => {
    const { container } = renderWithShop(<OrderView order={order(5, 'accepted', { payment_method: 'cash' }) as Order} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Cash to the courier');
    expect(text).toContain('Delivery time');
    expect(text).toContain('15.00');
  });
});

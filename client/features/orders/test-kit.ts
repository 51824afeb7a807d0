// What the shopper's order screens' tests share: an order as the API gives it, and a query client.
import { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../shared/api/types';

export const order = (id: number, status = 'cooking', extra: Partial<Order> = {}) => ({
  id,
  number: `A-${id}`,
  status,
  name: 'Aman',
  phone: '61234567',
  address: { address: 'Magtymguly 12', apartment: '5', entrance: '', floor: '2', comment: 'ring', latitude: '', longitude: '' },
  payment_method: 'card',
  delivery_time: '2026-11-21T10:00:00.000Z',
  note: 'no onions',
  lines: [{ product_id: 1, name: 'Plov', price: '45.00', quantity: 2, total: '90.00' }],
  subtotal: '90.00',
  delivery_fee: '15.00',
  bonus_spent: '2.25',
  total: '102.75',
  history: [
    { status: 'new', at: '2026-11-21T07:00:00.000Z' },
    { status: 'accepted', at: '2026-11-21T07:05:00.000Z' },
  ],
  created_at: '2026-11-21T07:00:00.000Z',
  ...extra,
});

export function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

// What the checkout page's tests share: a dish, its order, a customer, a guest's query client, the form's fields.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { GUEST_BASKET_KEY } from '../basket/guest-store';
import { QueryClient } from '@tanstack/react-query';
import type { Call } from '../../../tests/helpers/harness';
import type { ApiClient } from '../../../shared/api/client';
import { userQuery } from '../../session/user';

export const product = (id: number, price: string) => ({
  id,
  category_id: 1,
  price,
  image: '',
  amount: 1,
  unit: { id: 1, name: 'pc', name_tm: 'sany', name_ru: 'шт', name_en: 'pc' },
  name_tm: `T${id}`,
  name_ru: `R${id}`,
  name_en: `Dish ${id}`,
  description_tm: '',
  description_ru: '',
  description_en: '',
});
export const soup = product(3, '45.00');
export const order = {
  id: 11,
  number: 'A-0011',
  status: 'new',
  name: 'Aman',
  phone: '61234567',
  address: { address: 'Magtymguly 1', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' },
  payment_method: 'cash',
  delivery_time: 'asap',
  note: '',
  lines: [{ product_id: 3, name: 'Dish 3', price: '45.00', quantity: 2, total: '90.00' }],
  subtotal: '90.00',
  delivery_fee: '15.00',
  bonus_spent: '0.00',
  total: '105.00',
  history: [{ status: 'new', at: '2026-11-21T07:00:00Z' }],
  created_at: '2026-11-21T07:00:00Z',
};
export const customer = {
  id: 7,
  name: 'Aman',
  surname: 'Amanow',
  email: '',
  username: '61234567',
  bonus_amount: '20.00',
  address: [{ id: 4, address: 'Bitarap 3', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' }],
};

export function guestClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // a guest: the user query's answer is null (its key needs no client)
  queryClient.setQueryData(userQuery({} as ApiClient).queryKey, null);
  return queryClient;
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const orderCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('/orders'));

export async function fillGuest() {
  await screen.findByRole('button', { name: 'Place the order' }); // the heading is there while the basket loads too
  type('Name', 'Aman');
  fireEvent.focus(screen.getByLabelText('Phone'));
  type('Phone', '+99361234567');
  type('Address', 'Magtymguly 1');
}

/** Each test a new tab: the guest basket given (or none), and nothing left behind, no checkout draft either. */
export function aNewTabEachTest(basket?: Record<number, number>) {
  beforeEach(() => (basket ? localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify(basket)) : localStorage.clear()));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}

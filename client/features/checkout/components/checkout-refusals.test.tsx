// @vitest-environment jsdom
// What a refused order tells the shopper (issue 12.1, 12.4): the field the server refused is marked
// with the reason and focused; no answer at all is said in the page's language, never the browser's.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_BASKET_KEY } from '../../basket/guest-store';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { CheckoutPage } from './checkout-page';

const soup = {
  id: 3,
  category_id: 1,
  price: '45.00',
  image: '',
  amount: 1,
  unit: { id: 1, name: 'pc', name_tm: 'sany', name_ru: 'шт', name_en: 'pc' },
  name_tm: 'T3',
  name_ru: 'R3',
  name_en: 'Dish 3',
  description_tm: '',
  description_ru: '',
  description_en: '',
};
const refusal = (fields: Record<string, string>) => ({
  status: 422,
  body: { success: false, error: 'validation_failed', message: 'Some fields are missing or incorrect.', fields },
});

function guestClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['user'], null);
  return queryClient;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const reasonOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));

let scrolled: HTMLElement[];
beforeEach(() => {
  localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 3: 2 }));
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function fillGuest() {
  await screen.findByRole('button', { name: 'Place the order' });
  type('Name', 'Aman');
  fireEvent.focus(field('Phone'));
  type('Phone', '+99361234567');
  type('Address', 'Magtymguly 1');
}

describe('checkout, a refused order', () => {
  it('a phone the server refuses is marked with the reason and gets focus; editing it clears the mark', async () => {
    scriptedFetch({ 'GET /back/api/v1/products': ok([soup]), 'POST /back/api/v1/orders-web': refusal({ phone: 'invalid' }) });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await fillGuest();
    placeOrder();
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(reasonOf(field('Phone'))).toBe('Enter a mobile number: +993 and 8 digits, e.g. +993 65 12 34 56');
    expect(document.activeElement).toBe(field('Phone'));
    expect(scrolled).toEqual([field('Phone')]);
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    type('Phone', '+99365123456');
    expect(field('Phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit with fields missing, focus and scroll go to the first of them', async () => {
    scriptedFetch({ 'GET /back/api/v1/products': ok([soup]) });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await screen.findByRole('button', { name: 'Place the order' });
    type('Name', 'Aman');
    placeOrder();
    expect(document.activeElement).toBe(field('Phone'));
    expect(scrolled).toEqual([field('Phone')]);
    expect(reasonOf(field('Phone'))).toBe('Fill in this field');
  });

  it('no answer at all (offline) is said in the page\'s words, never "Failed to fetch"', async () => {
    const { fn } = scriptedFetch({ 'GET /back/api/v1/products': ok([soup]) });
    const real = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/orders-web')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await fillGuest();
    placeOrder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No connection to the shop. Check the internet and try again');
    expect(alert.textContent).not.toContain('Failed to fetch');
  });
});

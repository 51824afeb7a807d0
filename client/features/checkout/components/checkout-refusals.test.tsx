// @vitest-environment jsdom
// What a refused order tells the shopper (issue 12.1, 12.4): the field the server refused is marked
// with the reason and focused; no answer at all is said in the page's language, never the browser's.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_BASKET_KEY } from '../../basket/guest-store';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { PENDING_ORDER_KEY } from '../pending-order-key';
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
  sessionStorage.clear(); // each test is a new tab: no checkout draft carried over
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

  // issue 13.5 changed this on purpose: an order with no answer at all is no longer a failure to
  // retry by hand but kept and sent when the connection returns (offline-order.test.ts, offline.spec.ts)
  it('no answer at all (offline): the order is kept with its key and shown as waiting, never "Failed to fetch"', async () => {
    const { fn } = scriptedFetch({ 'GET /back/api/v1/products': ok([soup]) });
    const real = fn.getMockImplementation()!;
    const keys: (string | null)[] = [];
    fn.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/orders-web')) {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        throw new TypeError('Failed to fetch');
      }
      return real(input, init);
    });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await fillGuest();
    placeOrder();
    const heading = await screen.findByRole('heading', { name: 'Your order is waiting for the connection' });
    expect(document.activeElement).toBe(heading);
    expect(document.body.textContent).not.toContain('Failed to fetch');
    const kept = JSON.parse(localStorage.getItem(PENDING_ORDER_KEY)!);
    expect(kept).toMatchObject({ customer: false, body: { name: 'Aman', address: 'Magtymguly 1' } });
    await waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(2)); // tried again at once (jsdom is online)
    expect(new Set(keys)).toEqual(new Set([kept.key]));
  });
});

// @vitest-environment jsdom
// What shoppers trip over on the way through the checkout (issue 12): where focus lands on arrival,
// what the guest's confirmation says, and that a placed order never reads "your basket is empty".
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/api/types';
import { GUEST_BASKET_KEY } from '../../basket/guest-store';
import BasketPanel from '../../basket/components/basket-panel';
import { createModalStore, ModalProvider } from '../../../components/modal/modal-store';
import { definitionsOf } from '../../../../tests/helpers/definitions';
import {
  ok,
  renderWithShell,
  renderWithShop,
  scriptedFetch,
  storefrontTree,
  testProduct,
  type ApiHandler,
} from '../../../../tests/helpers/harness';
import { aNewTabEachTest } from '../test-kit';
import { CheckoutPage } from './checkout-page';
import { GuestConfirmation } from './guest-confirmation';

const soup = testProduct(3, 'Soup', '45.00');
const order: Order = {
  id: 11,
  number: 'A-0011',
  status: 'new',
  name: 'Aman',
  phone: '61234567',
  address: { address: 'Magtymguly 1', apartment: '12', entrance: '2', floor: '', comment: 'Ring twice', latitude: '', longitude: '' },
  payment_method: 'card',
  delivery_time: '2026-11-21T13:30:00.000Z',
  note: '',
  lines: [{ product_id: 3, name: 'Soup', price: '45.00', quantity: 2, total: '90.00' }],
  subtotal: '90.00',
  delivery_fee: '15.00',
  bonus_spent: '0.00',
  total: '105.00',
  history: [{ status: 'new', at: '2026-11-21T07:00:00Z' }],
  created_at: '2026-11-21T07:00:00Z',
};
const customer = {
  id: 7,
  name: 'Aman',
  surname: 'Amanow',
  email: '',
  username: '61234567',
  bonus_amount: '0.00',
  address: [{ id: 4, address: 'Bitarap 3', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' }],
};

/** Every text the element showed, one entry per DOM change, from now on. */
function recordTexts(element: HTMLElement) {
  const seen = [element.textContent ?? ''];
  const observer = new MutationObserver(() => seen.push(element.textContent ?? ''));
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

aNewTabEachTest();

describe('arriving at the checkout', () => {
  it('"Prepare order" puts focus on the checkout heading, not on the page behind', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 3: 1 }));
    const handler: ApiHandler = (url) => {
      if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
      if (url.pathname.endsWith('/products')) return ok([soup], { total: 1, page: 1, limit: 100 });
    };
    const page = (
      <ModalProvider store={createModalStore()}>
        <Routes>
          <Route path="/en/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<BasketPanel close={() => {}} />} />
        </Routes>
      </ModalProvider>
    );
    const { tree, router } = storefrontTree(page, { handler, url: '/en/products' });
    render(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await screen.findByRole('button', { name: 'Place the order' });
    expect(document.activeElement).toBe(heading);
  });
});

describe('the guest confirmation', () => {
  it('says where, when and how the order is paid, and leads back to the menu', () => {
    renderWithShell(<GuestConfirmation order={order} />, { url: '/en/checkout' });
    const facts = definitionsOf(screen.getByText('Delivery address').closest('dl'));
    expect(facts).toEqual({
      'Delivery address': 'Magtymguly 1, Apartment 12, Entrance 2Ring twice',
      'Delivery time': '21.11.2026 18:30',
      Payment: 'Card to the courier',
    });
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/en');
  });

  it("links to the order's tracking page in the shopper's language", () => {
    renderWithShell(<GuestConfirmation order={{ ...order, tracking_url: '/track/abc123' }} />, { url: '/tm/checkout' });
    expect(screen.getByRole('link', { name: 'Sargydyňyzy yzarlaň' }).getAttribute('href')).toBe('/tm/track/abc123');
  });

  it('says in Turkmen that the order was sent, not "accepted" (the restaurant has not accepted it yet)', () => {
    renderWithShell(<GuestConfirmation order={order} />, { url: '/tm/checkout' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sag boluň! Sargydyňyz iberildi');
  });

  it('says it in Russian and in Turkmen too', () => {
    renderWithShell(<GuestConfirmation order={{ ...order, delivery_time: 'asap', payment_method: 'cash' }} />, { url: '/' });
    expect(definitionsOf(screen.getByText('Адрес доставки').closest('dl'))).toMatchObject({
      'Время доставки': 'Как можно скорее',
      Оплата: 'Наличными курьеру',
    });
    expect(screen.getByRole('link', { name: 'Вернуться в меню' }).getAttribute('href')).toBe('/');
    cleanup();
    renderWithShell(<GuestConfirmation order={order} />, { url: '/tm/checkout' });
    expect(definitionsOf(screen.getByText('21.11.2026 18:30').closest('dl'))).toMatchObject({ Töleg: 'Kurýere kart bilen' });
    expect(screen.getByRole('link', { name: 'Menýuwa dolan' }).getAttribute('href')).toBe('/tm');
  });
});

describe('after placing an order', () => {
  it('a customer never sees "your basket is empty" on the way to the order page', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(['user'], customer);
    queryClient.setQueryData(['basket', 'en'], [{ ...soup, basket: { quantity: 2 } }]);
    scriptedFetch({ 'POST /back/api/v1/orders': ok(order), 'GET /back/api/v1/user': ok(customer) });
    const { container } = renderWithShop(<CheckoutPage />, { queryClient, path: '/en/checkout' });
    const texts = recordTexts(container);
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(queryClient.getQueryData(['basket', 'en'])).toEqual([]));
    await act(async () => {});
    texts.stop();
    expect(texts.seen.filter((text) => text.includes('Your basket is empty'))).toEqual([]);
    expect(within(container).getByRole('heading', { level: 1 }).textContent).toBe('Thank you! Your order is placed');
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storedBasket } from '../../basket/test-kit';
import { definitionsOf } from '../../../../tests/helpers/definitions';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { aNewTabEachTest, button, customer, fillGuest, guestClient, order, orderCalls, soup, type } from '../test-kit';
import { CheckoutPage } from './checkout-page';

aNewTabEachTest({ 3: 2 });

describe('checkout', () => {
  it('shows a friendly empty state with a link to the menu for an empty basket', async () => {
    localStorage.clear();
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your basket is empty');
    expect(screen.queryByRole('button', { name: 'Place the order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the menu' }).getAttribute('href')).toBe('/en/catalogue');
  });

  it('shows the totals from the basket: dishes, 15.00 delivery, total', async () => {
    scriptedFetch({ 'GET /back/api/v1/products': ok([soup]) });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await screen.findByRole('button', { name: 'Place the order' }); // the heading is there while the basket loads too
    await waitFor(() =>
      expect(definitionsOf(screen.getByText('Dishes').closest('dl'))).toEqual({
        Dishes: '90.00 TMT',
        Delivery: '15.00 TMT',
        Total: '105.00 TMT',
      }),
    );
  });

  it('marks missing guest fields instead of sending', async () => {
    const { calls } = scriptedFetch({ 'GET /back/api/v1/products': ok([soup]) });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await screen.findByRole('button', { name: 'Place the order' }); // the heading is there while the basket loads too
    fireEvent.click(button('Place the order'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it('a double click sends one guest order; success clears the basket and shows the confirmation', async () => {
    let answer: (() => void) | undefined;
    const { calls, fn } = scriptedFetch({ 'GET /back/api/v1/products': ok([soup]), 'POST /back/api/v1/orders-web': ok(order) });
    const real = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/orders-web')) await new Promise<void>((r) => (answer = r));
      return real(input, init);
    });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await fillGuest();
    fireEvent.click(button('Place the order'));
    fireEvent.click(screen.getByRole('button', { name: /Sending|Place the order/ }));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(fn.mock.calls.filter(([url]) => String(url).includes('/orders'))).toHaveLength(1);
    expect(button('Sending…').disabled).toBe(true);
    await act(async () => answer!());
    const done = await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByText(/^Order number/).textContent).toBe('Order number A-0011');
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([expect.stringMatching(/^Dish 3/)]);
    const sent = orderCalls(calls)[0];
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({
      items: [{ product_id: 3, quantity: 2 }],
      name: 'Aman',
      phone: '61234567',
      address: 'Magtymguly 1',
      delivery_time: 'asap',
      payment_method: 'cash',
    });
    expect(storedBasket()).toEqual({});
  });

  it('a failure keeps the form, says so, and the retry reuses the key; a change makes a new key', async () => {
    let replies = [
      fail(503, 'backend_unavailable', 'Service unavailable'),
      fail(503, 'backend_unavailable', 'Service unavailable'),
      ok(order),
    ];
    const { calls } = scriptedFetch({ 'GET /back/api/v1/products': ok([soup]), 'POST /back/api/v1/orders-web': () => replies.shift()! });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await fillGuest();
    fireEvent.click(button('Place the order'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not place your order');
    expect(alert.textContent).toContain('Service unavailable');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Magtymguly 1');
    // the refusal and a working retry arrive in one commit: a click the moment the alert shows is not lost
    expect(button('Try again').disabled).toBe(false);
    expect(button('Place the order').disabled).toBe(false);
    fireEvent.click(button('Try again'));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const [first, second] = orderCalls(calls);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    await screen.findByRole('button', { name: 'Try again' });
    type('Note to the order', 'no onions');
    fireEvent.click(button('Place the order'));
    await screen.findByText('Order number A-0011');
    expect(orderCalls(calls)[2].headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    replies = [];
  });

  it('a customer picks a saved address, may spend bonus within limits, and lands on the order page', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(['user'], customer);
    queryClient.setQueryData(['basket', 'en'], [{ ...soup, basket: { quantity: 2 } }]);
    const { calls } = scriptedFetch({ 'POST /back/api/v1/orders': ok({ ...order, bonus_spent: '5.00', total: '100.00' }) });
    renderWithShop(<CheckoutPage />, { queryClient, path: '/en/checkout' });
    expect((screen.getByRole('radio', { name: 'Bitarap 3' }) as HTMLInputElement).checked).toBe(true);
    type('Pay with bonus, TMT', '25');
    fireEvent.blur(screen.getByLabelText('Pay with bonus, TMT'));
    const bonus = screen.getByLabelText('Pay with bonus, TMT');
    expect(bonus.getAttribute('aria-invalid')).toBe('true');
    expect(bonus.closest('.form-field')?.querySelector('.form-error')?.textContent).toBe(
      'The bonus cannot be more than your balance or the price of the dishes',
    );
    type('Pay with bonus, TMT', '5');
    expect(bonus.getAttribute('aria-invalid')).toBeNull();
    expect(definitionsOf(screen.getByText('Dishes').closest('dl'))).toMatchObject({ Bonus: '−5.00 TMT', Total: '100.00 TMT' });
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    fireEvent.click(button('Place the order'));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0].body).toEqual({
      fulfilment: 'delivery',
      payment_method: 'card',
      delivery_time: 'asap',
      note: '',
      address_id: 4,
      bonus: '5.00',
    });
    // the answer seeds the order page's query, so it opens without another request
    await waitFor(() =>
      expect(queryClient.getQueryData(['order', 'en', 11])).toMatchObject({ number: 'A-0011', bonus_spent: '5.00', total: '100.00' }),
    );
  });
});

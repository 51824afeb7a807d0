// @vitest-environment jsdom
// The shopper's moves on an order: cancel (and the kitchen beating it), order again, sign in to see them.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithShop, scriptedFetch, testProduct } from '../../../../tests/helpers/harness';
import { orderQuery, ORDER_POLL_MS } from '../api/order';
import { client, order } from '../test-kit';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import { SignInPrompt } from './sign-in-prompt';
import { useModals } from '../../../components/modal/modal-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my orders: cancel, order again, sign in', () => {
  it('cancels only while new, after a confirm step', async () => {
    const queryClient = client();
    queryClient.setQueryData(['order', 'en', 5], order(5, 'new'));
    const { calls } = scriptedFetch({ 'POST /back/api/v1/orders/5/cancel': ok(order(5, 'cancelled')) });
    renderWithShop(<OrderDetail id={5} />, { queryClient });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByText('Status:').textContent).toBe('Status: Cancelled'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/back/api/v1/orders/5/cancel']);
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    cleanup();
    queryClient.setQueryData(['order', 'en', 6], order(6, 'accepted'));
    renderWithShop(<OrderDetail id={6} />, { queryClient });
    expect(screen.getByText('Status:').textContent).toBe('Status: Accepted');
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });

  it('a cancel the kitchen beat (409) says so and shows the order as it now is', async () => {
    const queryClient = client();
    queryClient.setQueryData(['order', 'en', 5], order(5, 'new'));
    scriptedFetch({
      'POST /back/api/v1/orders/5/cancel': fail(409, 'order_not_cancellable', 'Not cancellable'),
      'GET /back/api/v1/orders/5': ok(order(5, 'accepted')),
    });
    renderWithShop(<OrderDetail id={5} />, { queryClient });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByText('Status:').textContent).toBe('Status: Accepted'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The restaurant has already taken the order, so it can no longer be cancelled. Its status is shown above.',
    );
  });

  it('orders a past order again from the list: the basket is refreshed and the missing dish named', async () => {
    const queryClient = client();
    queryClient.setQueryData(['orders', 'en', 1], {
      data: [order(5, 'delivered'), order(4, 'cooking')],
      meta: { total: 2, page: 1, limit: 20 },
    });
    const basket = [{ ...testProduct(2, 'Manty', '30.00'), basket: { quantity: 1 } }];
    const { calls } = scriptedFetch({
      'POST /back/api/v1/orders/5/reorder': ok({
        added: [{ product_id: 2, quantity: 1 }],
        unavailable: [{ product_id: 1, name: 'Plov' }],
        basket,
      }),
    });
    renderWithShop(<OrderList />, { queryClient, path: '/en/orders' });
    expect(screen.queryByRole('button', { name: 'Order A-4 again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Order A-5 again' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0].textContent).toBe('The other dishes are in your basket. Not on the menu now: Plov.'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/back/api/v1/orders/5/reorder']);
    expect(queryClient.getQueryData(['basket', 'en'])).toEqual(basket);
  });

  it('reorder names a choice no longer offered with its dish, beside a dish gone from the menu', async () => {
    const queryClient = client();
    queryClient.setQueryData(['orders', 'en', 1], { data: [order(5, 'delivered')], meta: { total: 1, page: 1, limit: 20 } });
    const basket = [{ ...testProduct(2, 'Manty', '30.00'), basket: { quantity: 1 } }];
    scriptedFetch({
      'POST /back/api/v1/orders/5/reorder': ok({
        added: [{ product_id: 2, quantity: 1 }],
        unavailable: [
          { product_id: 1, name: 'Plov' },
          { product_id: 49, name: 'Shashlik', choice: 'Lamb' },
        ],
        basket,
      }),
    });
    renderWithShop(<OrderList />, { queryClient, path: '/en/orders' });
    fireEvent.click(screen.getByRole('button', { name: 'Order A-5 again' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0].textContent).toBe(
        'The other dishes are in your basket. Not on the menu now: Plov. These choices are no longer offered, so their dishes were left out: Lamb (Shashlik).',
      ),
    );
  });

  it('polls every 5 s while the order moves and stops once it is final', () => {
    const options = orderQuery({ locale: 'en' } as never, 5);
    const interval = options.refetchInterval as (q: { state: { data?: { status: string } } }) => number | false;
    expect(interval({ state: { data: { status: 'on_the_way' } } })).toBe(ORDER_POLL_MS);
    expect(interval({ state: { data: { status: 'delivered' } } })).toBe(false);
    expect(interval({ state: { data: { status: 'cancelled' } } })).toBe(false);
  });

  it('the sign-in prompt opens the auth modal', () => {
    function Current() {
      return <output>{useModals().current ?? 'none'}</output>;
    }
    renderWithShop(
      <>
        <SignInPrompt />
        <Current />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Sign in to see your orders');
    expect(screen.getByRole('status').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status').textContent).toBe('auth');
  });
});

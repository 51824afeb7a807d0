// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { aNewTabEachTest, button, fillGuest, guestClient, order, orderCalls, soup, type } from '../test-kit';
import { CheckoutPage } from './checkout-page';

aNewTabEachTest({ 3: 2 });

describe('change from (cash)', () => {
  it('is offered for cash only, must cover the total, and is sent as change_from', async () => {
    const { calls } = scriptedFetch({ 'GET /back/api/v1/products': ok([soup]), 'POST /back/api/v1/orders-web': ok(order) });
    renderWithShop(<CheckoutPage />, { queryClient: guestClient() });
    await fillGuest();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByLabelText('Change from, TMT')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    type('Change from, TMT', '100');
    fireEvent.click(button('Place the order'));
    const field = screen.getByLabelText('Change from, TMT');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() =>
      expect(screen.getByText(/^Enter an amount/).textContent).toBe('Enter an amount of at least the order total, 105.00 TMT'),
    );
    expect(orderCalls(calls)).toHaveLength(0);
    type('Change from, TMT', '200');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(button('Place the order'));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0].body).toMatchObject({ payment_method: 'cash', change_from: '200.00' });
  });
});

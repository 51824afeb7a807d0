// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, storefrontTree, type ApiHandler } from '../../../../tests/helpers/harness';
import { storedBasket } from '../test-kit';
import { GUEST_BASKET_KEY } from '../guest-store';
import { shashlik } from '../../product/choices/test-kit';
import BasketPanel from './basket-panel';

// the list's copy of the dish has no groups; its page (GET /products/8) has them
const { choices: _groups, ...card } = shashlik;
const handler: ApiHandler = (url) => {
  if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
  if (url.pathname.endsWith('/products')) return ok([card], { total: 1, page: 1, limit: 100 });
  if (url.pathname.endsWith('/products/8')) return ok(shashlik);
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('basket panel with choices', () => {
  it('shows the same dish with other choices as separate lines, each with its choices and price; a stepper changes only its line', async () => {
    const lines = [
      { product_id: 8, choices: [21, 31], quantity: 2 },
      { product_id: 8, choices: [22], quantity: 1 },
    ];
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ v: 2, lines }));
    const { container } = render(storefrontTree(<BasketPanel close={() => {}} />, { handler }).tree);
    await screen.findByText('Meat: Lamb (+5.00)');
    expect(screen.getAllByText('Shashlik')).toHaveLength(2);
    expect(screen.getByText('Sauces: Garlic (+3.00)')).toBeTruthy();
    expect(screen.getByText('Meat: Chicken')).toBeTruthy();
    // (40 + 5 + 3) × 2 + 40
    expect(container.querySelector('dl')!.textContent).toContain('Dishes136.00\u00a0TMT');
    fireEvent.click(screen.getAllByRole('button', { name: 'Shashlik: one less' })[1]);
    await waitFor(() => expect(storedBasket()).toEqual({ '8_21_31': 2 }));
    expect(screen.queryByText('Meat: Chicken')).toBeNull();
  });
});

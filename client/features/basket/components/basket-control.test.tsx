// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontTree, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { GUEST_BASKET_KEY } from '../guest-store';
import { BasketControl } from './basket-control';

const plov = testProduct(1, 'Plov', '45.00');
const handler: ApiHandler = (url) => {
  if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('basket control', () => {
  it('"Add to basket" hands focus to the stepper that replaces it, so the keyboard keeps its place', async () => {
    render(storefrontTree(<BasketControl product={plov} name="Plov" />, { handler }).tree);
    const add = screen.getByRole('button', { name: 'Add to basket: Plov' });
    add.focus();
    fireEvent.click(add);
    const more = await screen.findByRole('button', { name: 'Plov: one more' });
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(GUEST_BASKET_KEY)!)).toEqual({ 1: 2 }));
    expect(document.activeElement).toBe(more);
  });
});

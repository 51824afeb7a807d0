// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontTree, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { storedBasket } from '../test-kit';
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
    await waitFor(() => expect(storedBasket()).toEqual({ 1: 2 }));
    expect(document.activeElement).toBe(more);
  });

  it('leaves focus where it is when the shopper is elsewhere (a tap replayed after hydration scrolls nothing)', async () => {
    const { tree } = storefrontTree(
      <>
        <button type="button">Elsewhere</button>
        <BasketControl product={plov} name="Plov" />
      </>,
      { handler },
    );
    render(tree);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket: Plov' })); // as the replay clicks: focus not on it
    await screen.findByRole('button', { name: 'Plov: one more' });
    expect(document.activeElement).toBe(elsewhere);
  });
});

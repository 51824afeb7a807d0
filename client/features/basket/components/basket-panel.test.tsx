// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, storefrontTree, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { storedBasket } from '../test-kit';
import { GUEST_BASKET_KEY } from '../guest-store';
import { FAVOURITES_KEY } from '../../favourites/hooks/use-favourites';
import FavouritesPanel from '../../favourites/components/favourites-panel';
import BasketPanel from './basket-panel';

const dishes = [testProduct(1, 'Plov', '45.00'), testProduct(2, 'Dograma', '38.00')];
const handler: ApiHandler = (url) => {
  if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
  if (url.pathname.endsWith('/products')) {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return ok(
      dishes.filter((p) => ids.includes(p.id)),
      { total: ids.length, page: 1, limit: 100 },
    );
  }
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('basket panel', () => {
  it('shows lines, the 15.00 delivery fee and the total; 0 removes a line', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2, 2: 1 }));
    const { container } = render(storefrontTree(<BasketPanel close={() => {}} />, { handler }).tree);
    await screen.findByText('Plov');
    const sums = container.querySelector('dl')!;
    expect(sums.textContent).toContain('Dishes128.00\u00a0TMT');
    expect(sums.textContent).toContain('Delivery15.00\u00a0TMT');
    expect(sums.textContent).toContain('Total143.00\u00a0TMT');
    fireEvent.click(screen.getByRole('button', { name: 'Dograma: one less' }));
    await waitFor(() => expect(screen.queryByText('Dograma')).toBeNull());
    expect(storedBasket()).toEqual({ 1: 2 });
    expect(sums.textContent).toContain('Total105.00\u00a0TMT');
  });

  it('"Prepare order" closes the panel and goes to the checkout in the page language', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 1 }));
    const close = vi.fn();
    const { tree, router } = storefrontTree(<BasketPanel close={close} />, { handler, url: '/en/products' });
    render(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare order' }));
    expect(close).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout'));
  });

  it('says so when the basket is empty', () => {
    render(storefrontTree(<BasketPanel close={() => {}} />, { handler }).tree);
    expect(screen.getByText(/^Your basket is empty/).textContent).toBe('Your basket is empty. Pick something from the menu.');
    expect(screen.queryByRole('button', { name: 'Prepare order' })).toBeNull();
  });
});

describe('favourites panel', () => {
  it('lists favourites by id, un-favourites one, and sends the rest to the basket', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([2, 1]));
    render(storefrontTree(<FavouritesPanel />, { handler }).tree);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dograma38.00\u00a0TMT', 'Plov45.00\u00a0TMT']);
    fireEvent.click(screen.getByRole('button', { name: 'Favourite: Dograma' }));
    await waitFor(() => expect(screen.queryByText('Dograma')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send all to basket' }));
    await screen.findByText('No favourites yet. Tap the heart next to a dish.');
    expect(storedBasket()).toEqual({ 1: 1 });
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual([]);
  });

  it('clear empties the favourites', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([1]));
    render(storefrontTree(<FavouritesPanel />, { handler }).tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await screen.findByText('No favourites yet. Tap the heart next to a dish.');
  });
});

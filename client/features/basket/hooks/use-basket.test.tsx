// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontTree, testProduct } from '../../../../tests/helpers/harness';
import { GUEST_BASKET_KEY } from '../guest-store';
import { KNOWN_PRODUCTS_KEY } from '../known-products';
import { basket, dograma, favourites, handler, plov, Probe, storedBasket } from '../test-kit';
import { useBasket } from './use-basket';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = storedBasket;

describe('guest basket', () => {
  it('renders empty on the server even with a stored basket (no hydration mismatch)', () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2 }));
    const { tree } = storefrontTree(<Probe />, { handler });
    expect(renderToString(tree)).toContain('0|0|false|0');
  });

  it('reads the stored basket after mount and totals it in minor units', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2, 2: 1 }));
    render(storefrontTree(<Probe />, { handler }).tree);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3|12800|false|0'));
    expect(basket.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('adds optimistically, changes and removes, writing localStorage', async () => {
    const { tree, requests } = storefrontTree(<Probe />, { handler });
    render(tree);
    await act(() => basket.setQuantity(plov, 1));
    // the line is there at once: the product the shopper added is already known
    expect(screen.getByRole('status').textContent).toBe('1|4500|false|0');
    expect(stored()).toEqual({ 1: 1 });
    await act(() => basket.setQuantity(dograma, 2));
    await act(() => basket.setQuantity(plov, 3));
    expect(basket.total).toBe(3 * 4500 + 2 * 3800);
    expect(basket.quantityOf(1)).toBe(3);
    await act(() => basket.setQuantity(plov, 0));
    expect(stored()).toEqual({ 2: 2 });
    expect(basket.quantityOf(1)).toBe(0);
    expect(requests.filter((u) => u.pathname.endsWith('/products'))).toHaveLength(0);
    await act(() => basket.clear());
    expect(stored()).toEqual({});
    expect(basket.count).toBe(0);
  });

  it('shows the dishes as last seen at once; an equal answer leaves the basket the same object, so its readers do not render again', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2, 2: 1 }));
    localStorage.setItem(KNOWN_PRODUCTS_KEY, JSON.stringify({ 1: plov, 2: dograma }));
    let renders = 0;
    let read!: ReturnType<typeof useBasket>;
    function Reader() {
      renders++;
      read = useBasket();
      return <output>{`${read.count}|${read.total}`}</output>;
    }
    const { tree, requests, queryClient } = storefrontTree(<Reader />, { handler });
    render(tree);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3|12800'));
    const shown = { basket: read, renders };
    // the dishes are asked for all the same (a price may have changed), and their answer is the same
    await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('/products'))).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(read).toBe(shown.basket);
    expect(renders).toBe(shown.renders);
  });

  it('hydrating a server page keeps the dishes as last seen (the empty basket of the server render forgets none of them)', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2, 2: 1 }));
    localStorage.setItem(KNOWN_PRODUCTS_KEY, JSON.stringify({ 1: plov, 2: dograma }));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(storefrontTree(<Probe />, { handler: () => undefined }).tree);
    // no answer for the dishes: what shows can only come from the dishes as last seen
    const root = await act(async () => hydrateRoot(container, storefrontTree(<Probe />, { handler: () => undefined }).tree));
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('3|12800|false|0'));
    expect(Object.keys(JSON.parse(localStorage.getItem(KNOWN_PRODUCTS_KEY)!))).toEqual(['1', '2']);
    act(() => root.unmount());
    container.remove();
  });

  it('a dish whose price changed since it was last seen is shown at its new price once the answer comes', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2 }));
    localStorage.setItem(KNOWN_PRODUCTS_KEY, JSON.stringify({ 1: testProduct(1, 'Plov', '40.00') }));
    render(storefrontTree(<Probe />, { handler }).tree);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2|9000|false|0'));
  });

  it('follows a change made in another tab (storage event)', async () => {
    render(storefrontTree(<Probe />, { handler }).tree);
    await act(async () => {
      localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 2: 4 }));
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_BASKET_KEY }));
    });
    await waitFor(() => expect(basket.total).toBe(4 * 3800));
  });

  it('sends every favourite to the basket (+1 each) and clears favourites', async () => {
    render(storefrontTree(<Probe />, { handler }).tree);
    await act(() => basket.setQuantity(plov, 1));
    act(() => favourites.toggle(1));
    act(() => favourites.toggle(2));
    expect(favourites.ids).toEqual([1, 2]);
    await act(() => favourites.sendAllToBasket());
    expect(stored()).toEqual({ 1: 2, 2: 1 });
    expect(favourites.count).toBe(0);
    await waitFor(() => expect(basket.total).toBe(2 * 4500 + 3800));
  });
});

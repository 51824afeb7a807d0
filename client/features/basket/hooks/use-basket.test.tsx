// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, storefrontTree, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { useFavourites } from '../../favourites/hooks/use-favourites';
import { GUEST_BASKET_KEY } from '../guest-store';
import { KNOWN_PRODUCTS_KEY } from '../known-products';
import { offlineBasketStore } from '../offline-changes';
import { useBasket } from './use-basket';
import { Toaster } from '../../../components/toaster';

const plov = testProduct(1, 'Plov', '45.00');
const dograma = testProduct(2, 'Dograma', '38.00');
const catalogue = [plov, dograma];

// GET /products?ids=1,2 answers with those dishes; the guest is not signed in (GET /user → 401)
const handler: ApiHandler = (url) => {
  if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
  if (url.pathname.endsWith('/products')) {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return ok(
      catalogue.filter((p) => ids.includes(p.id)),
      { total: ids.length, page: 1, limit: 100 },
    );
  }
};

let basket: ReturnType<typeof useBasket>;
let favourites: ReturnType<typeof useFavourites>;
function Probe() {
  basket = useBasket();
  favourites = useFavourites();
  return <output>{`${basket.count}|${basket.total}|${basket.isLoading}|${favourites.count}`}</output>;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem(GUEST_BASKET_KEY) ?? '{}');

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
    function Reader() {
      renders++;
      basket = useBasket();
      return <output>{`${basket.count}|${basket.total}`}</output>;
    }
    const { tree, requests, queryClient } = storefrontTree(<Reader />, { handler });
    render(tree);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3|12800'));
    const shown = { basket, renders };
    // the dishes are asked for all the same (a price may have changed), and their answer is the same
    await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('/products'))).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(basket).toBe(shown.basket);
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

const customer = { id: 1, name: 'A', surname: 'B', email: '', username: '61234567', bonus_amount: '0.00', address: [] };

/** Signed in with an empty server basket whose writes answer `post`; resolves once the basket is read. */
async function renderSignedIn(post: ReturnType<ApiHandler>) {
  const handler: ApiHandler = (url, init) => {
    if (url.pathname.endsWith('/user')) return ok(customer);
    if (url.pathname.endsWith('/basket')) return init.method === 'GET' ? ok([]) : post;
  };
  const { tree, requests } = storefrontTree(
    <>
      <Probe />
      <Toaster />
    </>,
    { handler },
  );
  render(tree);
  // signed in once GET /user answered: the server basket is asked for
  await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('/basket'))).toBe(true));
  await waitFor(() => expect(basket.isLoading).toBe(false));
}

describe('basket toasts (spec §8)', () => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion
  beforeEach(() => {
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  it('a change says "Success" with what happened', async () => {
    render(
      storefrontTree(
        <>
          <Probe />
          <Toaster />
        </>,
        { handler },
      ).tree,
    );
    await act(() => basket.setQuantity(plov, 1));
    expect((await screen.findAllByText('The product was added to the basket')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Success').length).toBeGreaterThan(0);
    await act(() => basket.setQuantity(plov, 0));
    expect((await screen.findAllByText('The product was removed from the basket')).length).toBeGreaterThan(0);
  });

  it('a change the server refuses says "Error" / "Something went wrong" and rolls the line back', async () => {
    await renderSignedIn({ status: 500, body: { success: false, error: 'internal_server_error', message: 'Internal' } });
    await act(() => basket.setQuantity(plov, 1));
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(basket.quantityOf(1)).toBe(0);
    expect(localStorage.getItem(GUEST_BASKET_KEY)).toBeNull();
  });

  it("a dish the shop refuses (sold out meanwhile) is named in the server's words, and the line rolls back", async () => {
    await renderSignedIn({ status: 422, body: { success: false, error: 'product_unavailable', message: 'Plov is sold out today' } });
    await act(() => basket.setQuantity(plov, 1));
    expect((await screen.findAllByText('Plov is sold out today')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(basket.quantityOf(1)).toBe(0);
  });
});

describe("a signed-in shopper's change that gets no answer", () => {
  it('is kept and shown like a change made offline, with no failure, and sent once the server answers', async () => {
    const serverBasket = new Map<number, number>();
    let reachable = false;
    const posts: unknown[] = [];
    const signedIn: ApiHandler = (url, init) => {
      if (url.pathname.endsWith('/user')) return ok(customer);
      if (!url.pathname.endsWith('/basket')) return undefined;
      if (init.method === 'POST') {
        // the browser says online, but nothing gets through
        if (!reachable) throw new TypeError('Failed to fetch');
        const { product_id, quantity } = JSON.parse(String(init.body));
        posts.push([product_id, quantity]);
        serverBasket.set(product_id, quantity);
      }
      return ok([...serverBasket].map(([id, quantity]) => ({ ...plov, id, basket: { quantity } })));
    };
    const { tree, requests } = storefrontTree(<Probe />, { handler: signedIn });
    render(tree);
    await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('/basket'))).toBe(true));
    await waitFor(() => expect(basket.isLoading).toBe(false));

    await act(() => basket.setQuantity(plov, 2));
    expect(basket.quantityOf(1)).toBe(2);
    expect(offlineBasketStore.get()?.quantities).toEqual({ 1: 2 });
    expect(posts).toEqual([]);

    reachable = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(posts).toEqual([[1, 2]]));
    await waitFor(() => expect(offlineBasketStore.get()).toBeNull());
    expect(basket.quantityOf(1)).toBe(2);
  });
});

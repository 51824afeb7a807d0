// @vitest-environment jsdom
// The basket's answers from the server: its toasts, a refusal rolled back, a change that gets no answer.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, storefrontTree, type ApiHandler } from '../../../../tests/helpers/harness';
import { GUEST_BASKET_KEY } from '../guest-store';
import { offlineBasketStore } from '../offline-changes';
import { basket, handler, plov, Probe } from '../test-kit';
import { Toaster } from '../../../components/toaster';

beforeEach(() => localStorage.clear());
afterEach(cleanup);
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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ok, storefrontTree, testProduct } from '../../../../tests/helpers/harness';
import { ProductModalHost } from './product-modal-host';

afterEach(cleanup);

const plov = testProduct(1, 'Plov', '45.00');
const handler = (url: URL) => (url.pathname.endsWith('/products/1') ? ok(plov) : undefined);

describe('product modal host', () => {
  it('opens the modal for ?product_id= with the dish from the API', async () => {
    const { tree, requests } = storefrontTree(<ProductModalHost />, { url: '/en/products?category=1&product_id=1', handler });
    render(tree);
    const dialog = await screen.findByRole('dialog', { name: 'Plov' });
    expect(dialog.textContent).toContain('45.00\u00a0TMT');
    expect(dialog.textContent).toContain('About Plov');
    expect(dialog.contains(screen.getByRole('button', { name: 'Add to basket: Plov' }))).toBe(true);
    expect(requests.some((u) => u.pathname === '/back/api/v1/products/1')).toBe(true);
  });

  it('closing empties product_id, keeps the rest of the URL and replaces the history entry', async () => {
    const { tree, router } = storefrontTree(<ProductModalHost />, { url: '/en/products?category=1&product_id=1', handler });
    render(tree);
    await screen.findByRole('dialog', { name: 'Plov' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/en/products');
    expect(router.state.location.search).toBe('?category=1&product_id=');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows nothing without a valid id, and nothing when the product fails to load', async () => {
    for (const url of ['/en', '/en?product_id=', '/en?product_id=abc']) {
      const { tree, requests } = storefrontTree(<ProductModalHost />, { url, handler });
      const { unmount } = render(tree);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(requests.filter((u) => u.pathname.startsWith('/back/api/v1/products'))).toHaveLength(0);
      unmount();
    }
    const { tree, requests, queryClient } = storefrontTree(<ProductModalHost />, { url: '/en?product_id=404', handler });
    render(tree);
    await expect.poll(() => requests.filter((u) => u.pathname.startsWith('/back/api/v1/products')).length).toBe(1);
    // the answer is in (a failure), rather than waiting some milliseconds for it
    await expect
      .poll(() =>
        queryClient
          .getQueryCache()
          .findAll({ queryKey: ['product'] })
          .map((q) => q.state.status),
      )
      .toEqual(['error']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

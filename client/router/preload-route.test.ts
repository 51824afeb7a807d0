import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoute } from './preload-route';
import { prefetchPolicy } from '../browser/prefetch-policy';

const page = () => Promise.resolve({ Component: () => null });

function table() {
  const lazy = { products: vi.fn(page), product: vi.fn(page), checkout: vi.fn(page) };
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/:locale?',
      children: [
        { id: 'products', path: 'products', lazy: lazy.products },
        { id: 'product', path: 'products/:id', lazy: lazy.product },
        { id: 'checkout', path: 'checkout', lazy: lazy.checkout },
      ],
    },
  ];
  return { routes, lazy };
}

afterEach(() => vi.unstubAllGlobals());

describe('preloadRoute', () => {
  it('loads the lazy module of the page a link points to, once', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    const { routes, lazy } = table();
    preloadRoute(routes, '/en/products/7?x=1', prefetchPolicy());
    preloadRoute(routes, '/en/products/7', prefetchPolicy());
    expect(lazy.product).toHaveBeenCalledOnce();
    expect(lazy.products).not.toHaveBeenCalled();
    preloadRoute(routes, '/products?category=2', prefetchPolicy());
    expect(lazy.products).toHaveBeenCalledOnce();
    expect(lazy.checkout).not.toHaveBeenCalled();
  });

  it('loads nothing when the shopper saves data', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const { routes, lazy } = table();
    preloadRoute(routes, '/checkout', prefetchPolicy());
    expect(lazy.checkout).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// The shop's router (issue 13: the data router's 16 KB left): a navigation shows its page once the
// page's code and data are there, a newer one wins, a loader's 404 is the error page in the URL's
// language, and Back returns to the scroll position the shopper left.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, isRouteErrorResponse, useParams, type RouteObject } from 'react-router';
import { createBrowserHistory } from './browser-history';
import { createShopRouter, type ShopRouter } from './create-router';
import { useRouteError } from './router-state';
import { ShopRouterProvider } from './shop-router';
import { notFound } from './context';

let scrolls: number[];
beforeEach(() => {
  scrolls = [];
  sessionStorage.clear();
  // as Chromium's: its scroll methods return a promise (an effect that returned it would crash the page)
  window.scrollTo = ((_x: number, y: number) => {
    scrolls.push(y);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    return Promise.resolve();
  }) as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<null>((res, rej) => {
    resolve = () => res(null);
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ErrorPage() {
  const error = useRouteError();
  const { locale } = useParams();
  return <h1>{`${isRouteErrorResponse(error) ? error.status : 500} in ${locale ?? 'ru'}`}</h1>;
}

function setup(loaders: Record<string, () => Promise<unknown>>, lazyPage?: () => Promise<{ Component: React.ComponentType }>) {
  const routes: RouteObject[] = [
    {
      path: '/:locale?',
      Component: () => <Outlet />,
      ErrorBoundary: ErrorPage,
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.locale !== nextParams.locale,
      loader: vi.fn(async () => null),
      children: [
        { index: true, Component: () => <h1>home</h1> },
        { path: 'a', loader: () => loaders.a?.() ?? null, Component: () => <h1>a</h1> },
        {
          path: 'broken',
          Component: () => {
            throw new Error('a bug in a page');
          },
        },
        { path: 'b', loader: () => loaders.b?.() ?? null, ...(lazyPage ? { lazy: lazyPage } : { Component: () => <h1>b</h1> }) },
        {
          path: 'products/:id',
          loader: () => {
            throw notFound();
          },
          Component: () => <h1>product</h1>,
        },
      ],
    },
  ];
  window.history.replaceState(null, '', '/');
  const router = createShopRouter(routes, createBrowserHistory());
  render(<ShopRouterProvider router={router} />);
  return { router, rootLoader: routes[0].loader as ReturnType<typeof vi.fn> };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const go = (router: ShopRouter, to: string | number) => act(() => router.navigate(to));

/** Starts a navigation and leaves it pending; `finish()` settles what it waits for and awaits its end. */
function start(router: ShopRouter, to: string, settle: () => void) {
  let done: Promise<void> | undefined;
  act(() => void (done = router.navigate(to)));
  return () =>
    act(async () => {
      settle();
      await done;
    });
}

describe('the shop router', () => {
  it('keeps the page on screen until the next one has its data, and reports the navigation meanwhile', async () => {
    const a = deferred();
    const { router, rootLoader } = setup({ a: () => a.promise });
    expect(heading()).toBe('home');
    const finish = start(router, '/a', a.resolve);
    expect(router.state.navigation.state).toBe('loading');
    expect(heading()).toBe('home');
    await finish();
    expect(heading()).toBe('a');
    expect(router.state.navigation.state).toBe('idle');
    // the root keeps its data within a language; a new language asks again
    expect(rootLoader).not.toHaveBeenCalled();
    await go(router, '/en/a');
    expect(rootLoader).toHaveBeenCalledTimes(1);
  });

  it('loads a lazy page before showing it', async () => {
    const code = deferred();
    const { router } = setup({}, async () => {
      await code.promise;
      return { Component: () => <h1>lazy b</h1> };
    });
    const finish = start(router, '/b', code.resolve);
    await act(async () => {
      await Promise.resolve();
    });
    expect(heading()).toBe('home');
    await finish();
    expect(heading()).toBe('lazy b');
  });

  it('a newer navigation wins over one still loading', async () => {
    const a = deferred();
    const { router } = setup({ a: () => a.promise });
    const finishFirst = start(router, '/a', a.resolve);
    await go(router, '/b');
    expect(heading()).toBe('b');
    await finishFirst();
    expect(heading()).toBe('b');
    expect(router.state.location.pathname).toBe('/b');
  });

  it("a loader's 404 is the error page in the URL's language; the next navigation clears it", async () => {
    const { router } = setup({});
    await go(router, '/en/products/7');
    expect(heading()).toBe('404 in en');
    expect(router.state.location.pathname).toBe('/en/products/7');
    await go(router, '/en/a');
    expect(heading()).toBe('a');
  });

  it('a failing loader (not a 404) is the 500 page', async () => {
    const { router } = setup({ a: () => Promise.reject(new Error('backend down')) });
    await go(router, '/a');
    expect(heading()).toBe('500 in ru');
  });

  it('a page that fails to render shows the error page; going to another page shows that page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const { router } = setup({});
    await go(router, '/en/broken');
    expect(heading()).toBe('500 in en');
    await go(router, '/en/a');
    expect(heading()).toBe('a');
  });

  it('a new page starts at the top; Back returns to where the shopper was; a kept position stays', async () => {
    const { router } = setup({});
    window.scrollTo(0, 640);
    scrolls = [];
    await go(router, '/a');
    expect(scrolls).toEqual([0]);
    window.scrollTo(0, 90);
    scrolls = [];
    await act(async () => {
      router.navigator.go(-1);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
    await vi.waitFor(() => expect(heading()).toBe('home'));
    expect(scrolls).toEqual([640]);
    // Forward and Back again: each entry keeps its own position
    await act(async () => router.navigator.go(1));
    await vi.waitFor(() => expect(heading()).toBe('a'));
    await act(async () => router.navigator.go(-1));
    await vi.waitFor(() => expect(heading()).toBe('home'));
    expect(scrolls).toEqual([640, 90, 640]);
    scrolls = [];
    await act(() => router.navigate('/b', { preventScrollReset: true }));
    expect(scrolls).toEqual([]);
  });
});

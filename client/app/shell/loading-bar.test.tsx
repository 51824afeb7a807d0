// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Outlet } from 'react-router';
import { createBrowserHistory } from '../../router/browser-history';
import { createShopRouter } from '../../router/create-router';
import { ShopRouterProvider } from '../../router/shop-router';
import { LoadingBar } from './loading-bar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('shows only when a navigation is still pending after 200 ms, and goes when it ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let finish!: () => void;
    window.scrollTo = () => {}; // jsdom has no layout to scroll
    const router = createShopRouter(
      [
        {
          path: '/',
          element: (
            <>
              <LoadingBar />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>home</p> },
            {
              path: 'slow',
              loader: () =>
                new Promise<null>((resolve) => {
                  finish = () => resolve(null);
                }),
              element: <p>slow</p>,
            },
            { path: 'quick', loader: () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 150)), element: <p>quick</p> },
          ],
        },
      ],
      createBrowserHistory(),
    );
    const { container } = render(<ShopRouterProvider router={router} />);
    const bar = () => container.querySelector('.loading-bar');

    // a navigation shorter than 200 ms never shows the bar
    act(() => void router.navigate('/quick'));
    await act(() => vi.advanceTimersByTimeAsync(160));
    expect(router.state.location.pathname).toBe('/quick');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(bar()).toBeNull();

    act(() => void router.navigate('/slow'));
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(bar()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bar()).not.toBeNull();
    await act(async () => finish());
    expect(router.state.location.pathname).toBe('/slow');
    expect(bar()).toBeNull();
  });
});

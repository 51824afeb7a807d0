import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppContextProvider } from './app-context';
import { createBrowserDeps } from './browser/deps';
import { guardLazyRoutes, loadingPageCode, resolveLazyMatches, pageWordsAt } from './browser/lazy-matches';
import { reloadOnPreloadError, watchBuildVersion } from './browser/build-version';
import { createRoutes } from './app/route-table';
import { createShopRouter, ShopRouterProvider, type ShopRouter } from './router/shop-router';
import { browserReloadEnv, createReloadPolicy } from './browser/chunk-errors';
import { showNoticeOnly } from './components/chunk-error-notice-only';
import { PartNotLoaded } from './components/lazy-part';
import { adoptServedLocale } from './browser/served-locale';
import { hasPendingOrder } from './features/checkout/pending-order-key';
import { readShopStatusEarly } from './features/shop-status/api/shop-status';
import { readPopupEarly } from './features/promo/api/popup';

/**
 * Starts the shop in this page: reads the server's state, loads the page's code and dictionary, then
 * hydrates. A function the entry calls, not top-level code: its module shares a chunk with the code
 * the pages import, and a module that awaited a page's code at its top level would make that chunk
 * wait for itself (no page would hydrate; tests/ssr/firstload.test.ts).
 */
export async function startClient() {
  adoptServedLocale(window.location, window.history, document.documentElement.dataset.locale);
  const { boot, deps, app } = createBrowserDeps();
  const api = deps.api(boot.locale);
  const policy = createReloadPolicy(browserReloadEnv());
  let router: ShopRouter | undefined;
  const routes = guardLazyRoutes(
    createRoutes(() => deps, boot.config),
    () => router,
    policy,
  );
  reloadOnPreloadError(policy, loadingPageCode);
  // the reads every page makes once hydrated, asked for now in a task of their own (browser/early-reads.ts)
  setTimeout(() => {
    readShopStatusEarly(api);
    readPopupEarly(api);
  }, 0);
  // the page's code and its dictionary load side by side (the server preloads both); hydration waits for
  // the browser's first paint of the server's page, so the shopper sees it before the main thread is busy
  // (a tab opened in the background paints no frame: it goes on after half a second all the same)
  const firstPaint = new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
  if (
    await Promise.all([
      resolveLazyMatches(routes, window.location),
      deps.loadDictionary!(boot.locale, pageWordsAt(routes, window.location)),
      firstPaint,
    ]).then(
      () => true,
      () => false,
    )
  ) {
    // the server's loaders failed (a 404, a 500): the page shows its error until the next navigation
    router = createShopRouter(routes, createBrowserHistory(), { initialError: boot.error });
    watchBuildVersion(router, boot.buildId, policy);
    // the router's set-up (matching every route) and the start of hydration are two tasks, not one long one
    await new Promise((resolve) => setTimeout(resolve, 0));
    const page = (
      <StrictMode>
        <AppContextProvider value={app}>
          <QueryClientProvider client={deps.queryClient}>
            <ShopRouterProvider router={router} />
          </QueryClientProvider>
        </AppContextProvider>
      </StrictMode>
    );
    // In a transition: React hydrates in slices that yield to the browser instead of one long task (most
    // of a phone's blocking time); a tap meanwhile is kept by the early contract and replayed once.
    // a part whose code did not come (offline) says so in place (components/lazy-part.tsx): not an error to log
    const onCaughtError = (error: unknown, info: { componentStack?: string }) => {
      if (!(error instanceof PartNotLoaded)) console.error(error, info.componentStack);
    };
    startTransition(() => void hydrateRoot(document, page, { onCaughtError }));
    // the analytics script and the service worker: after the load event, from a chunk of their own;
    // so are the dictionary's other words, which the pages and parts the shopper opens next may need
    const afterLoad = () => {
      void deps.loadDictionary!(boot.locale, 'all').catch(() => {});
      void import('./browser/after-load').then(
        (m) => m.afterLoad(boot.config, import.meta.env.PROD),
        () => {},
      );
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
    // an order kept offline is sent from whichever page of the shop is open when the connection is back
    if (hasPendingOrder()) {
      void import('./features/checkout/offline-order-sender').then(({ startOrderQueue }) => startOrderQueue(api, deps.queryClient));
    }
  } else {
    showNoticeOnly(boot); // the page's code did not load even after a reload: the server's page stays
  }
}

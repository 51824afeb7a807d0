import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppContextProvider } from './app-context';
import { createBrowserDeps } from './browser/deps';
import { guardLazyRoutes, loadingPageCode, resolveLazyMatches, pageWordsAt } from './browser/lazy-matches';
import { hydrationGate } from './browser/hydration-gate';
import { inTasks } from './browser/task-steps';
import { holdShopPart, loadShopPart } from './app/shop-part-loader';
import { reloadOnPreloadError, watchBuildVersion } from './browser/build-version';
import { createRoutes } from './app/route-table';
import { createBrowserHistory } from './router/browser-history';
import { createShopRouter, type ShopRouter } from './router/create-router';
import { ShopRouterProvider } from './router/shop-router';
import { browserReloadEnv, createReloadPolicy } from './browser/chunk-errors';
import { showNoticeOnly } from './components/chunk-error-notice-only';
import { PartNotLoaded } from './browser/part-not-loaded';
import { adoptServedLocale } from './browser/served-locale';
import { hasPendingOrder } from './features/checkout/pending-order-key';
import { readShopStatusEarly } from './features/shop-status/api/shop-status';
import { readPopupEarly } from './features/promo/api/popup';
import { HeldPictures } from './components/held-pictures';

/**
 * Starts the shop in this page: reads the server's state and hydrates the document; the shop's part of
 * the page (with the page's code and words) follows once the browser is idle after load, or at the first
 * touch. A function the entry calls, not top-level code: its module shares a chunk with the code the
 * pages import, and a module that awaited a page's code at its top level would make that chunk wait for
 * itself (no page would hydrate; tests/ssr/firstload.test.ts).
 */
export async function startClient() {
  const gate = hydrationGate(); // from now on, a first touch opens it
  adoptServedLocale(window.location, window.history, document.documentElement.dataset.locale);
  const { boot, deps, app } = createBrowserDeps();
  const api = deps.api(boot.locale);
  const policy = createReloadPolicy(browserReloadEnv());
  // the router is made below, before anything can load a page's code (the guard asks it only then)
  const routes = guardLazyRoutes(
    createRoutes(() => deps),
    (): ShopRouter => router,
    policy,
  );
  reloadOnPreloadError(policy, loadingPageCode);
  // the reads every page makes once hydrated, asked for now in a task of their own (browser/early-reads.ts)
  setTimeout(() => {
    readShopStatusEarly(api);
    readPopupEarly(api);
  }, 0);
  // the root hydrates once the browser has painted the server's page, so the shopper sees it before the
  // main thread is busy (a tab opened in the background paints no frame: it goes on after half a second)
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
  // the shop's part of the page (shop-part-loader.ts) with the page's code and its words: once the browser
  // is idle after the load event, or at the shopper's first touch; each asked for in a task of its own
  // (browser/task-steps.ts). If they cannot load even after a reload, the server's page stays, with the
  // notice on top.
  holdShopPart((importPart) =>
    gate
      .then(() =>
        inTasks([
          importPart,
          () => resolveLazyMatches(routes, window.location),
          () => deps.loadDictionary!(boot.locale, pageWordsAt(routes, window.location)),
        ]),
      )
      .then(
        ([part]) => part,
        () => {
          if (policy.chunkFailed(window.location.href) !== 'reloading') showNoticeOnly(boot);
          return never();
        },
      ),
  );
  // the server's loaders failed (a 404, a 500): the page shows its error until the next navigation
  const router = createShopRouter(routes, createBrowserHistory(), { initialError: boot.error });
  watchBuildVersion(router, boot.buildId, policy);
  // the router's set-up (matching every route) and the start of hydration are two tasks, not one long one
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = (
    <StrictMode>
      <AppContextProvider value={app}>
        <QueryClientProvider client={deps.queryClient}>
          <HeldPictures.Provider value={Boolean(boot.heldPictures)}>
            <ShopRouterProvider router={router} />
          </HeldPictures.Provider>
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
  // the analytics script and the service worker (which fetches the shop's files for offline use): after
  // the shop's part has come, from a chunk of their own; so are the dictionary's other words, which the
  // pages and parts the shopper opens next may need. None of them competes with the part's code.
  // On a slow or data-saving link they wait for the page's load and for the shopper's navigations and
  // posts (browser/prefetch-policy.ts).
  // The policy is a chunk of its own, shared with the part's links.
  void loadShopPart()
    .then(() => import('./browser/shopper-first'))
    .then(
      ({ startPrefetchPolicy }) =>
        startPrefetchPolicy(router, () => {
          void deps.loadDictionary!(boot.locale, 'all').catch(() => {});
          void import('./browser/after-load').then(
            (m) => m.afterLoad(boot.config, import.meta.env.PROD),
            () => {},
          );
        }),
      () => {},
    );
  // an order kept offline is sent from whichever page of the shop is open when the connection is back
  if (hasPendingOrder()) {
    void import('./features/checkout/offline-order-sender').then(({ startOrderQueue }) => startOrderQueue(api, deps.queryClient));
  }
}

const never = () => new Promise<never>(() => {});

import type { ShopRouter } from '../router/create-router';
import type { ReloadPolicy } from './chunk-errors';

const POLL_MS = 5 * 60_000;

/**
 * Watches /builds/latest.json; once a new build is out, the next navigation is a full page
 * load so the browser picks up the new assets instead of requesting chunks that are gone
 * (not offline, and not twice in 30 s: the policy decides).
 */
export function watchBuildVersion(router: ShopRouter, buildId: string, policy: ReloadPolicy) {
  let stale = false;
  const check = async () => {
    if (stale) return;
    try {
      const res = await fetch('/builds/latest.json', { cache: 'no-store' });
      if (res.ok) stale = ((await res.json()) as { id: string }).id !== buildId;
    } catch {
      // offline or deploying: ask again later
    }
  };
  setInterval(check, POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  // the navigation is not also run in this page: a history entry pushed meanwhile would cancel the load
  router.intercept((href) => stale && policy.fullLoad(href));
}

/**
 * Code other than a page's (a modal, a pop-up) failed to load: one reload per path per 30 s,
 * never offline. A page's own code is left to guardLazyRoutes, which knows who asked for it.
 */
export function reloadOnPreloadError(policy: ReloadPolicy, loadingPageCode: () => boolean) {
  const onError = (event: Event) => {
    if (loadingPageCode()) return;
    const outcome = policy.chunkFailed(window.location.href);
    // a stylesheet that did not come is better than a page that crashes: let the script load
    if (outcome === 'reloading' || isStylesheet(event)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}

const isStylesheet = (event: Event) => String((event as Event & { payload?: unknown }).payload).includes('Unable to preload CSS');

import { SLOW_LINK_COOKIE } from '../../shared/slow-link';
import { HTML_CHECKOUT_FORM } from './hydration-gate';
/** Where the built service worker is served (vite.config.ts; the server sends it uncached). */
export const SERVICE_WORKER_URL = '/service-worker.js';

const SKIP_WAITING = { type: 'SKIP_WAITING' };

/**
 * On a slow tab (the early contract's measure) the HTML checkout's order goes first: the worker's files
 * (its precache) would share the link with the order's post. The next page, the confirmation, registers it.
 */
export const orderUnderWay = (doc: Document = document) => Boolean(window.__taps?.w?.()) && doc.querySelector(HTML_CHECKOUT_FORM) !== null;

/**
 * Registers the service worker. Called once the page has loaded (browser/after-load.ts, a chunk of
 * its own fetched after the load event), so it never competes with the first load; a few lines
 * instead of workbox-window. A new build's worker waits while pages of the old one are open; a page
 * going away (a reload, the build-version full load, a tab closing) lets it take over.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || orderUnderWay()) return;
  // once a worker holds the shop's code, the tab's pages come whole again (a lite page's entry, imported at its end,
  // would start after a full page's preloads from the worker's cache: its start-up then meets the first tap)
  navigator.serviceWorker.ready?.then(dropLitePages, () => {});
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(
    // (a registration the browser refuses quietly, as Playwright's blocked workers do, comes as undefined)
    (registration) => {
      if (!registration) return;
      addEventListener('pagehide', () => registration.waiting?.postMessage(SKIP_WAITING));
      if (matchMedia('(display-mode: standalone)').matches) followBuildsInstalled(registration);
    },
    () => {}, // no worker (private mode, an old browser): the shop works online as before
  );
}

/** The slow tab's cookie (shared/slow-link.ts) goes: its next pages name their preloads and entry again. */
export const dropLitePages = () => {
  if (document.cookie.split('; ').some((c) => c.startsWith(`${SLOW_LINK_COOKIE}=`)))
    document.cookie = `${SLOW_LINK_COOKIE}=;path=/;samesite=lax;max-age=0`;
};

/**
 * An installed app is seldom closed, only sent to the background and brought back, so its page never
 * goes away and a new build's worker would wait behind it for good (issue 39). Sent to the background,
 * it lets a waiting worker take over; brought back (its next start), it asks for a newer one at once,
 * and the build-version check (build-version.ts) makes its next navigation a full load of the new build.
 */
function followBuildsInstalled(registration: ServiceWorkerRegistration) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') registration.waiting?.postMessage(SKIP_WAITING);
    else registration.update().catch(() => {}); // offline: the next start asks again
  });
}

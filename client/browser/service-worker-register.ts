/** Where the built service worker is served (vite.config.ts; the server sends it uncached). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker. Called once the page has loaded (browser/after-load.ts, a chunk of
 * its own fetched after the load event), so it never competes with the first load; a few lines
 * instead of workbox-window. A new build's worker waits while pages of the old one are open; a page
 * going away (a reload, the build-version full load, a tab closing) lets it take over.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(
    // (a registration the browser refuses quietly, as Playwright's blocked workers do, comes as undefined)
    (registration) => addEventListener('pagehide', () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' })),
    () => {}, // no worker (private mode, an old browser): the shop works online as before
  );
}

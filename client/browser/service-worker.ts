import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import {
  CACHE,
  NETWORK_TIMEOUT_S,
  isCatalogueRead,
  isDishImage,
  isMenuPage,
  isPageData,
  isStorable,
  offlinePagePath,
} from './service-worker-rules';

// The shop's service worker, built by vite-plugin-pwa (injectManifest) into /service-worker.js. The page
// registers it after load (service-worker-register.ts). The DOM types are this project's: the few
// worker types used here are spelled out instead of mixing in the WebWorker lib.
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  clients: { claim(): Promise<void>; matchAll(o: { type: 'window' }): Promise<{ url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

// the app shell: hashed JS/CSS, the favicon and the offline pages (vite.config.ts picks them)
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const only = (kind: 'page' | 'data' | 'image'): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isStorable(response, kind) ? response : null),
});
const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isMenuPage(url),
  new NetworkFirst({
    cacheName: CACHE.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [only('page'), new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);
// any other page (the desk, orders): the network, and the offline page when there is none
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), new NetworkOnly());

registerRoute(
  ({ url }) => sameOrigin(url) && (isPageData(url) || isCatalogueRead(url)),
  new NetworkFirst({
    cacheName: CACHE.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [only('data'), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && isDishImage(url, request.destination),
  new CacheFirst({
    cacheName: CACHE.images,
    plugins: [only('image'), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') return (await matchPrecache(offlinePagePath(url))) ?? Response.error();
  return Response.error();
});

// A new build waits until no page of the old one is open (the old pages keep their chunks); a page
// that is going away anyway (a reload, the build-version full load) lets it take over at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // pages and data of an older build name chunks this build's precache no longer has
      await Promise.all([caches.delete(CACHE.pages), caches.delete(CACHE.data)]);
      await self.clients.claim();
      await keepOpenPages();
    })(),
  );
});

/** The page that registered the worker loaded before it: keep it too, so it opens offline. */
async function keepOpenPages() {
  const cache = await caches.open(CACHE.pages);
  const windows = await self.clients.matchAll({ type: 'window' });
  await Promise.all(
    windows.map(async ({ url }) => {
      const target = new URL(url);
      if (!sameOrigin(target) || !isMenuPage(target)) return;
      try {
        const response = await fetch(target.href, { credentials: 'same-origin' });
        if (isStorable(response, 'page')) await cache.put(target.href, response);
      } catch {
        // offline again already: the next visit keeps it
      }
    }),
  );
}

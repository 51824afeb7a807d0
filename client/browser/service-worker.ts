import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import {
  CACHE,
  NETWORK_TIMEOUT_S,
  isBuiltFile,
  isCatalogueRead,
  isDeskPage,
  isDishImage,
  isLiveRead,
  isMenuPage,
  isPageData,
  isStartPage,
  isStorable,
  lastMenu,
  offlinePagePath,
} from './service-worker-rules';
import { answerLiveRead, keepLiveReads } from './service-worker-live';
import { signedOutDesk } from './service-worker-desk';
import { audiencePlugin, keepPages, menuPages, watchWhoChanges, type PageFetchEvent } from './service-worker-pages';

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
  addEventListener(type: 'fetch', listener: (event: PageFetchEvent) => void): void;
}
declare const self: WorkerScope;

// the app shell: hashed JS/CSS, the favicon and the offline pages (vite.config.ts picks them)
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const only = (kind: 'page' | 'data' | 'image' | 'file'): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isStorable(response, kind) ? response : null),
});
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// a sign-in or an HTML-path form post: the next page comes from the network (service-worker-pages.ts)
self.addEventListener('fetch', watchWhoChanges);

// a guest's kept guest page at once, refreshed meanwhile; else the network first, the kept page offline
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isMenuPage(url),
  menuPages(
    new NetworkFirst({
      cacheName: CACHE.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [only('page'), audiencePlugin, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
    }),
  ),
);
// the desk's page as kept holds no one's data (a signed-in board's document is not kept: its signed-out
// one is, service-worker-desk.ts): a counter tablet opens it offline, on its sign-in or board, saying it
// is offline (client/app/desk/desk-offline.tsx)
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isDeskPage(url),
  new NetworkFirst({
    cacheName: CACHE.desk,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    // the desk and the kitchen display in each language, and a station's kitchen display or two
    plugins: [signedOutDesk(), new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })],
  }),
);
// any other page (orders, tracking): the network, and the offline page when there is none
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), new NetworkOnly({ plugins: [audiencePlugin] }));

// built files the precache does not hold (the desk's, a map's), kept once fetched: their names change
// with their content
registerRoute(
  ({ url }) => sameOrigin(url) && isBuiltFile(url),
  new CacheFirst({
    cacheName: CACHE.files,
    plugins: [only('file'), new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && (isPageData(url) || isCatalogueRead(url)),
  new NetworkFirst({
    cacheName: CACHE.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [only('data'), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

registerRoute(({ request, url }) => sameOrigin(url) && request.method === 'GET' && isLiveRead(url), answerLiveRead);

registerRoute(
  ({ request, url }) => sameOrigin(url) && isDishImage(url, request.destination),
  new CacheFirst({
    cacheName: CACHE.images,
    plugins: [only('image'), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  // an installed app starts on its language's home: never the offline page while a menu is kept
  const menu = isStartPage(url) ? await lastKeptMenu(url) : undefined;
  if (menu) return Response.redirect(menu, 302);
  return (await matchPrecache(offlinePagePath(url))) ?? Response.error();
});

async function lastKeptMenu(start: URL) {
  const cache = await caches.open(CACHE.pages);
  const kept = await Promise.all(
    (await cache.keys()).map(async (request) => ({ url: request.url, date: (await cache.match(request))?.headers.get('Date') ?? null })),
  );
  return lastMenu(start, kept);
}

// A new build waits until no page of the old one is open (the old pages keep their chunks); a page
// that is going away anyway (a reload, the build-version full load) lets it take over at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // pages and data of an older build name chunks this build's precache no longer has
      await Promise.all([caches.delete(CACHE.pages), caches.delete(CACHE.data), caches.delete(CACHE.desk)]);
      await self.clients.claim();
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all([
        keepPages(
          windows.map(({ url }) => new URL(url)),
          keptIn,
        ),
        keepLiveReads(windows.map(({ url }) => url)),
      ]);
    })(),
  );
});

/** Where an open page is kept on activation, so it opens offline (service-worker-pages.ts keepPages). */
const keptIn = (target: URL) =>
  !sameOrigin(target) ? undefined : isMenuPage(target) ? CACHE.pages : isDeskPage(target) ? CACHE.desk : undefined;

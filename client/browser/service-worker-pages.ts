import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import type { NetworkFirst } from 'workbox-strategies';
import { localizePath, splitLocale } from '../../shared/locale';
import { CACHE, isStorable } from './service-worker-rules';
import { audienceOf, mayChangeWho, mayShowKeptPage, type Audience } from './service-worker-guest';

// The storefront's pages in the service worker (service-worker.ts), issue 35's repeat visit
// (docs/decisions/026-guest-pages-from-the-worker.md). A guest's browser gets a kept guest page at once
// while the network refreshes it (the round trip and the page's bytes at 4 KB/s were the repeat visit's
// first second or two); anyone else, or any page without the server's guest mark, network first as before.

interface Scope {
  location: Location;
  clients: { get(id: string): Promise<{ url: string; navigate?(url: string): Promise<unknown> } | undefined> };
}
const scope = self as unknown as Scope;
/** The few fields of a fetch event used here (the DOM lib is this project's, not the WebWorker one). */
export interface PageFetchEvent extends Event {
  request: Request;
  resultingClientId?: string;
  waitUntil(promise: Promise<unknown>): void;
}

const STATE_KEY = '/__sw/audience';
let audience: Audience | undefined;

/** Who the browser was at the network's last answer to one of its pages; kept across the worker's restarts. */
async function currentAudience(): Promise<Audience> {
  if (audience) return audience;
  const kept = await caches.match(STATE_KEY, { cacheName: CACHE.state }).catch(() => undefined);
  audience ??= kept && (await kept.text()) === 'guest' ? 'guest' : 'unknown';
  return audience;
}

/** Remembered at once (the next navigation reads it), and kept for a worker that starts again. */
export async function rememberAudience(next: Audience) {
  audience = next;
  await (await caches.open(CACHE.state)).put(STATE_KEY, new Response(next)).catch(() => undefined);
}

/** A sign-in or an HTML-path form post may have made the browser someone: its next page goes to the network. */
export function watchWhoChanges(event: PageFetchEvent) {
  if (mayChangeWho(event.request.method, new URL(event.request.url), scope.location.origin)) event.waitUntil(rememberAudience('unknown'));
}

// navigations answered from a kept page; their refresh reloads the page if the network says it was not a guest's
const shownKept = new WeakSet<Event>();

/** On each page the network answers: who the browser is now, and a kept page shown wrongly is loaded again. */
export const audiencePlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ event, response }) => {
    const next = audienceOf(response);
    await rememberAudience(next);
    if (next !== 'guest' && event && shownKept.has(event)) void reloadPage((event as PageFetchEvent).resultingClientId ?? '');
    return response;
  },
};

/** The page made from a kept copy is loaded again (network first now): it may not be open yet when the refresh ends. */
async function reloadPage(clientId: string, tries = 20) {
  for (let i = 0; i < tries && clientId; i++) {
    const client = await scope.clients.get(clientId);
    if (client?.navigate) return void (await client.navigate(client.url).catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The menu pages' route: a guest's kept guest page at once (refreshed meanwhile), else `networkFirst`. */
export function menuPages(networkFirst: NetworkFirst) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const { request, event } = options;
    const kept = await (await caches.open(CACHE.pages)).match(request);
    if (mayShowKeptPage(await currentAudience(), kept, Date.now())) {
      shownKept.add(event);
      // the refresh keeps the new copy (the network-first strategy's plugins) and says who the browser is
      event.waitUntil(networkFirst.handle({ event, request }).catch(() => undefined));
      return kept;
    }
    return networkFirst.handle(options);
  };
}

/**
 * On activation: the open pages, and each one's language home (where a repeat visit starts), kept so they
 * open offline and, if the server marked them a guest's, at once next time. The worker's fetch carries the
 * browser's cookies, so the answer also says who the browser is.
 */
export async function keepPages(urls: URL[], keptIn: (url: URL) => string | undefined) {
  const homes = urls
    .filter((url) => keptIn(url) === CACHE.pages)
    .map((url) => new URL(localizePath('/', splitLocale(url.pathname).locale), url));
  const all = [...new Map([...urls, ...homes].map((url) => [url.href, url])).values()];
  await Promise.all(
    all.map(async (target) => {
      const cacheName = keptIn(target);
      if (!cacheName) return;
      try {
        const response = await fetch(target.href, { credentials: 'same-origin' });
        if (response.redirected) return; // the root sent this browser to its language: not the root's page
        if (cacheName === CACHE.pages) await rememberAudience(audienceOf(response));
        if (isStorable(response, 'page')) await (await caches.open(cacheName)).put(target.href, response);
      } catch {
        // offline again already: the next visit keeps it
      }
    }),
  );
}

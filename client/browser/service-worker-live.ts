import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { splitLocale } from '../../shared/locale';
import { CACHE, firstAsks, isStorable, liveCopyUsable, liveReadRequests } from './service-worker-rules';

// The delivery zones and estimates in the service worker (service-worker.ts): a page's first ask is
// answered by the copy kept here (if less than a day old) while the network refreshes it; later asks go to the network, the copy
// only when there is none (offline). At 280 ms a round trip, and with each request's headers at 4 KB/s,
// these two reads held a repeat visit's checkout for about a second and a half (issue 35).

const firstAsk = firstAsks();

async function fetchAndKeep(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (isStorable(response, 'data')) await (await caches.open(CACHE.live)).put(request, response.clone());
  return response;
}

export async function answerLiveRead({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fresh = fetchAndKeep(request);
  const clientId = (event as unknown as { clientId?: string }).clientId ?? '';
  const kept = firstAsk(clientId, request.url) ? await caches.match(request, { cacheName: CACHE.live }) : undefined;
  if (kept && liveCopyUsable(kept, Date.now())) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  try {
    return await fresh;
  } catch (error) {
    const offline = await caches.match(request, { cacheName: CACHE.live });
    if (offline) return offline;
    throw error;
  }
}

/** On activation: the reads in the languages of the open pages, so the next visit's checkout has them at once. */
export async function keepLiveReads(pageUrls: string[]) {
  const locales = new Set(pageUrls.map((url) => splitLocale(new URL(url).pathname).locale));
  await Promise.all(
    [...locales].flatMap((locale) =>
      liveReadRequests(self.location.origin, locale).map((request) => fetchAndKeep(request).catch(() => undefined)),
    ),
  );
}

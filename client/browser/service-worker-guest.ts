import { GUEST_PAGE_HEADER, GUEST_PAGE_VALUE } from '../../shared/guest-page';

// Which kept pages the service worker may show before the network answers (issue 35's repeat visit,
// docs/decisions/026-guest-pages-from-the-worker.md). Pure functions, tested without a worker
// (service-worker-guest.test.ts); the worker's part is service-worker-pages.ts.

/**
 * Who the browser was when the network last answered one of its pages: `guest` only when that answer carried
 * the server's guest mark; `unknown` (the worker's first start, or since a request that may have signed
 * someone in or filled an HTML-path basket) counts as someone. Only a guest browser gets a kept page first.
 */
export type Audience = 'guest' | 'unknown';

/** A kept page older than this is not shown before the network (its menu and prices would be a day old). */
export const GUEST_COPY_MAX_AGE_MS = 24 * 3600_000;

export const isGuestAnswer = (response: Response) =>
  response.status === 200 && response.headers.get(GUEST_PAGE_HEADER) === GUEST_PAGE_VALUE;

/** What an answer of the network to a page says about the browser that asked. */
export const audienceOf = (response: Response): Audience => (isGuestAnswer(response) ? 'guest' : 'unknown');

/**
 * Whether a kept page may answer a navigation at once, the network refreshing it meanwhile: the browser is a
 * guest's, the copy was a guest page (the server's mark: no session, no HTML-path basket, no order of anyone's),
 * and it is less than a day old by its Date. A signed-in shopper's page never carries the mark, so it is never
 * shown from here, to them or anyone; it may still open offline (the network-first route's fallback).
 */
export function mayShowKeptPage(audience: Audience, kept: Response | undefined, now: number): kept is Response {
  if (audience !== 'guest' || !kept || !isGuestAnswer(kept)) return false;
  const date = Date.parse(kept.headers.get('Date') ?? '');
  return Number.isFinite(date) && date <= now + 60_000 && now - date <= GUEST_COPY_MAX_AGE_MS;
}

/**
 * Whether a request of a page may change who the browser is: the session cookie is set by the storefront's own
 * routes (/api/auth…, a sign-in) and the HTML path's basket cookie by its form posts (/basket, /checkout), all
 * of them writes outside the API; the API (/back/…) sets neither for a guest (a guest's order included). After
 * one, the next page comes from the network, whose answer says again who the browser is.
 */
export function mayChangeWho(method: string, url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !url.pathname.startsWith('/back/');
}

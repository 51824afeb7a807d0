// A page the same for every guest (issue 35, docs/decisions/026-guest-pages-from-the-worker.md): no session, no
// HTML-path basket, not the desk, not a tracking page, a 200 or 404 render. The server marks such an answer
// with this header (server/ssr/page.ts), and only an answer so marked may be given by the service worker
// from its copy before the network has answered (client/browser/service-worker-pages.ts). A signed-in
// shopper's page never carries it.
export const GUEST_PAGE_HEADER = 'X-Guest-Page';
export const GUEST_PAGE_VALUE = '1';

/** One order's pages by its token (tracking, the HTML checkout's confirmation): never any guest's page. */
export const isOrderPage = (path: string) => /(^|\/)(?:track|checkout\/done)\//.test(path);

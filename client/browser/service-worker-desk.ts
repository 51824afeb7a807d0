import type { WorkboxPlugin } from 'workbox-core';
import { isStorable } from './service-worker-rules';

/**
 * The desk's kept page is always its signed-out document (issue 37). Signed in on the board, the desk's
 * document carries the staff member's orders (server/ssr/desk-page.ts), answered `no-store`: that answer
 * is never kept; the same address asked again without cookies (`credentials: 'omit'`: no desk session, so
 * the server's document holds no one's data) is kept instead, for a counter tablet that opens the desk
 * offline (issue 39). A document without the board (signed out, the kitchen display) is kept as it came.
 */
export function signedOutDesk(
  doFetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (isStorable(response, 'page')) return response;
      if (response.status !== 200) return null;
      const shell = await doFetch(request.url, { credentials: 'omit', cache: 'no-store', redirect: 'error' }).catch(() => null);
      return shell && isStorable(shell, 'page') ? shell : null;
    },
  };
}

import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { carriedState } from '../shared/dehydrated-state';
import { createApiClient, type ApiClient } from '../shared/api/client';
import { splitLocale, type Locale } from '../shared/locale';
import { prefetchHtmlBasket } from './features/basket/prefetch-html-basket';
import { MENU_LD_KEY } from './features/catalogue/api/categories';
import { REQUEST_DEPS, routeTable } from './route-table-once';
import { loadStatic } from './router/static-load';
import type { RouteDeps } from './router/context';
import { createQueryClient } from './session/query-client';
import { userQuery } from './session/user';
import type { PageRequest, RenderContext } from './render-types';

// The server render's preparation (client/entry-server.tsx): the route's data, the HTML path's basket,
// and what the render notes of its words' lifetime.

/**
 * How long a server render waits for deferred data (the footer's categories, the header's pages, a
 * shared ?product_id= modal): answered in process they take well under a millisecond; a slow one
 * must not hold the page, whose first bytes then leave without it and the browser fetches it.
 */
const DEFERRED_BUDGET_MS = 25;

/**
 * What the browser gets of the render's data: all of it but what only the server's HTML uses (JSON-LD),
 * without the fields every settled query repeats (shared/dehydrated-state.ts).
 */
export const dehydrated = (queryClient: QueryClient) =>
  carriedState(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.queryKey[0] !== MENU_LD_KEY }),
  );

export async function prepare(request: PageRequest, ctx: RenderContext, forCrawlers = false) {
  const queryClient = createQueryClient();
  // one client per language for the whole request: every component's useApi() asked for a new one
  const clients = new Map<Locale, ApiClient>();
  const api = (l: Locale) => {
    let client = clients.get(l);
    if (!client) {
      client = createApiClient({
        baseUrl: ctx.apiBaseUrl,
        locale: l,
        headers: ctx.apiHeaders,
        signal: request.signal,
        fetch: ctx.apiFetch,
      });
      clients.set(l, client);
    }
    return client;
  };
  if (!ctx.signedIn) queryClient.setQueryData(userQuery(api('ru')).queryKey, null);
  const routes = routeTable(ctx.config);
  const deps: RouteDeps = { queryClient, api, deferredBudgetMs: DEFERRED_BUDGET_MS, forCrawlers };
  const loaded = await loadStatic(routes, request.url, request.signal, { [REQUEST_DEPS]: deps });
  if (loaded.type === 'redirect') return loaded;
  // a loader that failed becomes the error page; its cause would otherwise never reach the log
  if (loaded.error && loaded.error.status >= 500) ctx.onError(loaded.cause);
  const { locale } = splitLocale(request.url.pathname);
  // the HTML path's basket is shown with its dishes and the server's prices (the header's total)
  const htmlBasket = ctx.signedIn || !ctx.htmlBasket || !Object.keys(ctx.htmlBasket).length ? undefined : ctx.htmlBasket;
  if (htmlBasket) await prefetchHtmlBasket(queryClient, api(locale), htmlBasket);
  // the checkout's HTML form goes with the HTML path's basket (client/features/checkout/components/html-checkout.tsx)
  const checkoutForm = htmlBasket && splitLocale(request.url.pathname).path === '/checkout' ? ctx.checkoutForm : undefined;
  // the browser's page shows the same error as the server's: statuses only, never a message or stack of the server's
  return { type: 'page' as const, status: loaded.status, error: loaded.error, routes, queryClient, api, locale, htmlBasket, checkoutForm };
}

/** The earliest instant the render's words would change at (the page cache keeps the page no longer). */
export function renderChanges() {
  let until = Infinity;
  return {
    note: (at: number) => void (until = Math.min(until, at)),
    until: () => until,
  };
}

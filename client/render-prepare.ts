import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { carriedState } from '../shared/dehydrated-state';
import { createApiClient, type ApiClient } from '../shared/api/client';
import { splitLocale, type Locale } from '../shared/locale';
import type { ShopStatus } from '../shared/shop-week';
import type { RenderClock } from '../shared/render-clock';
import { prefetchHtmlBasket } from './features/basket/prefetch-html-basket';
import { MENU_LD_KEY } from './features/catalogue/api/categories';
import { REQUEST_DEPS, routeTable } from './route-table-once';
import { loadStatic } from './router/static-load';
import type { RouteDeps } from './router/context';
import { createQueryClient } from './session/query-client';
import { userQuery } from './session/user';
import type { PageRequest, RenderContext } from './entry-server';

// The server render's preparation (client/entry-server.tsx): the route's data, the HTML path's basket,
// and the instant the page is rendered for.

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
  const { locale } = splitLocale(request.url.pathname);
  // a document's clock, beside its loaders (a payload's page is rendered by the browser, on its own clock)
  const reading = forCrawlers ? readRenderClock(api(locale), ctx) : undefined;
  const loaded = await loadStatic(routes, request.url, request.signal, { [REQUEST_DEPS]: deps });
  if (loaded.type === 'redirect') return loaded;
  // a loader that failed becomes the error page; its cause would otherwise never reach the log
  if (loaded.error && loaded.error.status >= 500) ctx.onError(loaded.cause);
  // the HTML path's basket is shown with its dishes and the server's prices (the header's total)
  const htmlBasket = ctx.signedIn || !ctx.htmlBasket || !Object.keys(ctx.htmlBasket).length ? undefined : ctx.htmlBasket;
  if (htmlBasket) await prefetchHtmlBasket(queryClient, api(locale), htmlBasket);
  // the checkout's HTML form goes with the HTML path's basket (client/features/checkout/components/html-checkout.tsx)
  const checkoutForm = htmlBasket && splitLocale(request.url.pathname).path === '/checkout' ? ctx.checkoutForm : undefined;
  const clock = await reading;
  // the browser's page shows the same error as the server's: statuses only, never a message or stack of the server's
  const { status, error } = loaded;
  return { type: 'page' as const, status, error, routes, queryClient, api, locale, htmlBasket, checkoutForm, clock };
}

/** How long a render waits for the shop's status (its closures): in process, well under a millisecond. */
const CLOCK_BUDGET_MS = 50;

/**
 * The instant the page is rendered for (the server's clock, RenderContext.now) and the shop's closures
 * then (its status, docs/decisions/029's cached read), for the "available from" words of the server's
 * HTML and of the hydration over it. None when the status does not come within its budget: the page then
 * says no such words until it has hydrated (the server refuses the dish anyway).
 */
export async function readRenderClock(api: ApiClient, ctx: Pick<RenderContext, 'now'>): Promise<RenderClock | undefined> {
  if (ctx.now === undefined) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, CLOCK_BUDGET_MS, undefined)));
  try {
    const status = await Promise.race([api.get<ShopStatus>('/shop/status'), late]);
    return status && { at: ctx.now, closures: status.hours.closures };
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The earliest instant the render's words would change at (the page cache keeps the page no longer). */
export function renderChanges() {
  let until = Infinity;
  return {
    note: (at: number) => void (until = Math.min(until, at)),
    until: () => until,
  };
}

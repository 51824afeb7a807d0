import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { defaultShouldDehydrateQuery, dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { carriedState, type CarriedState } from '../shared/dehydrated-state';
import serialize from 'serialize-javascript';
import type { Writable } from 'node:stream';
import { createApiClient, type ApiClient, type ApiFetch } from '../shared/api/client';
import { splitLocale, type Locale } from '../shared/locale';
import type { PublicConfig } from '../shared/public-config';
import { prefetchHtmlBasket } from './features/basket/prefetch-html-basket';
import { MENU_LD_KEY } from './features/catalogue/api/categories';
import type { HtmlBasket } from '../shared/html-basket';
import type { HtmlCheckoutState } from '../shared/html-checkout';
import { AppContextProvider, type AppContextValue } from './app-context';
import { REQUEST_DEPS, routeTable } from './route-table-once';
import { liteStartScript } from './browser/lite-start-script';
import { HELD_PICTURES_SCRIPT, HeldPictures } from './components/held-pictures';
import { loadShopPart } from './app/shop-part-loader';
import { ShopStaticRouter } from './router/shop-router';
import { loadStatic } from './router/static-load';
import type { RouteDeps } from './router/context';
import { createQueryClient } from './session/query-client';
import { userQuery } from './session/user';
import { bootDictionary } from './i18n';
import tm from '../locales/tm.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

const dictionaries = { tm, ru, en };

export interface RenderContext {
  /** where the API lives as seen from this server, e.g. http://127.0.0.1:3000 */
  apiBaseUrl: string;
  /** forwarded to the API: the session as a bearer header */
  apiHeaders: Record<string, string>;
  /** the embedded backend answers its public reads in process (server/api/reads.ts); else the global fetch */
  apiFetch?: ApiFetch;
  nonce: string;
  config: PublicConfig;
  buildId: string;
  assets: { scripts: string[]; styles: string[]; preloads: string[]; chunks?: Record<string, string[]> };
  /** a slow tab's page (shared/slow-link.ts): no module preloads, the entry fetched when the gate opens */
  lite?: boolean;
  /** a page whose link the server does not know (no slow cookie, no Save-Data; a built entry): no module
   * preloads either; its start measures the link and imports the entry at once on a fast one (025) */
  linkUnknown?: boolean;
  /** whether the request carries a session; without one nobody needs to ask the API who is signed in */
  signedIn: boolean;
  /** bots and no-JS clients get the whole document at once */
  waitForAll: boolean;
  /** a guest's HTML-path basket from its cookie (docs/decisions/014-html-ordering-path.md) */
  htmlBasket?: HtmlBasket;
  /** the HTML checkout's form: a fresh attempt's token, or what a refused post sent (server/api/orders/checkout-form.ts) */
  checkoutForm?: HtmlCheckoutState;
  /** shown on the 500 page, so support can find the log lines of this request */
  requestId?: string;
  onError(error: unknown): void;
}

/** The page asked for: its URL (the path as sent) and a signal that aborts when the render times out or the client goes. */
export interface PageRequest {
  url: URL;
  signal: AbortSignal;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'document'; status: number; pipe<W extends Writable>(destination: W): W; abort(reason?: unknown): void; failed(): boolean }
  | { type: 'payload'; status: number; state: CarriedState };

/**
 * How long a server render waits for deferred data (the footer's categories, the header's pages, a
 * shared ?product_id= modal): answered in process they take well under a millisecond; a slow one
 * must not hold the page, whose first bytes then leave without it and the browser fetches it.
 */
const DEFERRED_BUDGET_MS = 25;

export async function render(request: PageRequest, ctx: RenderContext): Promise<RenderResult> {
  const prepared = await prepare(request, ctx, true);
  if (prepared.type === 'redirect') return prepared;
  await loadShopPart(); // the shop's part of the page renders in place, never after a fallback (imported once)
  const { status: pageStatus, error, routes, queryClient, locale } = prepared;
  // the page's start (client/browser/lite-start-script.ts) imports the entry, not the head (023, 025)
  const started = Boolean(ctx.lite || ctx.linkUnknown);
  const start = started ? liteStartScript(ctx.assets.scripts[0], ctx.assets.preloads, !ctx.lite) : '';
  // its pictures below the first screen wait (components/held-pictures.tsx); without scripts the stylesheet shows them
  const held = started;
  // only a failed page names its request: a cached page is served to other requests
  const requestId = pageStatus >= 500 ? ctx.requestId : undefined;
  const app: AppContextValue = {
    config: ctx.config,
    buildId: ctx.buildId,
    dictionaries,
    api: prepared.api,
    assets: started ? { ...ctx.assets, preloads: [] } : ctx.assets,
    requestId,
    htmlBasket: prepared.htmlBasket,
    checkoutForm: prepared.checkoutForm,
  };
  app.nonce = ctx.nonce; // for the document head's inline early-taps script
  const boot = {
    requestId,
    state: dehydrated(queryClient),
    config: ctx.config,
    buildId: ctx.buildId,
    locale,
    dict: bootDictionary(dictionaries[locale]),
    error,
    ...(prepared.htmlBasket ? { htmlBasket: prepared.htmlBasket } : {}),
    ...(prepared.checkoutForm ? { checkoutForm: prepared.checkoutForm } : {}),
    ...(held ? { heldPictures: true } : {}),
  };

  return new Promise((resolve, reject) => {
    let status = pageStatus;
    let failed = false;
    const stream = renderToPipeableStream(
      <StrictMode>
        <AppContextProvider value={app}>
          <QueryClientProvider client={queryClient}>
            <HeldPictures.Provider value={held}>
              <ShopStaticRouter routes={routes} location={pathOf(request.url)} error={error} />
            </HeldPictures.Provider>
          </QueryClientProvider>
        </AppContextProvider>
      </StrictMode>,
      {
        nonce: ctx.nonce,
        // a boundary that is complete when its parent flushes is written in place, never as a hidden
        // segment that a script moves: the page (e.g. a shared ?product_id= modal) is whole without JS
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // serialize-javascript escapes </script>, <!-- and U+2028/9: data can never end the script
        bootstrapScriptContent: `window.__BOOT__=${serialize(boot, { isJSON: true })};${start}${held ? `;${HELD_PICTURES_SCRIPT}` : ''}`,
        bootstrapModules: started ? undefined : ctx.assets.scripts,
        [ctx.waitForAll ? 'onAllReady' : 'onShellReady']() {
          resolve({ type: 'document', status, pipe: (d) => stream.pipe(d), abort: (r) => stream.abort(r), failed: () => failed });
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          failed = true;
          ctx.onError(error);
        },
      },
    );
  });
}

/** The dehydrated state a route's page would carry, for client-side navigation. */
export async function renderPayload(request: PageRequest, ctx: RenderContext): Promise<RenderResult> {
  const prepared = await prepare(request, ctx);
  if (prepared.type === 'redirect') return prepared;
  return { type: 'payload', status: prepared.status, state: dehydrated(prepared.queryClient) };
}

/**
 * What the browser gets of the render's data: all of it but what only the server's HTML uses (JSON-LD),
 * without the fields every settled query repeats (shared/dehydrated-state.ts).
 */
const dehydrated = (queryClient: QueryClient) =>
  carriedState(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.queryKey[0] !== MENU_LD_KEY }),
  );

async function prepare(request: PageRequest, ctx: RenderContext, forCrawlers = false) {
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

const pathOf = (url: URL) => url.pathname + url.search + url.hash;

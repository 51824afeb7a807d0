import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import serialize from 'serialize-javascript';
import type { Writable } from 'node:stream';
import type { ApiFetch } from '../shared/api/client';
import type { CarriedState } from '../shared/dehydrated-state';
import { dehydrated, prepare, renderChanges } from './render-prepare';
import type { PublicConfig } from '../shared/public-config';
import type { HtmlBasket } from '../shared/html-basket';
import type { HtmlCheckoutState } from '../shared/html-checkout';
import { AppContextProvider, type AppContextValue } from './app-context';
import { liteStartScript } from './browser/lite-start-script';
import { HELD_PICTURES_SCRIPT, HeldPictures } from './components/held-pictures';
import { loadShopPart } from './app/shop-part-loader';
import { ShopStaticRouter } from './router/shop-router';
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
  /** the instant the page is rendered for (epoch ms, the server's clock): its "available from" words */
  now?: number;
  onError(error: unknown): void;
}

/** The page asked for: its URL (the path as sent) and a signal that aborts when the render times out or the client goes. */
export interface PageRequest {
  url: URL;
  signal: AbortSignal;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'document';
      status: number;
      pipe<W extends Writable>(destination: W): W;
      abort(reason?: unknown): void;
      failed(): boolean;
      /** the first instant the page's "available from" words would change at (Infinity: none on it) */
      wordsChangeAt?(): number;
    }
  | { type: 'payload'; status: number; state: CarriedState };

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
    renderedAt: ctx.now,
  };
  const changes = renderChanges();
  app.wordsChangeAt = changes.note; // server only, as the nonce
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
    ...(ctx.now === undefined ? {} : { now: ctx.now }),
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
          const pipe = <W extends Writable>(d: W) => stream.pipe(d);
          resolve({ type: 'document', status, pipe, abort: (r) => stream.abort(r), failed: () => failed, wordsChangeAt: changes.until });
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

const pathOf = (url: URL) => url.pathname + url.search + url.hash;

import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import serialize from 'serialize-javascript';
import type { Writable } from 'node:stream';
import { dehydrated, prepare, renderChanges } from './render-prepare';
import type { PageRequest, RenderContext, RenderResult } from './render-types';
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

export type { PageRequest, RenderContext, RenderResult } from './render-types';

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

import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { randomUUID } from 'node:crypto';
import { isbot } from 'isbot';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { SESSION_COOKIE } from '../../shared/session';
import { HTML_BASKET_COOKIE, parseHtmlBasket } from '../../shared/html-basket';
import { wantsLitePage } from '../../shared/slow-link';
import type { PageRequest, RenderContext } from '../../client/entry-server';
import type { Renderer } from './renderer';
import { staticErrorPage } from '../http/static-error-page';
import type { PageCache } from './page-cache';
import { pageSink } from './page-sink';
import { RENDER_PERMIT_HEADER } from '../http/overload';
import type { ApiFetch } from '../../shared/api/client';
import { sameOriginPath } from '../../shared/navigation';
import { GUEST_PAGE_HEADER, GUEST_PAGE_VALUE, isOrderPage } from '../../shared/guest-page';

const PAYLOAD_SUFFIX = '/_payload.json';

/** Streams a page: status decided before the shell flushes, bounded by a timer, aborted if the client leaves. */
export function pageHandler(
  config: Config,
  renderer: Renderer,
  logger: Logger,
  cache: PageCache,
  apiFetch?: ApiFetch,
  now: () => Date = () => new Date(),
): RequestHandler {
  return async (req, res) => {
    const payload = req.path.endsWith(PAYLOAD_SUFFIX);
    // the instant the page is rendered for: the server's clock (injectable, CLOCK_START in tests)
    const at = now().getTime();
    const ctx = { ...renderContext(config, renderer, req, res, logger), apiFetch, now: at };
    // a guest's HTML-path basket is theirs alone (the page shows it); a slow tab's lite page is a page of its own
    const cacheKey =
      ctx.signedIn || req.cookies?.[HTML_BASKET_COOKIE] || req.method !== 'GET' || isDeskPath(req.path)
        ? null
        : `${renderer.buildInfo.id}${ctx.lite ? ' lite' : ''} ${req.originalUrl}`;
    // the same URL is two documents by the slow tab's cookie (or Save-Data): no cache may give one for the other
    if (!payload) res.vary('Cookie').vary('Save-Data');
    const cached = cacheKey ? cache.read(cacheKey, ctx.nonce, at) : undefined;
    if (cached) {
      res.status(cached.status).setHeader('Cache-Control', 'private, no-cache');
      if (!payload) markGuestPage(res, cacheKey, req.path, cached.status);
      return res.type(payload ? 'json' : 'html').send(cached.body);
    }
    const { request, abort, settled } = pageRequest(req, res, config.renderTimeoutMs);
    try {
      const entry = await renderer.load();
      const result = payload ? await entry.renderPayload(payloadRequest(request), ctx) : await entry.render(request, ctx);
      if (result.type === 'redirect') {
        settled();
        const location = sameOriginPath(result.location) ?? '/';
        return payload ? res.json({ redirect: location }) : res.redirect(result.status, location);
      }
      // a refused checkout form (server/api/orders/checkout-form.ts) is its page again, with the refusal's status
      res.status(res.locals.checkoutForm && result.status === 200 ? res.statusCode : result.status);
      res.setHeader('Cache-Control', 'private, no-cache');
      if (!payload) markGuestPage(res, cacheKey, req.path, res.statusCode);
      if (result.type === 'payload') {
        settled();
        const body = JSON.stringify(result.state);
        if (cacheKey && cacheable(result.status)) cache.store(cacheKey, { status: result.status, nonce: ctx.nonce, body });
        return res.type('json').send(body);
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.on('close', () => {
        settled();
        if (!res.writableFinished) result.abort(new Error('client disconnected'));
      });
      abort.onTimeout = () => result.abort(new Error('render timed out'));
      const record =
        cacheKey && cache.enabled && cacheable(result.status)
          ? cache.recorder(
              cacheKey,
              result.status,
              ctx.nonce,
              () => !result.failed() && !request.signal.aborted,
              () => result.wordsChangeAt?.() ?? Infinity,
            )
          : undefined;
      result.pipe(pageSink(res, record));
    } catch (error) {
      settled();
      (req.log ?? logger).error({ err: error }, 'render failed');
      res.err = error as Error;
      if (res.headersSent) return res.destroy();
      res.status(500).type('html').send(staticErrorPage(req.path, ctx.requestId));
    }
  };
}

/** The desk (/desk, /en/desk, …) is staff's own screen: never one guest's cached page. */
export const isDeskPath = (path: string) => /(^|\/)desk(\/|$)/.test(path);

// Pages that are the same for every guest; errors and redirects are always rendered afresh.
const cacheable = (status: number) => status === 200 || status === 404;

/** The page is any guest's (shared/guest-page.ts): the service worker may show its copy while it asks again. */
const markGuestPage = (res: ExpressResponse, cacheKey: string | null, path: string, status: number) => {
  if (cacheKey && status === 200 && !isOrderPage(path)) res.setHeader(GUEST_PAGE_HEADER, GUEST_PAGE_VALUE);
};

function renderContext(config: Config, renderer: Renderer, req: ExpressRequest, res: ExpressResponse, logger: Logger): RenderContext {
  const session = req.cookies?.[SESSION_COOKIE];
  return {
    apiBaseUrl: config.apiOrigin ?? `http://${hostFor(req.socket.localAddress)}:${req.socket.localPort}`,
    apiHeaders: {
      // loopback: compressing and decompressing JSON costs more than sending it
      'Accept-Encoding': 'identity',
      ...(typeof session === 'string' && session ? { Authorization: `Bearer ${session}` } : {}),
      ...(req.id ? { 'X-Request-Id': String(req.id) } : {}),
      // admitted by the overload gate: its API calls are not shed half-way through the page
      ...(res.locals.renderPermit ? { [RENDER_PERMIT_HEADER]: res.locals.renderPermit } : {}),
    },
    nonce: res.locals.nonce,
    config: config.public,
    buildId: renderer.buildInfo.id,
    assets: renderer.assets,
    signedIn: typeof session === 'string' && session.length > 0,
    lite: Boolean(renderer.litePages) && wantsLitePage(req.cookies, req.get('save-data')),
    // every other page of the built shop: its start measures the link (docs/decisions/027-first-page-start-decides.md)
    linkUnknown: Boolean(renderer.litePages) && !wantsLitePage(req.cookies, req.get('save-data')),
    htmlBasket: parseHtmlBasket(req.cookies?.[HTML_BASKET_COOKIE]),
    // the HTML checkout's form: sent again after a refusal, else a new attempt with its own token
    checkoutForm: res.locals.checkoutForm ?? { token: randomUUID(), renderedAt: new Date().toISOString(), values: {}, fields: {} },
    waitForAll: isbot(req.get('user-agent')),
    requestId: req.id === undefined ? undefined : String(req.id),
    onError(error) {
      (req.log ?? logger).error({ err: error }, 'render error');
      res.err ??= error as Error; // the request's line names the first cause, not just "status 500"
    },
  };
}

function hostFor(address: string | undefined): string {
  if (!address || address === '::' || address === '0.0.0.0') return '127.0.0.1';
  const v4 = address.replace(/^::ffff:/, '');
  return v4.includes(':') ? `[${v4}]` : v4;
}

/** The page's URL and a signal, aborted when the render times out or the client disconnects. */
function pageRequest(req: ExpressRequest, res: ExpressResponse, timeoutMs: number) {
  const controller = new AbortController();
  const abort = { onTimeout: undefined as undefined | (() => void) };
  const timer = setTimeout(() => {
    controller.abort(new Error('render timed out'));
    abort.onTimeout?.();
  }, timeoutMs);
  res.on('close', () => {
    clearTimeout(timer);
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  });
  res.on('finish', () => clearTimeout(timer));
  // the URL and the signal are all the router and the loaders read (a GET's loaders never see its headers;
  // the API calls carry the session and language themselves, renderContext's apiHeaders): a fetch Request,
  // its headers copied and checked one by one, cost about 25 µs a page for nothing
  const request: PageRequest = { url: requestUrl(req), signal: controller.signal };
  return { request, abort, settled: () => clearTimeout(timer) };
}

/**
 * The page's URL with its path as sent. Not `new URL(path, origin)`: "//evil.example/products/1" or
 * "/\\evil.example/…" would be read as another host's "/products/1" and render that page; here the
 * whole target stays the path, which the router answers with 404. A Host header that names no host
 * (it is the client's to send) falls back to localhost rather than failing the page.
 */
function requestUrl(req: ExpressRequest): URL {
  const target = req.originalUrl.startsWith('/') ? req.originalUrl : `/${req.originalUrl}`;
  try {
    return new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${target}`);
  } catch {
    return new URL(`http://localhost${target}`);
  }
}

function payloadRequest(request: PageRequest): PageRequest {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  url.searchParams.delete('v');
  return { url, signal: request.signal };
}

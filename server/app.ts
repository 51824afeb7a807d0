import express, { type ErrorRequestHandler } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Config } from './config';
import type { Database } from './db/connection';
import type { Logger } from './logger';
import { createBackend, createContentCache } from './api/index';
import { createPublicReads, inProcessFetch } from './api/reads';
import type { ApiFetch } from '../shared/api/client';
import { createSmsSender, type SmsSender } from './api/auth/sms';
import { createBffRouter } from './bff/index';
import { SESSION_COOKIE } from '../shared/session';
import { DESK_SESSION_COOKIE } from '../shared/desk';
import { securityHeaders } from './http/security';
import { createOverloadGate, newRenderPermit, sendShed, shedApi, shedPages } from './http/overload';
import { ordersFirst } from './http/admission';
import { restaurantFirst, restaurantPages } from './http/restaurant-lane';
import { staffSightings } from './http/staff-sightings';
import { healthRoutes } from './http/health';
import { requestLog } from './http/request-log';
import { noStoreWithCookies } from './http/service-worker';
import { localeRoutes } from './http/locale';
import { buildRoutes } from './builds';
import { seoRoutes } from './seo/router';
import { manifestRoutes } from './http/web-manifest';
import { previewRoutes } from './seo/previews';
import { pageHandler } from './ssr/page';
import { DESK_PATHS, deskPageHandler } from './ssr/desk-page';
import { deskFormRoutes } from './bff/desk-forms';
import { plainPage, staticErrorPage } from './http/static-error-page';
import { PageCache } from './ssr/page-cache';
import type { Renderer } from './ssr/renderer';
import type { EventBus } from './events/bus';
import { createEventBus } from './events/create-bus';
import { withStatusSms } from './api/orders/status-sms';
import { mediaProxy, mediaRoutes } from './api/media/serve';
import { createPhotoStore } from './api/media/store';
import { basketFormRoutes } from './http/basket-form';
import { notAddableMessage } from './api/rules/menu-hours';
import { createFormLine } from './api/choices/form-line';
import { checkoutFormRoutes } from './api/orders/checkout-form';
import type { BackendDeps } from './api/deps';

export interface Lifecycle {
  draining: boolean;
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** the page renderer; without one the server answers the API only (backend tests) */
  renderer?: Renderer;
  lifecycle?: Lifecycle;
  now?: () => Date;
  sms?: SmsSender;
  /** the event loop's current delay in ms (server/index.ts samples it); none means never lagging */
  eventLoopDelay?: () => number;
  /** the share of new work the saturated loop refuses, 0–1 (server/index.ts samples it); none means none */
  shedShare?: () => number;
  /** order events; server/index.ts makes one and closes it on shutdown (it opens no connection until a stream subscribes) */
  events?: EventBus;
}

/** Builds the whole server; nothing listens or connects here (server/index.ts does). */
export function createApp({
  config,
  database,
  logger,
  renderer,
  lifecycle = { draining: false },
  now = () => new Date(),
  sms,
  eventLoopDelay = () => 0,
  shedShare = () => 0,
  events = createEventBus(database, logger),
}: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(logger));
  app.use(noStoreWithCookies);
  app.use(securityHeaders(config, { dev: renderer?.buildInfo.id === 'dev' }));
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(healthRoutes(database, lifecycle));

  // refused before any work starts; the health routes above never are
  const gate = createOverloadGate({ ...config.overload, eventLoopDelay, shedShare });
  const permit = config.apiOrigin ? undefined : newRenderPermit();
  if (config.compression) app.use(compression());
  app.use(cookieParser());

  // an order being placed, and the page answering its form, are never shed (server/http/admission.ts),
  // nor the restaurant's desk, kitchen display and printers at work on them (server/http/restaurant-lane.ts)
  // the desk's own pages too, for a desk cookie the desk's API accepted in this process (./http/staff-sightings.ts)
  const sightings = staffSightings({ now: () => now().getTime() });
  app.use('/back/api/v1', ordersFirst(restaurantFirst(shedApi(gate, { permit }), { sightings }), { permit }));
  // the embedded backend's public reads also answer the server render in process (no loopback HTTP)
  let apiFetch: ApiFetch | undefined;
  let backendDeps: BackendDeps | undefined;
  if (config.apiOrigin) app.use('/back/api/v1', apiProxy(config.apiOrigin));
  else {
    const texts = sms ?? createSmsSender(config, logger);
    const contentCache = createContentCache({ database, now });
    apiFetch = inProcessFetch(createPublicReads({ database, logger, hours: config.public.hours, now }, contentCache));
    backendDeps = { config, database, logger, now, sms: texts, events: withStatusSms(events, { config, database, logger, sms: texts }) };
    app.use('/back/api/v1', createBackend(backendDeps, contentCache));
  }
  app.use('/api', createBffRouter({ config, logger }));
  // uploaded dish photos (server/api/media/serve.ts); with an external backend, served by it
  app.use('/media', config.apiOrigin ? mediaProxy(config.apiOrigin) : mediaRoutes(createPhotoStore(config)));
  const pages = renderer && [
    ordersFirst(shedPages(gate, { permit }), { permit }),
    pageHandler(config, renderer, logger, new PageCache(renderer.buildInfo.id === 'dev' ? 0 : config.pageCacheTtlMs), apiFetch, now),
  ];
  // the HTML path's forms (docs/decisions/014-html-ordering-path.md): answered with a redirect, a
  // refused checkout with its page again; the checkout places orders in process (the embedded backend)
  const defaults = config.public.hours;
  app.use(
    basketFormRoutes(createFormLine(database, now), (id, locale) =>
      notAddableMessage(database.db, id, { at: now().getTime(), defaults, locale }),
    ),
  );
  if (backendDeps) app.use(checkoutFormRoutes(backendDeps, pages || undefined));
  // the board's first cards as the server rendered them: a new order's quick accept (server/bff/desk-forms.ts)
  app.use(deskFormRoutes(config));

  if (renderer && pages) {
    app.use(buildRoutes(renderer.buildInfo));
    app.use(seoRoutes({ config, logger, apiFetch }));
    app.use(manifestRoutes({ shopName: config.public.shopName, iconsVersion: renderer.iconsVersion }));
    app.use(previewRoutes({ config, logger }));
    app.use(...renderer.middleware);
    app.use(localeRoutes(config.publicUrl));
    app.get(
      DESK_PATHS,
      restaurantPages(shedPages(gate, { permit }), sightings),
      deskPageHandler(config, renderer.deskAssets, renderer.buildInfo.id),
    );
    app.get(/.*/, ...pages);
  }

  // Pages answer GET and HEAD, the APIs their own methods: anything else gets a plain 405 in the
  // path's language (it used to be Express's English "Cannot POST /…"); a GET gets here only
  // without the renderer (the backend alone).
  app.use((req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD')
      return void res
        .status(404)
        .type('html')
        .send(plainPage(req.path, 404, 'not_found_title'));
    res.status(405).setHeader('Allow', 'GET, HEAD');
    res.type('html').send(plainPage(req.path, 405, 'method_not_allowed'));
  });

  app.use(((err, req, res, _next) => {
    if (!res.headersSent && sendShed(err, req, res)) return;
    (req.log ?? logger).error({ err }, 'unhandled error');
    res.err = err;
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .type('html')
      .send(staticErrorPage(req.path, req.id === undefined ? undefined : String(req.id)));
  }) as ErrorRequestHandler);

  return app;
}

/** An external backend: same contract, the session cookie becomes the bearer header on the way. */
function apiProxy(origin: string) {
  return createProxyMiddleware({
    target: `${origin}/back/api/v1`,
    changeOrigin: true,
    xfwd: true,
    on: {
      proxyReq(proxyReq, req) {
        // the desk has its own cookie (server/bff/desk.ts)
        const request = req as express.Request;
        const cookie = request.cookies?.[request.path.startsWith('/desk/') ? DESK_SESSION_COOKIE : SESSION_COOKIE];
        if (cookie && !proxyReq.getHeader('authorization')) proxyReq.setHeader('Authorization', `Bearer ${cookie}`);
        proxyReq.removeHeader('cookie');
      },
    },
  });
}

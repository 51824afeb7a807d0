import express, { Router } from 'express';
import type { BackendDeps } from './deps';
import { apiErrorHandler, apiNotFound } from '../http/api-errors';
import { ResponseCache } from '../http/response-cache';
import { authenticate } from '../http/auth';
import { requestLocale } from '../http/locale';
import { readCatalogueVersion } from '../db/catalogue-version';
import { createPublicReadsRouter, publicReadTable } from './public-reads';
import { createAuthRouter } from './auth/router';
import { sessionLookup } from './auth/service';
import { createUsersRouter } from './users/router';
import { createBasketRouter } from './basket/router';
import { createOrdersRouter } from './orders/router';
import { createAdminRouter } from './admin/router';
import { createDeskRouter } from './desk/router';
import { createPhotoStore } from './media/store';
import { createCloudPrntRouter } from './printing/cloudprnt-router';
import { droppingStatus, statusCacheOf } from './rules/status-cache';

/** The catalogue's and pages' answers, kept as bytes: read on every page view and written a few times a day. */
export const createContentCache = (deps: Pick<BackendDeps, 'database' | 'now'>) =>
  new ResponseCache({ readVersion: () => readCatalogueVersion(deps.database.db), now: () => deps.now().getTime() });

/**
 * The embedded backend mounted at /back/api/v1: JSON in, `{ success, data | error }` out. The
 * content cache is shared with the server render's in-process reads (./reads.ts) when given.
 */
export function createBackend(given: BackendDeps, contentCache = createContentCache(given)): Router {
  const router = Router();
  // the shop's status, kept per process: a change published here drops it at once, one from another process when the bus brings it
  const status = statusCacheOf({ database: given.database, hours: given.config.public.hours, now: given.now });
  status.follow(given.events);
  const deps: BackendDeps = { ...given, events: droppingStatus(given.events, status) };

  router.use((_req, res, next) => {
    // messages and unit names follow the request's language; nothing here may be cached by a proxy for another shopper
    res.vary('Accept-Language');
    res.set('Cache-Control', 'private, no-cache');
    next();
  });
  router.use(requestLocale);
  router.use(express.json({ limit: '100kb' }));
  // reads the bearer token or session cookie on the routes that name a customer
  const signIn = authenticate(sessionLookup(deps));

  // the menu, content pages, pop-up, delivery zones and shop status: one table, also read in process by the server render (./reads.ts)
  router.use(
    createPublicReadsRouter(publicReadTable({ database: deps.database, hours: deps.config.public.hours, now: deps.now }, contentCache)),
  );

  // Customers: sign-in, profile and addresses, basket, orders, operator API — one line each below.
  router.use(createAuthRouter(deps, signIn));
  router.use(createUsersRouter(deps, signIn));
  router.use(createBasketRouter(deps, signIn));
  router.use(createOrdersRouter(deps, signIn));
  router.use('/admin', createAdminRouter(deps));
  // the restaurant's desk, one router behind one staff guard (docs/desk-api.md)
  router.use(
    '/desk',
    createDeskRouter(deps, createPhotoStore(deps.config), () => contentCache.invalidate()),
  );
  // kitchen printers' own CloudPRNT calls (authorised by their URL's secret)
  router.use('/cloudprnt', createCloudPrntRouter(deps));

  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}

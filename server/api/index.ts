import express, { Router } from 'express';
import type { BackendDeps } from './deps';
import { apiErrorHandler, apiNotFound } from '../http/api-errors';
import { ResponseCache } from '../http/response-cache';
import { readCatalogueVersion } from '../db/catalogue-version';
import { createCatalogueRouter } from './catalogue/router';
import { createPagesRouter } from './pages/router';
import { createAuthRouter } from './auth/router';
import { createUsersRouter } from './users/router';
import { createBasketRouter } from './basket/router';
import { createOrdersRouter } from './orders/router';
import { createAdminRouter } from './admin/router';

/** The embedded backend mounted at /back/api/v1: JSON in, `{ success, data | error }` out. */
export function createBackend(deps: BackendDeps): Router {
  const router = Router();
  // the catalogue and pages are read on every page view and written a few times a day
  const contentCache = new ResponseCache({ readVersion: () => readCatalogueVersion(deps.database.db) });

  router.use((_req, res, next) => {
    // messages and unit names follow the request's language; nothing here may be cached by a proxy for another shopper
    res.vary('Accept-Language');
    res.set('Cache-Control', 'private, no-cache');
    next();
  });
  router.use(express.json({ limit: '100kb' }));

  // Catalogue and content (public reads)
  router.use(createCatalogueRouter(deps, contentCache));
  router.use(createPagesRouter(deps, contentCache));

  // Customers: sign-in, profile and addresses, basket, orders, operator API — one line each below.
  router.use(createAuthRouter(deps));
  router.use(createUsersRouter(deps));
  router.use(createBasketRouter(deps));
  router.use(createOrdersRouter(deps));
  router.use('/admin', createAdminRouter(deps));

  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}

import { Router } from 'express';
import type { BackendDeps } from '../deps';
import type { ResponseCache } from '../../http/response-cache';
import { validate } from '../../http/validate';
import { sendCached } from '../../http/respond';
import { pathId } from '../ids';
import { CategoriesQuery, ProductQuery, ProductsQuery } from './schemas';
import { createCatalogueService } from './service';

export function createCatalogueRouter(deps: Pick<BackendDeps, 'database'>, cache: ResponseCache) {
  const catalogue = createCatalogueService(deps.database, cache);
  const router = Router();

  router.get('/categories', validate(CategoriesQuery, 'query'), async (req, res) => {
    sendCached(req, res, await catalogue.categories(req.query, req.locale));
  });

  router.get('/products', validate(ProductsQuery, 'query'), async (req, res) => {
    sendCached(req, res, await catalogue.products(req.query, req.locale));
  });

  router.get('/products/:id', validate(ProductQuery, 'query'), async (req, res) => {
    // "/products/abc" names no product: a 404 like any other missing dish, not a 422
    sendCached(req, res, await catalogue.product(pathId(req.params.id, 'product_not_found'), req.locale, req.query));
  });

  return router;
}

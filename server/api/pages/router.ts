import { Router } from 'express';
import type { BackendDeps } from '../deps';
import type { ResponseCache } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import { sendCached } from '../../http/respond';
import { isSlug } from './schemas';
import { createPagesService } from './service';

export function createPagesRouter(deps: Pick<BackendDeps, 'database'>, cache: ResponseCache) {
  const pages = createPagesService(deps.database, cache);
  const router = Router();

  router.get('/pages', async (req, res) => {
    sendCached(req, res, await pages.list());
  });

  router.get('/pages/:slug', async (req, res) => {
    if (!isSlug(req.params.slug)) throw notFound('page_not_found');
    sendCached(req, res, await pages.bySlug(req.params.slug));
  });

  // the path's spelling is the contract's (design.md §4), typo included
  router.get('/pupup-slider', async (req, res) => {
    sendCached(req, res, await pages.popup());
  });

  return router;
}

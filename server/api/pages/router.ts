import { Router } from 'express';
import type { BackendDeps } from '../deps';
import type { ResponseCache } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import { sendJsonBody } from '../../http/respond';
import { isSlug } from './schemas';
import { createPagesService } from './service';

export function createPagesRouter(deps: Pick<BackendDeps, 'database'>, cache: ResponseCache) {
  const pages = createPagesService(deps.database, cache);
  const router = Router();

  router.get('/pages', async (_req, res) => {
    const { body, etag } = await pages.list();
    sendJsonBody(res, body, etag);
  });

  router.get('/pages/:slug', async (req, res) => {
    if (!isSlug(req.params.slug)) throw notFound('page_not_found');
    const { body, etag } = await pages.bySlug(req.params.slug);
    sendJsonBody(res, body, etag);
  });

  // the path's spelling is the contract's (design.md §4), typo included
  router.get('/pupup-slider', async (_req, res) => {
    const { body, etag } = await pages.popup();
    sendJsonBody(res, body, etag);
  });

  return router;
}

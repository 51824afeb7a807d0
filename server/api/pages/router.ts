import { Router } from 'express';
import type { BackendDeps } from '../deps';
import type { ResponseCache } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import { sendCached } from '../../http/respond';
import { validate } from '../../http/validate';
import { isSlug, PagesQuery } from './schemas';
import { createPagesService } from './service';

export function createPagesRouter(deps: Pick<BackendDeps, 'database'>, cache: ResponseCache) {
  const pages = createPagesService(deps.database, cache);
  const router = Router();

  router.get('/pages', validate(PagesQuery, 'query'), async (req, res) => {
    sendCached(req, res, await pages.list(req.query.localized ? req.locale : undefined));
  });

  router.get('/pages/:slug', validate(PagesQuery, 'query'), async (req, res) => {
    const slug = String(req.params.slug);
    if (!isSlug(slug)) throw notFound('page_not_found');
    sendCached(req, res, await pages.bySlug(slug, req.query.localized ? req.locale : undefined));
  });

  // the path's spelling is the contract's (design.md §4), typo included
  router.get('/pupup-slider', async (req, res) => {
    sendCached(req, res, await pages.popup());
  });

  return router;
}

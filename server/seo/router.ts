import { Router, type Request } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createApiClient, type ApiClient, type ApiFetch } from '../../shared/api/client';
import type { Category, PageSummary, Product } from '../../shared/api/types';
import { defaultLocale } from '../../shared/locale';
import { renderRobots, renderSitemap, sitemapPaths, type SitemapSource } from './sitemap';

export interface SeoDeps {
  config: Pick<Config, 'publicUrl' | 'apiOrigin'>;
  logger?: Logger;
  /** the embedded backend's public reads in process (server/api/reads.ts); none with an external backend */
  apiFetch?: ApiFetch;
}

const PAGE_SIZE = 100;

/**
 * /sitemap.xml and /robots.txt. The catalogue is read through the API client, in process when the
 * backend is embedded: a loopback call is a new API request that a busy server sheds.
 */
export function seoRoutes({ config, apiFetch }: SeoDeps) {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(renderRobots(config.publicUrl));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const source = await readCatalogue(apiFor(req, config.apiOrigin, apiFetch));
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(renderSitemap(config.publicUrl, sitemapPaths(source)));
  });

  return router;
}

// the embedded backend answers on this same server; an external one at its own origin
function apiFor(req: Request, apiOrigin: string | undefined, apiFetch: ApiFetch | undefined): ApiClient {
  const baseUrl = apiOrigin ?? `http://127.0.0.1:${req.socket.localPort}`;
  // the request's id goes with its reads, so a failure logged in process names the sitemap request
  const headers = req.id ? { 'X-Request-Id': String(req.id) } : undefined;
  return createApiClient({ baseUrl, locale: defaultLocale, fetch: apiFetch, headers });
}

async function readCatalogue(api: ApiClient): Promise<SitemapSource> {
  const [categories, productIds, pages] = await Promise.all([
    api.get<Category[]>('/categories'),
    allProductIds(api),
    api.get<PageSummary[]>('/pages'),
  ]);
  return {
    categoryIds: categories.map((c) => c.id),
    productIds,
    pageSlugs: pages.flatMap((page) => [page.slug, ...page.pages.map((child) => child.slug)]),
  };
}

async function allProductIds(api: ApiClient): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await api.list<Product>('/products', { limit: PAGE_SIZE, page });
    ids.push(...data.map((p) => p.id));
    if (data.length < PAGE_SIZE || !meta || ids.length >= meta.total) return ids;
  }
}

import { Router, type RequestHandler } from 'express';
import type { Struct } from 'superstruct';
import type { Database } from '../db/connection';
import type { CachedBody, ResponseCache } from '../http/response-cache';
import type { Locale } from '../../shared/locale';
import { notFound } from '../http/errors';
import { sendCached, sendData } from '../http/respond';
import { validate } from '../http/validate';
import { pathId } from './ids';
import { CategoriesQuery, ProductQuery, ProductsQuery } from './catalogue/schemas';
import { createCatalogueService } from './catalogue/service';
import { isSlug, PagesQuery } from './pages/schemas';
import { createPagesService } from './pages/service';
import { publicZones } from './zones/service';
import { statusCacheOf } from './rules/status-cache';
import { shopEstimates } from './estimates/service';
import type { Hours } from '../../shared/hours';

interface ReadInput<Q> {
  query: Q;
  params: Record<string, string>;
  locale: Locale;
}

/**
 * One public read of the storefront: the same for every shopper, so the Express route and the server
 * render's in-process reader (reads.ts) both answer it, from this one declaration. `path` is an
 * Express path whose `:name` parts are whole segments; `query` is the route's query check.
 */
export type PublicRead<Q = any> = {
  path: string;
  query?: Struct<Q, any>;
} & (
  | { kind: 'cached'; answer(input: ReadInput<Q>): Promise<CachedBody> }
  // not cached: the desk's edits show at once
  | { kind: 'fresh'; answer(input: ReadInput<Q>): Promise<unknown> }
);

const read = <Q>(definition: PublicRead<Q>) => definition as PublicRead;

/** The public reads a page render makes: the menu, content pages, the pop-up, the delivery zones and the shop's status. */
export function publicReadTable(deps: { database: Database; hours: Hours; now(): Date }, cache: ResponseCache): PublicRead[] {
  const catalogue = createCatalogueService(deps.database, cache);
  const pages = createPagesService(deps.database, cache);
  const localized = (wanted: boolean | undefined, locale: Locale) => (wanted ? locale : undefined);
  // kept a few seconds per process, dropped on each change (rules/status-cache.ts)
  const status = statusCacheOf(deps);
  return [
    read({
      path: '/categories',
      query: CategoriesQuery,
      kind: 'cached',
      answer: ({ query, locale }) => catalogue.categories(query, locale),
    }),
    read({ path: '/products', query: ProductsQuery, kind: 'cached', answer: ({ query, locale }) => catalogue.products(query, locale) }),
    read({
      path: '/products/:id',
      query: ProductQuery,
      kind: 'cached',
      // "/products/abc" names no product: a 404 like any other missing dish, not a 422
      answer: ({ params, query, locale }) => catalogue.product(pathId(params.id, 'product_not_found'), locale, query, deps.now()),
    }),
    read({
      path: '/pages',
      query: PagesQuery,
      kind: 'cached',
      answer: ({ query, locale }) => pages.list(localized(query.localized, locale)),
    }),
    read({
      path: '/pages/:slug',
      query: PagesQuery,
      kind: 'cached',
      answer: async ({ params, query, locale }) => {
        if (!isSlug(params.slug)) throw notFound('page_not_found');
        return pages.bySlug(params.slug, localized(query.localized, locale));
      },
    }),
    // the path's spelling is the contract's (design.md §4), typo included
    read({ path: '/pupup-slider', kind: 'cached', answer: () => pages.popup() }),
    read({ path: '/zones', kind: 'fresh', answer: () => publicZones(deps.database.db) }),
    // open, closed or paused, the week and the dishes sold out: pages poll it, and the shell says the hours from it
    read({ path: '/shop/status', kind: 'fresh', answer: () => status.read() }),
    // every zone's estimate as shoppers are told it before ordering: learned from its deliveries, busy mode added
    read({ path: '/shop/estimates', kind: 'fresh', answer: () => shopEstimates(deps.database.db, deps.now()) }),
  ];
}

/** The public reads as the API's GET routes. */
export function createPublicReadsRouter(table: PublicRead[]): Router {
  const router = Router();
  for (const entry of table) {
    const checks: RequestHandler[] = entry.query ? [validate(entry.query, 'query')] : [];
    router.get(entry.path, ...checks, async (req, res) => {
      const input = { query: entry.query ? req.query : {}, params: req.params as Record<string, string>, locale: req.locale };
      if (entry.kind === 'cached') sendCached(req, res, await entry.answer(input));
      else sendData(res, await entry.answer(input));
    });
  }
  return router;
}

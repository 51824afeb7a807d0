import type { Kysely } from 'kysely';
import type { Database } from '../../db/connection';
import type { Schema } from '../../db/schema';
import type { Product } from '../../../shared/api/types';
import type { ResponseCache, CachedBody } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import { listMeta } from '../../http/respond';
import type { Locale } from '../../../shared/locale';
import { searchTerms } from '../../../shared/search/fold';
import * as repo from './repo';
import { presentCategory, presentProduct } from './present';
import type { CategoriesQuery, ProductsQuery } from './schemas';

/**
 * Reads of the menu. Each answer is built once per (query, language) and then served from the
 * response cache until the catalogue version changes: the product list is the hottest endpoint.
 */
export function createCatalogueService({ db }: Database, cache: ResponseCache) {
  return {
    categories(query: CategoriesQuery, locale: Locale): Promise<CachedBody> {
      const key = `categories|${locale}|${query.with_products}|${query.limit}|${query.page}`;
      return cache.get(key, async () => {
        const paging = { limit: query.limit, offset: (query.page - 1) * query.limit };
        const [rows, total] = await Promise.all([repo.findCategories(db, paging), repo.countCategories(db)]);
        const products = query.with_products
          ? await repo.findProductsInCategories(
              db,
              rows.map((r) => r.id),
            )
          : [];
        const data = rows.map((row) =>
          presentCategory(
            row,
            query.with_products ? products.filter((p) => p.category_id === row.id).map((p) => presentProduct(p, locale)) : undefined,
          ),
        );
        return { success: true, data, meta: listMeta(total, query.page, query.limit) };
      });
    },

    products(query: ProductsQuery, locale: Locale): Promise<CachedBody> {
      const search = query.search?.trim() ?? '';
      const key = `products|${locale}|${query.ids?.join(',') ?? ''}|${query.category ?? ''}|${search}|${query.limit}|${query.page}`;
      return cache.get(key, async () => {
        const terms = search ? searchTerms(search) : undefined;
        // a search made only of punctuation folds to nothing: it matches nothing rather than everything
        if (terms && !terms.length) return { success: true, data: [], meta: listMeta(0, query.page, query.limit) };
        const filter = { ids: query.ids, categoryId: query.category, terms };
        const paging = { limit: query.limit, offset: (query.page - 1) * query.limit };
        const [rows, total] = await Promise.all([repo.findProducts(db, filter, paging), repo.countProducts(db, filter)]);
        return { success: true, data: rows.map((r) => presentProduct(r, locale)), meta: listMeta(total, query.page, query.limit) };
      });
    },

    product(id: number, locale: Locale): Promise<CachedBody> {
      return cache.get(`product|${locale}|${id}`, async () => {
        const row = await repo.findProduct(db, id);
        if (!row) throw notFound('product_not_found');
        return { success: true, data: presentProduct(row, locale) };
      });
    },
  };
}

/** Dishes on sale among these ids, in the catalogue's Product shape, keyed by id (the basket shows its lines so). */
export async function productsById(db: Kysely<Schema>, ids: number[], locale: Locale): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findProducts(db, { ids }, { limit: ids.length, offset: 0 });
  return new Map(rows.map((row) => [row.id, presentProduct(row, locale)]));
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/connection';
import type { Schema } from '../../db/schema';
import type { Product } from '../../../shared/api/types';
import type { ResponseCache, CachedBody } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import { listMeta } from '../../http/respond';
import type { Locale } from '../../../shared/locale';
import { foldText, searchTerms, termMeets, type SearchTerm } from '../../../shared/search/fold';
import * as repo from './repo';
import { dishesWithRequiredGroups } from '../choices/repo';
import { availabilityStamp, groupsOfDish } from '../choices/load';
import { presentDishChoices } from '../choices/present';
import { presentCategory, presentProduct } from './present';
import type { CategoriesQuery, ProductQuery, ProductsQuery } from './schemas';

/**
 * Reads of the menu. Each answer is built once per (query, language) and then served from the
 * response cache until the catalogue version changes: the product list is the hottest endpoint.
 */
export function createCatalogueService({ db }: Database, cache: ResponseCache) {
  return {
    categories(query: CategoriesQuery, locale: Locale): Promise<CachedBody> {
      const perCategory = query.with_products ? query.products_per_category : undefined;
      const only = query.localized ? locale : undefined;
      const key = `categories|${locale}|${query.with_products}|${perCategory ?? ''}|${query.localized}|${query.cards}|${query.limit}|${query.page}`;
      return cache.get(key, async () => {
        const paging = { limit: query.limit, offset: (query.page - 1) * query.limit };
        const [rows, total] = await Promise.all([repo.findCategories(db, paging), repo.countCategories(db)]);
        const ids = rows.map((r) => r.id);
        const products = !query.with_products
          ? []
          : perCategory
            ? await repo.findFirstProductsInCategories(db, ids, perCategory)
            : await repo.findProductsInCategories(db, ids);
        const required = await dishesWithRequiredGroups(
          db,
          products.map((p) => p.id),
        );
        const byCategory = new Map<number, repo.ProductRow[]>();
        for (const p of products) {
          const list = byCategory.get(p.category_id);
          if (list) list.push(p);
          else byCategory.set(p.category_id, [p]);
        }
        const data = rows.map((row) =>
          presentCategory(
            row,
            query.with_products
              ? (byCategory.get(row.id) ?? []).map((p) => presentProduct(p, locale, query.localized, query.cards, required.has(p.id)))
              : undefined,
            only,
          ),
        );
        return { success: true, data, meta: listMeta(total, query.page, query.limit) };
      });
    },

    products(query: ProductsQuery, locale: Locale): Promise<CachedBody> {
      const search = query.search?.trim() ?? '';
      const key = `products|${locale}|${query.ids?.join(',') ?? ''}|${query.category ?? ''}|${search}|${query.localized}|${query.limit}|${query.page}`;
      return cache.get(key, async () => {
        const words = search ? searchTerms(search) : undefined;
        // a search made only of punctuation folds to nothing: it matches nothing rather than everything
        if (words && !words.length) return { success: true, data: [], meta: listMeta(0, query.page, query.limit) };
        const terms = words && (await withCategories(db, words));
        const filter = { ids: query.ids, categoryId: query.category, terms };
        const paging = { limit: query.limit, offset: (query.page - 1) * query.limit };
        const [rows, total] = await Promise.all([repo.findProducts(db, filter, paging), repo.countProducts(db, filter)]);
        const required = await dishesWithRequiredGroups(
          db,
          rows.map((r) => r.id),
        );
        const data = rows.map((r) => presentProduct(r, locale, query.localized, false, required.has(r.id)));
        return { success: true, data, meta: listMeta(total, query.page, query.limit) };
      });
    },

    /** One dish with its choice groups (the page and the modal); cached while the stop-lists stand as they are. */
    async product(id: number, locale: Locale, query: ProductQuery = { localized: false }, now = new Date()): Promise<CachedBody> {
      const stamp = await availabilityStamp(db, now);
      return cache.get(`product|${locale}|${id}|${query.localized}|${stamp}`, async () => {
        const row = await repo.findProduct(db, id);
        if (!row) throw notFound('product_not_found');
        const groups = await groupsOfDish(db, id, now);
        const product = presentProduct(
          row,
          locale,
          query.localized,
          false,
          groups.some((g) => g.min >= 1),
        );
        return { success: true, data: { ...product, choices: presentDishChoices(row.price, groups) } };
      });
    },
  };
}

/** Each term with the categories whose name (in any language) it meets. */
async function withCategories(db: Kysely<Schema>, terms: SearchTerm[]) {
  const categories = (await repo.categoryNames(db)).map((c) => ({ id: c.id, folded: foldText(`${c.name_tm} ${c.name_ru} ${c.name_en}`) }));
  return terms.map((t) => ({ ...t, categoryIds: categories.filter((c) => termMeets(t, c.folded)).map((c) => c.id) }));
}

/** Dishes on sale among these ids, in the catalogue's Product shape, keyed by id (the basket shows its lines so). */
export async function productsById(db: Kysely<Schema>, ids: number[], locale: Locale): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findProducts(db, { ids }, { limit: ids.length, offset: 0 });
  return new Map(rows.map((row) => [row.id, presentProduct(row, locale)]));
}

import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Schema } from '../../db/schema';
import { servingColumns } from '../serving-hours';
import { matchesAllTerms, searchRank, type CatalogueTerm } from './search';

export interface ProductFilter {
  ids?: number[];
  categoryId?: number;
  terms?: CatalogueTerm[];
}

export interface Paging {
  limit: number;
  offset: number;
}

type ProductScope = SelectQueryBuilder<
  Schema & { p: Schema['products']; u: Schema['units']; c: Schema['categories'] },
  'p' | 'u' | 'c',
  object
>;

const productColumns = [
  'p.id',
  'p.category_id',
  'p.name_tm',
  'p.name_ru',
  'p.name_en',
  'p.description_tm',
  'p.description_ru',
  'p.description_en',
  'p.price',
  'p.image',
  'p.amount',
  'u.id as unit_id',
  'u.name_tm as unit_name_tm',
  'u.name_ru as unit_name_ru',
  'u.name_en as unit_name_en',
  // the hours it is served in, its own and its category's
  ...servingColumns,
] as const;

function scope(db: Kysely<Schema>, filter: ProductFilter): ProductScope {
  let q = db
    .selectFrom('products as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('p.archived', '=', 0) as unknown as ProductScope;
  if (filter.ids) q = q.where('p.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.categoryId !== undefined) q = q.where('p.category_id', '=', filter.categoryId);
  if (filter.terms?.length) q = q.where(matchesAllTerms(filter.terms));
  return q;
}

export async function findProducts(db: Kysely<Schema>, filter: ProductFilter, paging: Paging) {
  let q = scope(db, filter).select(productColumns);
  if (filter.terms?.length) q = q.orderBy(searchRank(filter.terms));
  return q.orderBy('p.sort_order').orderBy('p.id').limit(paging.limit).offset(paging.offset).execute();
}

export type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];

export async function countProducts(db: Kysely<Schema>, filter: ProductFilter): Promise<number> {
  const row = await scope(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findProduct(db: Kysely<Schema>, id: number): Promise<ProductRow | undefined> {
  return scope(db, { ids: [id] })
    .select(productColumns)
    .executeTakeFirst();
}

export function findProductsInCategories(db: Kysely<Schema>, categoryIds: number[]): Promise<ProductRow[]> {
  if (!categoryIds.length) return Promise.resolve([]);
  return scope(db, {}).where('p.category_id', 'in', categoryIds).select(productColumns).orderBy('p.sort_order').orderBy('p.id').execute();
}

/** The first `perCategory` dishes of each category, in the menu's order (one query: a window over the categories). */
export async function findFirstProductsInCategories(db: Kysely<Schema>, categoryIds: number[], perCategory: number): Promise<ProductRow[]> {
  if (!categoryIds.length) return [];
  const ranked = scope(db, {})
    .where('p.category_id', 'in', categoryIds)
    .select(productColumns)
    .select(['p.sort_order', sql<number>`row_number() over (partition by p.category_id order by p.sort_order, p.id)`.as('rank')]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('r.rank', '<=', perCategory)
    .orderBy('r.sort_order')
    .orderBy('r.id')
    .execute();
  return rows as ProductRow[];
}

export function findCategories(db: Kysely<Schema>, paging: Paging) {
  return db
    .selectFrom('categories')
    .select(['id', 'name_tm', 'name_ru', 'name_en', 'image'])
    .where('archived', '=', 0)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
}

export async function countCategories(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('archived', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every category's names, for matching a search's words against them. */
export function categoryNames(db: Kysely<Schema>) {
  return db.selectFrom('categories').select(['id', 'name_tm', 'name_ru', 'name_en']).where('archived', '=', 0).execute();
}

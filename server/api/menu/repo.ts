import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

type Db = Kysely<Schema>;

export function listUnits(db: Db) {
  return db.selectFrom('units').select(['id', 'code', 'name_tm', 'name_ru', 'name_en']).orderBy('id').execute();
}

/** A category as the desk's menu reads it: its names, picture, place, station and serving hours. */
const categoryColumns = [
  'id',
  'name_tm',
  'name_ru',
  'name_en',
  'image',
  'sort_order',
  'archived',
  'station',
  'hours_days',
  'hours_from',
  'hours_until',
] as const;

export function listCategories(db: Db) {
  return db.selectFrom('categories').select(categoryColumns).orderBy('sort_order').orderBy('id').execute();
}
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

const dishColumns = [
  'p.id',
  'p.category_id',
  'u.code as unit',
  'p.amount',
  'p.price',
  'p.image',
  'p.name_tm',
  'p.name_ru',
  'p.name_en',
  'p.description_tm',
  'p.description_ru',
  'p.description_en',
  'p.sort_order',
  'p.archived',
  'p.hours_days',
  'p.hours_from',
  'p.hours_until',
] as const;

export function listDishes(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .select(dishColumns)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}
export type DishRow = Awaited<ReturnType<typeof listDishes>>[number];

export function findDish(db: Db, id: number): Promise<DishRow | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .select(dishColumns)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').select(categoryColumns).where('id', '=', id).executeTakeFirst();
}

export async function unitId(db: Db, code: string): Promise<number | undefined> {
  return (await db.selectFrom('units').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

/** One past the highest place in the list: a new entry goes last. */
export async function nextSortOrder(db: Db, table: 'categories' | 'products'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .executeTakeFirst();
  return row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
}

/** The ids of a list in the order the shop shows them: all categories, or one category's dishes. */
export async function orderedIds(db: Db, table: 'categories' | 'products', categoryId?: number) {
  let q = db.selectFrom(table).select(['id', 'sort_order']);
  if (table === 'products' && categoryId !== undefined) q = q.where('category_id', '=', categoryId);
  return q.orderBy('sort_order').orderBy('id').execute();
}

export async function setSortOrder(db: Db, table: 'categories' | 'products', id: number, sortOrder: number) {
  await db.updateTable(table).set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

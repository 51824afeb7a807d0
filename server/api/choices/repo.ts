import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { servingWindowsQuery } from '../serving-hours';

// Reads of choice groups for the storefront, the basket and orders (migration 012). The desk's writes are in desk-repo.ts.

type Db = Kysely<Schema> | Transaction<Schema>;

/** The groups on these dishes (not archived), in each dish's order. */
export async function attachedGroups(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_choice_groups as a')
    .innerJoin('choice_groups as g', 'g.id', 'a.group_id')
    .select(['a.product_id', 'g.id', 'g.name_tm', 'g.name_ru', 'g.name_en', 'g.min_select', 'g.max_select'])
    .where('a.product_id', 'in', productIds)
    .where('g.archived', '=', 0)
    .orderBy('a.product_id')
    .orderBy('a.sort_order')
    .orderBy('g.id')
    .execute();
}

/** The options of these groups (not archived), in order; a set meal's option brings its dish's photo and whether it is on sale. */
export async function groupOptions(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('choice_options as o')
    .leftJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.group_id',
      'o.name_tm',
      'o.name_ru',
      'o.name_en',
      'o.price',
      'o.is_default',
      'o.product_id',
      'p.image as product_image',
      'p.archived as product_archived',
    ])
    .where('o.group_id', 'in', groupIds)
    .where('o.archived', '=', 0)
    .orderBy('o.group_id')
    .orderBy('o.sort_order')
    .orderBy('o.id')
    .execute();
}

/** Options on the stop-list at `now` (an expired mark stays until marked again or taken off, and no longer counts). */
export async function stoppedOptionIds(db: Db, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('option_stop_list')
    .select('option_id')
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
    .execute();
  return new Set(rows.map((r) => r.option_id));
}

/** Dishes on the dishes' stop-list at `now` (the same reading as server/api/rules: a mark past its time no longer counts). */
export async function stoppedDishIds(db: Db, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('stop_list')
    .select('product_id')
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
    .execute();
  return new Set(rows.map((r) => r.product_id));
}

/** The serving windows of the dishes that are a set meal's options and have hours (theirs or their category's: migration 013). */
export function optionDishHours(db: Db) {
  return servingWindowsQuery(db)
    .where((eb) => eb('p.id', 'in', eb.selectFrom('choice_options').select('product_id').where('product_id', 'is not', null)))
    .where((eb) => eb.or([eb('p.hours_days', 'is not', null), eb('c.hours_days', 'is not', null)]))
    .execute();
}

/** The shop's closure days (YYYY-MM-DD): no serving window starts on one (read here, as rules/ reads choices/). */
export async function closureDays(db: Db): Promise<string[]> {
  return (await db.selectFrom('shop_closures').select('day').orderBy('day').execute()).map((r) => r.day);
}

/** The dishes that carry at least one group (the cards' flag and the publish check read only these). */
export async function dishesWithGroups(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('product_choice_groups as a')
    .innerJoin('choice_groups as g', 'g.id', 'a.group_id')
    .select('a.product_id')
    .distinct()
    .where('g.archived', '=', 0)
    .execute();
  return rows.map((r) => r.product_id);
}

/** The dishes with a required group (min >= 1): their cards open the dish instead of adding it. */
export async function dishesWithRequiredGroups(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('product_choice_groups as a')
    .innerJoin('choice_groups as g', 'g.id', 'a.group_id')
    .select('a.product_id')
    .distinct()
    .where('a.product_id', 'in', productIds)
    .where('g.archived', '=', 0)
    .where('g.min_select', '>=', 1)
    .execute();
  return new Set(rows.map((r) => r.product_id));
}

/** Dishes on sale among these ids, with what a line is priced and named from. */
export function saleDishes(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name_tm', 'name_ru', 'name_en', 'price'])
    .where('id', 'in', [...new Set(ids)])
    .where('archived', '=', 0)
    .execute();
}

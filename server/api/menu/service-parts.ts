import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { parseMoney } from '../../../shared/money';
import { searchBlob } from '../../../shared/search/fold';
import type { DishInput } from '../../../shared/schemas/menu';
import type { DeskDish } from './present';
import * as repo from './repo';

// The menu service's helpers (service.ts): a dish's columns, its references checked, a move in a list.

type Db = Kysely<Schema>;

export function dishColumns(d: DishInput, unitId: number) {
  const names = searchBlob([d.name.tm, d.name.ru, d.name.en]);
  const descriptions = searchBlob([d.description.tm, d.description.ru, d.description.en]);
  return {
    category_id: d.category,
    unit_id: unitId,
    name_tm: d.name.tm.trim(),
    name_ru: d.name.ru.trim(),
    name_en: d.name.en.trim(),
    description_tm: d.description.tm.trim(),
    description_ru: d.description.ru.trim(),
    description_en: d.description.en.trim(),
    price: parseMoney(d.price)!,
    amount: d.amount,
    image: d.image,
    search_name: names.words,
    search_name_keys: names.keys,
    search_description: descriptions.words,
    search_description_keys: descriptions.keys,
  };
}

/** The references a dish makes, checked with the import's codes: a category and a unit that exist. */
export async function checkDish(db: Db, d: DishInput): Promise<number> {
  const [category, unitId] = await Promise.all([repo.findCategory(db, d.category), repo.unitId(db, d.unit)]);
  const fields: Record<string, string> = {};
  if (!category) fields.category = 'unknown_category';
  if (unitId === undefined) fields.unit = 'unknown_unit';
  if (Object.keys(fields).length) throw unprocessable(fields);
  return unitId!;
}

export const dishInput = (d: DeskDish): DishInput => ({
  category: d.category,
  unit: d.unit,
  amount: d.amount,
  price: d.price,
  image: d.image,
  name: d.name,
  description: d.description,
});

/** Moves an entry one place up or down its list by giving the list's places out again in the new order. */
export async function move(db: Db, table: 'categories' | 'products', id: number, direction: 'up' | 'down', categoryId?: number) {
  const list = await repo.orderedIds(db, table, categoryId);
  const at = list.findIndex((r) => r.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= list.length) return false;
  const places = list.map((r) => Number(r.sort_order));
  // equal places (entries added at once) would leave the order to the id: make them distinct first
  for (let i = 1; i < places.length; i++) places[i] = Math.max(places[i], places[i - 1] + 1);
  const ids = list.map((r) => r.id);
  [ids[at], ids[to]] = [ids[to], ids[at]];
  for (let i = 0; i < ids.length; i++)
    if (ids[i] !== list[i].id || places[i] !== Number(list[i].sort_order)) await repo.setSortOrder(db, table, ids[i], places[i]);
  return true;
}

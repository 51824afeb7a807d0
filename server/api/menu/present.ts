import type { DeskCategory, DeskDish, NotOffered, Texts } from '../../../shared/menu/desk';
import { formatMoney } from '../../../shared/money';
import { missingLanguages } from '../../../shared/menu/names';
import { lineStation } from '../../../shared/kitchen';
import { windowOf } from '../../../shared/menu-hours';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { CategoryRow, DishRow } from './repo';

export type { DeskCategory, DeskDish, NotOffered };

/** Why each of these dishes is not offered at `now` (absent: nothing keeps it off), the publish check's reasons. */
export type NotOfferedReader = (
  db: Kysely<Schema> | Transaction<Schema>,
  productIds: number[],
  now: Date,
) => Promise<Map<number, NotOffered[]>>;

const texts = (row: object, key: string): Texts => {
  const r = row as Record<string, string>;
  return { tm: r[`${key}_tm`], ru: r[`${key}_ru`], en: r[`${key}_en`] };
};

export function presentCategory(row: CategoryRow): DeskCategory {
  const name = texts(row, 'name');
  const station = row.station === null ? null : lineStation(row.station);
  const hours = windowOf(row.hours_days, row.hours_from, row.hours_until);
  return { id: row.id, name, image: row.image, archived: row.archived === 1, station, hours, missing: missingLanguages(name) };
}

/** A dish as the desk edits it; `notOffered`: why the shop does not offer it now (not-offered.ts). */
export function presentDish(row: DishRow, notOffered: NotOffered[]): DeskDish {
  const name = texts(row, 'name');
  const description = texts(row, 'description');
  const describedSomewhere = Object.values(description).some((d) => d.trim() !== '');
  const missing = new Set([...missingLanguages(name), ...(describedSomewhere ? missingLanguages(description) : [])]);
  return {
    id: row.id,
    category: row.category_id,
    unit: row.unit,
    amount: row.amount,
    price: formatMoney(row.price),
    image: row.image,
    name,
    description,
    archived: row.archived === 1,
    hours: windowOf(row.hours_days, row.hours_from, row.hours_until),
    missing: (['tm', 'ru', 'en'] as const).filter((l) => missing.has(l)),
    not_offered: notOffered,
  };
}

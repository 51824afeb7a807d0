import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { isCompletable, type RuleGroup, type RuleOption } from '../../../shared/choices';
import { servedAt, windowOf, windowsOf } from '../../../shared/menu-hours';
import * as repo from './repo';

// A dish's groups as the rule reads them (shared/choices.ts), with the names the API and orders need.

type Db = Kysely<Schema> | Transaction<Schema>;
type Names = { name_tm: string; name_ru: string; name_en: string };

export interface LoadedOption extends RuleOption, Names {
  product_id: number | null;
  image: string;
}

export interface LoadedGroup extends RuleGroup, Names {
  options: LoadedOption[];
}

/**
 * The set meals' option dishes not served at `at` by their hours or their category's (shared/menu-hours.ts),
 * a closure day included: such an option cannot be chosen then, as a sold-out one.
 */
async function optionDishesOutside(db: Db, at: number): Promise<Set<number>> {
  const rows = await repo.optionDishHours(db);
  if (rows.length === 0) return new Set();
  const closures = await repo.closureDays(db);
  const windows = (r: (typeof rows)[number]) =>
    windowsOf(
      windowOf(r.category_hours_days, r.category_hours_from, r.category_hours_until),
      windowOf(r.hours_days, r.hours_from, r.hours_until),
    );
  return new Set(rows.filter((r) => !servedAt(windows(r), at, closures)).map((r) => r.id));
}

/**
 * The groups on these dishes at `now`, keyed by dish (a dish without groups is absent). An option is
 * available unless it is on the option stop-list; a set meal's option also needs its dish on sale, not
 * on the dishes' stop-list, and served by its hours at `at` (an order's delivery time; now by default).
 */
export async function dishGroups(db: Db, productIds: number[], now: Date, at = now.getTime()): Promise<Map<number, LoadedGroup[]>> {
  const attached = await repo.attachedGroups(db, [...new Set(productIds)]);
  const byDish = new Map<number, LoadedGroup[]>();
  if (attached.length === 0) return byDish;
  const groupIds = [...new Set(attached.map((a) => a.id))];
  const [options, stopped, soldOut, outside] = await Promise.all([
    repo.groupOptions(db, groupIds),
    repo.stoppedOptionIds(db, now),
    repo.stoppedDishIds(db, now),
    optionDishesOutside(db, at),
  ]);
  const optionsOf = new Map<number, LoadedOption[]>();
  for (const o of options) {
    const dishOk = o.product_id === null || (o.product_archived === 0 && !soldOut.has(o.product_id) && !outside.has(o.product_id));
    const option: LoadedOption = {
      id: o.id,
      name_tm: o.name_tm,
      name_ru: o.name_ru,
      name_en: o.name_en,
      price: o.price,
      is_default: o.is_default === 1,
      available: !stopped.has(o.id) && dishOk,
      product_id: o.product_id,
      image: o.product_image ?? '',
    };
    const list = optionsOf.get(o.group_id);
    if (list) list.push(option);
    else optionsOf.set(o.group_id, [option]);
  }
  for (const a of attached) {
    const group: LoadedGroup = {
      id: a.id,
      name_tm: a.name_tm,
      name_ru: a.name_ru,
      name_en: a.name_en,
      min: a.min_select,
      max: a.max_select,
      options: optionsOf.get(a.id) ?? [],
    };
    const list = byDish.get(a.product_id);
    if (list) list.push(group);
    else byDish.set(a.product_id, [group]);
  }
  return byDish;
}

/** One dish's groups ([] for none). */
export const groupsOfDish = async (db: Db, productId: number, now: Date) => (await dishGroups(db, [productId], now)).get(productId) ?? [];

/** The dishes that cannot be completed at `now` (the publish check): the shop lists them as sold out. */
export async function incompleteDishes(db: Db, now: Date): Promise<number[]> {
  const ids = await repo.dishesWithGroups(db);
  const groups = await dishGroups(db, ids, now);
  return ids.filter((id) => !isCompletable(groups.get(id) ?? [])).sort((a, b) => a - b);
}

/**
 * What the availability of options depends on at `now`, as a short text: a cached dish page with its
 * groups is good while this stays the same (a stop-list mark running out or a slot's dish leaving its
 * hours changes it, with no write).
 */
export async function availabilityStamp(db: Db, now: Date): Promise<string> {
  const [options, dishes, outside] = await Promise.all([
    repo.stoppedOptionIds(db, now),
    repo.stoppedDishIds(db, now),
    optionDishesOutside(db, now.getTime()),
  ]);
  const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b).join(',');
  return `${sorted(options)}/${sorted(dishes)}/${sorted(outside)}`;
}

import { publishProblems } from '../../../shared/choices';
import { dishGroups } from '../choices/load';
import type { NotOffered, NotOfferedReader } from '../menu/present';

/**
 * Why each of these dishes is not offered at `now`: the publish check (shared/choices.ts) on the
 * groups as the shop reads them (stop-lists, a set meal's dishes), each problem with its group's names.
 * A dish with nothing keeping it off the shop is absent. The desk gives it to the menu's routes (the
 * choices module already builds on the menu's, so the menu does not import it).
 */
export const notOfferedDishes: NotOfferedReader = async (db, productIds, now) => {
  const groups = await dishGroups(db, productIds, now);
  const reasons = new Map<number, NotOffered[]>();
  for (const [id, list] of groups) {
    const byId = new Map(list.map((g) => [g.id, g]));
    const found = publishProblems(list).map((p): NotOffered => {
      const g = byId.get(p.group_id)!;
      return { group_id: p.group_id, group: { tm: g.name_tm, ru: g.name_ru, en: g.name_en }, min: p.min, orderable: p.orderable };
    });
    if (found.length) reasons.set(id, found);
  }
  return reasons;
};

import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { AppError } from '../../http/errors';

// A set meal's slot names a dish (choice_options.product_id). Two slots cannot be served: the set meal
// itself (it would contain itself), and a dish with a required choice of its own (a slot takes the dish
// as it is, so its required choice could never be made). The catalogue import refuses both as well
// (server/db/catalogue/references.ts).

type Db = Kysely<Schema> | Transaction<Schema>;

const refuse = (code: 'slot_is_the_set_meal' | 'slot_has_required_choices', field: string) =>
  new AppError(422, `menu.${code}`, { [field]: code });

/** Refuses the dish as a slot option of the group: it carries the group, or a required group of its own. */
export async function checkSlotDish(db: Db, groupId: number | null, productId: number | null | undefined, field = 'product') {
  if (productId == null) return;
  const groups = await db
    .selectFrom('product_choice_groups as a')
    .innerJoin('choice_groups as g', 'g.id', 'a.group_id')
    .select(['g.id', 'g.min_select'])
    .where('a.product_id', '=', productId)
    .where('g.archived', '=', 0)
    .execute();
  if (groups.some((g) => g.id === groupId)) throw refuse('slot_is_the_set_meal', field);
  if (groups.some((g) => g.min_select > 0)) throw refuse('slot_has_required_choices', field);
}

/** Refuses these groups on the dish: one names the dish as a slot, or the dish is a slot and one is required. */
export async function checkSlotGroups(db: Db, dishId: number, groupIds: number[]) {
  if (groupIds.length === 0) return;
  const slots = await db
    .selectFrom('choice_options as o')
    .innerJoin('choice_groups as g', 'g.id', 'o.group_id')
    .select('o.group_id')
    .where('o.product_id', '=', dishId)
    .where('o.archived', '=', 0)
    .where('g.archived', '=', 0)
    .execute();
  const self = groupIds.findIndex((id) => slots.some((s) => s.group_id === id));
  if (self >= 0) throw refuse('slot_is_the_set_meal', `group_ids.${self}`);
  if (slots.length === 0) return;
  const required = await db.selectFrom('choice_groups').select('id').where('id', 'in', groupIds).where('min_select', '>', 0).execute();
  const index = groupIds.findIndex((id) => required.some((r) => r.id === id));
  if (index >= 0) throw refuse('slot_has_required_choices', `group_ids.${index}`);
}

/** Refuses making the group required while a dish carrying it is some set meal's slot. */
export async function checkRequiredOnSlots(db: Db, groupId: number, min: number) {
  if (min === 0) return;
  const slot = await db
    .selectFrom('product_choice_groups as a')
    .innerJoin('choice_options as o', 'o.product_id', 'a.product_id')
    .innerJoin('choice_groups as g', 'g.id', 'o.group_id')
    .select('o.id')
    .where('a.group_id', '=', groupId)
    .where('o.archived', '=', 0)
    .where('g.archived', '=', 0)
    .executeTakeFirst();
  if (slot) throw refuse('slot_has_required_choices', 'min');
}

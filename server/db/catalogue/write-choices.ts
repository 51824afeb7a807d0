import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { syncIdSequence } from '../dialect';
import { parseMoney } from '../../../shared/money';
import type { CatalogueFile, GroupEntry } from './format';

/**
 * The file's choice groups (docs/catalogue-import.md): matched by id and updated in place; groups and
 * options missing from the file are archived, not deleted, since baskets may still name them (an order
 * keeps its own copy). Each dish's attachments become the file's `groups` (none when left out).
 */
export async function writeChoices(db: Kysely<Schema>, file: CatalogueFile): Promise<void> {
  if (!file.choice_groups) return;
  await db.updateTable('choice_groups').set({ archived: 1 }).execute();
  await db.updateTable('choice_options').set({ archived: 1 }).execute();
  for (const g of file.choice_groups) await writeGroup(db, g);
  await syncIdSequence(db, 'choice_groups');
  await syncIdSequence(db, 'choice_options');
  await db.deleteFrom('product_choice_groups').execute();
  const attachments = file.products.flatMap((p) =>
    (p.groups ?? []).map((group_id, sort_order) => ({ product_id: p.id, group_id, sort_order })),
  );
  for (let i = 0; i < attachments.length; i += 300)
    await db
      .insertInto('product_choice_groups')
      .values(attachments.slice(i, i + 300))
      .execute();
}

async function writeGroup(db: Kysely<Schema>, g: GroupEntry): Promise<void> {
  const group = { name_tm: g.name.tm, name_ru: g.name.ru, name_en: g.name.en, min_select: g.min, max_select: g.max, archived: 0 };
  await db
    .insertInto('choice_groups')
    .values({ id: g.id, ...group })
    .onConflict((oc) => oc.column('id').doUpdateSet(group))
    .execute();
  for (const [sort_order, o] of g.options.entries()) {
    const option = {
      group_id: g.id,
      name_tm: o.name.tm,
      name_ru: o.name.ru,
      name_en: o.name.en,
      price: parseMoney(o.price)!,
      is_default: o.is_default ? 1 : 0,
      product_id: o.product ?? null,
      sort_order,
      archived: 0,
    };
    await db
      .insertInto('choice_options')
      .values({ id: o.id, ...option })
      .onConflict((oc) => oc.column('id').doUpdateSet(option))
      .execute();
  }
}

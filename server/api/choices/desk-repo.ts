import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

// The desk's reads and writes of choice groups (GET/POST/PATCH /desk/menu/groups…).

type Db = Kysely<Schema>;

export const allGroups = (db: Db) => db.selectFrom('choice_groups').selectAll().orderBy('id').execute();
export const allOptions = (db: Db) =>
  db.selectFrom('choice_options').selectAll().orderBy('group_id').orderBy('sort_order').orderBy('id').execute();
export const allAttachments = (db: Db) =>
  db.selectFrom('product_choice_groups').selectAll().orderBy('product_id').orderBy('sort_order').execute();
export const optionMarks = (db: Db) => db.selectFrom('option_stop_list').select(['option_id', 'until']).execute();

export const findGroup = (db: Db, id: number) => db.selectFrom('choice_groups').selectAll().where('id', '=', id).executeTakeFirst();
export const findOption = (db: Db, id: number) => db.selectFrom('choice_options').selectAll().where('id', '=', id).executeTakeFirst();
export const groupOptionsOf = (db: Db, groupId: number) =>
  db.selectFrom('choice_options').selectAll().where('group_id', '=', groupId).orderBy('sort_order').orderBy('id').execute();

export async function nextOptionPlace(db: Db, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('choice_options')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
}

/** Every option of the group, archived ones too. */
export async function optionCount(db: Db, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('choice_options')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function dishExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function existingGroupIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('choice_groups').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}

export async function setAttachments(db: Db, productId: number, groupIds: number[]): Promise<void> {
  await db.deleteFrom('product_choice_groups').where('product_id', '=', productId).execute();
  if (groupIds.length)
    await db
      .insertInto('product_choice_groups')
      .values(groupIds.map((group_id, sort_order) => ({ product_id: productId, group_id, sort_order })))
      .execute();
}

export async function putOptionMark(db: Db, optionId: number, until: string | null, now: Date): Promise<void> {
  const row = { option_id: optionId, until, marked_at: now.toISOString() };
  await db
    .insertInto('option_stop_list')
    .values(row)
    .onConflict((oc) => oc.column('option_id').doUpdateSet({ until, marked_at: row.marked_at }))
    .execute();
}

export const deleteOptionMark = (db: Db, optionId: number) => db.deleteFrom('option_stop_list').where('option_id', '=', optionId).execute();

// the order writes (desk-order.ts): the list is checked to be exactly the rows there first
export const attachmentsOfGroup = (db: Db, groupId: number) =>
  db.selectFrom('product_choice_groups').select(['product_id', 'group_id']).where('group_id', '=', groupId).orderBy('product_id').execute();

export async function groupIdsOfDish(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_choice_groups')
    .select('group_id')
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('group_id')
    .execute();
  return rows.map((r) => r.group_id);
}

export async function setOptionOrder(db: Db, groupId: number, optionIds: number[]): Promise<void> {
  for (const [sort_order, id] of optionIds.entries())
    await db.updateTable('choice_options').set({ sort_order }).where('id', '=', id).where('group_id', '=', groupId).execute();
}

export async function setDishGroupOrder(db: Db, productId: number, groupIds: number[]): Promise<void> {
  for (const [sort_order, group_id] of groupIds.entries())
    await db
      .updateTable('product_choice_groups')
      .set({ sort_order })
      .where('product_id', '=', productId)
      .where('group_id', '=', group_id)
      .execute();
}

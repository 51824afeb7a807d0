import type { Kysely } from 'kysely';

// The kitchen display (shared/kitchen.ts): the station a category's dishes are made at ('kitchen',
// 'grill', 'bar'; null reads as the main kitchen) and when the kitchen crossed a line off (null: not yet).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('station', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('done_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('done_at').execute();
  await db.schema.alterTable('categories').dropColumn('station').execute();
}

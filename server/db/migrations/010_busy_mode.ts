import type { Kysely } from 'kysely';

// Busy mode (shared/estimate.ts) on the shop's one rules row: the minutes it adds and when it ends
// by itself. (The learned estimate reads the status history by status and time through the board's
// index of migration 008.)

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_rules')
    .addColumn('busy_extra_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('shop_rules').addColumn('busy_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_rules').dropColumn('busy_until').execute();
  await db.schema.alterTable('shop_rules').dropColumn('busy_extra_minutes').execute();
}

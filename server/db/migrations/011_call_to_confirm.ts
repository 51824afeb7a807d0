import type { Kysely } from 'kysely';

// Call to confirm (the owner's setting, off by default) on the shop's one rules row: while on, a
// placed order starts as to_confirm until staff have phoned the shopper. orders.status is plain text
// on both engines (no CHECK, no enum: migration 002), so the new status needs nothing more here.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_rules')
    .addColumn('call_to_confirm', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_rules').dropColumn('call_to_confirm').execute();
}

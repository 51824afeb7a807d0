import type { Kysely } from 'kysely';

// The kitchen's target (issue 37): minutes after accepting by which the kitchen should have sent an
// order on, past which its card on the kitchen display turns to the alert colour. A shop setting on the
// one rules row, the owner's or a manager's; 20 until someone sets it (the fixed value before).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_rules')
    .addColumn('kitchen_target_minutes', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_rules').dropColumn('kitchen_target_minutes').execute();
}

import { sql, type Kysely } from 'kysely';

// Shop rules edited in the desk: the stop-list, the week's hours, dated closures, the last-order
// time and a pause. No rows in shop_hours means the configured SHOP_OPENS/SHOP_CLOSES every day.

export async function up(db: Kysely<any>): Promise<void> {
  // a dish is on the list at most once; its mark simply stops counting after `until` (null: until taken off)
  await db.schema
    .createTable('stop_list')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('until', 'text')
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .execute();

  // weekday 0 = Monday; null times: closed that day
  await db.schema
    .createTable('shop_hours')
    .addColumn('weekday', 'integer', (c) => c.primaryKey())
    .addColumn('opens', 'text')
    .addColumn('closes', 'text')
    .execute();

  await db.schema
    .createTable('shop_closures')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .execute();

  // one row (id 1): the last-order time and the current pause, if any
  await db.schema
    .createTable('shop_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_order_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pause_until', 'text')
    .addColumn('pause_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shop_rules', 'shop_closures', 'shop_hours', 'stop_list'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

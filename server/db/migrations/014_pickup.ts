import type { Kysely } from 'kysely';

// Pickup (issue 36): an order is delivered or collected at the restaurant (orders.fulfilment, every
// order so far a delivery). orders.status is plain text on both engines (no CHECK, no enum: migration
// 002), so pickup's ready and collected need nothing more. The shop's one rules row gets the owner's
// settings: delivery and pickup each on or off (delivery on, pickup off until the owner gives the
// restaurant's address), an optional pickup minimum (minor units), pickup's estimate, and where to
// collect: the address in three languages and its map point (text, as addresses keep theirs).

const RULES_COLUMNS = [
  'delivery_on',
  'pickup_on',
  'pickup_minimum',
  'pickup_minutes',
  'pickup_address_tm',
  'pickup_address_ru',
  'pickup_address_en',
  'pickup_latitude',
  'pickup_longitude',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('fulfilment', 'text', (c) => c.notNull().defaultTo('delivery'))
    .execute();
  const rules = () => db.schema.alterTable('shop_rules');
  await rules()
    .addColumn('delivery_on', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await rules()
    .addColumn('pickup_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await rules().addColumn('pickup_minimum', 'integer').execute();
  await rules()
    .addColumn('pickup_minutes', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();
  for (const column of RULES_COLUMNS.slice(4))
    await rules()
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...RULES_COLUMNS].reverse()) await db.schema.alterTable('shop_rules').dropColumn(column).execute();
  await db.schema.alterTable('orders').dropColumn('fulfilment').execute();
}

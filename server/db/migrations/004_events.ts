import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

// Live order events and what shoppers gained with the desk: events are kept a day so a stream that
// reconnects (Last-Event-ID) on any process catches up from here; orders gain a guest tracking
// token (its SHA-256 only), the note a cash payer will pay with, and the language to text them in.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('events'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_at').on('events').column('at').execute();

  // one column per statement: SQLite's ALTER TABLE adds one at a time
  await db.schema.alterTable('orders').addColumn('tracking_token_hash', 'text').execute();
  await db.schema.alterTable('orders').addColumn('change_from', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ru'))
    .execute();
  await db.schema.createIndex('orders_tracking_token').on('orders').column('tracking_token_hash').unique().execute();
  // who moved the order: 'shopper', 'staff', 'operator' (the machine API); '' for rows written before
  await db.schema
    .alterTable('order_status_history')
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_status_history').dropColumn('actor').execute();
  await db.schema.dropIndex('orders_tracking_token').ifExists().execute();
  for (const column of ['locale', 'change_from', 'tracking_token_hash']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await sql`drop table if exists events`.execute(db);
}

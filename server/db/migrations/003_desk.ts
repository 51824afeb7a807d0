import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { withId } from '../dialect';

// The restaurant's desk: staff roles on users, desk sessions (role + last activity), who moved an
// order and why, the order's estimate and rejection, and the audit log. Columns are added with
// defaults, so orders placed before this migration read as web orders with no estimate.

const text = (c: ColumnDefinitionBuilder) => c.notNull();
const blank = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Kysely<any>): Promise<void> {
  // null for shoppers; 'owner' | 'manager' for staff (a staff member is a user with a role)
  await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();

  // a desk session carries the role it was opened with; it ends 12 h after last_seen_at
  await db.schema.alterTable('sessions').addColumn('staff_role', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();

  // one column per statement: SQLite's ALTER TABLE adds one at a time
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
  await db.schema.alterTable('orders').addColumn('estimated_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('reject_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('reject_note', 'text', blank).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('rejected_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();

  await db.schema
    .alterTable('order_status_history')
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('order_status_history').addColumn('note', 'text', blank).execute();

  // no foreign key on the actor: the record outlives a removed user
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor', 'text', text)
    .addColumn('actor_user_id', 'integer')
    .addColumn('action', 'text', text)
    .addColumn('entity', 'text', text)
    .addColumn('entity_id', 'text', text)
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', 'text', text)
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit_log`.execute(db);
  await db.schema.dropIndex('orders_status').ifExists().execute();
  for (const [table, column] of [
    ['order_status_history', 'note'],
    ['order_status_history', 'actor_user_id'],
    ['orders', 'rejected_by'],
    ['orders', 'accepted_by'],
    ['orders', 'reject_note'],
    ['orders', 'reject_reason'],
    ['orders', 'estimated_at'],
    ['orders', 'source'],
    ['sessions', 'last_seen_at'],
    ['sessions', 'staff_role'],
    ['users', 'staff_role'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}

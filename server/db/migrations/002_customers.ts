import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { withId } from '../dialect';

// Customers, sign-in, baskets and orders, written with the schema builder so it runs on
// SQLite and PostgreSQL alike. Times are UTC ISO text; money is integer minor units.

const text = (c: ColumnDefinitionBuilder) => c.notNull();
const blank = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

// A saved address and an order's copy of one have the same columns.
const withAddressColumns = (table: CreateTableBuilder<string>) =>
  table
    .addColumn('address', 'text', text)
    .addColumn('apartment', 'text', blank)
    .addColumn('entrance', 'text', blank)
    .addColumn('floor', 'text', blank)
    .addColumn('comment', 'text', blank)
    .addColumn('latitude', 'text', blank)
    .addColumn('longitude', 'text', blank);

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'text', text)
    .addColumn('surname', 'text', blank)
    .addColumn('email', 'text', blank)
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('bonus_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone_verified_at', 'text')
    .addColumn('created_at', 'text', text)
    .execute();

  await withId(db, db.schema.createTable('sign_in_codes'))
    .addColumn('phone', 'text', text)
    .addColumn('code_hash', 'text', text)
    .addColumn('purpose', 'text', text)
    .addColumn('expires_at', 'text', text)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', text)
    .execute();
  await db.schema.createIndex('sign_in_codes_phone').on('sign_in_codes').columns(['phone', 'created_at']).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', text)
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', text)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withAddressColumns(
    withId(db, db.schema.createTable('addresses')).addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    ),
  )
    .addColumn('created_at', 'text', text)
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await withId(db, db.schema.createTable('basket_lines'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', text)
    .addUniqueConstraint('basket_lines_user_product', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('basket_merges')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('payload_hash', 'text', text)
    .addColumn('merged_at', 'text', text)
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', text)
    .addColumn('phone', 'text', text)
    .$call(withAddressColumns)
    .addColumn('payment_method', 'text', text)
    .addColumn('delivery_time', 'text', text)
    .addColumn('note', 'text', blank)
    .addColumn('subtotal', 'integer', text)
    .addColumn('delivery_fee', 'integer', text)
    .addColumn('bonus_spent', 'integer', text)
    .addColumn('total', 'integer', text)
    .addColumn('status', 'text', text)
    .addColumn('created_at', 'text', text)
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // no foreign key: the line is a snapshot and outlives the dish (a catalogue import may drop it)
    .addColumn('product_id', 'integer', text)
    .addColumn('name_tm', 'text', text)
    .addColumn('name_ru', 'text', text)
    .addColumn('name_en', 'text', text)
    .addColumn('price', 'integer', text)
    .addColumn('quantity', 'integer', text)
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await withId(db, db.schema.createTable('order_status_history'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', text)
    .addColumn('at', 'text', text)
    .execute();
  await db.schema.createIndex('order_status_history_order').on('order_status_history').column('order_id').execute();

  await withId(db, db.schema.createTable('bonus_ledger'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('amount', 'integer', text)
    .addColumn('reason', 'text', text)
    .addColumn('created_at', 'text', text)
    .execute();

  // The unique pair is what makes 20 parallel checkouts with one key produce one order.
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('key', 'text', text)
    .addColumn('scope', 'text', text)
    .addColumn('request_hash', 'text', text)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', text)
    .addUniqueConstraint('idempotency_keys_scope_key', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', text)
    .addColumn('count', 'integer', text)
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', text)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'server_secrets',
    'rate_limits',
    'idempotency_keys',
    'bonus_ledger',
    'order_status_history',
    'order_lines',
    'orders',
    'basket_merges',
    'basket_lines',
    'addresses',
    'sessions',
    'sign_in_codes',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

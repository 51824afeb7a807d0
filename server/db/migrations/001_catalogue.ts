import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

// Written with the schema builder only, so the same file creates the tables on SQLite and PostgreSQL.
const localized = ['tm', 'ru', 'en'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let units = withId(db, db.schema.createTable('units')).addColumn('code', 'text', (c) => c.notNull().unique());
  for (const l of localized) units = units.addColumn(`name_${l}`, 'text', (c) => c.notNull());
  await units.execute();

  let categories = withId(db, db.schema.createTable('categories'));
  for (const l of localized) categories = categories.addColumn(`name_${l}`, 'text', (c) => c.notNull());
  await categories
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  let products = withId(db, db.schema.createTable('products'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'));
  for (const l of localized) products = products.addColumn(`name_${l}`, 'text', (c) => c.notNull());
  for (const l of localized) products = products.addColumn(`description_${l}`, 'text', (c) => c.notNull().defaultTo(''));
  await products
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_name_keys', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_description_keys', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('products_listing').on('products').columns(['archived', 'sort_order', 'id']).execute();
  await db.schema.createIndex('products_category').on('products').columns(['category_id', 'sort_order']).execute();

  let pages = withId(db, db.schema.createTable('pages'))
    .addColumn('parent_id', 'integer', (c) => c.references('pages.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique());
  for (const l of localized) pages = pages.addColumn(`name_${l}`, 'text', (c) => c.notNull());
  for (const l of localized) pages = pages.addColumn(`content_${l}`, 'text', (c) => c.notNull().defaultTo(''));
  await pages
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pages_parent').on('pages').column('parent_id').execute();

  let popup = withId(db, db.schema.createTable('popup_slider'));
  for (const l of localized) popup = popup.addColumn(`url_${l}`, 'text', (c) => c.notNull());
  for (const l of localized) popup = popup.addColumn(`image_${l}`, 'text', (c) => c.notNull());
  await popup.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['settings', 'popup_slider', 'pages', 'products', 'categories', 'units']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

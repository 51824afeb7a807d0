import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { withId } from '../dialect';

// Choice groups and set meals (issue 36, shared/choices.ts). A group is reusable: one "Sauces" on
// several grills (product_choice_groups). An option may be a dish (a set meal's slot). Options have
// their own stop-list, marked like dishes'. A basket line is the dish and its choices ("3_7": option
// ids ascending, '' for none), so basket_lines is rebuilt with that in its unique key (SQLite cannot
// drop a table's unique constraint); an order line keeps what was chosen as JSON (names, prices then).

const text = (c: ColumnDefinitionBuilder) => c.notNull();
const blank = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('choice_groups'))
    .addColumn('name_tm', 'text', text)
    .addColumn('name_ru', 'text', text)
    .addColumn('name_en', 'text', text)
    .addColumn('min_select', 'integer', zero)
    .addColumn('max_select', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived', 'integer', zero)
    .execute();

  await withId(db, db.schema.createTable('choice_options'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('choice_groups.id').onDelete('cascade'))
    .addColumn('name_tm', 'text', text)
    .addColumn('name_ru', 'text', text)
    .addColumn('name_en', 'text', text)
    .addColumn('price', 'integer', zero)
    .addColumn('is_default', 'integer', zero)
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('sort_order', 'integer', zero)
    .addColumn('archived', 'integer', zero)
    .execute();
  await db.schema.createIndex('choice_options_group').on('choice_options').columns(['group_id', 'sort_order']).execute();

  await db.schema
    .createTable('product_choice_groups')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('choice_groups.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', zero)
    .addPrimaryKeyConstraint('product_choice_groups_pk', ['product_id', 'group_id'])
    .execute();
  await db.schema.createIndex('product_choice_groups_group').on('product_choice_groups').column('group_id').execute();

  await db.schema
    .createTable('option_stop_list')
    .addColumn('option_id', 'integer', (c) => c.primaryKey().references('choice_options.id').onDelete('cascade'))
    .addColumn('until', 'text')
    .addColumn('marked_at', 'text', text)
    .execute();

  await rebuildBasketLines(db, true);
  await db.schema.alterTable('order_lines').addColumn('choices', 'text', blank).execute();
}

/** basket_lines with (or without) the choices column in its unique key; lines keep their order. */
async function rebuildBasketLines(db: Kysely<any>, withChoices: boolean): Promise<void> {
  let table = withId(db, db.schema.createTable('basket_lines_new'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'));
  if (withChoices) table = table.addColumn('choices', 'text', blank);
  await table
    .addColumn('quantity', 'integer', text)
    .addColumn('updated_at', 'text', text)
    .addUniqueConstraint(
      withChoices ? 'basket_lines_user_product_choices' : 'basket_lines_user_product',
      (withChoices ? ['user_id', 'product_id', 'choices'] : ['user_id', 'product_id']) as never[],
    )
    .execute();
  // going back keeps one line per dish: its first (a dish with other choices is dropped, never doubled)
  const rows = withChoices
    ? sql`select user_id, product_id, quantity, updated_at from basket_lines order by id`
    : sql`select user_id, product_id, quantity, updated_at from basket_lines b
          where id = (select min(id) from basket_lines o where o.user_id = b.user_id and o.product_id = b.product_id) order by id`;
  await sql`insert into basket_lines_new (user_id, product_id, quantity, updated_at) ${rows}`.execute(db);
  await db.schema.dropTable('basket_lines').execute();
  await db.schema.alterTable('basket_lines_new').renameTo('basket_lines').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('choices').execute();
  await rebuildBasketLines(db, false);
  for (const table of ['option_stop_list', 'product_choice_groups', 'choice_options', 'choice_groups'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

// Delivery zones: polygons with a fee, a minimum order and an estimate (shared/zones.ts). A new
// shop starts with one zone around Ashgabat at 15.00 with no minimum, the storefront
// specification's flat fee, so nothing changes until the owner draws zones. The seed is written
// out here, not imported: a migration that has shipped never changes.

const ASHGABAT = [
  [38.1, 58.25],
  [38.1, 58.55],
  [38.0, 58.65],
  [37.85, 58.65],
  [37.8, 58.55],
  [37.8, 58.25],
  [37.85, 58.15],
  [38.0, 58.15],
];

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('delivery_zones'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('minimum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimate_minutes', 'integer', (c) => c.notNull())
    .addColumn('polygon', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('delivery_zones')
    .values({
      name: 'Aşgabat',
      fee: 1500,
      minimum: 0,
      estimate_minutes: 60,
      polygon: JSON.stringify(ASHGABAT),
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists delivery_zones`.execute(db);
}

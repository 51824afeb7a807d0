import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

// The kitchen's print queue (docs/printing.md): registered network printers (Star CloudPRNT) and
// one job per ticket. A ticket made on accept carries dedupe_key 'accept:<order>:<printer>', so
// deriving jobs from the orders table again and again (every poll) makes each one exactly once;
// reprints have no key. Only the SHA-256 of a printer's secret is kept.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('printers'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mac', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_poll_at', 'text')
    .addColumn('last_status', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await withId(db, db.schema.createTable('print_jobs'))
    .addColumn('printer_id', 'integer', (c) => c.notNull().references('printers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text')
    .addColumn('printed_at', 'text')
    .execute();
  await db.schema.createIndex('print_jobs_printer_state').on('print_jobs').columns(['printer_id', 'state']).execute();
  await db.schema.createIndex('print_jobs_order').on('print_jobs').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists print_jobs`.execute(db);
  await sql`drop table if exists printers`.execute(db);
}

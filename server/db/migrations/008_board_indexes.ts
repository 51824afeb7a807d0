import type { Kysely } from 'kysely';

// The desk board at a busy day's volume (issue 37): today's finished orders are found from the
// history by status and time (the index covers the order ids, no table read), and a search by a
// whole phone walks one shopper's orders newest first.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_status_history_status_at').on('order_status_history').columns(['status', 'at', 'order_id']).execute();
  await db.schema.createIndex('orders_phone').on('orders').columns(['phone', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_phone').ifExists().execute();
  await db.schema.dropIndex('order_status_history_status_at').ifExists().execute();
}

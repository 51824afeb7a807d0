import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Dialect } from '../../db/connection';
import type { OrderLinesTable, OrdersTable, OrderStatusHistoryTable } from '../../db/schema-customers';

type Db = Kysely<Schema> | Transaction<Schema>;
export type OrderRow = Selectable<OrdersTable>;
export type LineRow = Selectable<OrderLinesTable>;
export type HistoryRow = Selectable<OrderStatusHistoryTable>;
export type NewOrder = Omit<OrderRow, 'id' | 'number'>;
export type NewLine = Omit<LineRow, 'id' | 'order_id'>;

/** Products that can be ordered, with what the line snapshots. */
export function orderableProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'name_tm', 'name_ru', 'name_en', 'price'])
    .where('id', 'in', ids).where('archived', '=', 0).execute();
}

/** Dishes among these that were taken off the menu (archived by an import), with their names. */
export function archivedProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'name_tm', 'name_ru', 'name_en'])
    .where('id', 'in', ids).where('archived', '=', 1).execute();
}

/**
 * The customer's row, locked until the order's transaction ends: two checkouts of one basket (two
 * tabs, different idempotency keys) queue here, and the second then reads the basket the first emptied.
 * SQLite needs no lock: it runs one write transaction at a time.
 */
export function lockCustomer(trx: Transaction<Schema>, dialect: Dialect, userId: number) {
  return trx.selectFrom('users').select(['name', 'surname', 'phone']).where('id', '=', userId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
}

export function basketForOrder(db: Db, userId: number) {
  return db.selectFrom('basket_lines').select(['product_id', 'quantity']).where('user_id', '=', userId).orderBy('id').execute();
}

/** Inserts the order and gives it its public number (the id, zero-padded: "000042"). */
export async function insertOrder(trx: Transaction<Schema>, order: NewOrder, lines: NewLine[]): Promise<number> {
  const { id } = await trx.insertInto('orders').values({ ...order, number: `pending-${randomUUID()}` })
    .returning('id').executeTakeFirstOrThrow();
  await trx.updateTable('orders').set({ number: String(id).padStart(6, '0') }).where('id', '=', id).execute();
  await trx.insertInto('order_lines').values(lines.map((line) => ({ ...line, order_id: id }))).execute();
  return id;
}

export async function addHistory(trx: Db, orderId: number, status: OrderRow['status'], at: Date): Promise<void> {
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, at: at.toISOString() }).execute();
}

export function findOrder(db: Db, id: number, userId?: number): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/** Lines and status history for a page of orders, in two queries. */
export async function orderDetails(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return { lines: [] as LineRow[], history: [] as HistoryRow[] };
  const [lines, history] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    db.selectFrom('order_status_history').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
  ]);
  return { lines, history };
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { OrderLinesTable } from '../../db/schema-customers';

type Db = Kysely<Schema> | Transaction<Schema>;
export type OrderRow = Selectable<Schema['orders']>;
export type LineRow = Selectable<OrderLinesTable>;
export type HistoryRow = Selectable<Schema['order_status_history']>;
export type Actor = HistoryRow['actor'];
// the desk's columns have defaults: a new order leaves them out unless it has them (a phone order's source)
type DeskColumns =
  | 'source'
  | 'estimated_at'
  | 'reject_reason'
  | 'reject_note'
  | 'accepted_by'
  | 'rejected_by'
  | 'tracking_token_hash'
  | 'change_from'
  | 'locale'
  | 'fulfilment';
export type NewOrder = Omit<OrderRow, 'id' | 'number' | DeskColumns> & Partial<Pick<OrderRow, DeskColumns>>;
export type NewLine = Omit<LineRow, 'id' | 'order_id' | 'done_at'>;

/** Products that can be ordered, with what the line snapshots. */
export function orderableProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name_tm', 'name_ru', 'name_en', 'price'])
    .where('id', 'in', ids)
    .where('archived', '=', 0)
    .execute();
}

/** Dishes among these that were taken off the menu (archived by an import), with their names. */
export function archivedProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name_tm', 'name_ru', 'name_en'])
    .where('id', 'in', ids)
    .where('archived', '=', 1)
    .execute();
}

/** Inserts the order and gives it its public number (the id, zero-padded: "000042"). */
export async function insertOrder(trx: Transaction<Schema>, order: NewOrder, lines: NewLine[]): Promise<number> {
  const { id } = await trx
    .insertInto('orders')
    .values({ ...order, number: `pending-${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ number: String(id).padStart(6, '0') })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('order_lines')
    .values(lines.map((line) => ({ ...line, order_id: id })))
    .execute();
  return id;
}

export async function addHistory(
  trx: Db,
  orderId: number,
  status: OrderRow['status'],
  at: Date,
  by: { actor?: Actor; actor_user_id?: number | null } = {},
): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({ order_id: orderId, status, at: at.toISOString(), ...by })
    .execute();
}

/** Which orders a list shows: one customer's, or the operator's desk's filters. Times are ISO instants. */
export interface OrderFilter {
  userId?: number;
  status?: OrderRow['status'];
  phoneContains?: string;
  createdFrom?: string;
  createdBefore?: string;
}

function filtered(db: Db, f: OrderFilter) {
  let query = db.selectFrom('orders');
  if (f.userId !== undefined) query = query.where('user_id', '=', f.userId);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.phoneContains !== undefined) query = query.where('phone', 'like', `%${f.phoneContains}%`);
  if (f.createdFrom) query = query.where('created_at', '>=', f.createdFrom);
  if (f.createdBefore) query = query.where('created_at', '<', f.createdBefore);
  return query;
}

/** A page of orders, newest first, and how many the filter matches in all. */
export async function findOrders(db: Db, f: OrderFilter, paging: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll().orderBy('id', 'desc').limit(paging.limit).offset(paging.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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

/** How many times the order has moved to this status (more than once after a kitchen recall). */
export async function timesReached(db: Db, orderId: number, status: OrderRow['status']): Promise<number> {
  const row = await db
    .selectFrom('order_status_history')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// The shopper's side: a guest's tracking link, cancelling, reordering, status texts.

export async function setShopperChoices(trx: Db, id: number, choices: Pick<OrderRow, 'change_from' | 'locale'>): Promise<void> {
  await trx.updateTable('orders').set(choices).where('id', '=', id).execute();
}

export async function setTrackingHash(trx: Db, id: number, hash: string): Promise<void> {
  await trx.updateTable('orders').set({ tracking_token_hash: hash }).where('id', '=', id).execute();
}

export function findOrderByTrackingHash(db: Db, hash: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('tracking_token_hash', '=', hash).executeTakeFirst();
}

/** The installation's key for tracking tokens, made on first use (the first writer wins a race). */
export async function trackingKey(db: Kysely<Schema>): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'order_tracking_key', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'order_tracking_key').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { OrderRow } from './repo';

type Trx = Transaction<Schema>;

/**
 * The one conditional UPDATE of a move: guarded on the status just read, so of two staff (or two
 * processes) moving the same order at once exactly one changes it; false for the other.
 */
export async function moveGuarded(trx: Trx, id: number, from: OrderRow['status'], fields: Updateable<Schema['orders']>): Promise<boolean> {
  const res = await trx.updateTable('orders').set(fields).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function addMoveHistory(trx: Trx, row: Insertable<Schema['order_status_history']>): Promise<void> {
  await trx.insertInto('order_status_history').values(row).execute();
}

export function currentStatus(trx: Trx, id: number) {
  return trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
}

/** The order's last two status rows, oldest first: enough to tell whether its last move was a bump. */
export async function lastMoves(trx: Trx, id: number) {
  const rows = await trx
    .selectFrom('order_status_history')
    .select(['status', 'at'])
    .where('order_id', '=', id)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  return rows.reverse();
}

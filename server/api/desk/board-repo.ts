import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { SearchTerms } from '../../../shared/desk-board';
import { FINAL_STATUSES, OPEN_STATUSES } from '../../../shared/order-status';

// The board's reads. Nothing in progress is ever left out: open orders come back whole, however
// many; only finished ones are paged, by id (newest first) so a page never shifts as orders finish.

type Db = Kysely<Schema> | Transaction<Schema>;

/** Every order not yet finished, newest first. */
export function openOrders(db: Db) {
  return db.selectFrom('orders').selectAll().where('status', 'in', OPEN_STATUSES).orderBy('id', 'desc').execute();
}

/** Orders that reached a final status since the day began (the history's status-and-time index holds their ids). */
function finishedToday(db: Db, dayStartIso: string) {
  return db
    .selectFrom('orders')
    .where('status', 'in', FINAL_STATUSES)
    .where('id', 'in', (eb) =>
      eb.selectFrom('order_status_history').select('order_id').where('status', 'in', FINAL_STATUSES).where('at', '>=', dayStartIso),
    );
}

/** One page of today's finished orders, newest first, below `beforeId` when given; one more row says another page exists. */
export function finishedPage(db: Db, dayStartIso: string, limit: number, beforeId?: number) {
  let query = finishedToday(db, dayStartIso).selectAll();
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function finishedCount(db: Db, dayStartIso: string): Promise<number> {
  const row = await finishedToday(db, dayStartIso)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders of any day by number or phone, newest first; one more row than `limit` says there are more. */
export function searchOrders(db: Db, terms: SearchTerms, limit: number) {
  if (!terms.number && !terms.phone && !terms.phonePart) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(terms.number ? [eb('number', '=', terms.number)] : []),
        ...(terms.phone ? [eb('phone', '=', terms.phone)] : []),
        // digits only (the schema lets nothing else through), so no LIKE wildcard can come from staff
        ...(terms.phonePart ? [eb('phone', 'like', `%${terms.phonePart}%`)] : []),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { KITCHEN_STATUSES } from '../../../shared/order-status';
import { lineStation, type Station } from '../../../shared/kitchen';

type Db = Kysely<Schema>;

/** The orders on the kitchen display (accepted, cooking), with their lines' stations and their status rows. */
/** An order on the kitchen display, as kitchenOrders reads it. */
export type KitchenOrderRow = Awaited<ReturnType<typeof kitchenOrders>>['orders'][number];

export async function kitchenOrders(db: Db) {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'fulfilment', 'note', 'delivery_time', 'created_at', 'latitude', 'longitude'])
    .where('status', 'in', KITCHEN_STATUSES)
    .orderBy('id')
    .execute();
  const ids = orders.map((o) => o.id);
  if (ids.length === 0) return { orders, lines: [], accepted: [] };
  const [lines, accepted] = await Promise.all([
    db
      .selectFrom('order_lines as l')
      .leftJoin('products as p', 'p.id', 'l.product_id')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select(['l.id', 'l.order_id', 'l.name_tm', 'l.name_ru', 'l.name_en', 'l.quantity', 'l.done_at', 'l.choices', 'c.station'])
      .where('l.order_id', 'in', ids)
      .orderBy('l.id')
      .execute(),
    // the first accept: a recall back to accepted writes another accepted row, and the clock runs on
    db
      .selectFrom('order_status_history')
      .select(['order_id', (eb) => eb.fn.min('at').as('at')])
      .where('order_id', 'in', ids)
      .where('status', '=', 'accepted')
      .groupBy('order_id')
      .execute(),
  ]);
  return { orders, lines, accepted };
}

/**
 * Orders moved since `since` (UTC ISO), the latest move first, each with its last two status rows
 * (oldest first) and its number: where the shop's last bump is, if any, in one query.
 */
export async function recentMoves(db: Db, since: string, limit: number) {
  const moved = db
    .selectFrom('order_status_history')
    .select(['order_id', (eb) => eb.fn.max('id').as('last')])
    .where('at', '>=', since)
    .groupBy('order_id')
    .orderBy('last', 'desc')
    .limit(limit);
  const rows = await db
    .with('moved', () => moved)
    .selectFrom('moved as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .innerJoin('order_status_history as h', 'h.order_id', 'm.order_id')
    .select(['m.order_id', 'm.last', 'o.number', 'h.id', 'h.status', 'h.at'])
    // the order's last two rows: none newer than the one before its last
    .where((eb) =>
      eb(
        eb
          .selectFrom('order_status_history as n')
          .select((e) => e.fn.countAll().as('c'))
          .whereRef('n.order_id', '=', 'h.order_id')
          .whereRef('n.id', '>', 'h.id'),
        '<',
        2,
      ),
    )
    .orderBy('m.last', 'desc')
    .orderBy('h.id')
    .execute();
  return rows;
}

/** An order's last two status rows, oldest first, and its number. */
export async function lastTwoMoves(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_status_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select(['h.status', 'h.at', 'o.number'])
    .where('h.order_id', '=', orderId)
    .orderBy('h.id', 'desc')
    .limit(2)
    .execute();
  return rows.reverse();
}

export function findLine(db: Db, id: number) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.order_id', 'l.done_at', 'o.status'])
    .where('l.id', '=', id)
    .executeTakeFirst();
}

/**
 * Crosses a line off (or back on), guarded on what was read: its order still in the kitchen and the line
 * as it was, so two tablets tapping at once make one change, not two that cancel out. False if it lost.
 */
export async function setLineDone(db: Db, id: number, was: string | null, doneAt: string | null): Promise<boolean> {
  const res = await db
    .updateTable('order_lines')
    .set({ done_at: doneAt })
    .where('id', '=', id)
    .where((eb) => (was === null ? eb('done_at', 'is', null) : eb('done_at', '=', was)))
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('status', 'in', KITCHEN_STATUSES))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The stations the given orders' lines are cooked at (a category's station; none is the main kitchen). */
export async function ordersStations(db: Db, orderIds: number[]): Promise<Map<number, Station[]>> {
  const stations = new Map<number, Station[]>();
  if (orderIds.length === 0) return stations;
  const rows = await db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(['l.order_id', 'c.station'])
    .where('l.order_id', 'in', orderIds)
    .execute();
  for (const r of rows) stations.set(r.order_id, [...(stations.get(r.order_id) ?? []), lineStation(r.station)]);
  return stations;
}

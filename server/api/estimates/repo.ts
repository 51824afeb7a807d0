import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { nextStatus, ORDER_STATUSES } from '../../../shared/order-status';

type Db = Kysely<Schema> | Transaction<Schema>;
type Status = (typeof ORDER_STATUSES)[number];

/**
 * Each order's step `to` since `since` (`later`) with its step `from` beside it (`earlier`), the order's
 * row joined, newest `to` first: a recall writes steps again, so an order can come more than once.
 */
const stepsSince = (db: Db, from: Status, to: Status, since: string) =>
  db
    .selectFrom('order_status_history as later')
    .innerJoin('order_status_history as earlier', (join) =>
      join.onRef('earlier.order_id', '=', 'later.order_id').on('earlier.status', '=', from),
    )
    .innerJoin('orders', 'orders.id', 'later.order_id')
    .where('later.status', '=', to)
    .where('later.at', '>=', since)
    .orderBy('later.at', 'desc')
    .orderBy('orders.id', 'desc');

export interface Delivery {
  order_id: number;
  latitude: string;
  longitude: string;
  accepted_at: string;
  delivered_at: string;
}

/**
 * A page of the orders delivered since `since` that were asked for "as soon as possible", newest
 * delivery first, with when they were accepted: a scheduled order waits for its slot, which says
 * nothing of how long the kitchen and the courier take.
 */
export async function recentDeliveries(db: Db, since: string, page: { limit: number; offset: number }): Promise<Delivery[]> {
  return (
    stepsSince(db, 'accepted', 'delivered', since)
      .select(['orders.id as order_id', 'orders.latitude', 'orders.longitude', 'earlier.at as accepted_at', 'later.at as delivered_at'])
      .where('orders.status', '=', 'delivered')
      .where('orders.delivery_time', '=', 'asap')
      // a recall writes another accepted row: the first accept comes first, and is the one counted
      .orderBy('earlier.at')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  );
}

// accepting is the same step for both fulfilments
/** Recent "as soon as possible" pickup orders: accepted -> ready (whole minutes), newest first, at most `limit`. */
export async function recentPickups(db: Db, since: string, limit: number): Promise<number[]> {
  const rows = await stepsSince(db, 'accepted', 'ready', since)
    .select(['orders.id as order_id', 'earlier.at as accepted_at', 'later.at as ready_at'])
    .where('orders.fulfilment', '=', 'pickup')
    .where('orders.status', 'in', ['ready', 'collected'])
    .where('orders.delivery_time', '=', 'asap')
    .limit(limit * 4)
    .execute();
  // a recall writes the steps again: each order's first accept and first ready count, once
  const firsts = new Map<number, { accepted: string; ready: string }>();
  for (const r of rows) {
    const seen = firsts.get(r.order_id);
    const accepted = seen && seen.accepted < r.accepted_at ? seen.accepted : r.accepted_at;
    const ready = seen && seen.ready < r.ready_at ? seen.ready : r.ready_at;
    firsts.set(r.order_id, { accepted, ready });
  }
  return [...firsts.values()]
    .map((f) => Math.round((Date.parse(f.ready) - Date.parse(f.accepted)) / 60_000))
    .filter((m) => m >= 0)
    .slice(0, limit);
}

const awaitingAccept = ORDER_STATUSES.filter((s) => nextStatus(s, 'delivery') === 'accepted');

/** The orders waiting to be accepted, with their map point: the accept dialog's default is per zone. */
export async function ordersToAccept(db: Db) {
  return db
    .selectFrom('orders')
    .select(['id', 'latitude', 'longitude', 'fulfilment'])
    .where('status', 'in', awaitingAccept)
    .orderBy('id')
    .execute();
}

export interface Ride {
  order_id: number;
  latitude: string;
  longitude: string;
  /** the last time it left (a recall sends it again), and when it was delivered */
  left_at: string;
  delivered_at: string;
}

/**
 * The rides of the orders delivered since `since` (on the way -> delivered), newest delivery first, at
 * most `limit` orders: any delivery time, as the road takes as long for a later time's order.
 */
export async function recentRides(db: Db, since: string, limit: number): Promise<Ride[]> {
  const rows = await stepsSince(db, 'on_the_way', 'delivered', since)
    .select(['orders.id as order_id', 'orders.latitude', 'orders.longitude', 'earlier.at as left_at', 'later.at as delivered_at'])
    .where('orders.status', '=', 'delivered')
    .limit(limit * 2)
    .execute();
  const last = new Map<number, Ride>();
  for (const r of rows) {
    const seen = last.get(r.order_id);
    if (!seen || seen.left_at < r.left_at) last.set(r.order_id, { ...r, left_at: String(r.left_at), delivered_at: String(r.delivered_at) });
  }
  return [...last.values()].slice(0, limit);
}

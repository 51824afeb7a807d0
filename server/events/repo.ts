import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { isOrderEvent, type ShopEvent } from '../../shared/api/events';
import type { StoredEvent } from './bus';

// Events are kept this long: a stream that was away longer reloads the board instead.
export const KEEP_MS = 24 * 60 * 60 * 1000;
const REPLAY_LIMIT = 1000;

type Row = { id: number; type: string; payload: string; at: string };

// The payload keeps `{ orderId, status }` for an order's event (as rows stored before the union);
// a shop-wide change has nothing more than its type and time.
type Payload = { orderId?: number; status?: string };

const toEvent = (row: Row): StoredEvent => {
  const { orderId, status } = JSON.parse(row.payload) as Payload;
  const event = { type: row.type, order_id: orderId, status, at: row.at } as ShopEvent;
  return isOrderEvent(event) ? { ...event, id: row.id } : { type: event.type, at: event.at, id: row.id };
};

const values = (event: ShopEvent) => ({
  type: event.type,
  payload: JSON.stringify(isOrderEvent(event) ? ({ orderId: event.order_id, status: event.status } satisfies Payload) : {}),
  at: event.at,
});

export async function insertEvent(db: Kysely<Schema>, event: ShopEvent): Promise<number> {
  const { id } = await db.insertInto('events').values(values(event)).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * PostgreSQL: the insert and its NOTIFY in one transaction. The advisory lock makes ids commit in
 * the order they are taken, so a listener reading "after the last id I saw" never skips one that
 * committed late.
 */
export async function insertAndNotify(db: Kysely<Schema>, event: ShopEvent, channel: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${channel}))`.execute(trx);
    const { id } = await trx.insertInto('events').values(values(event)).returning('id').executeTakeFirstOrThrow();
    await sql`select pg_notify(${channel}, ${String(id)})`.execute(trx);
    return id;
  });
}

export async function eventsAfter(db: Kysely<Schema>, lastId: number): Promise<StoredEvent[]> {
  const rows = await db.selectFrom('events').selectAll().where('id', '>', lastId).orderBy('id').limit(REPLAY_LIMIT).execute();
  return rows.map(toEvent);
}

export async function lastEventId(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function pruneEvents(db: Kysely<Schema>, before: string): Promise<void> {
  await db.deleteFrom('events').where('at', '<', before).execute();
}

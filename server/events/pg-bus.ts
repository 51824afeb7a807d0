import type pg from 'pg';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import { listenerSet, type EventBus } from './bus';
import { eventsAfter, insertAndNotify, lastEventId } from './repo';
import { pruner } from './prune';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;
export const LISTENER_APPLICATION_NAME = 'storefront-events';

/**
 * PostgreSQL: every process LISTENs on one dedicated connection (not the pool's: a pooled client
 * goes back and stops listening). A NOTIFY carries an event id; the listener reads the table from
 * the last id it delivered, so one read serves a burst, and after a lost connection it reconnects
 * and catches up the same way. The connection opens at the first subscriber.
 */
export function createPgBus(database: Database, logger: Logger): EventBus {
  const { db } = database;
  const channel = `shop_events_${database.schema ?? 'public'}`;
  const listeners = listenerSet();
  const prune = pruner(db, logger);
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let last: number | undefined;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let live = deferred();

  // one read at a time, in order; a notification while a read is queued needs no second one
  let queued = false;
  let reading = Promise.resolve();
  function pump(): Promise<void> {
    if (queued) return reading;
    queued = true;
    reading = reading
      .then(async () => {
        queued = false;
        for (;;) {
          const events = await eventsAfter(db, last!);
          for (const event of events) {
            last = event.id;
            listeners.deliver(event);
          }
          if (events.length === 0 || closed) return;
        }
      })
      .catch((err: unknown) => logger.warn({ err }, 'order events not read'));
    return reading;
  }

  async function connect() {
    retryTimer = undefined;
    if (closed) return;
    const next = database.dedicatedClient!(LISTENER_APPLICATION_NAME);
    client = next;
    // unheard, a dropped connection's 'error' would end the process
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', () => void pump());
    try {
      await next.connect();
      // from here on nothing is missed: what is stored after this id is read after LISTEN
      last ??= await lastEventId(db);
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      return lost(next, err);
    }
    if (client !== next) return;
    retryMs = RETRY_MIN_MS;
    await pump();
    live.resolve();
  }

  function lost(which: pg.Client, err?: unknown) {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err, retryMs }, 'order events: listening connection lost, reconnecting');
    live = deferred();
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  return {
    async publish(event) {
      try {
        await insertAndNotify(db, event, channel);
        prune(event.at);
      } catch (err) {
        logger.warn({ err, event }, 'order event not stored');
      }
    },
    subscribe(listener, onClose) {
      const unsubscribe = listeners.add(listener, onClose);
      if (!started && !closed) {
        started = true;
        void connect();
      }
      return unsubscribe;
    },
    ready: () => live.promise,
    since: (lastId) => eventsAfter(db, lastId),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.closeAll();
      const open = client;
      client = undefined;
      live.resolve();
      await open?.end().catch(() => undefined);
    },
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

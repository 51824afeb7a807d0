import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import { listenerSet, type EventBus } from './bus';
import { eventsAfter, insertEvent } from './repo';
import { pruner } from './prune';

/** SQLite: one process, so the process's own emitter is the whole bus; the table serves replays. */
export function createLocalBus(database: Database, logger: Logger): EventBus {
  const { db } = database;
  const listeners = listenerSet();
  const prune = pruner(db, logger);
  return {
    async publish(event) {
      try {
        // better-sqlite3 runs one statement at a time, so inserts finish (and deliver) in id order
        const id = await insertEvent(db, event);
        listeners.deliver({ ...event, id });
        prune(event.at);
      } catch (err) {
        logger.warn({ err, event }, 'order event not stored');
      }
    },
    subscribe: (listener, onClose) => listeners.add(listener, onClose),
    ready: () => Promise.resolve(),
    since: (lastId) => eventsAfter(db, lastId),
    async close() {
      listeners.closeAll();
    },
  };
}

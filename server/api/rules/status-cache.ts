import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/bus';
import type { Hours } from '../../../shared/hours';
import type { ShopEvent } from '../../../shared/api/events';
import { shopStatus } from './service';

// docs/decisions/029-shop-status-cache.md: every shopper's page polls GET /shop/status, and the answer
// (the week, the pause, the stop-list and the publish check's reads) is the same for all of them.

/** How old a kept status may be served at the most: what a change no event announced (time passing) waits. */
export const STATUS_TTL_MS = 5_000;
/** The events after which the kept status is dropped: stop-list, hours, pause, busy, fulfilment; the menu. */
const CHANGES: readonly ShopEvent['type'][] = ['shop.changed', 'menu.changed'];

export type ShopStatus = Awaited<ReturnType<typeof shopStatus>>;

export interface StatusCache {
  read(): Promise<ShopStatus>;
  /** drops the kept status (a change in this process, as soon as it is published) */
  drop(): void;
  /** drops it on every change the bus carries: from any process on the database */
  follow(bus: EventBus): void;
}

interface StatusDeps {
  database: Database;
  hours: Hours;
  now(): Date;
}

/** One status read for every poll within STATUS_TTL_MS of the injected clock, until a change drops it. */
export function createStatusCache(deps: StatusDeps, ttlMs = STATUS_TTL_MS): StatusCache {
  let kept: { at: number; status: Promise<ShopStatus> } | undefined;
  const followed = new WeakSet<EventBus>();
  const cache: StatusCache = {
    read() {
      const now = deps.now();
      const age = kept ? now.getTime() - kept.at : Infinity;
      if (kept && age >= 0 && age < ttlMs) return kept.status;
      const status = shopStatus(deps.database.db, deps.hours, now);
      const entry = { at: now.getTime(), status };
      kept = entry;
      // a failed read is not kept
      status.catch(() => kept === entry && (kept = undefined));
      return status;
    },
    drop() {
      kept = undefined;
    },
    follow(bus) {
      if (followed.has(bus)) return;
      followed.add(bus);
      bus.subscribe((event) => CHANGES.includes(event.type) && cache.drop());
    },
  };
  return cache;
}

// one per database in a process: the API's route and the server render's in-process read share it
const perDatabase = new WeakMap<Database, StatusCache>();

/** This process's status cache for the database (made on first need). */
export function statusCacheOf(deps: StatusDeps): StatusCache {
  let cache = perDatabase.get(deps.database);
  if (!cache) perDatabase.set(deps.database, (cache = createStatusCache(deps)));
  return cache;
}

/** The bus as the API's routes publish on it: a change in this process drops the kept status at once. */
export function droppingStatus(bus: EventBus, cache: StatusCache): EventBus {
  return {
    publish(event) {
      if (CHANGES.includes(event.type)) cache.drop();
      return bus.publish(event);
    },
    subscribe: (listener, onClose) => bus.subscribe(listener, onClose),
    ready: () => bus.ready(),
    since: (lastId) => bus.since(lastId),
    close: () => bus.close(),
  };
}

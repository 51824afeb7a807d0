import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { Logger } from '../logger';
import { KEEP_MS, pruneEvents } from './repo';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes events older than a day, at most once an hour of event time, never in the publisher's way. */
export function pruner(db: Kysely<Schema>, logger: Logger) {
  let last = 0;
  return (at: string) => {
    const now = Date.parse(at);
    if (now - last < EVERY_MS) return;
    last = now;
    pruneEvents(db, new Date(now - KEEP_MS).toISOString()).catch((err: unknown) => logger.warn({ err }, 'old events not pruned'));
  };
}

import { createHash } from 'node:crypto';
import { DESK_IDLE_HOURS } from '../../shared/desk';

// Which desk tokens this process has seen the desk's API accept (docs/decisions/028-restaurant-not-shed.md,
// addendum): what lets a desk page into the restaurant's lane before anything is asked of the database.
// A cookie's presence is forgeable; a token the staff guard answered 2xx for is not (it is a live
// session's random secret). Kept as a hash, in memory, per process: the lookup is one SHA-256, no I/O.

/** tokens kept at most (a shop has a handful of screens; the oldest seen goes first) */
export const MAX_SIGHTINGS = 256;
/** a sighting lasts as long as an idle desk session can (DESK_IDLE_HOURS), renewed by every accepted call */
export const SIGHTING_MS = DESK_IDLE_HOURS * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64');

export interface StaffSightings {
  /** the desk's API accepted this token (a staff-guarded call answered 2xx) */
  seen(token: string): void;
  /** signed out: the token no longer lets a page in */
  forget(token: string): void;
  /** seen within SIGHTING_MS, not forgotten since */
  known(token: string | undefined): boolean;
  readonly size: number;
}

export function staffSightings({ now = Date.now, max = MAX_SIGHTINGS, ttlMs = SIGHTING_MS } = {}): StaffSightings {
  // insertion order is the order last seen: a Map re-inserted on every sighting
  const until = new Map<string, number>();
  return {
    seen(token) {
      const key = digest(token);
      until.delete(key);
      until.set(key, now() + ttlMs);
      while (until.size > max) until.delete(until.keys().next().value!);
    },
    forget(token) {
      until.delete(digest(token));
    },
    known(token) {
      if (!token) return false;
      const key = digest(token);
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(key);
      return false;
    },
    get size() {
      return until.size;
    },
  };
}

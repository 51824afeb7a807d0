// The stop-list: a dish sold out for a while. Nothing runs when the time is up: a mark whose `until`
// has passed simply no longer counts, on the server and in the browser alike.
import { DAY_MS, startOfDay } from './hours';

export const STOP_LENGTHS = ['1h', 'day', 'until', 'indefinite'] as const;
export type StopLength = (typeof STOP_LENGTHS)[number];

export interface StopMark {
  product_id: number;
  /** UTC ISO time it returns; null: until someone takes it off the list */
  until: string | null;
}

/** When a mark of this length ends (`at` is the chosen time for 'until'); null for 'indefinite'. */
export function stopUntil(length: StopLength, now: Date, at?: string): string | null {
  if (length === 'indefinite') return null;
  if (length === '1h') return new Date(now.getTime() + 3_600_000).toISOString();
  if (length === 'day') return new Date(startOfDay(now.getTime()) + DAY_MS).toISOString();
  return new Date(at!).toISOString();
}

export const isStopped = (mark: Pick<StopMark, 'until'>, now: Date) => mark.until === null || Date.parse(mark.until) > now.getTime();

/** The ids of the dishes sold out right now. */
export const soldOutIds = (marks: StopMark[], now: Date) => marks.filter((m) => isStopped(m, now)).map((m) => m.product_id);

import type { QueryClient } from '@tanstack/react-query';
import type { DeskOrder } from '../../../shared/api/desk';

// The desk stream's order events this tab has put on the board, in the order it put them, each with
// its SSE id and the order it showed. A board answer read before some of them can arrive after them
// (issue 37's race: the new card went missing until the next refetch); the answer names the last
// event it includes (DeskBoard.last_event_id) and the board re-applies the ones after it from here.

/** Far more than can happen while one board read is in flight; the oldest go first. */
export const KEPT_EVENTS = 1000;

interface Applied {
  id: number;
  locale: string;
  order: DeskOrder;
}

export interface EventLog {
  /** an event of the stream whose order the board has just shown */
  add(id: number, locale: string, order: DeskOrder): void;
  /** the orders of the events after `id` in this language, in the order they were shown */
  after(id: number, locale: string): DeskOrder[];
}

export function createEventLog(kept = KEPT_EVENTS): EventLog {
  const entries: Applied[] = [];
  return {
    add(id, locale, order) {
      entries.push({ id, locale, order });
      if (entries.length > kept) entries.shift();
    },
    after: (id, locale) => entries.filter((e) => e.id > id && e.locale === locale).map((e) => e.order),
  };
}

// one log per query client, as the cache it keeps in step with (the server renders with a client per request)
const logs = new WeakMap<QueryClient, EventLog>();

export function eventLogOf(client: QueryClient): EventLog {
  let log = logs.get(client);
  if (!log) logs.set(client, (log = createEventLog()));
  return log;
}

/** The SSE id of a stream message ("" when the server sent none: nothing to compare, so not kept). */
export function sseId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

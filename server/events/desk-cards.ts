import type { DeskOrder } from '../../shared/api/desk';
import { DESK_EVENTS_LOCALE } from '../../shared/api/events';
import { BOARD_ROLES, type StaffRole } from '../../shared/desk';
import { isLocale, type Locale } from '../../shared/locale';
import type { Logger } from '../logger';
import type { Request } from 'express';
import type { StoredEvent } from './bus';
import type { StreamAttach } from './sse';

// enough for every desk of a process to be handed the last bursts' events; one is a few KB
export const CARDS_KEPT = 256;
// a read slower than this would hold the stream's next events: the event goes without its order
export const CARD_WAIT_MS = 1_000;

export type ReadDeskOrder = (id: number, locale: Locale) => Promise<DeskOrder>;
/** The order an event of the desk's stream carries (shared/api/events.ts DeskOrderEvent), or undefined to send it bare. */
export type DeskCard = (event: StoredEvent, locale: Locale) => Promise<DeskOrder | undefined>;

interface CardOptions {
  kept?: number;
  waitMs?: number;
}

/**
 * The board's order for a placed or moved order's event, read once per event and language in this
 * process however many desks listen (each process reads its own after the bus delivered the event, so
 * none holds state another needs). A read that fails or is slow gives undefined: the event is still
 * sent, and the desk reads the order itself as before.
 */
export function deskCards(read: ReadDeskOrder, logger: Logger, { kept = CARDS_KEPT, waitMs = CARD_WAIT_MS }: CardOptions = {}): DeskCard {
  const memo = new Map<string, Promise<DeskOrder | undefined>>();
  return (event, locale) => {
    if (event.type !== 'order.placed' && event.type !== 'order.changed') return Promise.resolve(undefined);
    const key = `${event.id}:${locale}`;
    let card = memo.get(key);
    if (!card) {
      card = withinMs(read(event.order_id, locale), waitMs).catch((err: unknown) => {
        logger.warn({ err, eventId: event.id, orderId: event.order_id }, 'desk event sent without its order');
        return undefined;
      });
      memo.set(key, card);
      // oldest first out: a Map keeps insertion order
      if (memo.size > kept) memo.delete(memo.keys().next().value!);
    }
    return card;
  };
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The desk stream's extra for each event (eventStream's `attach`): its order, in the language the
 * stream names (`?locale=`: the board's stream; EventSource sends the browser's Accept-Language, not
 * the desk's), for staff who may read the board. Nothing for a cook, whom GET /desk/orders/{id}
 * refuses, nor for a stream that names no language (the kitchen's and the zones' refetch their own).
 * The role is the one the stream opened with: a member removed or given another role since has the
 * stream ended on the next 'staff.changed' (sessionStands), before any later event is written.
 */
export const boardOrders =
  (cards: DeskCard): StreamAttach =>
  (req) => {
    const locale = req.query[DESK_EVENTS_LOCALE];
    const staff = req.staff;
    if (!staff || !BOARD_ROLES.includes(staff.role) || !isLocale(locale)) return undefined;
    return async (event) => {
      const order = await cards(event, locale);
      return order ? { order } : undefined;
    };
  };

/** How long a desk stream goes at most without checking its session again (one read per stream then). */
export const STAFF_RECHECK_MS = 60_000;

/**
 * The desk stream's `recheck` (server/events/sse.ts): on each 'staff.changed' (a member removed or their
 * role changed, from any process: the bus carries it) a stream stands while its session has the role it
 * opened with, else it ends: one read per stream per staff change, none per event. The desk's browser
 * reconnects and is let in, or not, as its session is now.
 */
export const sessionStands = (roleNow: (sessionId: number) => Promise<StaffRole | undefined>, now: () => number = Date.now) => ({
  on: 'staff.changed' as const,
  stands: async (req: Request) => !!req.staff && (await roleNow(req.staff.sessionId)) === req.staff.role,
  // and on a heartbeat once a minute: `npm run staff:add` on SQLite is another process, its event never arrives
  everyMs: STAFF_RECHECK_MS,
  now,
});

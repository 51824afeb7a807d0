import type { Infer } from 'superstruct';
import type { BackendDeps } from '../deps';
import type { Locale } from '../../../shared/locale';
import { startOfDay } from '../../../shared/hours';
import { formatMoney } from '../../../shared/money';
import type { AcceptInput, RejectInput } from '../../../shared/schemas/desk';
import type { AdvanceStatus } from '../../../shared/order-status';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { createOrderService, orderById, type OrderRow, type Placed } from '../orders/service';
import { changeOrderStatus, type Move } from '../orders/moves';
import { acceptEstimate, rejectMove } from '../orders/move-requests';
import type { GuestOrderBody } from '../orders/schemas';
import type { DeskOrder } from '../../../shared/api/desk';
import { presentDeskOrders } from './present';
import * as board from './board-repo';
import { lastEventId } from '../../events/repo';
import {
  FINISHED_PAGE_SIZE,
  SEARCH_LIMIT,
  searchTerms,
  type DeskBoard,
  type DeskSearch,
  type FinishedPage,
} from '../../../shared/desk-board';

/** The desk's orders: the board, one order, and the moves, each through the orders module. */
export function createDeskOrders(deps: BackendDeps) {
  const { db } = deps.database;
  const orders = createOrderService(deps);

  async function detail(id: number, locale: Locale): Promise<DeskOrder> {
    const row = await orderById(db, id);
    if (!row) throw notFound('order_not_found');
    return (await presentDeskOrders(db, [row], locale))[0];
  }

  const dayStart = () => new Date(startOfDay(deps.now().getTime())).toISOString();

  /** A page read with one row more than it shows: the cursor is the last shown, when that extra row exists. */
  async function presentFinished(rows: OrderRow[], locale: Locale): Promise<FinishedPage> {
    const shown = rows.slice(0, FINISHED_PAGE_SIZE);
    const more = rows.length > FINISHED_PAGE_SIZE;
    return { orders: await presentDeskOrders(db, shown, locale), finished_before: more ? shown[shown.length - 1].id : null };
  }

  async function move(id: number, change: Move, actor: AuditActor, locale: Locale): Promise<DeskOrder> {
    await changeOrderStatus(deps, id, change, actor);
    return detail(id, locale);
  }

  return {
    /** Every order in progress, newest first, and how many of today's (Ashgabat) finished. */
    async board(locale: Locale): Promise<DeskBoard> {
      // first: an event is stored after its change commits, so every event up to this id is in the reads below
      const last = await lastEventId(db);
      const [open, total] = await Promise.all([board.openOrders(db), board.finishedCount(db, dayStart())]);
      return { open: await presentDeskOrders(db, open, locale), finished_total: total, last_event_id: last };
    },
    /** Today's finished orders, newest first: the first page, or the page after the one that ended at `before`. */
    async finished(before: number | undefined, locale: Locale): Promise<FinishedPage> {
      // first, as the board's: every event up to this id is in the page read after it
      const last = await lastEventId(db);
      const page = await presentFinished(await board.finishedPage(db, dayStart(), FINISHED_PAGE_SIZE, before), locale);
      return { ...page, last_event_id: last };
    },
    async search(q: string, locale: Locale): Promise<DeskSearch> {
      const rows = await board.searchOrders(db, searchTerms(q), SEARCH_LIMIT);
      return { orders: await presentDeskOrders(db, rows.slice(0, SEARCH_LIMIT), locale), more: rows.length > SEARCH_LIMIT };
    },
    detail,
    accept: (id: number, body: AcceptInput, actor: AuditActor, locale: Locale) =>
      move(id, { to: 'accepted', estimatedAt: acceptEstimate(body, deps.now()) }, actor, locale),
    reject: (id: number, body: RejectInput, actor: AuditActor, locale: Locale) => move(id, rejectMove(body), actor, locale),
    advance: (id: number, to: AdvanceStatus, actor: AuditActor, locale: Locale) => move(id, { to }, actor, locale),

    /** A caller's order typed in by staff: the storefront's guest rules, source 'phone', keys per staff member. */
    async placeByPhone(
      staffId: number,
      key: string,
      body: Infer<typeof GuestOrderBody>,
      locale: Locale,
    ): Promise<Placed & { desk: DeskOrder }> {
      const placed = await orders.placeForGuest(key, body, locale, {
        scope: `desk:${staffId}`,
        source: 'phone',
        // in the order's transaction: no phone order without its audit row (a replay writes neither)
        alsoWrite: (trx, order) =>
          recordAudit(trx, {
            actor: { kind: 'staff', userId: staffId },
            action: 'order.phone',
            entity: 'order',
            entityId: order.id,
            at: deps.now(),
            before: null,
            after: { status: 'new', total: formatMoney(order.total), phone: order.phone },
          }),
      });
      return { ...placed, desk: await detail(placed.order.id, locale) };
    },
  };
}

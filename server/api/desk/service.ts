import type { Infer } from 'superstruct';
import type { BackendDeps } from '../deps';
import type { Locale } from '../../../shared/locale';
import { startOfDay } from '../../../shared/hours';
import { formatMoney } from '../../../shared/money';
import type { AcceptInput, RejectInput } from '../../../shared/schemas/desk';
import type { AdvanceStatus } from '../../../shared/order-status';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { createOrderService, orderById, type Placed } from '../orders/service';
import { changeOrderStatus, type Move } from '../orders/moves';
import { acceptEstimate, rejectMove } from '../orders/move-requests';
import type { GuestOrderBody } from '../orders/schemas';
import type { DeskOrder } from '../../../shared/api/desk';
import { presentDeskOrders } from './present';
import * as repo from './repo';

/** The desk's orders: the board, one order, and the moves, each through the orders module. */
export function createDeskOrders(deps: BackendDeps) {
  const { db } = deps.database;
  const orders = createOrderService(deps);

  async function detail(id: number, locale: Locale): Promise<DeskOrder> {
    const row = await orderById(db, id);
    if (!row) throw notFound('order_not_found');
    return (await presentDeskOrders(db, [row], locale))[0];
  }

  async function move(id: number, change: Move, actor: AuditActor, locale: Locale): Promise<DeskOrder> {
    await changeOrderStatus(deps, id, change, actor);
    return detail(id, locale);
  }

  return {
    /** Running orders and today's (Ashgabat) finished ones, newest first. */
    async board(locale: Locale): Promise<DeskOrder[]> {
      const rows = await repo.boardOrders(db, new Date(startOfDay(deps.now().getTime())).toISOString());
      return presentDeskOrders(db, rows, locale);
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

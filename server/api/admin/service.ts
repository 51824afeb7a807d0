import type { Infer } from 'superstruct';
import type { BackendDeps } from '../deps';
import type { Order, OrderStatus } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { notFound } from '../../http/errors';
import { dayBounds } from '../../../shared/hours';
import { orderById, orderPage, presentOrders, type OrderRow } from '../orders/service';
import { changeOrderStatus } from '../orders/moves';
import { acceptEstimate, rejectMove } from '../orders/move-requests';
import type { AcceptInput, RejectInput } from '../../../shared/schemas/desk';
import type { AdminOrderQuery } from './schemas';

export type AdminOrder = Order & {
  user_id: number | null;
  source: OrderRow['source'];
  estimated_at: string | null;
  reject_reason: OrderRow['reject_reason'];
  reject_note: string;
};
const OPERATOR = { kind: 'operator' } as const;

export function createAdminService(deps: BackendDeps) {
  const { db } = deps.database;

  async function present(rows: OrderRow[], locale: Locale): Promise<AdminOrder[]> {
    const orders = await presentOrders(db, rows, locale);
    return orders.map((order, i) => {
      const { user_id, source, estimated_at, reject_reason, reject_note } = rows[i];
      return { ...order, user_id, source, estimated_at, reject_reason, reject_note };
    });
  }

  return {
    async list(q: Infer<typeof AdminOrderQuery>, locale: Locale) {
      const { rows, total } = await orderPage(
        db,
        {
          status: q.status,
          // the desk types local numbers: "+99365…" and "65…" find the same orders
          phoneContains: q.phone?.replace(/^\+993/, ''),
          createdFrom: q.from && dayBounds(q.from).start,
          createdBefore: q.to && dayBounds(q.to).end,
        },
        q.page,
        q.limit,
      );
      return { orders: await present(rows, locale), total };
    },

    async get(id: number, locale: Locale): Promise<AdminOrder> {
      const row = await orderById(db, id);
      if (!row) throw notFound('order_not_found');
      return (await present([row], locale))[0];
    },

    /**
     * Moves the order one allowed step (the desk's own function: history, bonus once, audit as 'operator').
     * A plain accept has no estimate and a plain cancel no reason; accept() and reject() give them.
     */
    async changeStatus(id: number, status: OrderStatus, locale: Locale): Promise<AdminOrder> {
      await changeOrderStatus(deps, id, { to: status }, OPERATOR);
      return this.get(id, locale);
    },

    async accept(id: number, body: AcceptInput, locale: Locale): Promise<AdminOrder> {
      await changeOrderStatus(deps, id, { to: 'accepted', estimatedAt: acceptEstimate(body, deps.now()) }, OPERATOR);
      return this.get(id, locale);
    },

    async reject(id: number, body: RejectInput, locale: Locale): Promise<AdminOrder> {
      await changeOrderStatus(deps, id, rejectMove(body), OPERATOR);
      return this.get(id, locale);
    },
  };
}

import type { Infer } from 'superstruct';
import type { BackendDeps } from '../deps';
import type { Order, OrderStatus } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { AppError, conflict, notFound } from '../../http/errors';
import { moveOrder, orderById, orderPage, presentOrders, type OrderRow } from '../orders/service';
import { creditBonus } from '../users/service';
import type { AdminOrderQuery } from './schemas';
import { bonusFor, canMove } from '../orders/transitions';

export type AdminOrder = Order & { user_id: number | null };
const ASHGABAT = '+05:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${ASHGABAT}`).toISOString();
const nextDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00${ASHGABAT}`) + 86_400_000).toISOString();

export function createAdminService(deps: BackendDeps) {
  const { db } = deps.database;

  async function present(rows: OrderRow[], locale: Locale): Promise<AdminOrder[]> {
    const orders = await presentOrders(db, rows, locale);
    return orders.map((order, i) => ({ ...order, user_id: rows[i].user_id }));
  }

  return {
    async list(q: Infer<typeof AdminOrderQuery>, locale: Locale) {
      const { rows, total } = await orderPage(db, {
        status: q.status,
        // the desk types local numbers: "+99365…" and "65…" find the same orders
        phoneContains: q.phone?.replace(/^\+993/, ''),
        createdFrom: q.from && dayStart(q.from),
        createdBefore: q.to && nextDayStart(q.to),
      }, q.page, q.limit);
      return { orders: await present(rows, locale), total };
    },

    async get(id: number, locale: Locale): Promise<AdminOrder> {
      const row = await orderById(db, id);
      if (!row) throw notFound('order_not_found');
      return (await present([row], locale))[0];
    },

    /** Moves the order one allowed step, recording the time; delivery credits the bonus, cancelling refunds it. */
    async changeStatus(id: number, status: OrderStatus, locale: Locale): Promise<AdminOrder> {
      await db.transaction().execute(async (trx) => {
        const order = await orderById(trx, id);
        if (!order) throw notFound('order_not_found');
        if (!canMove(order.status, status)) throw new AppError(409, 'invalid_transition', { status: order.status });
        const now = deps.now();
        if (!(await moveOrder(trx, id, order.status, status, now))) throw conflict('invalid_transition');
        const amount = status === 'delivered' ? bonusFor(order.subtotal, deps.config.bonusPercent)
          : status === 'cancelled' ? order.bonus_spent : 0;
        if (order.user_id === null || amount === 0) return;
        await creditBonus(trx, order.user_id, id, amount, status === 'delivered' ? 'order_delivered' : 'order_cancelled', now);
      });
      return this.get(id, locale);
    },
  };
}

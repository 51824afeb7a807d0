import type { Infer } from 'superstruct';
import type { BackendDeps } from '../deps';
import type { Order, OrderStatus } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { AppError, conflict, notFound } from '../../http/errors';
import { addHistory, findOrder, type OrderRow } from '../orders/repo';
import { presentOrders } from '../orders/present';
import type { AdminOrderQuery } from './schemas';
import { bonusFor, canMove } from './transitions';

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
      let query = db.selectFrom('orders');
      if (q.status) query = query.where('status', '=', q.status);
      if (q.phone) query = query.where('phone', 'like', `%${q.phone.replace(/^\+993/, '')}%`);
      if (q.from) query = query.where('created_at', '>=', dayStart(q.from));
      if (q.to) query = query.where('created_at', '<', nextDayStart(q.to));
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { orders: await present(rows, locale), total: Number(count.n) };
    },

    async get(id: number, locale: Locale): Promise<AdminOrder> {
      const row = await findOrder(db, id);
      if (!row) throw notFound('order_not_found');
      return (await present([row], locale))[0];
    },

    /** Moves the order one allowed step, recording the time; delivery credits the bonus, cancelling refunds it. */
    async changeStatus(id: number, status: OrderStatus, locale: Locale): Promise<AdminOrder> {
      await db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, id);
        if (!order) throw notFound('order_not_found');
        if (!canMove(order.status, status)) throw new AppError(409, 'invalid_transition', { status: order.status });
        // guarded on the status just read: two operators clicking at once change it once
        const res = await trx.updateTable('orders').set({ status }).where('id', '=', id).where('status', '=', order.status).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw conflict('invalid_transition');
        const now = deps.now();
        await addHistory(trx, id, status, now);
        const amount = status === 'delivered' ? bonusFor(order.subtotal, deps.config.bonusPercent)
          : status === 'cancelled' ? order.bonus_spent : 0;
        if (order.user_id === null || amount === 0) return;
        await trx.updateTable('users').set((eb) => ({ bonus_amount: eb('bonus_amount', '+', amount) })).where('id', '=', order.user_id).execute();
        await trx.insertInto('bonus_ledger').values({
          user_id: order.user_id, order_id: id, amount,
          reason: status === 'delivered' ? 'order_delivered' : 'order_cancelled', created_at: now.toISOString(),
        }).execute();
      });
      return this.get(id, locale);
    },
  };
}

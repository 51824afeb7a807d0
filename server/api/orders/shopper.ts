import type { BackendDeps } from '../deps';
import type { Order, Reorder } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { notFound } from '../../http/errors';
import { changeOrderStatus } from './moves';
import { addToBasket, createBasketService } from '../basket/service';
import { soldOutNow } from '../rules/service';
import { outsideHours } from '../rules/menu-hours';
import { presentOrders } from './present';
import { hashTrackingToken, TRACKING_TOKEN } from './tracking';
import * as repo from './repo';
import { saleDishes } from '../choices/repo';
import { dishGroups } from '../choices/load';
import { againLine, storedLineChoices } from '../choices/lines';

/** What a shopper does with an order after placing it: follow it by link, cancel it while new, order it again. */
export function createShopperOrders(deps: BackendDeps) {
  const { db } = deps.database;
  const basket = createBasketService(deps);

  const present = async (row: repo.OrderRow, locale: Locale): Promise<Order> => (await presentOrders(db, [row], locale))[0];

  return {
    /** The order a tracking token names; a malformed token, or one of no order, is the same 404. */
    async tracked(token: string): Promise<repo.OrderRow> {
      const row = TRACKING_TOKEN.test(token) ? await repo.findOrderByTrackingHash(db, hashTrackingToken(token)) : undefined;
      if (!row) throw notFound('order_not_found');
      return row;
    },

    async customersOrder(userId: number, id: number): Promise<repo.OrderRow> {
      const row = await repo.findOrder(db, id, userId);
      if (!row) throw notFound('order_not_found');
      return row;
    },

    present,

    /**
     * Cancels while the machine lets the shopper (the kitchen has not taken it), through the one move
     * function: guarded, so a shopper cancelling as staff accept changes it once (409 for the loser).
     * Bonus spent on it goes back; the desks hear of it.
     */
    async cancel(order: repo.OrderRow, actorUserId: number | null, locale: Locale): Promise<Order> {
      const { after } = await changeOrderStatus(deps, order.id, { to: 'cancelled' }, { kind: 'shopper', userId: actorUserId });
      return present(after, locale);
    },

    /**
     * The order's lines still on sale (on the menu, not sold out, served at this hour, their choices still offered) go into the
     * basket in their quantities; the others are named, with the choice no longer offered when that is why.
     */
    async reorder(userId: number, order: repo.OrderRow, locale: Locale): Promise<Reorder> {
      const { lines } = await repo.orderDetails(db, [order.id]);
      const now = deps.now();
      const ids = lines.map((l) => l.product_id);
      const [soldOut, outside, onMenu, groups] = await Promise.all([
        soldOutNow(db, now),
        // the basket refuses a dish outside its hours now (shared/menu-hours.ts): so does order again
        outsideHours(db, ids, now.getTime(), deps.config.public.hours),
        saleDishes(db, ids),
        dishGroups(db, ids, now),
      ]);
      const dishes = new Map(onMenu.filter((p) => !soldOut.has(p.id) && !outside.has(p.id)).map((p) => [p.id, p]));
      const added: Reorder['added'] = [];
      const unavailable: Reorder['unavailable'] = [];
      for (const l of lines) {
        const dish = dishes.get(l.product_id);
        const again = dish && againLine(dish, groups.get(dish.id) ?? [], storedLineChoices(l.choices), locale);
        if (again && again.ok)
          added.push({ product_id: l.product_id, quantity: l.quantity, ...(again.selection.length ? { choices: again.selection } : {}) });
        else
          unavailable.push({
            product_id: l.product_id,
            name: l[`name_${locale}`],
            ...(again && again.choice ? { choice: again.choice } : {}),
          });
      }
      if (added.length > 0) {
        await db.transaction().execute(async (trx) => {
          for (const line of added) await addToBasket(trx, userId, line.product_id, line.choices ?? [], line.quantity, now);
        });
      }
      return { added, unavailable, basket: await basket.read(userId, locale) };
    },
  };
}

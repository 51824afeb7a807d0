import type { Infer } from 'superstruct';
import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { Order } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import type { OrderSource } from '../../../shared/desk';
import { parseMoney } from '../../../shared/money';
import { notFound, unprocessable } from '../../http/errors';
import { lockCustomer, savedAddress, spendBonus } from '../users/service';
import { basketLinesOf, emptyBasket } from '../basket/service';
import { callToConfirmOn, checkOrderTime, checkSoldOut } from '../rules/service';
import { servedCheck, checkServed } from '../rules/menu-hours';
import { placedStatus, type PlacedStatus } from '../../../shared/order-status';
import { fulfil } from './fulfilment';
import { basketItems, orderableBasket, priceLines } from './pricing';
import { claimKey, settleKey } from './idempotency';
import { requestHash } from '../../http/request-hash';
import * as repo from './repo';
import { presentOrders } from './present';
import { recordShopperChoices, withTrackingLink, type Placed } from './choices';
import type { CustomerOrderBody, GuestOrderBody } from './schemas';

type Db = Kysely<Schema> | Transaction<Schema>;
type CustomerInput = Infer<typeof CustomerOrderBody>;
type GuestInput = Infer<typeof GuestOrderBody>;
export type { Placed };

const addressOf = (b: CustomerInput | GuestInput) => ({
  address: b.address,
  apartment: b.apartment,
  entrance: b.entrance,
  floor: b.floor,
  comment: b.comment,
  latitude: b.latitude,
  longitude: b.longitude,
});

export function createOrderService(deps: BackendDeps) {
  const { db } = deps.database;

  /**
   * One transaction: idempotency claim, order, lines, bonus debit, basket clear, first status.
   * A repeat of the key with the same body returns the first order instead.
   */
  async function place(
    scope: string,
    key: string,
    payload: unknown,
    locale: Locale,
    build: (trx: Transaction<Schema>) => Promise<number>,
  ): Promise<Placed> {
    const hash = requestHash(payload);
    const { orderId, replay } = await db.transaction().execute(async (trx) => {
      const claim = await claimKey(trx, scope, key, hash, deps.now());
      if (claim.kind === 'replay') return { orderId: claim.orderId, replay: true };
      const id = await build(trx);
      await settleKey(trx, claim.claimId, id);
      return { orderId: id, replay: false };
    });
    const row = await repo.findOrder(db, orderId);
    // the desk hears of it once it is committed; a replay placed nothing new
    const status = row!.status as PlacedStatus;
    if (!replay) await deps.events.publish({ type: 'order.placed', order_id: orderId, status, at: deps.now().toISOString() });
    const [order] = await presentOrders(db, [row!], locale);
    return { order, replay };
  }

  function orderFields(body: CustomerInput | GuestInput, deliveryTime: string, status: PlacedStatus) {
    return { payment_method: body.payment_method, delivery_time: deliveryTime, note: body.note, status, fulfilment: body.fulfilment };
  }

  return {
    async placeForCustomer(userId: number, key: string, body: CustomerInput, locale: Locale): Promise<Placed> {
      return place(`user:${userId}`, key, { ...body, kind: 'customer' }, locale, async (trx) => {
        const now = deps.now();
        // call to confirm (the owner's setting): the order waits for staff to phone the shopper first
        const status = placedStatus(await callToConfirmOn(trx));
        // hours, closures and pause, then the stop-list (server/api/rules)
        const deliveryTime = await checkOrderTime(trx, deps, body.delivery_time);
        const user = await lockCustomer(trx, deps.database.dialect, userId);
        // a dish taken off the menu is not in the basket the shopper sees, so it is not ordered either
        const basket = await orderableBasket(trx, basketItems(await basketLinesOf(trx, userId)));
        if (basket.length === 0) throw unprocessable({ basket: 'empty' }, 'basket_empty');
        const dishIds = basket.map((l) => l.product_id);
        await checkSoldOut(trx, now, dishIds, locale);
        // each dish inside its hours at the delivery time (shared/menu-hours.ts)
        const served = servedCheck(deps, deliveryTime, locale);
        await checkServed(trx, dishIds, served);
        const { lines, subtotal } = await priceLines(trx, basket, locale, now, served.at);
        // delivery or pickup, as the owner offers them: pickup has no address, zone or fee
        const { address, deliveryFee } = await fulfil(trx, body.fulfilment, subtotal, async () =>
          body.address_id === undefined ? addressOf(body) : addressFor(trx, userId, body.address_id),
        );
        const bonus = parseMoney(body.bonus || '0')!;
        if (bonus > subtotal) throw unprocessable({ bonus: 'exceeds_subtotal' });
        const orderId = await repo.insertOrder(
          trx,
          {
            ...orderFields(body, deliveryTime, status),
            ...address,
            user_id: userId,
            name: body.name || `${user.name} ${user.surname}`.trim(),
            phone: user.phone,
            subtotal,
            delivery_fee: deliveryFee,
            bonus_spent: bonus,
            total: subtotal + deliveryFee - bonus,
            created_at: now.toISOString(),
          },
          lines,
        );
        if (bonus > 0 && !(await spendBonus(trx, userId, orderId, bonus, now))) throw unprocessable({ bonus: 'exceeds_balance' });
        await emptyBasket(trx, userId);
        await recordShopperChoices(trx, orderId, body, locale);
        await repo.addHistory(trx, orderId, status, now, { actor: 'shopper' });
        return orderId;
      });
    },

    /** A guest's checkout; the desk's phone orders come this way too (`via`: their own key scope, source 'phone': the call itself, so never to_confirm). */
    async placeForGuest(
      key: string,
      body: GuestInput,
      locale: Locale,
      via: {
        scope: string;
        source: OrderSource;
        /** more writes in the order's own transaction (the desk's audit row): all of them land, or none */
        alsoWrite?: (trx: Transaction<Schema>, order: { id: number; total: number; phone: string }) => Promise<void>;
      } = { scope: 'guest', source: 'web' },
    ): Promise<Placed> {
      if (body.bonus !== '' && parseMoney(body.bonus) !== 0) throw unprocessable({ bonus: 'sign_in_required' });
      if (body.fulfilment === 'delivery' && body.address === '') throw unprocessable({ address: 'required' });
      const placed = await place(via.scope, key, { ...body, kind: 'guest' }, locale, async (trx) => {
        const now = deps.now();
        const status = placedStatus(via.source !== 'phone' && (await callToConfirmOn(trx)));
        const deliveryTime = await checkOrderTime(trx, deps, body.delivery_time);
        const dishIds = body.items.map((i) => i.product_id);
        await checkSoldOut(trx, now, dishIds, locale);
        // each dish inside its hours at the delivery time (shared/menu-hours.ts)
        const served = servedCheck(deps, deliveryTime, locale);
        await checkServed(trx, dishIds, served);
        const { lines, subtotal } = await priceLines(trx, body.items, locale, now, served.at);
        const { address, deliveryFee } = await fulfil(trx, body.fulfilment, subtotal, async () => addressOf(body));
        const orderId = await repo.insertOrder(
          trx,
          {
            ...orderFields(body, deliveryTime, status),
            ...address,
            user_id: null,
            name: body.name,
            phone: body.phone,
            source: via.source,
            subtotal,
            delivery_fee: deliveryFee,
            bonus_spent: 0,
            total: subtotal + deliveryFee,
            created_at: now.toISOString(),
          },
          lines,
        );
        await recordShopperChoices(trx, orderId, body, locale);
        await repo.addHistory(trx, orderId, status, now, { actor: via.source === 'phone' ? 'staff' : 'shopper' });
        await via.alsoWrite?.(trx, { id: orderId, total: subtotal + deliveryFee, phone: body.phone });
        return orderId;
      });
      return withTrackingLink(db, placed);
    },

    async list(userId: number, page: number, limit: number, locale: Locale) {
      const { rows, total } = await orderPage(db, { userId }, page, limit);
      return { orders: await presentOrders(db, rows, locale), total };
    },

    async get(userId: number, id: number, locale: Locale): Promise<Order> {
      const row = await repo.findOrder(db, id, userId);
      if (!row) throw notFound('order_not_found');
      const [order] = await presentOrders(db, [row], locale);
      return order;
    },
  };
}

async function addressFor(trx: Transaction<Schema>, userId: number, id: number) {
  const fields = await savedAddress(trx, userId, id);
  if (!fields) throw unprocessable({ address_id: 'not_found' });
  return fields;
}

// What the operator's desk (admin) uses of orders: any customer's, filtered, moved along, presented.

export type { OrderFilter, OrderRow } from './repo';
export { presentOrders };

export const orderPage = (db: Db, filter: repo.OrderFilter, page: number, limit: number) =>
  repo.findOrders(db, filter, { limit, offset: (page - 1) * limit });

export const orderById = (db: Db, id: number) => repo.findOrder(db, id);

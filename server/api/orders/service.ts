import type { Infer } from 'superstruct';
import type { Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { Order } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { parseMoney } from '../../../shared/money';
import { notFound, unprocessable } from '../../http/errors';
import { findAddress } from '../users/repo';
import { checkDeliveryTime } from './delivery-time';
import { orderableBasket, priceLines } from './pricing';
import { claimKey, requestHash, settleKey } from './idempotency';
import * as repo from './repo';
import { presentOrders } from './present';
import type { CustomerOrderBody, GuestOrderBody } from './schemas';

type CustomerInput = Infer<typeof CustomerOrderBody>;
type GuestInput = Infer<typeof GuestOrderBody>;
export interface Placed { order: Order; replay: boolean }

const addressOf = (b: CustomerInput | GuestInput) => ({
  address: b.address, apartment: b.apartment, entrance: b.entrance, floor: b.floor,
  comment: b.comment, latitude: b.latitude, longitude: b.longitude,
});

export function createOrderService(deps: BackendDeps) {
  const { db } = deps.database;

  /**
   * One transaction: idempotency claim, order, lines, bonus debit, basket clear, first status.
   * A repeat of the key with the same body returns the first order instead.
   */
  async function place(scope: string, key: string, payload: unknown, locale: Locale,
    build: (trx: Transaction<Schema>) => Promise<number>): Promise<Placed> {
    const hash = requestHash(payload);
    const { orderId, replay } = await db.transaction().execute(async (trx) => {
      const claim = await claimKey(trx, scope, key, hash, deps.now());
      if (claim.kind === 'replay') return { orderId: claim.orderId, replay: true };
      const id = await build(trx);
      await settleKey(trx, claim.claimId, id);
      return { orderId: id, replay: false };
    });
    const row = await repo.findOrder(db, orderId);
    const [order] = await presentOrders(db, [row!], locale);
    return { order, replay };
  }

  function orderFields(body: CustomerInput | GuestInput, deliveryTime: string) {
    return { payment_method: body.payment_method, delivery_time: deliveryTime, note: body.note, status: 'new' as const };
  }

  return {
    async placeForCustomer(userId: number, key: string, body: CustomerInput, locale: Locale): Promise<Placed> {
      const { config } = deps;
      return place(`user:${userId}`, key, { ...body, kind: 'customer' }, locale, async (trx) => {
        const now = deps.now();
        const deliveryTime = checkDeliveryTime(body.delivery_time, config.public.hours, now);
        const user = await repo.lockCustomer(trx, deps.database.dialect, userId);
        // a dish taken off the menu is not in the basket the shopper sees, so it is not ordered either
        const basket = await orderableBasket(trx, await repo.basketForOrder(trx, userId));
        if (basket.length === 0) throw unprocessable({ basket: 'empty' }, 'basket_empty');
        const { lines, subtotal } = await priceLines(trx, basket, locale);
        const address = body.address_id === undefined ? addressOf(body) : await savedAddress(trx, userId, body.address_id);
        if (address.address === '') throw unprocessable({ address: 'required' });
        const bonus = parseMoney(body.bonus || '0')!;
        if (bonus > subtotal) throw unprocessable({ bonus: 'exceeds_subtotal' });
        const orderId = await repo.insertOrder(trx, {
          ...orderFields(body, deliveryTime), ...address,
          user_id: userId,
          name: body.name || `${user.name} ${user.surname}`.trim(),
          phone: user.phone,
          subtotal, delivery_fee: config.deliveryFee, bonus_spent: bonus,
          total: subtotal + config.deliveryFee - bonus,
          created_at: now.toISOString(),
        }, lines);
        if (bonus > 0) await debitBonus(trx, userId, orderId, bonus, now);
        await trx.deleteFrom('basket_lines').where('user_id', '=', userId).execute();
        await repo.addHistory(trx, orderId, 'new', now);
        return orderId;
      });
    },

    async placeForGuest(key: string, body: GuestInput, locale: Locale): Promise<Placed> {
      const { config } = deps;
      if (body.bonus !== '' && parseMoney(body.bonus) !== 0) throw unprocessable({ bonus: 'sign_in_required' });
      if (body.address === '') throw unprocessable({ address: 'required' });
      return place('guest', key, { ...body, kind: 'guest' }, locale, async (trx) => {
        const now = deps.now();
        const deliveryTime = checkDeliveryTime(body.delivery_time, config.public.hours, now);
        const { lines, subtotal } = await priceLines(trx, body.items, locale);
        const orderId = await repo.insertOrder(trx, {
          ...orderFields(body, deliveryTime), ...addressOf(body),
          user_id: null, name: body.name, phone: body.phone,
          subtotal, delivery_fee: config.deliveryFee, bonus_spent: 0, total: subtotal + config.deliveryFee,
          created_at: now.toISOString(),
        }, lines);
        await repo.addHistory(trx, orderId, 'new', now);
        return orderId;
      });
    },

    async list(userId: number, page: number, limit: number, locale: Locale) {
      const [rows, count] = await Promise.all([
        db.selectFrom('orders').selectAll().where('user_id', '=', userId)
          .orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      return { orders: await presentOrders(db, rows, locale), total: Number(count.n) };
    },

    async get(userId: number, id: number, locale: Locale): Promise<Order> {
      const row = await repo.findOrder(db, id, userId);
      if (!row) throw notFound('order_not_found');
      const [order] = await presentOrders(db, [row], locale);
      return order;
    },
  };
}

async function savedAddress(trx: Transaction<Schema>, userId: number, id: number) {
  const row = await findAddress(trx, userId, id);
  if (!row) throw unprocessable({ address_id: 'not_found' });
  const { address, apartment, entrance, floor, comment, latitude, longitude } = row;
  return { address, apartment, entrance, floor, comment, latitude, longitude };
}

// The guarded update is the balance check: two orders cannot both spend the same bonus.
async function debitBonus(trx: Transaction<Schema>, userId: number, orderId: number, amount: number, now: Date) {
  const res = await trx.updateTable('users').set((eb) => ({ bonus_amount: eb('bonus_amount', '-', amount) }))
    .where('id', '=', userId).where('bonus_amount', '>=', amount).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw unprocessable({ bonus: 'exceeds_balance' });
  await trx.insertInto('bonus_ledger').values({
    user_id: userId, order_id: orderId, amount: -amount, reason: 'order_payment', created_at: now.toISOString(),
  }).execute();
}

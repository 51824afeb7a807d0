// Shared set-up of the checkout tests (orders, orders-idempotency, orders-guest): an accounts app with
// two dishes, a customer with a basket and an address, and the requests that place an order.
// The test clock starts at 2026-03-02T07:00Z = 12:00 in Ashgabat; the shop is open 10:00–23:00.
import request from 'supertest';
import type { Dialect } from '../../server/db/connection';
import { API, signUp } from '../api/support/accounts';
import { twoDishApp } from './two-dish-app';

let keyCounter = 0;
export const newKey = () => `checkout-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

/** Opens the app before the enclosing describe's tests (Palow at 45.00, Manty at 28.50) and closes it after them. */
export function ordersApi(dialect: Dialect) {
  // the app's getters stay on it: the methods join them on the same object
  const api = Object.assign(twoDishApp(dialect, 'ordersApi'), {
    /** A signed-in customer with `bonus` (minor units), a basket (two Palow and a Manty unless given) and an address. */
    async customer({ bonus = 0, basket }: { bonus?: number; basket?: [number, number][] } = {}) {
      const { ctx } = api;
      const lines = basket ?? [
        [api.palow, 2],
        [api.manty, 1],
      ];
      const who = await signUp(ctx);
      if (bonus) await ctx.db.updateTable('users').set({ bonus_amount: bonus }).where('id', '=', who.userId).execute();
      for (const [product_id, quantity] of lines) await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id, quantity });
      const address = await request(ctx.app)
        .post(`${API}/users/address`)
        .set(who.auth)
        .send({ address: 'Bitarap Türkmenistan şaýoly 7', apartment: '5', floor: '2', latitude: '37.95', longitude: '58.38' });
      return { ...who, addressId: address.body.data.id as number };
    },
    placeOrder: (auth: Record<string, string>, body: object, key: string | null = newKey()) => {
      const req = request(api.ctx.app).post(`${API}/orders`).set(auth);
      return (key ? req.set('Idempotency-Key', key) : req).send(body);
    },
    placeGuestOrder: (body: object, key: string | null = newKey()) => {
      const req = request(api.ctx.app).post(`${API}/orders-web`);
      return (key ? req.set('Idempotency-Key', key) : req).send(body);
    },
    bonusOf: async (userId: number) =>
      (await api.ctx.db.selectFrom('users').select('bonus_amount').where('id', '=', userId).executeTakeFirstOrThrow()).bonus_amount,
  });
  return api;
}

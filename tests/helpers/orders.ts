// Shared set-up of the checkout tests (orders, orders-idempotency, orders-guest): an accounts app with
// two dishes, a customer with a basket and an address, and the requests that place an order.
// The test clock starts at 2026-03-02T07:00Z = 12:00 in Ashgabat; the shop is open 10:00–23:00.
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from '../api/support/accounts';

let keyCounter = 0;
export const newKey = () => `checkout-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

/** Opens the app before the enclosing describe's tests (Palow at 45.00, Manty at 28.50) and closes it after them. */
export function ordersApi(dialect: Dialect) {
  let opened: { ctx: AccountsContext; palow: number; manty: number } | undefined;
  beforeAll(async () => {
    const ctx = await accountsApp(dialect);
    const palow = await addProduct(ctx.db, 4500);
    const manty = await addProduct(ctx.db, 2850);
    opened = { ctx, palow, manty };
  });
  afterAll(() => opened?.ctx.close());
  const the = () => {
    if (!opened) throw new Error('ordersApi: the app opens in beforeAll');
    return opened;
  };

  const api = {
    get ctx() {
      return the().ctx;
    },
    get palow() {
      return the().palow;
    },
    get manty() {
      return the().manty;
    },
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
    basketOf: (userId: number) =>
      api.ctx.db
        .selectFrom('basket_lines')
        .select(['product_id', 'quantity'])
        .where('user_id', '=', userId)
        .orderBy('product_id')
        .execute(),
    bonusOf: async (userId: number) =>
      (await api.ctx.db.selectFrom('users').select('bonus_amount').where('id', '=', userId).executeTakeFirstOrThrow()).bonus_amount,
  };
  return api;
}

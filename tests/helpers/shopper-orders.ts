// Shared set-up of the shopper's order tests (shopper-orders, order-change-from, order-status-sms): an
// accounts app with two dishes, and the orders a customer or a guest places.
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import { API, ADMIN_TOKEN, accountsApp, addProduct, signUp, type AccountsContext } from '../api/support/accounts';

let keyCounter = 0;
export const newKey = () => `shopper-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
export const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Opens the app before the enclosing describe's tests (Palow at 45.00, Manty at 28.50) and closes it after them. */
export function shopperOrdersApi(dialect: Dialect) {
  let opened: { ctx: AccountsContext; palow: number; manty: number } | undefined;
  beforeAll(async () => {
    const ctx = await accountsApp(dialect);
    const palow = await addProduct(ctx.db, 4500);
    const manty = await addProduct(ctx.db, 2850);
    opened = { ctx, palow, manty };
  });
  afterAll(() => opened?.ctx.close());
  const the = () => {
    if (!opened) throw new Error('shopperOrdersApi: the app opens in beforeAll');
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
    /** A signed-in customer's order of `basket` ([dish, quantity] pairs; two Palow and a Manty unless given). */
    async customerOrder(basket?: [number, number][], extra: object = {}, lang = 'en') {
      const lines = basket ?? [
        [api.palow, 2],
        [api.manty, 1],
      ];
      const who = await signUp(api.ctx);
      for (const [product_id, quantity] of lines)
        await request(api.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id, quantity });
      const res = await request(api.ctx.app)
        .post(`${API}/orders`)
        .set(who.auth)
        .set('Idempotency-Key', newKey())
        .set('Accept-Language', lang)
        .send({ address: 'Bitarap 7', payment_method: 'cash', delivery_time: 'asap', ...extra });
      return { who, res, order: res.body.data };
    },
    /** A guest's order of one Palow. */
    guestOrder: (extra: object) =>
      request(api.ctx.app)
        .post(`${API}/orders-web`)
        .set('Idempotency-Key', newKey())
        .set('Accept-Language', 'en')
        .send({
          name: 'Myrat',
          phone: '61234567',
          address: 'Magtymguly 12',
          payment_method: 'cash',
          delivery_time: 'asap',
          items: [{ product_id: api.palow, quantity: 1 }],
          ...extra,
        }),
    basketOf: (userId: number) =>
      api.ctx.db
        .selectFrom('basket_lines')
        .select(['product_id', 'quantity'])
        .where('user_id', '=', userId)
        .orderBy('product_id')
        .execute(),
  };
  return api;
}

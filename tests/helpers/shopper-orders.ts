// Shared set-up of the shopper's order tests (shopper-orders, order-change-from, order-status-sms): an
// accounts app with two dishes, and the orders a customer or a guest places.
import request from 'supertest';
import type { Dialect } from '../../server/db/connection';
import { API, ADMIN_TOKEN, signUp } from '../api/support/accounts';
import { twoDishApp } from './two-dish-app';

let keyCounter = 0;
export const newKey = () => `shopper-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
export const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Opens the app before the enclosing describe's tests (Palow at 45.00, Manty at 28.50) and closes it after them. */
export function shopperOrdersApi(dialect: Dialect) {
  // the app's getters stay on it: the methods join them on the same object
  const api = Object.assign(twoDishApp(dialect, 'shopperOrdersApi'), {
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
  });
  return api;
}

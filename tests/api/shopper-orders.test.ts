// The shopper's cancel and reorder. change_from: order-change-from.test.ts; status SMS: order-status-sms.test.ts.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import en from '../../locales/api/en.json';
import { admin, newKey, shopperOrdersApi } from '../helpers/shopper-orders';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('shopper order actions (%s)', (dialect) => {
  const s = shopperOrdersApi(dialect);
  const { customerOrder, basketOf } = s;

  describe('POST /orders/{id}/cancel', () => {
    it('cancels my new order once, gives the bonus back and records the shopper in the history', async () => {
      const who = await signUp(s.ctx);
      await s.ctx.db.updateTable('users').set({ bonus_amount: 1000 }).where('id', '=', who.userId).execute();
      await request(s.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: s.palow, quantity: 1 });
      const placed = await request(s.ctx.app)
        .post(`${API}/orders`)
        .set(who.auth)
        .set('Idempotency-Key', newKey())
        .send({ address: 'Bitarap 7', payment_method: 'card', delivery_time: 'asap', bonus: '5.00' });
      const id = placed.body.data.id;

      const res = await request(s.ctx.app).post(`${API}/orders/${id}/cancel`).set(who.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
      const history = await s.ctx.db
        .selectFrom('order_status_history')
        .select(['status', 'actor', 'actor_user_id'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      expect(history).toEqual([
        { status: 'new', actor: 'shopper', actor_user_id: null },
        { status: 'cancelled', actor: 'shopper', actor_user_id: who.userId },
      ]);
      const { bonus_amount } = await s.ctx.db
        .selectFrom('users')
        .select('bonus_amount')
        .where('id', '=', who.userId)
        .executeTakeFirstOrThrow();
      expect(bonus_amount).toBe(1000);

      const again = await request(s.ctx.app).post(`${API}/orders/${id}/cancel`).set(who.auth).set('Accept-Language', 'en');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'order_not_cancellable', message: en.errors.order_not_cancellable });
    });

    it("refuses once the restaurant has accepted it (409), and another customer's order is 404", async () => {
      const { who, order } = await customerOrder();
      expect((await request(s.ctx.app).post(`${API}/admin/orders/${order.id}/status`).set(admin).send({ status: 'accepted' })).status).toBe(
        200,
      );
      const res = await request(s.ctx.app).post(`${API}/orders/${order.id}/cancel`).set(who.auth);
      expect(res.status).toBe(409);
      expect((await s.ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(
        'accepted',
      );

      const other = await customerOrder();
      expect((await request(s.ctx.app).post(`${API}/orders/${other.order.id}/cancel`).set(who.auth)).status).toBe(404);
      expect((await request(s.ctx.app).post(`${API}/orders/${other.order.id}/cancel`)).status).toBe(401);
      expect((await s.ctx.db.selectFrom('orders').select('status').where('id', '=', other.order.id).executeTakeFirstOrThrow()).status).toBe(
        'new',
      );
    });
  });

  describe('POST /orders/{id}/reorder', () => {
    it('puts the dishes still on sale into the basket on top of what is there and names the others', async () => {
      const { who, order } = await customerOrder([
        [s.palow, 2],
        [s.manty, 3],
      ]);
      await s.ctx.db.updateTable('products').set({ archived: 1 }).where('id', '=', s.manty).execute();
      try {
        await request(s.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: s.palow, quantity: 1 });
        const res = await request(s.ctx.app).post(`${API}/orders/${order.id}/reorder`).set(who.auth).set('Accept-Language', 'en');
        expect(res.status).toBe(200);
        const mantyName = (await s.ctx.db.selectFrom('products').select('name_en').where('id', '=', s.manty).executeTakeFirstOrThrow())
          .name_en;
        expect(res.body.data.added).toEqual([{ product_id: s.palow, quantity: 2 }]);
        expect(res.body.data.unavailable).toEqual([{ product_id: s.manty, name: mantyName }]);
        expect(res.body.data.basket.map((l: { id: number; basket: { quantity: number } }) => [l.id, l.basket.quantity])).toEqual([
          [s.palow, 3],
        ]);
        expect(await basketOf(who.userId)).toEqual([{ product_id: s.palow, quantity: 3 }]);
      } finally {
        await s.ctx.db.updateTable('products').set({ archived: 0 }).where('id', '=', s.manty).execute();
      }
    });

    it('leaves a sold-out dish out of the basket and names it, as it does a dish gone from the menu', async () => {
      const { who, order } = await customerOrder([
        [s.palow, 1],
        [s.manty, 2],
      ]);
      await s.ctx.db.insertInto('stop_list').values({ product_id: s.manty, until: null, marked_at: new Date().toISOString() }).execute();
      try {
        const res = await request(s.ctx.app).post(`${API}/orders/${order.id}/reorder`).set(who.auth).set('Accept-Language', 'en');
        expect(res.status).toBe(200);
        expect(res.body.data.added).toEqual([{ product_id: s.palow, quantity: 1 }]);
        expect(res.body.data.unavailable.map((u: { product_id: number }) => u.product_id)).toEqual([s.manty]);
        expect(await basketOf(who.userId)).toEqual([{ product_id: s.palow, quantity: 1 }]);
      } finally {
        await s.ctx.db.deleteFrom('stop_list').where('product_id', '=', s.manty).execute();
      }
    });

    it('reorders only my own orders', async () => {
      const mine = await customerOrder();
      const other = await customerOrder();
      expect((await request(s.ctx.app).post(`${API}/orders/${other.order.id}/reorder`).set(mine.who.auth)).status).toBe(404);
      expect(await basketOf(mine.who.userId)).toEqual([]);
    });
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

let keyCounter = 0;

describe.each(testDatabases())('operator API (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' }); // orders late at night, round the clock
    palow = await addProduct(ctx.db, 4550);
  });
  afterAll(() => ctx.close());

  async function customerOrder(quantity = 2, bonus = '0') {
    const c = await signUp(ctx);
    await ctx.db.updateTable('users').set({ bonus_amount: 1000 }).where('id', '=', c.userId).execute();
    await request(ctx.app).post(`${API}/basket`).set(c.auth).send({ product_id: palow, quantity });
    const res = await request(ctx.app)
      .post(`${API}/orders`)
      .set(c.auth)
      .set('Idempotency-Key', `k${++keyCounter}`)
      .send({ address: 'Köpetdag 3', payment_method: 'cash', delivery_time: 'asap', bonus });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { ...c, orderId: res.body.data.id as number };
  }
  const move = (id: number, status: string) => request(ctx.app).post(`${API}/admin/orders/${id}/status`).set(operator).send({ status });
  const bonusOf = async (userId: number) =>
    (await ctx.db.selectFrom('users').select('bonus_amount').where('id', '=', userId).executeTakeFirstOrThrow()).bonus_amount;

  describe('access', () => {
    it('refuses a missing or wrong token with 401', async () => {
      expect((await request(ctx.app).get(`${API}/admin/orders`)).status).toBe(401);
      const wrong = await request(ctx.app).get(`${API}/admin/orders`).set('Authorization', 'Bearer not-the-operator-token');
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe('unauthorized');
    });

    it("does not take a customer's session", async () => {
      const c = await signUp(ctx);
      expect((await request(ctx.app).get(`${API}/admin/orders`).set(c.auth)).status).toBe(401);
    });

    it('does not exist without ADMIN_TOKEN', async () => {
      const bare = await accountsApp(dialect, { ADMIN_TOKEN: '' });
      try {
        const res = await request(bare.app).get(`${API}/admin/orders`).set(operator);
        expect(res.status).toBe(404);
      } finally {
        await bare.close();
      }
    });
  });

  describe('status changes', () => {
    it('walks the kitchen path, recording each change with its time', async () => {
      const { orderId } = await customerOrder();
      const times: string[] = [ctx.clock.now().toISOString()];
      for (const status of ['accepted', 'cooking', 'on_the_way']) {
        ctx.clock.advance(10 * 60_000);
        times.push(ctx.clock.now().toISOString());
        const res = await move(orderId, status);
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe(status);
      }
      const history = await ctx.db
        .selectFrom('order_status_history')
        .select(['status', 'at', 'actor'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      expect(history).toEqual([
        { status: 'new', at: times[0], actor: 'shopper' },
        { status: 'accepted', at: times[1], actor: 'operator' },
        { status: 'cooking', at: times[2], actor: 'operator' },
        { status: 'on_the_way', at: times[3], actor: 'operator' },
      ]);
      const seen = await request(ctx.app).get(`${API}/admin/orders/${orderId}`).set(operator);
      expect(seen.body.data.history).toEqual(history);
    });

    it('credits the bonus share of the subtotal on delivery, in the ledger too', async () => {
      const { orderId, userId, auth } = await customerOrder(3);
      for (const status of ['accepted', 'cooking', 'on_the_way', 'delivered']) expect((await move(orderId, status)).status).toBe(200);
      // 5 % of 136.50 = 6.825 → 6.82
      expect(await bonusOf(userId)).toBe(1000 + 682);
      expect(await ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason']).where('order_id', '=', orderId).execute()).toEqual([
        { amount: 682, reason: 'order_delivered' },
      ]);
      const me = await request(ctx.app).get(`${API}/user`).set(auth);
      expect(me.body.data.bonus_amount).toBe('16.82');
      const mine = await request(ctx.app).get(`${API}/orders/${orderId}`).set(auth);
      expect(mine.body.data.status).toBe('delivered');
    });

    it('cancels from any unfinished status and gives the spent bonus back', async () => {
      const { orderId, userId } = await customerOrder(1, '4.00');
      expect(await bonusOf(userId)).toBe(600);
      await move(orderId, 'accepted');
      const res = await move(orderId, 'cancelled');
      expect(res.status).toBe(200);
      expect(await bonusOf(userId)).toBe(1000);
      expect(
        await ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason']).where('order_id', '=', orderId).orderBy('id').execute(),
      ).toEqual([
        { amount: -400, reason: 'order_payment' },
        { amount: 400, reason: 'order_cancelled' },
      ]);
    });

    it.each([
      [[], 'cooking'],
      [[], 'delivered'],
      [['accepted'], 'new'],
      [['accepted', 'cooking', 'on_the_way', 'delivered'], 'cancelled'],
      [['cancelled'], 'accepted'],
      [['accepted'], 'accepted'],
    ])('after %j refuses %s with 409 and records nothing', async (path, status) => {
      const { orderId, userId } = await customerOrder();
      for (const step of path) await move(orderId, step);
      const bonus = await bonusOf(userId);
      const historyBefore = await ctx.db.selectFrom('order_status_history').select('id').where('order_id', '=', orderId).execute();
      const res = await move(orderId, status);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('invalid_transition');
      expect(await ctx.db.selectFrom('order_status_history').select('id').where('order_id', '=', orderId).execute()).toEqual(historyBefore);
      expect(await bonusOf(userId)).toBe(bonus);
    });

    it('credits once when two operators deliver at the same moment', async () => {
      const { orderId, userId } = await customerOrder();
      for (const status of ['accepted', 'cooking', 'on_the_way']) await move(orderId, status);
      const answers = await Promise.all([move(orderId, 'delivered'), move(orderId, 'delivered'), move(orderId, 'delivered')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(
        await ctx.db
          .selectFrom('bonus_ledger')
          .select('amount')
          .where('order_id', '=', orderId)
          .where('reason', '=', 'order_delivered')
          .execute(),
      ).toHaveLength(1);
      expect(await bonusOf(userId)).toBe(1000 + 455);
    });

    it('answers 404 for an unknown order and 422 for an unknown status', async () => {
      expect((await move(999_999, 'accepted')).status).toBe(404);
      const { orderId } = await customerOrder();
      const res = await move(orderId, 'eaten');
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ status: 'invalid' });
    });
  });

  describe('GET /admin/orders', () => {
    it('filters by status, phone and Ashgabat dates, newest first, with meta', async () => {
      ctx.clock.set('2026-04-10T18:30:00.000Z'); // 23:30 on the 10th in Ashgabat
      const late = await customerOrder();
      ctx.clock.set('2026-04-10T19:30:00.000Z'); // 00:30 on the 11th in Ashgabat
      const next = await customerOrder();
      await move(next.orderId, 'accepted');

      const byDay = await request(ctx.app).get(`${API}/admin/orders?from=2026-04-11&to=2026-04-11`).set(operator);
      expect(byDay.body.data.map((o: { id: number }) => o.id)).toEqual([next.orderId]);
      const both = await request(ctx.app).get(`${API}/admin/orders?from=2026-04-10&to=2026-04-11&limit=1`).set(operator);
      expect(both.body.meta).toEqual({ total: 2, page: 1, limit: 1 });
      expect(both.body.data[0]).toMatchObject({ id: next.orderId, user_id: next.userId });
      const byStatus = await request(ctx.app).get(`${API}/admin/orders?status=accepted&from=2026-04-10`).set(operator);
      expect(byStatus.body.data.map((o: { id: number }) => o.id)).toEqual([next.orderId]);
      const byPhone = await request(ctx.app).get(`${API}/admin/orders?phone=%2B993${late.phone}`).set(operator);
      expect(byPhone.body.data.map((o: { id: number }) => o.id)).toEqual([late.orderId]);
    });

    it.each([
      ['limit=101', 'limit'],
      ['status=lost', 'status'],
      ['from=2026-13-01', 'from'],
      ['phone=abc', 'phone'],
    ])('answers 422 for ?%s', async (query, field) => {
      const res = await request(ctx.app).get(`${API}/admin/orders?${query}`).set(operator);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });
  });
});

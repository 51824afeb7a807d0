import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// Two tabs, one basket: each tab makes its own idempotency key, so the key cannot decide the race;
// the basket must. Exactly one checkout turns it into an order, every other one finds it empty.
describe.each(testDatabases())('one basket, many parallel checkouts (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
  });
  afterAll(() => ctx.close());

  it('makes exactly one order out of 20 parallel requests with different keys; the rest get basket_empty', async () => {
    const c = await signUp(ctx);
    await ctx.db.updateTable('users').set({ bonus_amount: 1000 }).where('id', '=', c.userId).execute();
    const added = await request(ctx.app).post(`${API}/basket`).set(c.auth).send({ product_id: palow, quantity: 2 });
    expect(added.status).toBe(200);
    const body = { address: 'Magtymguly şaýoly 12', payment_method: 'cash', delivery_time: 'asap', bonus: '5.00' };

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(ctx.app).post(`${API}/orders`).set(c.auth).set('Idempotency-Key', `tab-${i}`).set('Accept-Language', 'en').send(body),
      ),
    );

    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const refused of responses.filter((r) => r.status === 422)) {
      expect(refused.body).toMatchObject({ success: false, error: 'basket_empty', message: 'Your basket is empty.' });
    }
    const orders = await ctx.db.selectFrom('orders').select(['id', 'total']).where('user_id', '=', c.userId).execute();
    expect(orders).toEqual([{ id: expect.any(Number), total: 9000 + 1500 - 500 }]);
    // the bonus was spent once, and only the winning request's key was kept
    const user = await ctx.db.selectFrom('users').select('bonus_amount').where('id', '=', c.userId).executeTakeFirstOrThrow();
    expect(user.bonus_amount).toBe(500);
    const keys = await ctx.db.selectFrom('idempotency_keys').select('order_id').where('scope', '=', `user:${c.userId}`).execute();
    expect(keys).toEqual([{ order_id: orders[0].id }]);
    expect(await ctx.db.selectFrom('basket_lines').select('id').where('user_id', '=', c.userId).execute()).toEqual([]);
  });
});

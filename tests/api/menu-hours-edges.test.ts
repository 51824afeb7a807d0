import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// Breakfast until 11:00 means until 10:59:59.999 Ashgabat time (UTC+5), whatever the server's own zone:
// the basket takes it a second before and refuses it at 11:00:00, and an order "as soon as possible" too.
const at = (time: string) => `2026-03-02T${time}+05:00`;
let keyCounter = 0;

describe.each(testDatabases())('menus by the hour: the last second of breakfast (%s)', (dialect) => {
  let ctx: AccountsContext;
  let omelette: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
    omelette = await addProduct(ctx.db, 1800);
    await ctx.db.updateTable('products').set({ hours_days: 127, hours_from: 480, hours_until: 660 }).where('id', '=', omelette).execute();
  });
  afterAll(() => ctx.close());

  const order = () =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `hours-edge-${++keyCounter}`)
      .send({
        items: [{ product_id: omelette, quantity: 1 }],
        name: 'Myhman',
        phone: nextPhone(),
        address: 'Parahat 2',
        payment_method: 'cash',
        delivery_time: 'asap',
      });

  it('takes breakfast at 10:59:59 and refuses it at 11:00:00, in the basket and in an order', async () => {
    // signing up moves the clock on past the code's cooldown: first sign up, then set the time
    const { auth } = await signUp(ctx);
    ctx.clock.set(new Date(at('10:59:59.999')).toISOString());
    const add = (quantity: number) => request(ctx.app).post(`${API}/basket`).set(auth).send({ product_id: omelette, quantity });
    expect((await add(1)).status).toBe(200);
    expect((await order()).status).toBe(201);
    ctx.clock.set(new Date(at('11:00:00.000')).toISOString());
    const late = await add(2);
    expect(late.status).toBe(422);
    expect(late.body.fields).toEqual({ 'items.0.product_id': 'outside_hours' });
    expect((await order()).body.fields).toEqual({ 'items.0.product_id': 'outside_hours' });
    // and 07:59:59 is before it opens, 08:00:00 its first moment
    ctx.clock.set(new Date(at('07:59:59.999')).toISOString());
    expect((await order()).status).toBe(422);
    ctx.clock.set(new Date(at('08:00:00.000')).toISOString());
    expect((await order()).status).toBe(201);
  });
});

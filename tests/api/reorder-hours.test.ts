import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// Order again puts an old order's dishes in the basket, so it follows the basket's rule for adds
// (shared/menu-hours.ts): a dish outside its hours now is named, not added, as a sold-out one is.
const ashgabat = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).toISOString();
let keyCounter = 0;

describe.each(testDatabases())('order again, outside a dish’s hours (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let omelette: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
    palow = await addProduct(ctx.db, 4500);
    omelette = await addProduct(ctx.db, 1800);
    // breakfast, every day 08:00–11:00, on the dish itself
    await ctx.db.updateTable('products').set({ hours_days: 127, hours_from: 480, hours_until: 660 }).where('id', '=', omelette).execute();
  });
  afterAll(() => ctx.close());

  it('names breakfast at 15:00 instead of putting it in the basket, and adds it again at 09:00', async () => {
    ctx.clock.set(ashgabat('2026-03-02', '09:00'));
    const { auth } = await signUp(ctx);
    for (const product_id of [palow, omelette])
      expect((await request(ctx.app).post(`${API}/basket`).set(auth).send({ product_id, quantity: 1 })).status).toBe(200);
    const placed = await request(ctx.app)
      .post(`${API}/orders`)
      .set(auth)
      .set('Idempotency-Key', `reorder-hours-${++keyCounter}`)
      .send({ address: 'Parahat 2', payment_method: 'cash', delivery_time: 'asap' });
    expect(placed.status).toBe(201);
    const name = await ctx.db.selectFrom('products').select('name_en').where('id', '=', omelette).executeTakeFirstOrThrow();

    ctx.clock.set(ashgabat('2026-03-02', '15:00'));
    const again = await request(ctx.app).post(`${API}/orders/${placed.body.data.id}/reorder`).set(auth).set('Accept-Language', 'en');
    expect(again.status).toBe(200);
    expect(again.body.data.added).toEqual([{ product_id: palow, quantity: 1 }]);
    expect(again.body.data.unavailable).toEqual([{ product_id: omelette, name: name.name_en }]);
    expect(again.body.data.basket.map((l: { id: number }) => l.id)).toEqual([palow]);

    await request(ctx.app).delete(`${API}/basket/destroy`).set(auth).expect(200);
    ctx.clock.set(ashgabat('2026-03-03', '09:00'));
    const morning = await request(ctx.app).post(`${API}/orders/${placed.body.data.id}/reorder`).set(auth);
    expect(morning.body.data.unavailable).toEqual([]);
    expect(morning.body.data.basket.map((l: { id: number }) => l.id).sort()).toEqual([palow, omelette].sort());
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addProduct, type AccountsContext } from './support/accounts';
import { addGroup, attach, choicesApp, stopOption } from './support/choices';
import { testDatabases } from '../helpers/database';
import { newKey } from '../helpers/orders';

// The desk may save a dish, group or option with a language still missing (it flags it). The shopper reading
// that language sees the name filled from another on the dish page, and a refusal names it the same
// way, never as empty quotes.
describe.each(testDatabases())('choices: a refusal names a dish, group or option missing a language (%s)', (dialect) => {
  let ctx: AccountsContext;
  let dish: number;
  let rice: number;
  beforeAll(async () => {
    ({ ctx } = await choicesApp(dialect));
    dish = await addProduct(ctx.db, 3000);
    await ctx.db.updateTable('products').set({ name_tm: '', name_ru: 'Говурдак' }).where('id', '=', dish).execute();
    const side = await addGroup(ctx.db, ['', 'Гарнир', 'Side'], 1, 1, [
      { name: ['', 'Рис', 'Rice'], price: 0 },
      { name: ['', 'Картофель', 'Potato'], price: 200 },
    ]);
    await attach(ctx.db, dish, [side.id]);
    rice = side.options[0];
    await stopOption(ctx.db, rice, null, ctx.clock.now());
  });
  afterAll(() => ctx.close());

  const order = (choices: number[]) =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', 'tm')
      .send({
        name: 'Myhman',
        phone: '+99363000000',
        address: 'Parahat 2',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [{ product_id: dish, quantity: 1, choices }],
      });

  it('names the stopped option and the unmet group in another language, as the dish page shows them', async () => {
    const page = await request(ctx.app).get(`${API}/products/${dish}`).set('Accept-Language', 'tm');
    expect(page.body.data.choices.groups[0]).toMatchObject({ name_tm: 'Гарнир', options: [{ name_tm: 'Рис' }, { name_tm: 'Картофель' }] });
    const stopped = await order([rice]);
    expect(stopped.status).toBe(422);
    expect(stopped.body.error).toBe('choices.unavailable');
    expect(stopped.body.message).toContain('“Рис”');
    expect(stopped.body.message).toContain('“Говурдак”');
    const none = await order([]);
    expect(none.body.error).toBe('choices.too_few');
    expect(none.body.message).toContain('“Гарнир”');
    expect(`${stopped.body.message} ${none.body.message}`).not.toContain('“”');
  });
});

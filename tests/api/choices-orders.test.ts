// Orders keep what was chosen (issue 36): priced on the server from the options, the client's prices
// and totals never read, names in three languages and prices as they were; reorder names a choice gone.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signUp, type AccountsContext } from './support/accounts';
import { choicesApp, postLine, type ChoicesShop } from './support/choices';
import { testDatabases } from '../helpers/database';
import { newKey } from '../helpers/orders';

describe.each(testDatabases())('choices: orders (%s)', (dialect) => {
  let ctx: AccountsContext;
  let s: ChoicesShop;
  beforeAll(async () => {
    ({ ctx, shop: s } = await choicesApp(dialect));
  });
  afterAll(() => ctx.close());

  const contact = { name: 'Myhman', phone: '+99363000000', address: 'Parahat 2, jaý 14', payment_method: 'cash', delivery_time: 'asap' };
  const guestOrder = (items: object[], extra: object = {}, language = 'en') =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', language)
      .send({ ...contact, items, ...extra });

  it('prices each line from its options, never from the client, and keeps the choices with their names and prices', async () => {
    const res = await guestOrder(
      [
        { product_id: s.shashlik, quantity: 2, choices: [s.lamb, s.garlic, s.hot], price: '0.01', total: '0.01' },
        { product_id: s.shashlik, quantity: 1, choices: [s.chicken] },
        { product_id: s.plov, quantity: 1, choices: [s.full] },
        { product_id: s.plain, quantity: 1 },
      ],
      { subtotal: '1.00', total: '1.00' },
    );
    expect(res.status).toBe(201);
    // (40 + 10 + 3 + 4.5) × 2 + 40 + (45 + 35) + 45 = 115 + 40 + 80 + 45
    expect(res.body.data).toMatchObject({ subtotal: '280.00', total: '295.00' });
    const [first, second, third, fourth] = res.body.data.lines;
    expect(first).toMatchObject({ product_id: s.shashlik, price: '57.50', quantity: 2, total: '115.00' });
    expect(first.choices).toEqual([
      {
        option_id: s.lamb,
        group_id: s.meat.id,
        name_tm: 'Goýun eti',
        name_ru: 'Баранина',
        name_en: 'Lamb',
        group_name_tm: 'Et',
        group_name_ru: 'Мясо',
        group_name_en: 'Meat',
        price: '10.00',
        product_id: null,
      },
      expect.objectContaining({ option_id: s.garlic, price: '3.00' }),
      expect.objectContaining({ option_id: s.hot, price: '4.50' }),
    ]);
    expect(second).toMatchObject({ price: '40.00', quantity: 1, choices: [expect.objectContaining({ name_en: 'Chicken' })] });
    expect(third).toMatchObject({ price: '80.00', choices: [expect.objectContaining({ name_en: 'Full' })] });
    expect(fourth).toMatchObject({ price: '45.00', choices: [] });
    const row = await ctx.db
      .selectFrom('orders')
      .select(['subtotal', 'total'])
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ subtotal: 28000, total: 29500 });
  });

  it('the same dish and choices twice is one line; a renamed or repriced option leaves the order as it was', async () => {
    const res = await guestOrder([
      { product_id: s.shashlik, quantity: 1, choices: [s.beef] },
      { product_id: s.shashlik, quantity: 2, choices: [s.beef] },
    ]);
    expect(res.body.data.lines).toEqual([expect.objectContaining({ quantity: 3, price: '46.00', total: '138.00' })]);
    await ctx.db.updateTable('choice_options').set({ price: 900, name_en: 'Veal' }).where('id', '=', s.beef).execute();
    try {
      const token = res.body.data.tracking_url.split('/').pop();
      const tracked = await request(ctx.app).get(`${API}/track/${token}`).set('Accept-Language', 'en');
      expect(tracked.status).toBe(200);
      expect(tracked.body.data.lines[0]).toMatchObject({
        price: '46.00',
        choices: [expect.objectContaining({ name_en: 'Beef', price: '6.00' })],
      });
    } finally {
      await ctx.db.updateTable('choice_options').set({ price: 600, name_en: 'Beef' }).where('id', '=', s.beef).execute();
    }
  });

  it('refuses an order whose line misses a required choice, naming the item’s field and the group', async () => {
    const res = await guestOrder(
      [
        { product_id: s.plain, quantity: 1 },
        { product_id: s.shashlik, quantity: 1 },
      ],
      {},
      'ru',
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: 'choices.too_few',
      fields: { 'items.1.choices': 'too_few', [`items.1.choices.${s.meat.id}`]: 'too_few' },
    });
    expect(res.body.message).toContain('Мясо');
  });

  it('a signed-in basket is ordered line by line with its choices, then reordered; a choice gone is named', async () => {
    const { auth } = await signUp(ctx);
    await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.tomato] });
    await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.beef] });
    const address = await request(ctx.app)
      .post(`${API}/users/address`)
      .set(auth)
      .send({ address: 'Bitarap 7', latitude: '37.95', longitude: '58.38' });
    const placed = await request(ctx.app)
      .post(`${API}/orders`)
      .set(auth)
      .set('Idempotency-Key', newKey())
      .send({ address_id: address.body.data.id, payment_method: 'cash', delivery_time: 'asap' });
    expect(placed.status).toBe(201);
    expect(placed.body.data.lines.map((l: { price: string }) => l.price)).toEqual(['53.00', '46.00']);
    expect(placed.body.data.subtotal).toBe('99.00');

    await ctx.db.updateTable('choice_options').set({ archived: 1 }).where('id', '=', s.tomato).execute();
    try {
      const again = await request(ctx.app).post(`${API}/orders/${placed.body.data.id}/reorder`).set(auth).set('Accept-Language', 'en');
      expect(again.status).toBe(200);
      expect(again.body.data.added).toEqual([{ product_id: s.shashlik, quantity: 1, choices: [s.beef] }]);
      expect(again.body.data.unavailable).toEqual([{ product_id: s.shashlik, name: expect.any(String), choice: 'Tomato' }]);
      expect(again.body.data.basket.map((l: { basket: { key: string } }) => l.basket.key)).toEqual([`${s.shashlik}_${s.beef}`]);
    } finally {
      await ctx.db.updateTable('choice_options').set({ archived: 0 }).where('id', '=', s.tomato).execute();
    }
  });
});

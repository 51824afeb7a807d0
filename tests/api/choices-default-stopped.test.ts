// A required group's default on the stop-list is never swapped for another option (issue 36 audit):
// the old body `POST /basket {product_id, quantity}` and an order without choices are refused, naming
// the group, instead of charging for a dearer choice the shopper never made. Explicit choices still work.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { choicesApp, postLine, stopOption, unstopOption, type ChoicesShop } from './support/choices';
import { testDatabases } from '../helpers/database';

let keyCounter = 0;

describe.each(testDatabases())('choices: a stopped default is not swapped (%s)', (dialect) => {
  let ctx: AccountsContext;
  let s: ChoicesShop;
  beforeAll(async () => {
    ({ ctx, shop: s } = await choicesApp(dialect));
  });
  afterAll(() => ctx.close());
  afterEach(() => unstopOption(ctx.db, s.half));

  const stored = () => ctx.db.selectFrom('basket_lines').select(['quantity', 'choices']).where('product_id', '=', s.plov).execute();

  it('the basket refuses the plov without choices while its default half is stopped, in the shopper’s language', async () => {
    const { auth } = await signUp(ctx);
    await stopOption(ctx.db, s.half, null, ctx.clock.now());
    const refused = await postLine(ctx, auth, { product_id: s.plov, quantity: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'choices.too_few', fields: { [`choices.${s.portion.id}`]: 'too_few' } });
    expect(refused.body.message).toContain('Portion');
    expect(refused.body.message).toContain('Half');
    const ru = await postLine(ctx, auth, { product_id: s.plov, quantity: 1 }, 'ru');
    expect(ru.body.message).toContain('Порция');
    expect(await stored()).toEqual([]);
    // the full portion chosen is taken at its price
    const full = await postLine(ctx, auth, { product_id: s.plov, quantity: 1, choices: [s.full] });
    expect(full.status).toBe(200);
    expect(full.body.data.find((l: { id: number }) => l.id === s.plov).basket).toMatchObject({ unit_price: '80.00' });
  });

  it('with the default available the old body keeps ordering the default at its price', async () => {
    const { auth } = await signUp(ctx);
    const res = await postLine(ctx, auth, { product_id: s.plov, quantity: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.find((l: { id: number }) => l.id === s.plov).basket).toMatchObject({
      key: `${s.plov}_${s.half}`,
      unit_price: '45.00',
    });
    expect((await postLine(ctx, auth, { product_id: s.plain, quantity: 1 })).status).toBe(200);
  });

  it('a guest order without choices is refused too, and nothing is stored', async () => {
    await stopOption(ctx.db, s.half, null, ctx.clock.now());
    const before = await ctx.db.selectFrom('orders').select('id').execute();
    const res = await request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `default-stopped-${dialect}-${++keyCounter}`)
      .set('Accept-Language', 'en')
      .send({
        items: [{ product_id: s.plov, quantity: 1 }],
        name: 'Myhman',
        phone: nextPhone(),
        address: 'Parahat 2',
        payment_method: 'cash',
        delivery_time: 'asap',
      });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'choices.too_few', fields: { [`items.0.choices.${s.portion.id}`]: 'too_few' } });
    expect(await ctx.db.selectFrom('orders').select('id').execute()).toEqual(before);
  });
});

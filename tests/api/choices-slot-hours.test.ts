// A set meal's slot follows its dish's serving hours (issue 36 audit): an option whose dish is outside
// its hours is unavailable like a sold-out one, on the dish page and in the basket at now, and for an
// order at its delivery time; a required slot left without one makes the set meal not orderable.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, accountsApp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { choicesShop, postLine, type ChoicesShop } from './support/choices';
import { testDatabases } from '../helpers/database';
import { clearShopRules } from '../helpers/shop-rules';

const ashgabat = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).toISOString();
const MON = '2026-03-02';
const TUE = '2026-03-03';
let keyCounter = 0;

describe.each(testDatabases())('choices: a set meal slot in its dish’s hours (%s)', (dialect) => {
  let ctx: AccountsContext;
  let s: ChoicesShop;
  const breakfastOnly = (id: number) =>
    ctx.db.updateTable('products').set({ hours_days: 127, hours_from: 480, hours_until: 660 }).where('id', '=', id).execute();
  const always = (id: number) =>
    ctx.db.updateTable('products').set({ hours_days: null, hours_from: null, hours_until: null }).where('id', '=', id).execute();
  beforeAll(async () => {
    // the shop is open round the clock: only the dishes' hours refuse anything here
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
    s = await choicesShop(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    ctx.clock.set(ashgabat(MON, '19:00'));
    await clearShopRules(ctx.db);
    await breakfastOnly(s.soup);
    await always(s.borscht);
  });

  const slotOptions = async () => {
    const dish = (await request(ctx.app).get(`${API}/products/${s.lunch}`)).body.data;
    return {
      orderable: dish.choices.orderable,
      options: dish.choices.groups[0].options.map((o: { id: number; available: boolean }) => [o.id, o.available]),
    };
  };
  const order = (delivery_time: string, choices: number[]) =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `slot-hours-${dialect}-${++keyCounter}`)
      .set('Accept-Language', 'en')
      .send({
        items: [{ product_id: s.lunch, quantity: 1, choices }],
        name: 'Myhman',
        phone: nextPhone(),
        address: 'Parahat 2',
        payment_method: 'cash',
        delivery_time,
      });

  it('the dish page offers the slot’s dish only inside its hours', async () => {
    expect(await slotOptions()).toEqual({
      orderable: true,
      options: [
        [s.chorba, false],
        [s.borschtOption, true],
      ],
    });
    ctx.clock.set(ashgabat(TUE, '09:00'));
    expect(await slotOptions()).toEqual({
      orderable: true,
      options: [
        [s.chorba, true],
        [s.borschtOption, true],
      ],
    });
  });

  it('the basket refuses the slot outside its dish’s hours and takes the other dish', async () => {
    const { auth } = await signUp(ctx);
    const refused = await postLine(ctx, auth, { product_id: s.lunch, quantity: 1, choices: [s.chorba] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'choices.unavailable', fields: { [`choices.${s.slot.id}`]: 'unavailable' } });
    expect(await ctx.db.selectFrom('basket_lines').selectAll().where('product_id', '=', s.lunch).execute()).toEqual([]);
    expect((await postLine(ctx, auth, { product_id: s.lunch, quantity: 1, choices: [s.borschtOption] })).status).toBe(200);
  });

  it('an order is judged at its delivery time: refused now, taken for tomorrow’s breakfast', async () => {
    const now = await order('asap', [s.chorba]);
    expect(now.status).toBe(422);
    expect(now.body).toMatchObject({ error: 'choices.unavailable' });
    expect(Object.keys(now.body.fields)).toContain(`items.0.choices.${s.slot.id}`);
    expect((await order(ashgabat(TUE, '09:30'), [s.chorba])).status).toBe(201);
    ctx.clock.set(ashgabat(TUE, '09:00'));
    expect((await order(ashgabat(TUE, '12:00'), [s.chorba])).status).toBe(422);
    expect((await order('asap', [s.chorba])).status).toBe(201);
  });

  it('a required slot with no dish in its hours makes the set meal not orderable (the publish check)', async () => {
    await breakfastOnly(s.borscht);
    expect((await slotOptions()).orderable).toBe(false);
    const status = await request(ctx.app).get(`${API}/shop/status`);
    expect(status.body.data.sold_out).toContain(s.lunch);
  });
});

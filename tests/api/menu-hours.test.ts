import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, nextPhone, signUp, tableCounts, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { clearShopRules } from '../helpers/shop-rules';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

// Menus by the hour (shared/menu-hours.ts) on the server: the catalogue presents the windows, the
// basket (JSON and the HTML form) and the order refuse a dish outside them, a scheduled order is
// judged at its delivery time. The clock is Ashgabat (UTC+5); Monday 2026-03-02 is the week's first day.
const ashgabat = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`).toISOString();
const MON = '2026-03-02';
const TUE = '2026-03-03';
let keyCounter = 0;

describe.each(testDatabases())('menus by the hour (%s)', (dialect) => {
  let ctx: AccountsContext;
  let omelette: number;
  let palow: number;
  let nightSoup: number;
  let names: Record<'tm' | 'ru' | 'en', string>;
  beforeAll(async () => {
    // the shop itself is open round the clock: only the menu's hours refuse anything here
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
    palow = await addProduct(ctx.db, 4500);
    nightSoup = await addProduct(ctx.db, 2500);
    omelette = await addProduct(ctx.db, 1800);
    // breakfast, every day 08:00–11:00, as a category of its own
    const { id: breakfast } = await ctx.db
      .insertInto('categories')
      .values({
        name_tm: 'Ertirlik',
        name_ru: 'Завтраки',
        name_en: 'Breakfast',
        image: '',
        sort_order: 9,
        hours_days: 127,
        hours_from: 480,
        hours_until: 660,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('products').set({ category_id: breakfast }).where('id', '=', omelette).execute();
    // a dish of its own hours: Friday and Saturday nights, 22:00–02:00
    await ctx.db
      .updateTable('products')
      .set({ hours_days: 0b0110000, hours_from: 1320, hours_until: 120 })
      .where('id', '=', nightSoup)
      .execute();
    const row = await ctx.db
      .selectFrom('products')
      .select(['name_tm', 'name_ru', 'name_en'])
      .where('id', '=', omelette)
      .executeTakeFirstOrThrow();
    names = { tm: row.name_tm, ru: row.name_ru, en: row.name_en };
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    ctx.clock.set(ashgabat(MON, '12:00'));
    await clearShopRules(ctx.db);
  });

  const order = (delivery_time: string, items: { product_id: number; quantity: number }[], language = 'en') =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `menu-hours-${++keyCounter}`)
      .set('Accept-Language', language)
      .send({ items, name: 'Myhman', phone: nextPhone(), address: 'Parahat 2', payment_method: 'cash', delivery_time });

  it('presents a dish’s windows, its category’s first; a dish always served carries none', async () => {
    const dish = await request(ctx.app).get(`${API}/products/${omelette}`);
    expect(dish.body.data.hours).toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], from: 480, until: 660 }]);
    const night = await request(ctx.app).get(`${API}/products/${nightSoup}`);
    expect(night.body.data.hours).toEqual([{ days: [4, 5], from: 1320, until: 120 }]);
    const plain = await request(ctx.app).get(`${API}/products/${palow}`);
    expect(plain.body.data).not.toHaveProperty('hours');
  });

  it('the signed-in basket refuses breakfast after 11:00 in the shopper’s language, takes it at 09:00, and always lets it go down', async () => {
    const { auth } = await signUp(ctx);
    const add = (quantity: number, language = 'en') =>
      request(ctx.app).post(`${API}/basket`).set(auth).set('Accept-Language', language).send({ product_id: omelette, quantity });
    ctx.clock.set(ashgabat(MON, '11:00'));
    const refused = await add(1);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'product_unavailable', fields: { 'items.0.product_id': 'outside_hours' } });
    expect(refused.body.message).toBe(
      `“${names.en}” is not served at this hour. Available tomorrow from 08:00. Remove it from your order and try again.`,
    );
    expect((await add(1, 'ru')).body.message).toContain(`«${names.ru}» в это время не подаётся. Доступно завтра с 08:00.`);
    expect((await add(1, 'tm')).body.message).toContain('Sargyt edip boljak wagty: ertir, sagat 08:00.');

    ctx.clock.set(ashgabat(TUE, '09:00'));
    expect((await add(2)).status).toBe(200);
    ctx.clock.set(ashgabat(TUE, '12:00'));
    expect((await add(3)).status).toBe(422);
    const lowered = await add(1);
    expect(lowered.status).toBe(200);
    expect(lowered.body.data[0].basket.quantity).toBe(1);
    // and the basket's order at 12:00 is refused too, with nothing written
    const before = await tableCounts(ctx.db);
    const placed = await request(ctx.app)
      .post(`${API}/orders`)
      .set(auth)
      .set('Idempotency-Key', `menu-hours-${++keyCounter}`)
      .send({ address: 'Parahat 2', payment_method: 'cash', delivery_time: 'asap' });
    expect(placed.status).toBe(422);
    expect(placed.body.fields).toEqual({ 'items.0.product_id': 'outside_hours' });
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('an order “as soon as possible” is judged now, a scheduled one at its delivery time', async () => {
    const items = [
      { product_id: palow, quantity: 1 },
      { product_id: omelette, quantity: 2 },
    ];
    const now = await order('asap', items);
    expect(now.status).toBe(422);
    expect(now.body.fields).toEqual({ 'items.1.product_id': 'outside_hours' });

    // tomorrow 09:30 is breakfast time: taken, though it is 12:00 now
    const tomorrow = await order(ashgabat(TUE, '09:30'), items);
    expect(tomorrow.status).toBe(201);

    // tomorrow 11:30 is not, and the message names the time chosen
    const late = await order(ashgabat(TUE, '11:30'), items, 'ru');
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(
      `«${names.ru}» не подаётся в 11:30 — выбранное вами время доставки. Доступно в среду с 08:00. Уберите блюдо или выберите другое время.`,
    );

    // during breakfast, a delivery asked for after 11:00 is refused all the same
    ctx.clock.set(ashgabat(TUE, '08:30'));
    expect((await order('asap', items)).status).toBe(201);
    expect((await order(ashgabat(TUE, '11:15'), items)).status).toBe(422);
  });

  it('a night window runs past midnight and belongs to the evening it began on', async () => {
    const items = [{ product_id: nightSoup, quantity: 1 }];
    ctx.clock.set(ashgabat('2026-03-06', '23:30'));
    expect((await order('asap', items)).status).toBe(201);
    ctx.clock.set(ashgabat('2026-03-07', '01:30'));
    expect((await order('asap', items)).status).toBe(201);
    // Sunday's 01:30 is Saturday's night; Monday's is Sunday's, which has none
    ctx.clock.set(ashgabat('2026-03-09', '01:30'));
    const refused = await order('asap', items);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Available on Friday from 22:00.');
  });

  it('on a closure day no window opens: the next one is after it', async () => {
    // the shop is open round the clock, but closed on Tuesday
    await ctx.db.insertInto('shop_closures').values({ day: TUE }).execute();
    const refused = await order('asap', [{ product_id: omelette, quantity: 1 }]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Available on Wednesday from 08:00.');
  });

  it('the HTML basket form refuses breakfast after 11:00 with its words, and lets a line go down', async () => {
    const post = (form: Record<string, string | number>, cookie = '') =>
      request(ctx.app)
        .post('/en/basket/lines')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Cookie', cookie ? `${HTML_BASKET_COOKIE}=${cookie}` : '')
        .type('form')
        .send(form);
    const refused = await post({ product_id: omelette, quantity: 1, return_to: '/en' });
    expect(refused.status).toBe(422);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.text).toContain(`${names.en}” is not served at this hour. Available tomorrow from 08:00.`);
    const lowered = await post({ product_id: omelette, quantity: 0, return_to: '/en' }, `${omelette}.2`);
    expect(lowered.status).toBe(303);
    expect((await post({ product_id: palow, quantity: 1, return_to: '/en' })).status).toBe(303);
  });
});

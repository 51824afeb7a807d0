import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, nextPhone, tableCounts, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { clearShopRules } from '../helpers/shop-rules';

// The test clock starts on Monday 2026-03-02 at 07:00Z = 12:00 in Ashgabat (UTC+5); the configured
// pair is 10:00–23:00 until the owner saves a week.
const NOON = '2026-03-02T07:00:00.000Z';
let keyCounter = 0;

describe.each(testDatabases())('shop rules (%s)', (dialect) => {
  let ctx: AccountsContext;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let palow: number;
  let manty: number;
  let name: { en: string; ru: string };
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    const row = await ctx.db.selectFrom('products').select(['name_en', 'name_ru']).where('id', '=', palow).executeTakeFirstOrThrow();
    name = { en: row.name_en, ru: row.name_ru };
    manty = await addProduct(ctx.db, 3000);
    owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    ctx.clock.set(NOON);
    await clearShopRules(ctx.db);
  });

  const order = (delivery_time: string, items = [{ product_id: palow, quantity: 1 }], language = 'en') =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `rules-${++keyCounter}`)
      .set('Accept-Language', language)
      .send({ items, name: 'Myhman', phone: nextPhone(), address: 'Parahat 2', payment_method: 'cash', delivery_time });
  const status = async () => (await request(ctx.app).get(`${API}/shop/status`)).body.data;
  const audit = (action: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  const week = (opens: string, closes: string) => Array.from({ length: 7 }, () => ({ opens, closes }));
  const saveHours = (body: object, who = owner) => request(ctx.app).put(`${API}/desk/hours`).set(who.auth).send(body);

  describe('stop-list', () => {
    it('a dish marked for an hour is refused by name, shown as sold out, and returns by itself', async () => {
      const marked = await request(ctx.app).post(`${API}/desk/stop-list`).set(manager.auth).send({ product_id: palow, length: '1h' });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toEqual({ product_id: palow, until: '2026-03-02T08:00:00.000Z' });
      expect((await status()).sold_out).toEqual([palow]);

      const before = await tableCounts(ctx.db);
      const refused = await order('asap', [
        { product_id: manty, quantity: 1 },
        { product_id: palow, quantity: 2 },
      ]);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: 'product_unavailable', fields: { 'items.1.product_id': 'sold_out' } });
      expect(refused.body.message).toBe(`“${name.en}” is sold out right now. Remove it from your order and try again.`);
      expect(await tableCounts(ctx.db)).toEqual(before);
      const inRussian = await order('asap', [{ product_id: palow, quantity: 1 }], 'ru');
      expect(inRussian.body.message).toContain(`«${name.ru}» сейчас закончилось`);

      ctx.clock.set('2026-03-02T08:00:01.000Z');
      expect((await status()).sold_out).toEqual([]);
      expect((await order('asap')).status).toBe(201);

      const [row] = await audit('stop_list.add');
      expect(row).toMatchObject({ actor: 'staff', actor_user_id: manager.userId, entity: 'product', entity_id: String(palow) });
      expect(JSON.parse(row.after!)).toEqual({ product_id: palow, until: '2026-03-02T08:00:00.000Z' });
    });

    it('until the end of the Ashgabat day, until a time, or until further notice (then taken off)', async () => {
      const mark = (body: object) =>
        request(ctx.app)
          .post(`${API}/desk/stop-list`)
          .set(manager.auth)
          .send({ product_id: palow, ...body });
      expect((await mark({ length: 'day' })).body.data.until).toBe('2026-03-02T19:00:00.000Z');
      expect((await mark({ length: 'until', at: '2026-03-02T15:30:00+05:00' })).body.data.until).toBe('2026-03-02T10:30:00.000Z');
      expect((await mark({ length: 'until', at: '2026-03-02T11:00:00+05:00' })).status).toBe(422);
      expect((await mark({ length: 'until' })).body.fields).toEqual({ at: 'required' });
      expect((await mark({ length: 'indefinite' })).body.data.until).toBeNull();
      const list = await request(ctx.app)
        .get(`${API}/desk/stop-list?q=${encodeURIComponent(name.en.toUpperCase())}`)
        .set(manager.auth)
        .set('Accept-Language', 'en');
      expect(list.body.data).toEqual([{ id: palow, name: name.en, sold_out: true, until: null }]);
      ctx.clock.set('2026-03-09T07:00:00.000Z');
      expect((await status()).sold_out).toEqual([palow]);
      ctx.clock.set(NOON); // the desk session is still alive
      expect((await request(ctx.app).delete(`${API}/desk/stop-list/${palow}`).set(manager.auth)).status).toBe(200);
      expect((await status()).sold_out).toEqual([]);
      expect(await audit('stop_list.remove')).toHaveLength(1);
      expect((await request(ctx.app).delete(`${API}/desk/stop-list/${palow}`).set(manager.auth)).status).toBe(404);
    });

    it('refuses an unknown dish and a shopper', async () => {
      expect(
        (await request(ctx.app).post(`${API}/desk/stop-list`).set(manager.auth).send({ product_id: 999999, length: '1h' })).status,
      ).toBe(404);
      expect((await request(ctx.app).post(`${API}/desk/stop-list`).send({ product_id: palow, length: '1h' })).status).toBe(401);
      expect(await ctx.db.selectFrom('stop_list').selectAll().execute()).toEqual([]);
    });
  });

  describe('hours', () => {
    it('out of the box: the configured 10:00–23:00 every day; ASAP refused when closed with when it opens', async () => {
      expect(await status()).toMatchObject({ state: 'open', lastOrderAt: '2026-03-02T18:00:00.000Z', sold_out: [], pause: null });
      ctx.clock.set('2026-03-02T18:30:00.000Z'); // 23:30
      expect(await status()).toMatchObject({ state: 'closed', opensAt: '2026-03-03T05:00:00.000Z' });
      const before = await tableCounts(ctx.db);
      const res = await order('asap');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'shop_closed', fields: { delivery_time: 'shop_closed' } });
      expect(res.body.message).toBe('We are closed now and open at 10:00. Choose a delivery time instead of “as soon as possible”.');
      expect(await tableCounts(ctx.db)).toEqual(before);
      expect((await order('2026-03-03T11:00:00+05:00')).status).toBe(201);
    });

    it('a week saved by the owner, past midnight, with a last-order time', async () => {
      const saved = await saveHours({ week: week('18:00', '02:00'), closures: [], last_order_minutes: 30 });
      expect(saved.status).toBe(200);
      ctx.clock.set('2026-03-02T20:00:00.000Z'); // 01:00 on Tuesday, Monday's night
      expect(await status()).toMatchObject({ state: 'open', lastOrderAt: '2026-03-02T20:30:00.000Z' });
      expect((await order('asap')).status).toBe(201);
      ctx.clock.set('2026-03-02T20:40:00.000Z'); // 01:40: after the last order
      expect((await order('asap')).body.error).toBe('shop_closed');
      // a slot at 02:00 on Wednesday ends Tuesday's night (closing time included); 03:00 or 17:00 is not open
      expect((await order('2026-03-04T02:00:00+05:00')).status).toBe(201);
      expect((await order('2026-03-04T03:00:00+05:00')).body.fields).toEqual({ delivery_time: 'outside_working_hours' });
      expect((await order('2026-03-04T17:00:00+05:00')).body.fields).toEqual({ delivery_time: 'outside_working_hours' });
      const [row] = await audit('shop.hours');
      expect(JSON.parse(row.after!)).toMatchObject({ lastOrderMinutes: 30 });
      expect(JSON.parse(row.before!).week[0]).toEqual({ opens: '10:00', closes: '23:00' });
    });

    it('a dated closure: closed all day, opens the next day; slots that day refused', async () => {
      await saveHours({ week: week('10:00', '23:00'), closures: ['2026-03-02', '2026-03-08'], last_order_minutes: 0 });
      expect(await status()).toMatchObject({ state: 'closed', opensAt: '2026-03-03T05:00:00.000Z' });
      expect((await order('asap')).body.error).toBe('shop_closed');
      expect((await order('2026-03-02T15:00:00+05:00')).body.fields).toEqual({ delivery_time: 'outside_working_hours' });
      expect((await order('2026-03-03T15:00:00+05:00')).status).toBe(201);
      expect((await status()).hours.closures).toEqual(['2026-03-02', '2026-03-08']);
    });

    it('a day off in the week; a manager may not change hours; bad hours change nothing', async () => {
      const days = week('10:00', '23:00') as ({ opens: string; closes: string } | null)[];
      days[0] = null; // Mondays off
      await saveHours({ week: days, closures: [], last_order_minutes: 0 });
      expect(await status()).toMatchObject({ state: 'closed', opensAt: '2026-03-03T05:00:00.000Z' });
      const asManager = await saveHours({ week: week('09:00', '23:00'), closures: [], last_order_minutes: 0 }, manager);
      expect(asManager.status).toBe(403);
      expect((await saveHours({ week: week('25:00', '23:00'), closures: [], last_order_minutes: 0 })).status).toBe(422);
      expect((await saveHours({ week: week('10:00', '23:00').slice(1), closures: [], last_order_minutes: 0 })).status).toBe(422);
      expect((await saveHours({ week: week('10:00', '23:00'), closures: ['2026-13-01'], last_order_minutes: 0 })).status).toBe(422);
      expect((await request(ctx.app).get(`${API}/desk/hours`).set(manager.auth)).body.data.week[0]).toBeNull();
    });
  });

  describe('pause', () => {
    it('an hour with a reason: banner data, ASAP refused, a slot after the pause taken, one during it refused', async () => {
      const paused = await request(ctx.app).post(`${API}/desk/pause`).set(manager.auth).send({ length: '1h', reason: 'Kitchen full' });
      expect(paused.body.data).toEqual({ until: '2026-03-02T08:00:00.000Z', reason: 'Kitchen full' });
      expect(await status()).toMatchObject({ state: 'paused', until: '2026-03-02T08:00:00.000Z', reason: 'Kitchen full' });
      const res = await order('asap');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'shop_paused', fields: { delivery_time: 'shop_paused' } });
      expect(res.body.message).toBe('We are not taking orders for “as soon as possible” until 13:00. Choose a delivery time after that.');
      expect((await order('2026-03-02T13:30:00+05:00')).status).toBe(201);
      const [row] = await audit('shop.pause');
      expect(row).toMatchObject({ actor_user_id: manager.userId, entity: 'shop' });
      ctx.clock.set('2026-03-02T08:00:00.000Z');
      expect((await status()).state).toBe('open');
      expect((await order('asap')).status).toBe(201);
    });

    it('the rest of the day ends at closing and refuses a slot inside it; resume ends it now', async () => {
      await request(ctx.app).post(`${API}/desk/pause`).set(owner.auth).send({ length: 'day', reason: 'Gaz ýok' });
      expect(await status()).toMatchObject({ state: 'paused', until: '2026-03-02T18:00:00.000Z' });
      expect((await order('2026-03-02T16:00:00+05:00')).body.fields).toEqual({ delivery_time: 'outside_working_hours' });
      expect((await order('2026-03-03T12:00:00+05:00')).status).toBe(201);
      const resumed = await request(ctx.app).delete(`${API}/desk/pause`).set(manager.auth);
      expect(resumed.status).toBe(200);
      expect((await status()).state).toBe('open');
      expect(JSON.parse((await audit('shop.resume'))[0].before!)).toMatchObject({ reason: 'Gaz ýok' });
      expect((await request(ctx.app).post(`${API}/desk/pause`).set(owner.auth).send({ length: '2h', reason: 'x' })).status).toBe(422);
      expect((await request(ctx.app).post(`${API}/desk/pause`).set(owner.auth).send({ length: '1h', reason: ' ' })).status).toBe(422);
    });

    it('each change is announced on the desk event stream', async () => {
      const before = await ctx.db.selectFrom('events').select('id').where('type', '=', 'shop.changed').execute();
      await request(ctx.app).post(`${API}/desk/pause`).set(owner.auth).send({ length: '30m', reason: 'x' });
      await request(ctx.app).post(`${API}/desk/stop-list`).set(owner.auth).send({ product_id: manty, length: '1h' });
      const after = await ctx.db.selectFrom('events').select('id').where('type', '=', 'shop.changed').execute();
      expect(after.length - before.length).toBe(2);
    });
  });
});

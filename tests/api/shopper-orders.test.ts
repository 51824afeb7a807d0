import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ADMIN_TOKEN, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createEventBus } from '../../server/events/create-bus';
import { withStatusSms } from '../../server/api/orders/status-sms';
import en from '../../locales/api/en.json';

let keyCounter = 0;
const newKey = () => `shopper-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(testDatabases())('shopper order actions (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let manty: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    manty = await addProduct(ctx.db, 2850);
  });
  afterAll(() => ctx.close());

  async function customerOrder(
    basket: [number, number][] = [
      [palow, 2],
      [manty, 1],
    ],
    extra: object = {},
    lang = 'en',
  ) {
    const who = await signUp(ctx);
    for (const [product_id, quantity] of basket) await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id, quantity });
    const res = await request(ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', lang)
      .send({ address: 'Bitarap 7', payment_method: 'cash', delivery_time: 'asap', ...extra });
    return { who, res, order: res.body.data };
  }
  const guestOrder = (extra: object) =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', 'en')
      .send({
        name: 'Myrat',
        phone: '61234567',
        address: 'Magtymguly 12',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [{ product_id: palow, quantity: 1 }],
        ...extra,
      });
  const basketOf = (userId: number) =>
    ctx.db.selectFrom('basket_lines').select(['product_id', 'quantity']).where('user_id', '=', userId).orderBy('product_id').execute();

  describe('POST /orders/{id}/cancel', () => {
    it('cancels my new order once, gives the bonus back and records the shopper in the history', async () => {
      const who = await signUp(ctx);
      await ctx.db.updateTable('users').set({ bonus_amount: 1000 }).where('id', '=', who.userId).execute();
      await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 1 });
      const placed = await request(ctx.app)
        .post(`${API}/orders`)
        .set(who.auth)
        .set('Idempotency-Key', newKey())
        .send({ address: 'Bitarap 7', payment_method: 'card', delivery_time: 'asap', bonus: '5.00' });
      const id = placed.body.data.id;

      const res = await request(ctx.app).post(`${API}/orders/${id}/cancel`).set(who.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
      const history = await ctx.db
        .selectFrom('order_status_history')
        .select(['status', 'actor', 'actor_user_id'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      expect(history).toEqual([
        { status: 'new', actor: 'shopper', actor_user_id: null },
        { status: 'cancelled', actor: 'shopper', actor_user_id: who.userId },
      ]);
      const { bonus_amount } = await ctx.db
        .selectFrom('users')
        .select('bonus_amount')
        .where('id', '=', who.userId)
        .executeTakeFirstOrThrow();
      expect(bonus_amount).toBe(1000);

      const again = await request(ctx.app).post(`${API}/orders/${id}/cancel`).set(who.auth).set('Accept-Language', 'en');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'order_not_cancellable', message: en.errors.order_not_cancellable });
    });

    it("refuses once the restaurant has accepted it (409), and another customer's order is 404", async () => {
      const { who, order } = await customerOrder();
      expect((await request(ctx.app).post(`${API}/admin/orders/${order.id}/status`).set(admin).send({ status: 'accepted' })).status).toBe(
        200,
      );
      const res = await request(ctx.app).post(`${API}/orders/${order.id}/cancel`).set(who.auth);
      expect(res.status).toBe(409);
      expect((await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(
        'accepted',
      );

      const other = await customerOrder();
      expect((await request(ctx.app).post(`${API}/orders/${other.order.id}/cancel`).set(who.auth)).status).toBe(404);
      expect((await request(ctx.app).post(`${API}/orders/${other.order.id}/cancel`)).status).toBe(401);
      expect((await ctx.db.selectFrom('orders').select('status').where('id', '=', other.order.id).executeTakeFirstOrThrow()).status).toBe(
        'new',
      );
    });
  });

  describe('POST /orders/{id}/reorder', () => {
    it('puts the dishes still on sale into the basket on top of what is there and names the others', async () => {
      const { who, order } = await customerOrder([
        [palow, 2],
        [manty, 3],
      ]);
      await ctx.db.updateTable('products').set({ archived: 1 }).where('id', '=', manty).execute();
      try {
        await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 1 });
        const res = await request(ctx.app).post(`${API}/orders/${order.id}/reorder`).set(who.auth).set('Accept-Language', 'en');
        expect(res.status).toBe(200);
        const mantyName = (await ctx.db.selectFrom('products').select('name_en').where('id', '=', manty).executeTakeFirstOrThrow()).name_en;
        expect(res.body.data.added).toEqual([{ product_id: palow, quantity: 2 }]);
        expect(res.body.data.unavailable).toEqual([{ product_id: manty, name: mantyName }]);
        expect(res.body.data.basket.map((l: { id: number; basket: { quantity: number } }) => [l.id, l.basket.quantity])).toEqual([
          [palow, 3],
        ]);
        expect(await basketOf(who.userId)).toEqual([{ product_id: palow, quantity: 3 }]);
      } finally {
        await ctx.db.updateTable('products').set({ archived: 0 }).where('id', '=', manty).execute();
      }
    });

    it('leaves a sold-out dish out of the basket and names it, as it does a dish gone from the menu', async () => {
      const { who, order } = await customerOrder([
        [palow, 1],
        [manty, 2],
      ]);
      await ctx.db.insertInto('stop_list').values({ product_id: manty, until: null, marked_at: new Date().toISOString() }).execute();
      try {
        const res = await request(ctx.app).post(`${API}/orders/${order.id}/reorder`).set(who.auth).set('Accept-Language', 'en');
        expect(res.status).toBe(200);
        expect(res.body.data.added).toEqual([{ product_id: palow, quantity: 1 }]);
        expect(res.body.data.unavailable.map((u: { product_id: number }) => u.product_id)).toEqual([manty]);
        expect(await basketOf(who.userId)).toEqual([{ product_id: palow, quantity: 1 }]);
      } finally {
        await ctx.db.deleteFrom('stop_list').where('product_id', '=', manty).execute();
      }
    });

    it('reorders only my own orders', async () => {
      const mine = await customerOrder();
      const other = await customerOrder();
      expect((await request(ctx.app).post(`${API}/orders/${other.order.id}/reorder`).set(mine.who.auth)).status).toBe(404);
      expect(await basketOf(mine.who.userId)).toEqual([]);
    });
  });

  describe('change_from', () => {
    it('is kept for cash at or above the total, as money text, for customers and guests', async () => {
      const { res } = await customerOrder([[palow, 1]], { change_from: '100' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ total: '60.00', change_from: '100.00' });
      const exact = await customerOrder([[palow, 1]], { change_from: '60.00' });
      expect(exact.res.body.data.change_from).toBe('60.00');
      const guest = await guestOrder({ change_from: '200' });
      expect(guest.status).toBe(201);
      expect(guest.body.data.change_from).toBe('200.00');
      const row = await ctx.db.selectFrom('orders').select('change_from').where('id', '=', guest.body.data.id).executeTakeFirstOrThrow();
      expect(row.change_from).toBe(20000);
      expect((await guestOrder({})).body.data.change_from).toBeNull();
    });

    it('is refused below the total, with a card, or not an amount — and nothing is ordered', async () => {
      const before = Number(
        (
          await ctx.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const below = await customerOrder([[palow, 1]], { change_from: '59.99' });
      expect(below.res.status).toBe(422);
      expect(below.res.body.fields).toEqual({ change_from: 'below_total' });
      const card = await guestOrder({ payment_method: 'card', change_from: '100' });
      expect(card.status).toBe(422);
      expect(card.body.fields).toEqual({ change_from: 'cash_only' });
      for (const bad of ['abc', '-5', '1.234', 12]) {
        const res = await guestOrder({ change_from: bad });
        expect(res.status, String(bad)).toBe(422);
        expect(res.body.fields).toHaveProperty('change_from');
      }
      const after = Number(
        (
          await ctx.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(after).toBe(before);
    });
  });

  describe('status SMS', () => {
    const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
    function recordingSms() {
      const sent: { phone: string; text: string }[] = [];
      let arrived: () => void = () => undefined;
      const next = () => new Promise<void>((resolve) => (arrived = resolve));
      return {
        sent,
        next,
        send: async (phone: string, text: string) => {
          sent.push({ phone, text });
          arrived();
        },
      };
    }

    it('is off unless ORDER_STATUS_SMS is set', async () => {
      expect(loadConfig({}).orderStatusSms).toBe(false);
      const sms = recordingSms();
      const bus = createEventBus(ctx.database, logger);
      const events = withStatusSms(bus, { config: loadConfig({}), database: ctx.database, logger, sms });
      const { order } = await customerOrder();
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'on_the_way', at: new Date().toISOString() });
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'accepted', at: new Date().toISOString() });
      expect(events).toBe(bus);
      expect(sms.sent).toEqual([]);
    });

    it('texts the shopper in the language they ordered in: accepted with the estimate, on the way', async () => {
      const config = loadConfig({ ORDER_STATUS_SMS: 'true', SHOP_NAME: 'Aşhana' });
      const sms = recordingSms();
      const events = withStatusSms(createEventBus(ctx.database, logger), { config, database: ctx.database, logger, sms });
      const { who, order } = await customerOrder([[palow, 1]], {}, 'tm');
      const ru = await customerOrder([[palow, 1]], {}, 'ru');
      await ctx.db
        .updateTable('orders')
        .set({ estimated_at: '2026-03-02T14:40:00.000Z' })
        .where('id', 'in', [order.id, ru.order.id])
        .execute();

      let arrived = sms.next();
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'accepted', at: new Date().toISOString() });
      await arrived;
      expect(sms.sent.at(-1)).toEqual({
        phone: who.phone,
        text: `Aşhana: ${order.number} belgili sargydyňyz kabul edildi, sagat 19:40 çenli getiriler.`,
      });
      arrived = sms.next();
      await events.publish({ type: 'order.changed', order_id: ru.order.id, status: 'accepted', at: new Date().toISOString() });
      await arrived;
      expect(sms.sent.at(-1)!.text).toBe(`Aşhana: заказ ${ru.order.number} принят, ожидайте к 19:40.`);
      arrived = sms.next();
      await events.publish({ type: 'order.changed', order_id: ru.order.id, status: 'on_the_way', at: new Date().toISOString() });
      await arrived;
      expect(sms.sent.at(-1)!.text).toBe(`Aşhana: заказ ${ru.order.number} уже в пути.`);
      // cooking and delivered send nothing
      await events.publish({ type: 'order.changed', order_id: ru.order.id, status: 'cooking', at: new Date().toISOString() });
      expect(sms.sent).toHaveLength(3);
    });

    it('never holds the status change: a gateway that does not answer leaves publish() done', async () => {
      const config = loadConfig({ ORDER_STATUS_SMS: 'true' });
      let called = 0;
      const hanging = {
        send: () => {
          called += 1;
          return new Promise<void>(() => undefined);
        },
      };
      const events = withStatusSms(createEventBus(ctx.database, logger), { config, database: ctx.database, logger, sms: hanging });
      const { order } = await customerOrder();
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'on_the_way', at: new Date().toISOString() });
      await expect.poll(() => called).toBe(1);
    });
  });
});

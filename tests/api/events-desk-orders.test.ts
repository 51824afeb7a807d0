import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, addProduct, signUp } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { eventOf, listen, openStream, opened, placeGuestOrder, streamShop } from './support/sse';
import { createTestDatabase, testDatabases } from '../helpers/database';
import { createTestApp } from '../helpers/app';
import type { Database } from '../../server/db/connection';
import { createEventBus } from '../../server/events/create-bus';
import type { EventBus } from '../../server/events/bus';
import { deskOrderOf, parseShopEvent } from '../../shared/api/events';
import { eventStream, everyOrder } from '../../server/events/sse';
import { boardOrders, deskCards } from '../../server/events/desk-cards';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';

type Stream = Awaited<ReturnType<typeof openStream>>;
const dataOf = async (stream: Stream, type: 'order.placed' | 'order.changed', id: number) =>
  JSON.parse((await stream.next(eventOf(type, id))).data!) as Record<string, unknown>;

// issue 37: the desk's stream carries the board's order with its event, so the board needs no read
describe.each(testDatabases())('the desk stream carries the order (%s)', (dialect) => {
  const shop = streamShop(dialect);

  it("a desk's stream gets the placed order as GET /desk/orders/:id answers it, in the stream's language", async () => {
    const staff = await signInStaff(shop.ctx, 'manager');
    const english = await openStream(`${shop.server.base}${API}/desk/events?locale=en`, staff.auth);
    const russian = await openStream(`${shop.server.base}${API}/desk/events?locale=ru`, { ...staff.auth, 'accept-language': 'en' });
    // the kitchen's and the zones' screens open the stream naming no language: they read their own
    const unnamed = await openStream(`${shop.server.base}${API}/desk/events`, staff.auth);
    try {
      await Promise.all([opened(english), opened(russian), opened(unnamed)]);
      const id = await guestOrder(shop.ctx, shop.palow);
      const [inEnglish, inRussian] = await Promise.all([dataOf(english, 'order.placed', id), dataOf(russian, 'order.placed', id)]);
      expect(Object.keys(await dataOf(unnamed, 'order.placed', id))).toEqual(['type', 'order_id', 'status', 'at']);
      const read = await request(shop.ctx.app).get(`${API}/desk/orders/${id}`).set(staff.auth).set('Accept-Language', 'en');
      expect(inEnglish.order).toEqual(read.body.data);
      expect((inEnglish.order as { lines: { name: string }[] }).lines[0].name).toMatch(/^Pilaf /);
      expect((inRussian.order as { lines: { name: string }[] }).lines[0].name).toMatch(/^Плов /);
      expect(deskOrderOf(parseShopEvent('order.placed', JSON.stringify(inEnglish))!)).toEqual(read.body.data);

      expect((await request(shop.ctx.app).post(`${API}/desk/orders/${id}/accept`).set(staff.auth).send({ minutes: 30 })).status).toBe(200);
      const changed = await dataOf(english, 'order.changed', id);
      expect(changed).toMatchObject({ order_id: id, status: 'accepted', order: { id, status: 'accepted' } });
    } finally {
      await Promise.all([english, russian, unnamed].map((stream) => stream.close()));
    }
  });

  it("a cook's stream (the kitchen's) carries the event alone: the board's order is not the kitchen's to read", async () => {
    const cook = await signInStaff(shop.ctx, 'cook');
    const kitchen = await openStream(`${shop.server.base}${API}/desk/events?locale=en`, cook.auth);
    try {
      await opened(kitchen);
      const id = await guestOrder(shop.ctx, shop.palow);
      expect(Object.keys(await dataOf(kitchen, 'order.placed', id))).toEqual(['type', 'order_id', 'status', 'at']);
      expect((await request(shop.ctx.app).get(`${API}/desk/orders/${id}`).set(cook.auth)).status).toBe(403);
    } finally {
      await kitchen.close();
    }
  });

  it("a shopper's stream never carries an order, theirs or another's", async () => {
    const who = await signUp(shop.ctx);
    await request(shop.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: shop.palow, quantity: 1 });
    const placed = await request(shop.ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', `desk-orders-${who.userId}`)
      .send({ address: 'Bitarap 7', payment_method: 'cash', delivery_time: 'asap' });
    const id = placed.body.data.id as number;
    const staff = await signInStaff(shop.ctx, 'owner');
    const shopper = await openStream(`${shop.server.base}${API}/orders/${id}/events?locale=en`, who.auth);
    const desk = await openStream(`${shop.server.base}${API}/desk/events?locale=en`, staff.auth);
    try {
      await Promise.all([opened(shopper), opened(desk)]);
      expect((await request(shop.ctx.app).post(`${API}/desk/orders/${id}/accept`).set(staff.auth).send({ minutes: 45 })).status).toBe(200);
      expect(await dataOf(desk, 'order.changed', id)).toHaveProperty('order.id', id);
      expect(Object.keys(await dataOf(shopper, 'order.changed', id))).toEqual(['type', 'order_id', 'status', 'at']);
      expect(shopper.messages.filter((m) => m.data?.includes('"order"'))).toEqual([]);
    } finally {
      await shopper.close();
      await desk.close();
    }
  });
});

// the read failing must never cost the desk its event: the desk's stream, its order's read refused
describe.each(testDatabases())('the desk stream when the order cannot be read (%s)', (dialect) => {
  let database: Database;
  let bus: EventBus;
  let server: Awaited<ReturnType<typeof listen>>;
  let palow: number;
  let reads = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    palow = await addProduct(database.db, 4500);
    const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
    bus = createEventBus(database, logger);
    const failing = deskCards(() => {
      reads += 1;
      return Promise.reject(new Error('connection lost'));
    }, logger);
    const outer = express();
    // the staff guard's part: who is at this desk (a manager, who may read the board)
    outer.get('/desk-events', (req, _res, next) => {
      req.staff = { id: 1, sessionId: 1, role: 'manager', via: 'bearer' };
      next();
    });
    outer.get('/desk-events', eventStream(bus, everyOrder, { attach: boardOrders(failing) }));
    outer.use(createTestApp(database, { events: bus, env: { SHOP_OPENS: '00:00', SHOP_CLOSES: '23:59' } }));
    server = await listen(outer);
  });
  afterAll(async () => {
    await server.close();
    await bus.close();
    await database.close();
  });

  it('sends the event without the order, read once per event for every desk listening', async () => {
    const desks = await Promise.all([
      openStream(`${server.base}/desk-events?locale=en`),
      openStream(`${server.base}/desk-events?locale=en`),
    ]);
    try {
      await Promise.all(desks.map(opened));
      const { id } = await placeGuestOrder(server.base, palow);
      for (const desk of desks) expect(Object.keys(await dataOf(desk, 'order.placed', id))).toEqual(['type', 'order_id', 'status', 'at']);
      expect(reads).toBe(1);
    } finally {
      await Promise.all(desks.map((d) => d.close()));
    }
  });
});

import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { eventOf, listen, openStream, opened, streamShop } from './support/sse';
import { createTestDatabase, testDatabases } from '../helpers/database';
import type { Database } from '../../server/db/connection';
import { createEventBus } from '../../server/events/create-bus';
import type { EventBus } from '../../server/events/bus';
import { eventStream, everyOrder } from '../../server/events/sse';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';

type Stream = Awaited<ReturnType<typeof openStream>>;
const placedIds = (stream: Stream) => stream.events().flatMap((e) => (e.type === 'order.placed' ? [e.order_id as number] : []));

// A desk stream outlives the staff guard's check: a staff change ends the streams whose session it changed.
describe.each(testDatabases())('the desk stream after a staff change (%s)', (dialect) => {
  const shop = streamShop(dialect);

  it('ends the stream of a member removed from staff or given another role; the others go on', async () => {
    const owner = await signInStaff(shop.ctx, 'owner');
    const [leaving, demoted, staying] = [
      await signInStaff(shop.ctx, 'manager'),
      await signInStaff(shop.ctx, 'manager'),
      await signInStaff(shop.ctx, 'manager'),
    ];
    const cook = await signInStaff(shop.ctx, 'cook');
    const url = `${shop.server.base}${API}/desk/events?locale=en`;
    const [gone, madeCook, stays, kitchen] = await Promise.all([leaving, demoted, staying, cook].map((who) => openStream(url, who.auth)));
    const streams = [gone, madeCook, stays, kitchen];
    try {
      await Promise.all(streams.map(opened));
      const before = await guestOrder(shop.ctx, shop.palow);
      await Promise.all(streams.map((stream) => stream.next(eventOf('order.placed', before))));
      expect((await request(shop.ctx.app).delete(`${API}/desk/staff/${leaving.userId}`).set(owner.auth)).status).toBe(200);
      const made = await request(shop.ctx.app).post(`${API}/desk/staff`).set(owner.auth).send({ phone: demoted.phone, role: 'cook' });
      expect(made.status).toBeLessThan(300);
      const after = await guestOrder(shop.ctx, shop.palow);
      await Promise.all([stays, kitchen].map((stream) => stream.next(eventOf('order.placed', after))));
      await Promise.all([gone.finished, madeCook.finished]);
      expect([gone.ended, madeCook.ended, stays.ended, kitchen.ended]).toEqual([true, true, false, false]);
      // nothing after the change reached the ended streams, not even the bare event
      expect([placedIds(gone), placedIds(madeCook)]).toEqual([[before], [before]]);
      expect(placedIds(stays)).toEqual([before, after]);
      // the browser comes back: the one removed is refused, the cook's stream opens without orders
      expect((await request(shop.ctx.app).get(`${API}/desk/events`).set(leaving.auth)).status).toBe(401);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});

// the check is one read per staff change and stream, none per event
describe.each(testDatabases())('the desk stream checks its session on a staff change only (%s)', (dialect) => {
  let database: Database;
  let bus: EventBus;
  let server: Awaited<ReturnType<typeof listen>>;
  let reads = 0;
  let stands = true;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    bus = createEventBus(database, createLogger(loadConfig({ LOG_LEVEL: 'silent' })));
    const recheck = {
      on: 'staff.changed' as const,
      stands: () => {
        reads += 1;
        return Promise.resolve(stands);
      },
    };
    const app = express();
    app.get('/desk-events', eventStream(bus, everyOrder, { recheck }));
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    await bus.close();
    await database.close();
  });

  it('reads nothing per order event, once per stream on a staff change, and ends the stream when it no longer stands', async () => {
    const desks = await Promise.all([openStream(`${server.base}/desk-events`), openStream(`${server.base}/desk-events`)]);
    const at = new Date().toISOString();
    try {
      await Promise.all(desks.map(opened));
      for (const order_id of [1, 2, 3]) await bus.publish({ type: 'order.placed', order_id, status: 'new', at });
      await Promise.all(desks.map((desk) => desk.next(eventOf('order.placed', 3))));
      expect(reads).toBe(0);
      await bus.publish({ type: 'staff.changed', at });
      await bus.publish({ type: 'order.placed', order_id: 4, status: 'new', at });
      await Promise.all(desks.map((desk) => desk.next(eventOf('order.placed', 4))));
      expect(reads).toBe(2);
      stands = false;
      await bus.publish({ type: 'staff.changed', at });
      await bus.publish({ type: 'order.placed', order_id: 5, status: 'new', at });
      await Promise.all(desks.map((desk) => desk.finished));
      expect(reads).toBe(4);
      for (const desk of desks) expect(placedIds(desk)).toEqual([1, 2, 3, 4]);
    } finally {
      await Promise.all(desks.map((desk) => desk.close()));
    }
  });
});

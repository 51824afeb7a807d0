import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, createTestApp } from '../helpers/app';
import { createTestDatabase, testDatabases } from '../helpers/database';
import type { Database } from '../../server/db/connection';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createEventBus } from '../../server/events/create-bus';
import type { EventBus } from '../../server/events/bus';
import { eventStream, everyOrder } from '../../server/events/sse';
import { eventOf, listen, openStream, placeGuestOrder as placeGuest } from './support/sse';
import { addProduct } from './support/accounts';

const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));

describe.each(testDatabases())('order event streams (%s)', (dialect) => {
  let database: Database;
  let bus: EventBus;
  let subscribers = 0;
  let server: Awaited<ReturnType<typeof listen>>;
  let palow: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    palow = await addProduct(database.db, 4500);
    const inner = createEventBus(database, logger);
    // counts live streams' subscriptions (each ends its response on close), to see a closed stream let go
    // of its own; the shop status cache's lasting one (decision 029) passes no onClose
    bus = {
      ...inner,
      subscribe(listener, onClose) {
        if (!onClose) return inner.subscribe(listener);
        subscribers += 1;
        const off = inner.subscribe(listener, onClose);
        return () => {
          subscribers -= 1;
          off();
        };
      },
    };
    // the desk's stream (requireStaff in front of it in the real router) next to the whole app on one bus
    const outer = express();
    outer.get('/desk-events', eventStream(bus, everyOrder));
    outer.use(createTestApp(database, { events: bus, env: { SHOP_OPENS: '00:00', SHOP_CLOSES: '23:59' } }));
    server = await listen(outer);
  });
  afterAll(async () => {
    await server.close();
    await bus.close();
    await database.close();
  });
  afterEach(() => vi.useRealTimers());

  const placeGuestOrder = (app: Parameters<typeof request>[0] = server.base) => placeGuest(app, palow);
  const opened = (stream: Awaited<ReturnType<typeof openStream>>) => stream.next((m) => m.retry !== undefined);

  it('a placed order reaches an open stream within 2 s, named as the event id', async () => {
    const stream = await openStream(`${server.base}/desk-events`);
    try {
      await opened(stream);
      const started = performance.now();
      const order = await placeGuestOrder();
      const message = await stream.next(eventOf('order.placed', order.id), 2000);
      expect(performance.now() - started).toBeLessThan(2000);
      const stored = await database.db.selectFrom('events').select(['id', 'type']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(message.id).toBe(String(stored.id));
      expect(JSON.parse(message.data!)).toMatchObject({ type: 'order.placed', order_id: order.id, status: 'new' });
    } finally {
      await stream.close();
    }
  });

  it('Last-Event-ID replays what a dropped stream missed, in order, and nothing it had', async () => {
    const first = await openStream(`${server.base}/desk-events`);
    await opened(first);
    const seen = await placeGuestOrder();
    const last = await first.next(eventOf('order.placed', seen.id));
    await first.close();

    // everything placed after the last event the stream had
    const missed = [(await placeGuestOrder()).id, (await placeGuestOrder()).id];
    const resumes: { headers: Record<string, string>; query: string }[] = [
      { headers: { 'last-event-id': last.id! }, query: '' },
      { headers: {}, query: `?last_event_id=${last.id}` },
    ];
    for (const resume of resumes) {
      const again = await openStream(`${server.base}/desk-events${resume.query}`, resume.headers);
      try {
        await again.next(eventOf('order.placed', missed.at(-1)!));
        expect(again.events().map((e) => e.order_id)).toEqual(missed);
        // and live from there on, with no repeat
        const live = (await placeGuestOrder()).id;
        await again.next(eventOf('order.placed', live));
        missed.push(live);
        expect(again.events().map((e) => e.order_id)).toEqual(missed);
      } finally {
        await again.close();
      }
    }
  });

  it('is not held by compression: no content-encoding, no-transform, events arrive as they happen', async () => {
    const order = await placeGuestOrder();
    const stream = await openStream(`${server.base}${API}/track/${order.token}/events`, { 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.res.headers.get('content-encoding')).toBeNull();
      expect(stream.res.headers.get('cache-control')).toContain('no-transform');
      await opened(stream);
      expect((await request(server.base).post(`${API}/track/${order.token}/cancel`)).status).toBe(200);
      await stream.next(eventOf('order.changed', order.id), 2000);
    } finally {
      await stream.close();
    }
  });

  it('says it is alive every 15 s and lets go of its subscription when the browser leaves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // streams of earlier tests are let go of as their sockets close
    await expect.poll(() => subscribers).toBe(0);
    const stream = await openStream(`${server.base}/desk-events`);
    await opened(stream);
    expect(subscribers).toBe(1);
    expect(stream.messages.filter((m) => m.comment === 'heartbeat')).toHaveLength(0);
    vi.advanceTimersByTime(15_000);
    await stream.next((m) => m.comment === 'heartbeat');
    vi.advanceTimersByTime(15_000);
    await expect.poll(() => stream.messages.filter((m) => m.comment === 'heartbeat').length).toBe(2);
    await stream.close();
    await expect.poll(() => subscribers).toBe(0);
  });

  it("works through the storefront's API proxy (API_ORIGIN)", async () => {
    const front = await listen(createTestApp(database, { env: { API_ORIGIN: server.base } }));
    try {
      const order = await placeGuestOrder(front.base);
      const stream = await openStream(`${front.base}${API}/track/${order.token}/events`, { 'accept-encoding': 'gzip' });
      try {
        await opened(stream);
        expect((await request(front.base).post(`${API}/track/${order.token}/cancel`)).status).toBe(200);
        await stream.next(eventOf('order.changed', order.id), 2000);
      } finally {
        await stream.close();
      }
    } finally {
      await front.close();
    }
  });

  it('ends open streams when the bus closes (shutdown), so the server can stop', async () => {
    const own = createEventBus(database, logger);
    const app = express();
    app.get('/events', eventStream(own, everyOrder));
    const side = await listen(app);
    const stream = await openStream(`${side.base}/events`);
    await opened(stream);
    await own.close();
    await stream.finished;
    expect(stream.ended).toBe(true);
    await side.close();
  });
});

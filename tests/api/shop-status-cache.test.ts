import request from 'supertest';
import type { Express } from 'express';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { managerShop } from './support/desk';
import { testDatabases } from '../helpers/database';
import { createTestApp } from '../helpers/app';
import { describeFixture } from '../helpers/fixture';
import { createEventBus } from '../../server/events/create-bus';
import type { EventBus } from '../../server/events/bus';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';
import { STATUS_TTL_MS } from '../../server/api/rules/status-cache';

// GET /shop/status is polled by every shopper's page: one read per process within STATUS_TTL_MS, dropped
// by a change (decision 029). "Another process" is a second app on the same database with its own bus.
describe.each(testDatabases())('the shop status kept per process (%s)', (dialect) => {
  const shop = describeFixture(() => managerShop(dialect));
  let other: Express;
  let otherBus: EventBus;
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  beforeAll(() => {
    otherBus = createEventBus(shop.ctx.database, createLogger(loadConfig({ LOG_LEVEL: 'silent' })));
    const counted = { ...shop.ctx.database, db: shop.ctx.database.db.withPlugin(counting) };
    other = createTestApp(counted, { now: shop.ctx.clock.now, events: otherBus, env: { SHOP_OPENS: '10:00', SHOP_CLOSES: '23:00' } });
  });
  afterAll(() => otherBus.close());
  const soldOut = async (app: Express) => (await request(app).get(`${API}/shop/status`).expect(200)).body.data.sold_out as number[];

  it('reads the database once for many polls, again after its bound on the clock', async () => {
    const first = await soldOut(other);
    const perRead = queries;
    expect(perRead).toBeGreaterThan(0);
    for (let poll = 0; poll < 5; poll++) expect(await soldOut(other)).toEqual(first);
    expect(queries).toBe(perRead);
    shop.ctx.clock.advance(STATUS_TTL_MS);
    await soldOut(other);
    expect(queries).toBe(2 * perRead);
  });

  it('a stop-list change shows at once in its own process and in another within the bound', async () => {
    await soldOut(shop.ctx.app);
    await soldOut(other);
    const heard = new Promise<void>((resolve) => otherBus.subscribe((event) => event.type === 'shop.changed' && resolve()));
    const marked = await request(shop.ctx.app)
      .post(`${API}/desk/stop-list`)
      .set(shop.manager.auth)
      .send({ product_id: shop.palow, length: '1h' });
    expect(marked.status).toBe(200);
    expect(await soldOut(shop.ctx.app)).toContain(shop.palow);
    // PostgreSQL: the other process hears the change on the bus (NOTIFY) and drops its status then
    if (dialect === 'postgres') {
      await heard;
      expect(await soldOut(other)).toContain(shop.palow);
    }
    // either engine: no later than the bound, with no event at all
    shop.ctx.clock.advance(STATUS_TTL_MS);
    expect(await soldOut(other)).toContain(shop.palow);
  });
});

import request from 'supertest';
import type { Express } from 'express';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { kitchenApp, type KitchenContext } from './support/kitchen';
import { testDatabases } from '../helpers/database';
import { createTestApp } from '../helpers/app';
import { createEventBus } from '../../server/events/create-bus';
import type { EventBus } from '../../server/events/bus';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';

// Issue 37's audit: a board read looked for the last bump one order at a time (up to 50 queries in a
// row). It is a constant number of queries however many orders moved in the recall window.
describe.each(testDatabases())('the kitchen board reads in a constant number of queries (%s)', (dialect) => {
  let ctx: KitchenContext;
  let counted: Express;
  let bus: EventBus;
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  beforeAll(async () => {
    ctx = await kitchenApp(dialect);
    bus = createEventBus(ctx.database, createLogger(loadConfig({ LOG_LEVEL: 'silent' })));
    const database = { ...ctx.database, db: ctx.database.db.withPlugin(counting) };
    counted = createTestApp(database, { now: ctx.clock.now, events: bus, env: { SHOP_OPENS: '10:00', SHOP_CLOSES: '23:00' } });
  });
  afterAll(async () => {
    await bus.close();
    await ctx.close();
  });

  const read = async (query: string) => {
    queries = 0;
    const res = await request(counted).get(`${API}/desk/kitchen/orders${query}`).set(ctx.cook.auth);
    expect(res.status).toBe(200);
    return { queries, board: res.body.data };
  };

  it.each(['', '?station=grill'])('the same count with one or eight orders moved since the last bump (%s)', async (query) => {
    const bumped = await ctx.acceptedOrder();
    await ctx.as(ctx.cook).bump(bumped.id, 'accepted');
    ctx.clock.advance(1000);
    await ctx.acceptedOrder();
    const few = await read(query);
    expect(few.board.last_bump).toMatchObject({ order_id: bumped.id, from: 'accepted', to: 'cooking' });
    // seven more accepts after the bump: each was a candidate the old loop read on its own
    for (let i = 0; i < 7; i++) await ctx.acceptedOrder();
    const many = await read(query);
    expect(many.board.last_bump).toEqual(few.board.last_bump);
    expect(many.board.orders.length).toBe(few.board.orders.length + 7);
    expect(many.queries).toBe(few.queries);
    ctx.clock.advance(6 * 60_000);
  });
});

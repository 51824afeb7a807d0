import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOrder } from './support/desk';
import { kitchenApp, type KitchenContext } from './support/kitchen';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('the kitchen display (%s)', (dialect) => {
  let ctx: KitchenContext;
  beforeAll(async () => {
    ctx = await kitchenApp(dialect);
  });
  afterAll(() => ctx.close());

  it('shows accepted and cooking orders with lines, stations, notes and the accept time; one station on request', async () => {
    const waiting = await guestOrder(ctx, ctx.palow);
    const order = await ctx.acceptedOrder('Sogansyz');
    const acceptedAt = ctx.clock.now().toISOString();
    const res = await ctx.as(ctx.cook).board();
    expect(res.status).toBe(200);
    expect(res.body.data.orders.map((o: { id: number }) => o.id)).not.toContain(waiting);
    expect(res.body.data.orders.find((o: { id: number }) => o.id === order.id)).toEqual({
      id: order.id,
      number: order.number,
      status: 'accepted',
      next: 'cooking',
      accepted_at: acceptedAt,
      cook_from: acceptedAt,
      delivery_time: 'asap',
      fulfilment: 'delivery',
      note: 'Sogansyz',
      lines: [
        { id: order.lines[0], name: expect.stringMatching(/^Плов/), quantity: 2, station: 'kitchen', done_at: null, choices: [] },
        { id: order.lines[1], name: expect.stringMatching(/^Плов/), quantity: 1, station: 'grill', done_at: null, choices: [] },
      ],
    });
    expect(res.body.data).toMatchObject({ target_minutes: 20, now: ctx.clock.now().toISOString() });

    const grillOnly = await ctx.as(ctx.cook).board('?station=grill');
    const card = grillOnly.body.data.orders.find((o: { id: number }) => o.id === order.id);
    expect(card.lines.map((l: { id: number }) => l.id)).toEqual([order.lines[1]]);
    // an order with nothing for the bar is not on the bar's screen
    const bar = await ctx.as(ctx.cook).board('?station=bar');
    expect(bar.body.data.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const oven = await ctx.as(ctx.cook).board('?station=oven');
    expect([oven.status, oven.body.fields]).toEqual([422, { station: 'invalid' }]);
  });

  it('crosses a line off and back on; refuses a line not in the kitchen, or unknown', async () => {
    const order = await ctx.acceptedOrder();
    const crossed = await ctx.as(ctx.cook).done(order.lines[0]);
    expect(crossed.body.data).toEqual({ id: order.lines[0], done_at: ctx.clock.now().toISOString() });
    const row = () => ctx.db.selectFrom('order_lines').select('done_at').where('id', '=', order.lines[0]).executeTakeFirstOrThrow();
    expect((await row()).done_at).toBe(ctx.clock.now().toISOString());
    expect((await ctx.as(ctx.cook).done(order.lines[0])).body.data).toEqual({ id: order.lines[0], done_at: null });
    expect((await row()).done_at).toBeNull();

    const waiting = await guestOrder(ctx, ctx.palow);
    const [line] = await ctx.db.selectFrom('order_lines').select('id').where('order_id', '=', waiting).execute();
    const refused = await ctx.as(ctx.cook).done(line.id);
    expect([refused.status, refused.body.error]).toEqual([409, 'kitchen.not_in_kitchen']);
    expect(
      (await ctx.db.selectFrom('order_lines').select('done_at').where('id', '=', line.id).executeTakeFirstOrThrow()).done_at,
    ).toBeNull();
    expect((await ctx.as(ctx.cook).done(999_999)).status).toBe(404);
  });

  it('bumps accepted → cooking → on the way through the status history; a stale bump is refused', async () => {
    const order = await ctx.acceptedOrder();
    const first = await ctx.as(ctx.cook).bump(order.id, 'accepted');
    expect(first.body.data).toEqual({ id: order.id, number: order.number, status: 'cooking' });
    // the second tablet still showed "accepted": refused with where it is now, not stepped on again
    const stale = await ctx.as(ctx.cook).bump(order.id, 'accepted');
    expect([stale.status, stale.body.error, stale.body.fields]).toEqual([409, 'invalid_transition', { status: 'cooking' }]);
    expect((await ctx.as(ctx.cook).bump(order.id, 'cooking')).body.data.status).toBe('on_the_way');
    expect(await ctx.status(order.id)).toBe('on_the_way');
    expect((await ctx.history(order.id)).map((h) => [h.status, h.actor_user_id])).toEqual([
      ['new', null],
      ['accepted', ctx.manager.userId],
      ['cooking', ctx.cook.userId],
      ['on_the_way', ctx.cook.userId],
    ]);
    // it left the kitchen's screen; neither a finished order nor a bad stage can be bumped
    expect((await ctx.as(ctx.cook).board()).body.data.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await ctx.as(ctx.cook).bump(order.id, 'on_the_way')).body.fields).toEqual({ status: 'invalid' });
    expect((await ctx.as(ctx.cook).bump(999_999, 'accepted')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenApp, type KitchenContext } from './support/kitchen';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('the kitchen display: recall (%s)', (dialect) => {
  let ctx: KitchenContext;
  beforeAll(async () => {
    ctx = await kitchenApp(dialect);
  });
  afterAll(() => ctx.close());

  it('recalls the last bump within 5 minutes, once, written to the history; refuses it after 5 minutes', async () => {
    const order = await ctx.acceptedOrder();
    await ctx.as(ctx.cook).bump(order.id, 'accepted');
    await ctx.as(ctx.cook).bump(order.id, 'cooking');
    const board = await ctx.as(ctx.cook).board();
    expect(board.body.data.last_bump).toEqual({
      order_id: order.id,
      number: order.number,
      from: 'cooking',
      to: 'on_the_way',
      at: ctx.clock.now().toISOString(),
      recall_until: new Date(ctx.clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    // the counter accepting another order a minute later hides nothing
    ctx.clock.advance(60_000);
    await ctx.acceptedOrder();
    expect((await ctx.as(ctx.cook).board()).body.data.last_bump).toEqual(board.body.data.last_bump);

    ctx.clock.advance(3 * 60_000 + 59_000);
    const recalled = await ctx.as(ctx.cook).recall(order.id);
    expect(recalled.body.data).toEqual({ id: order.id, number: order.number, status: 'cooking' });
    const rows = await ctx.history(order.id);
    expect(rows.at(-1)).toEqual({ status: 'cooking', at: ctx.clock.now().toISOString(), actor_user_id: ctx.cook.userId });
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(order.id)).orderBy('id').execute();
    expect(audit.at(-1)!.action).toBe('order.recalled_to_cooking');
    // a recall is not a bump: the older bump (accepted → cooking, minutes ago) does not come back
    const again = await ctx.as(ctx.cook).recall(order.id);
    expect([again.status, again.body.error]).toEqual([409, 'kitchen.nothing_to_recall']);
    expect(await ctx.status(order.id)).toBe('cooking');
    // back on the screen, its clock still counting from the accept
    const card = (await ctx.as(ctx.cook).board()).body.data.orders.find((o: { id: number }) => o.id === order.id);
    expect(card).toMatchObject({ status: 'cooking', next: 'on_the_way', accepted_at: rows[1].at });

    await ctx.as(ctx.cook).bump(order.id, 'cooking');
    ctx.clock.advance(5 * 60_000 + 1000);
    const late = await ctx.as(ctx.cook).recall(order.id);
    expect([late.status, late.body.error, late.body.message]).toEqual([
      409,
      'kitchen.recall_expired',
      'Перевод можно вернуть только в течение 5 минут.',
    ]);
    expect(await ctx.status(order.id)).toBe('on_the_way');
    expect((await ctx.history(order.id)).length).toBe(rows.length + 1);
    expect((await ctx.as(ctx.cook).board()).body.data.last_bump).toBeNull();
  });

  it('recalls accepted ← cooking, keeping the estimate; never recalls an accept', async () => {
    const order = await ctx.acceptedOrder();
    const estimate = async () =>
      (await ctx.db.selectFrom('orders').select('estimated_at').where('id', '=', order.id).executeTakeFirstOrThrow()).estimated_at;
    const before = await estimate();
    const accept = await ctx.as(ctx.manager).recall(order.id);
    expect([accept.status, accept.body.error]).toEqual([409, 'kitchen.nothing_to_recall']);
    await ctx.as(ctx.manager).bump(order.id, 'accepted');
    expect((await ctx.as(ctx.manager).recall(order.id)).body.data.status).toBe('accepted');
    expect(await estimate()).toBe(before);
  });
});

describe.each(testDatabases())('the kitchen display: status texts (%s)', (dialect) => {
  let ctx: KitchenContext;
  beforeAll(async () => {
    ctx = await kitchenApp(dialect, { ORDER_STATUS_SMS: 'true' });
  });
  afterAll(() => ctx.close());

  const textsTo = (phone: string) => ctx.sms.sent.filter((m) => m.phone === phone).map((m) => m.text);

  it('texts the shopper once per status: a recall, and the bump after it, text nothing again', async () => {
    const order = await ctx.acceptedOrder();
    const phone = '65999999';
    await expect.poll(() => textsTo(phone).length).toBe(1);
    await ctx.as(ctx.cook).bump(order.id, 'accepted');
    expect((await ctx.as(ctx.cook).recall(order.id)).body.data.status).toBe('accepted');
    await ctx.as(ctx.cook).bump(order.id, 'accepted');
    await ctx.as(ctx.cook).bump(order.id, 'cooking');
    await expect.poll(() => textsTo(phone).length).toBe(2);
    expect((await ctx.as(ctx.cook).recall(order.id)).body.data.status).toBe('cooking');
    await ctx.as(ctx.cook).bump(order.id, 'cooking');
    expect(await ctx.status(order.id)).toBe('on_the_way');
    // another shopper's text, sent after any the moves above could still have sent
    await ctx.acceptedOrder('', '+99365888888');
    await expect.poll(() => textsTo('65888888').length).toBe(1);
    expect(textsTo(phone)).toEqual([expect.stringContaining('принят'), expect.stringContaining('в пути')]);
  });
});

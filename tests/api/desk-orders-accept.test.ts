// The desk accepts an order with an estimate (minutes or a clock time) or rejects it with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsContext } from './support/accounts';
import { guestOrder } from './support/desk';
import { deskMoves, deskOrdersApp, statusHistory, type StaffMember } from './support/desk-orders';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('desk orders (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let manager: StaffMember;
  beforeAll(async () => {
    ({ ctx, palow, manager } = await deskOrdersApp(dialect));
  });
  afterAll(() => ctx.close());

  const desk = (who: { auth: Record<string, string> }) => deskMoves(ctx, who);
  const history = (id: number) => statusHistory(ctx, id);

  it('accepts with a quick estimate: estimated_at is now + minutes, history and audit name the staff member', async () => {
    const id = await guestOrder(ctx, palow);
    const res = await desk(manager).accept(id, { minutes: 30 });
    expect(res.status).toBe(200);
    const expected = new Date(ctx.clock.now().getTime() + 30 * 60_000).toISOString();
    expect(res.body.data).toMatchObject({ id, status: 'accepted', estimated_at: expected, source: 'web' });
    expect(res.body.data.history.at(-1)).toEqual({
      status: 'accepted',
      at: ctx.clock.now().toISOString(),
      actor: 'staff',
      by: { id: manager.userId, name: 'Maksat', role: 'manager' },
      note: '',
    });
    const row = await ctx.db.selectFrom('orders').select(['estimated_at', 'accepted_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ estimated_at: expected, accepted_by: manager.userId });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'actor_user_id', 'action', 'before', 'after'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      {
        actor: 'staff',
        actor_user_id: manager.userId,
        action: 'order.accepted',
        before: JSON.stringify({ status: 'new', estimated_at: null, reject_reason: null, reject_note: '' }),
        after: JSON.stringify({ status: 'accepted', estimated_at: expected, reject_reason: null, reject_note: '' }),
      },
    ]);
  });

  it('accepts with a clock time in Ashgabat, today or tomorrow; refuses a past time, no choice, or an unlisted number', async () => {
    // the clock reads 12:0x in Ashgabat (07:0x UTC)
    const today = await guestOrder(ctx, palow);
    const t = await desk(manager).accept(today, { time: '19:40', day: 'today' });
    expect(t.status).toBe(200);
    expect(t.body.data.estimated_at).toBe(`${ctx.clock.now().toISOString().slice(0, 10)}T14:40:00.000Z`);
    const tomorrow = await guestOrder(ctx, palow);
    const n = await desk(manager).accept(tomorrow, { time: '09:15', day: 'tomorrow' });
    expect(n.body.data.estimated_at).toBe(
      new Date(Date.parse(`${ctx.clock.now().toISOString().slice(0, 10)}T04:15:00.000Z`) + 86_400_000).toISOString(),
    );

    const id = await guestOrder(ctx, palow);
    for (const [body, field, code] of [
      [{ time: '08:00' }, 'time', 'in_the_past'],
      [{}, 'minutes', 'required'],
      [{ minutes: 25 }, 'minutes', 'invalid'],
      [{ time: '25:00' }, 'time', 'invalid'],
    ] as const) {
      const res = await desk(manager).accept(id, body);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ [field]: code });
    }
    expect((await history(id)).map((h) => h.status)).toEqual(['new']);
  });

  it('rejects with a reason; "other" needs its text; the shopper sees reason and note', async () => {
    const id = await guestOrder(ctx, palow);
    const bare = await desk(manager).reject(id, { reason: 'other' });
    expect(bare.status).toBe(422);
    expect(bare.body.fields).toEqual({ note: 'required' });
    expect((await desk(manager).reject(id, { reason: 'busy' })).body.fields).toEqual({ reason: 'invalid' });
    const res = await desk(manager).reject(id, { reason: 'other', note: 'Gaz ýok' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', reject_reason: 'other', reject_note: 'Gaz ýok' });
    expect(await history(id)).toEqual([
      { status: 'new', actor_user_id: null, note: '' },
      { status: 'cancelled', actor_user_id: manager.userId, note: 'other: Gaz ýok' },
    ]);
    for (const reason of ['out_of_stock', 'closed', 'outside_area', 'unreachable']) {
      const other = await guestOrder(ctx, palow);
      expect((await desk(manager).reject(other, { reason })).body.data.reject_reason).toBe(reason);
    }
  });
});

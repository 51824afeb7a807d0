import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('desk orders (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4550);
    owner = await signInStaff(ctx, 'owner', undefined, 'Aýgül');
    manager = await signInStaff(ctx, 'manager', undefined, 'Maksat');
  });
  afterAll(() => ctx.close());

  const desk = (who: { auth: Record<string, string> }) => ({
    accept: (id: number, body: object) => request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(who.auth).send(body),
    reject: (id: number, body: object) => request(ctx.app).post(`${API}/desk/orders/${id}/reject`).set(who.auth).send(body),
    status: (id: number, status: string) => request(ctx.app).post(`${API}/desk/orders/${id}/status`).set(who.auth).send({ status }),
    detail: (id: number) => request(ctx.app).get(`${API}/desk/orders/${id}`).set(who.auth),
  });
  const history = (id: number) =>
    ctx.db
      .selectFrom('order_status_history')
      .select(['status', 'actor_user_id', 'note'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();

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

  it('walks cooking → on the way → delivered one call each, crediting the bonus once', async () => {
    const c = await signUp(ctx);
    await request(ctx.app).post(`${API}/basket`).set(c.auth).send({ product_id: palow, quantity: 2 });
    const placed = await request(ctx.app)
      .post(`${API}/orders`)
      .set(c.auth)
      .set('Idempotency-Key', 'walk-1')
      .send({ address: 'Köpetdag 3', payment_method: 'cash', delivery_time: 'asap' });
    const id: number = placed.body.data.id;
    expect((await desk(owner).accept(id, { minutes: 45 })).status).toBe(200);
    for (const status of ['cooking', 'on_the_way', 'delivered']) {
      const res = await desk(manager).status(id, status);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    const again = await desk(owner).status(id, 'delivered');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'invalid_transition', fields: { status: 'delivered' } });
    // 5 % of 91.00
    expect(await ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason']).where('order_id', '=', id).execute()).toEqual([
      { amount: 455, reason: 'order_delivered' },
    ]);
    expect((await history(id)).map((h) => [h.status, h.actor_user_id])).toEqual([
      ['new', null],
      ['accepted', owner.userId],
      ['cooking', manager.userId],
      ['on_the_way', manager.userId],
      ['delivered', manager.userId],
    ]);
  });

  it('refuses impossible moves with 409 and the current status, writing nothing', async () => {
    const id = await guestOrder(ctx, palow);
    // a new order is confirmed already: moving it to new again is refused like any other wrong step
    for (const status of ['new', 'cooking', 'on_the_way', 'delivered']) {
      const res = await desk(manager).status(id, status);
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({ status: 'new' });
    }
    expect((await desk(manager).status(id, 'accepted')).status).toBe(422);
    await desk(manager).reject(id, { reason: 'closed' });
    const late = await desk(manager).accept(id, { minutes: 20 });
    expect(late.status).toBe(409);
    expect(late.body.fields).toEqual({ status: 'cancelled' });
    expect((await history(id)).map((h) => h.status)).toEqual(['new', 'cancelled']);
    expect((await desk(manager).accept(999_999, { minutes: 20 })).status).toBe(404);
  });

  it('lets exactly one of two staff accepting at once win; the other gets 409 with the new status; one history row', async () => {
    const id = await guestOrder(ctx, palow);
    const answers = await Promise.all([desk(owner).accept(id, { minutes: 20 }), desk(manager).accept(id, { minutes: 60 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.fields).toEqual({ status: 'accepted' });
    expect((await history(id)).filter((h) => h.status === 'accepted')).toHaveLength(1);
    expect(await ctx.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(id)).execute()).toEqual([
      { action: 'order.accepted' },
    ]);
  });

  it("shows the board: running orders and today's finished ones, not yesterday's", async () => {
    const old = await guestOrder(ctx, palow);
    await desk(manager).reject(old, { reason: 'closed' });
    ctx.clock.advance(24 * 3_600_000);
    // a day without a call ended the desk sessions: sign in again
    manager = await signInStaff(ctx, 'manager', manager.phone, 'Maksat');
    owner = await signInStaff(ctx, 'owner', owner.phone, 'Aýgül');
    const running = await guestOrder(ctx, palow);
    const done = await guestOrder(ctx, palow);
    await desk(manager).reject(done, { reason: 'unreachable' });
    const board = await request(ctx.app).get(`${API}/desk/orders`).set(manager.auth);
    const ids = (list: { id: number }[]) => list.map((o) => o.id);
    expect(ids(board.body.data.open)).toContain(running);
    expect(ids(board.body.data.finished)).toContain(done);
    expect([...ids(board.body.data.open), ...ids(board.body.data.finished)]).not.toContain(old);
    const detail = await desk(manager).detail(running);
    expect(detail.body.data).toMatchObject({
      phone: '65999999',
      address: { address: 'Bitarap Türkmenistan 12' },
      payment_method: 'cash',
      lines: [{ product_id: palow, quantity: 1 }],
    });
  });

  it('takes a phone order through the storefront rules: source phone, idempotency key, lead time, dishes on the menu', async () => {
    const body = {
      name: 'Jeren',
      phone: '+99361234567',
      address: 'Magtymguly 5',
      payment_method: 'cash',
      delivery_time: 'asap',
      note: 'Gapyda jaň ediň',
      items: [{ product_id: palow, quantity: 3 }],
    };
    const post = (key: string | null, b: object) => {
      const req = request(ctx.app).post(`${API}/desk/orders`).set(manager.auth);
      return (key ? req.set('Idempotency-Key', key) : req).send(b);
    };
    expect((await post(null, body)).body.error).toBe('idempotency_key_required');
    const first = await post('phone-1', body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ source: 'phone', status: 'new', phone: '61234567', note: 'Gapyda jaň ediň', total: '151.50' });
    const replay = await post('phone-1', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(first.body.data.id);
    const soon = await post('phone-2', { ...body, delivery_time: new Date(ctx.clock.now().getTime() + 10 * 60_000).toISOString() });
    expect(soon.status).toBe(422);
    expect(soon.body.error).toBe('delivery_too_soon');
    const gone = await addProduct(ctx.db, 1000, 1);
    const archived = await post('phone-3', { ...body, items: [{ product_id: gone, quantity: 1 }] });
    expect(archived.status).toBe(422);
    expect(
      await ctx.db.selectFrom('orders').select(['source', 'user_id']).where('id', '=', first.body.data.id).executeTakeFirstOrThrow(),
    ).toEqual({ source: 'phone', user_id: null });
    expect(
      await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity_id', '=', String(first.body.data.id))
        .execute(),
    ).toEqual([{ action: 'order.phone', actor_user_id: manager.userId }]);
  });

  describe('operator API', () => {
    const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
    it('accepts with an estimate and rejects with a reason through the same moves, audited as the operator', async () => {
      const a = await guestOrder(ctx, palow);
      const accepted = await request(ctx.app).post(`${API}/admin/orders/${a}/accept`).set(operator).send({ minutes: 90 });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({
        status: 'accepted',
        estimated_at: new Date(ctx.clock.now().getTime() + 90 * 60_000).toISOString(),
      });
      const twice = await request(ctx.app).post(`${API}/admin/orders/${a}/accept`).set(operator).send({ minutes: 90 });
      expect(twice.status).toBe(409);
      const r = await guestOrder(ctx, palow);
      const rejected = await request(ctx.app).post(`${API}/admin/orders/${r}/reject`).set(operator).send({ reason: 'outside_area' });
      expect(rejected.body.data).toMatchObject({ status: 'cancelled', reject_reason: 'outside_area' });
      expect((await request(ctx.app).post(`${API}/admin/orders/${r}/reject`).set(operator).send({ reason: 'other' })).status).toBe(422);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['actor', 'actor_user_id', 'action'])
        .where('entity_id', 'in', [String(a), String(r)])
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor: 'operator', actor_user_id: null, action: 'order.accepted' },
        { actor: 'operator', actor_user_id: null, action: 'order.cancelled' },
      ]);
    });
  });
});

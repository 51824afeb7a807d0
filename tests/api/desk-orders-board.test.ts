// The desk's board and phone orders, a day later; the operator API's accept and reject.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, API, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { deskMoves, deskOrdersApp, type StaffMember } from './support/desk-orders';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('desk orders (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let owner: StaffMember;
  let manager: StaffMember;
  beforeAll(async () => {
    ({ ctx, palow, owner, manager } = await deskOrdersApp(dialect));
  });
  afterAll(() => ctx.close());

  const desk = (who: { auth: Record<string, string> }) => deskMoves(ctx, who);

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
    const finished = await request(ctx.app).get(`${API}/desk/orders/finished`).set(manager.auth);
    const ids = (list: { id: number }[]) => list.map((o) => o.id);
    expect(ids(board.body.data.open)).toContain(running);
    expect(ids(finished.body.data.orders)).toContain(done);
    expect([...ids(board.body.data.open), ...ids(finished.body.data.orders)]).not.toContain(old);
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

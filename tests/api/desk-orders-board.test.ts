// The desk's board and phone orders, a day later; the operator API's accept and reject.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, API, addProduct } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { deskMoves, deskOrdersApp } from './support/desk-orders';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';

describe.each(testDatabases())('desk orders (%s)', (dialect) => {
  const shop = describeFixture(() => deskOrdersApp(dialect));

  const desk = (who: { auth: Record<string, string> }) => deskMoves(shop.ctx, who);

  it("shows the board: running orders and today's finished ones, not yesterday's", async () => {
    const old = await guestOrder(shop.ctx, shop.palow);
    await desk(shop.manager).reject(old, { reason: 'closed' });
    shop.ctx.clock.advance(24 * 3_600_000);
    // a day without a call ended the desk sessions: sign in again
    shop.manager = await signInStaff(shop.ctx, 'manager', shop.manager.phone, 'Maksat');
    shop.owner = await signInStaff(shop.ctx, 'owner', shop.owner.phone, 'Aýgül');
    const running = await guestOrder(shop.ctx, shop.palow);
    const done = await guestOrder(shop.ctx, shop.palow);
    await desk(shop.manager).reject(done, { reason: 'unreachable' });
    const board = await request(shop.ctx.app).get(`${API}/desk/orders`).set(shop.manager.auth);
    const finished = await request(shop.ctx.app).get(`${API}/desk/orders/finished`).set(shop.manager.auth);
    const ids = (list: { id: number }[]) => list.map((o) => o.id);
    expect(ids(board.body.data.open)).toContain(running);
    expect(ids(finished.body.data.orders)).toContain(done);
    expect([...ids(board.body.data.open), ...ids(finished.body.data.orders)]).not.toContain(old);
    const detail = await desk(shop.manager).detail(running);
    expect(detail.body.data).toMatchObject({
      phone: '65999999',
      address: { address: 'Bitarap Türkmenistan 12' },
      payment_method: 'cash',
      lines: [{ product_id: shop.palow, quantity: 1 }],
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
      items: [{ product_id: shop.palow, quantity: 3 }],
    };
    const post = (key: string | null, b: object) => {
      const req = request(shop.ctx.app).post(`${API}/desk/orders`).set(shop.manager.auth);
      return (key ? req.set('Idempotency-Key', key) : req).send(b);
    };
    expect((await post(null, body)).body.error).toBe('idempotency_key_required');
    const first = await post('phone-1', body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ source: 'phone', status: 'new', phone: '61234567', note: 'Gapyda jaň ediň', total: '151.50' });
    const replay = await post('phone-1', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(first.body.data.id);
    const soon = await post('phone-2', { ...body, delivery_time: new Date(shop.ctx.clock.now().getTime() + 10 * 60_000).toISOString() });
    expect(soon.status).toBe(422);
    expect(soon.body.error).toBe('delivery_too_soon');
    const gone = await addProduct(shop.ctx.db, 1000, 1);
    const archived = await post('phone-3', { ...body, items: [{ product_id: gone, quantity: 1 }] });
    expect(archived.status).toBe(422);
    expect(
      await shop.ctx.db.selectFrom('orders').select(['source', 'user_id']).where('id', '=', first.body.data.id).executeTakeFirstOrThrow(),
    ).toEqual({ source: 'phone', user_id: null });
    expect(
      await shop.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity_id', '=', String(first.body.data.id))
        .execute(),
    ).toEqual([{ action: 'order.phone', actor_user_id: shop.manager.userId }]);
  });

  describe('operator API', () => {
    const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
    it('accepts with an estimate and rejects with a reason through the same moves, audited as the operator', async () => {
      const a = await guestOrder(shop.ctx, shop.palow);
      const accepted = await request(shop.ctx.app).post(`${API}/admin/orders/${a}/accept`).set(operator).send({ minutes: 90 });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({
        status: 'accepted',
        estimated_at: new Date(shop.ctx.clock.now().getTime() + 90 * 60_000).toISOString(),
      });
      const twice = await request(shop.ctx.app).post(`${API}/admin/orders/${a}/accept`).set(operator).send({ minutes: 90 });
      expect(twice.status).toBe(409);
      const r = await guestOrder(shop.ctx, shop.palow);
      const rejected = await request(shop.ctx.app).post(`${API}/admin/orders/${r}/reject`).set(operator).send({ reason: 'outside_area' });
      expect(rejected.body.data).toMatchObject({ status: 'cancelled', reject_reason: 'outside_area' });
      expect((await request(shop.ctx.app).post(`${API}/admin/orders/${r}/reject`).set(operator).send({ reason: 'other' })).status).toBe(
        422,
      );
      const audit = await shop.ctx.db
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

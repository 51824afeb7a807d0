// An order's moves at the desk: one step per call, impossible moves refused, one winner when two staff accept at once.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import { guestOrder } from './support/desk';
import { deskMoves, deskOrdersApp, statusHistory } from './support/desk-orders';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';

describe.each(testDatabases())('desk orders (%s)', (dialect) => {
  const shop = describeFixture(() => deskOrdersApp(dialect));

  const desk = (who: { auth: Record<string, string> }) => deskMoves(shop.ctx, who);
  const history = (id: number) => statusHistory(shop.ctx, id);

  it('walks cooking → on the way → delivered one call each, crediting the bonus once', async () => {
    const c = await signUp(shop.ctx);
    await request(shop.ctx.app).post(`${API}/basket`).set(c.auth).send({ product_id: shop.palow, quantity: 2 });
    const placed = await request(shop.ctx.app)
      .post(`${API}/orders`)
      .set(c.auth)
      .set('Idempotency-Key', 'walk-1')
      .send({ address: 'Köpetdag 3', payment_method: 'cash', delivery_time: 'asap' });
    const id: number = placed.body.data.id;
    expect((await desk(shop.owner).accept(id, { minutes: 45 })).status).toBe(200);
    for (const status of ['cooking', 'on_the_way', 'delivered']) {
      const res = await desk(shop.manager).status(id, status);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    const again = await desk(shop.owner).status(id, 'delivered');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'invalid_transition', fields: { status: 'delivered' } });
    // 5 % of 91.00
    expect(await shop.ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason']).where('order_id', '=', id).execute()).toEqual([
      { amount: 455, reason: 'order_delivered' },
    ]);
    expect((await history(id)).map((h) => [h.status, h.actor_user_id])).toEqual([
      ['new', null],
      ['accepted', shop.owner.userId],
      ['cooking', shop.manager.userId],
      ['on_the_way', shop.manager.userId],
      ['delivered', shop.manager.userId],
    ]);
  });

  it('refuses impossible moves with 409 and the current status, writing nothing', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    // a new order is confirmed already: moving it to new again is refused like any other wrong step
    for (const status of ['new', 'cooking', 'on_the_way', 'delivered']) {
      const res = await desk(shop.manager).status(id, status);
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({ status: 'new' });
    }
    expect((await desk(shop.manager).status(id, 'accepted')).status).toBe(422);
    await desk(shop.manager).reject(id, { reason: 'closed' });
    const late = await desk(shop.manager).accept(id, { minutes: 20 });
    expect(late.status).toBe(409);
    expect(late.body.fields).toEqual({ status: 'cancelled' });
    expect((await history(id)).map((h) => h.status)).toEqual(['new', 'cancelled']);
    expect((await desk(shop.manager).accept(999_999, { minutes: 20 })).status).toBe(404);
  });

  it('lets exactly one of two staff accepting at once win; the other gets 409 with the new status; one history row', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    const answers = await Promise.all([desk(shop.owner).accept(id, { minutes: 20 }), desk(shop.manager).accept(id, { minutes: 60 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.fields).toEqual({ status: 'accepted' });
    expect((await history(id)).filter((h) => h.status === 'accepted')).toHaveLength(1);
    expect(await shop.ctx.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(id)).execute()).toEqual([
      { action: 'order.accepted' },
    ]);
  });
});

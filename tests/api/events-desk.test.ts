import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { eventOf, openStream, opened, streamShop } from './support/sse';
import { testDatabases } from '../helpers/database';
import { parseShopEvent } from '../../shared/api/events';
import en from '../../locales/api/en.json';

// The real routes: the desk's stream behind the staff guard, a customer's stream of their own order.
describe.each(testDatabases())('desk and customer event streams (%s)', (dialect) => {
  const shop = streamShop(dialect);

  it('an open desk hears a placed order within 2 s and then its acceptance', async () => {
    const staff = await signInStaff(shop.ctx, 'manager');
    const desk = await openStream(`${shop.server.base}${API}/desk/events`, staff.auth);
    try {
      expect(desk.res.status).toBe(200);
      await opened(desk);
      const started = performance.now();
      const id = await guestOrder(shop.ctx, shop.palow);
      await desk.next(eventOf('order.placed', id), 2000);
      expect(performance.now() - started).toBeLessThan(2000);
      expect((await request(shop.ctx.app).post(`${API}/desk/orders/${id}/accept`).set(staff.auth).send({ minutes: 30 })).status).toBe(200);
      const changed = await desk.next(eventOf('order.changed', id));
      expect(JSON.parse(changed.data!)).toMatchObject({ order_id: id, status: 'accepted' });
    } finally {
      await desk.close();
    }
  });

  it('the desk stream is for staff: 401 without a session, 403 for a shopper, before any event', async () => {
    const nobody = await request(shop.ctx.app).get(`${API}/desk/events`);
    expect(nobody.status).toBe(401);
    const shopper = await signUp(shop.ctx);
    const refused = await request(shop.ctx.app).get(`${API}/desk/events`).set(shopper.auth).set('Accept-Language', 'en');
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.body.success).toBe(false);
    expect(en.errors).toHaveProperty(refused.body.error);
  });

  it("a customer's stream carries their order only; another customer's order is 404", async () => {
    const who = await signUp(shop.ctx);
    const other = await signUp(shop.ctx);
    await request(shop.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: shop.palow, quantity: 1 });
    const placed = await request(shop.ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', `desk-events-${who.userId}`)
      .send({ address: 'Bitarap 7', payment_method: 'cash', delivery_time: 'asap' });
    const id = placed.body.data.id as number;
    expect((await request(shop.ctx.app).get(`${API}/orders/${id}/events`).set(other.auth)).status).toBe(404);
    expect((await request(shop.ctx.app).get(`${API}/orders/${id}/events`)).status).toBe(401);

    const stream = await openStream(`${shop.server.base}${API}/orders/${id}/events`, who.auth);
    try {
      await opened(stream);
      const staff = await signInStaff(shop.ctx, 'owner');
      const unrelated = await guestOrder(shop.ctx, shop.palow);
      await request(shop.ctx.app).post(`${API}/desk/orders/${unrelated}/accept`).set(staff.auth).send({ minutes: 20 });
      expect((await request(shop.ctx.app).post(`${API}/desk/orders/${id}/accept`).set(staff.auth).send({ minutes: 45 })).status).toBe(200);
      await stream.next(eventOf('order.changed', id));
      expect(stream.events().map((e) => [e.order_id, e.status])).toEqual([[id, 'accepted']]);
      const seen = await request(shop.ctx.app).get(`${API}/orders/${id}`).set(who.auth);
      expect(seen.body.data.estimated_at).toBe(new Date(shop.ctx.clock.now().getTime() + 45 * 60_000).toISOString());
    } finally {
      await stream.close();
    }
  });

  it('a shop-wide change reaches the desk as the shared union says: its type and time, no order', async () => {
    const staff = await signInStaff(shop.ctx, 'manager');
    const desk = await openStream(`${shop.server.base}${API}/desk/events`, staff.auth);
    try {
      await opened(desk);
      expect(
        (await request(shop.ctx.app).post(`${API}/desk/stop-list`).set(staff.auth).send({ product_id: shop.palow, length: '1h' })).status,
      ).toBe(200);
      const message = await desk.next((m) => m.event === 'shop.changed');
      expect(parseShopEvent('shop.changed', message.data)).toEqual({ type: 'shop.changed', at: shop.ctx.clock.now().toISOString() });
      expect(Object.keys(JSON.parse(message.data!))).toEqual(['type', 'at']);
    } finally {
      await desk.close();
    }
  });
});

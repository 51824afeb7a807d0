import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { PICKUP_ON } from '../helpers/pickup';
import { NOON, pickupShop } from './support/pickup';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

// Pickup (issue 36), the rest of it: the estimate learned from accepted -> ready, and the no-JS checkout.

describe.each(testDatabases())('pickup: estimate and the HTML form (%s)', (dialect) => {
  const { shop, settings, guest, desk } = pickupShop(dialect);

  it('learns pickup\u2019s estimate from accepted -> ready, the owner\u2019s minutes until there are enough orders', async () => {
    await settings(PICKUP_ON);
    const estimate = async () => (await request(shop.ctx.app).get(`${API}/shop/estimates`)).body.data.pickup;
    expect(await estimate()).toMatchObject({ minutes: 25, basis: { kind: 'zone', orders: 0 } });
    for (let i = 0; i < 5; i++) {
      shop.ctx.clock.set(new Date(Date.parse(NOON) + i * 3_600_000).toISOString());
      const id = (await guest({ fulfilment: 'pickup' })).body.data.id as number;
      await desk(id, 'accept', { minutes: 30 });
      await desk(id, 'status', { status: 'cooking' });
      shop.ctx.clock.set(new Date(Date.parse(NOON) + i * 3_600_000 + 12 * 60_000).toISOString());
      await desk(id, 'status', { status: 'ready' });
    }
    expect(await estimate()).toMatchObject({ minutes: 12, typical_minutes: 12, basis: { kind: 'orders', orders: 5 } });
    // the accept dialog offers it for a new pickup order
    const waiting = (await guest({ fulfilment: 'pickup' })).body.data.id as number;
    const deskEstimates = (await request(shop.ctx.app).get(`${API}/desk/estimates`).set(shop.manager.auth)).body.data;
    expect(deskEstimates.suggested).toContainEqual({ order_id: waiting, minutes: 12 });
    expect(deskEstimates.pickup).toMatchObject({ minutes: 12, configured_minutes: 25 });
  });

  it('takes pickup from the no-JS checkout form too: no address asked, no fee; refused while pickup is off', async () => {
    const post = (fields: Record<string, string>) =>
      request(shop.ctx.app)
        .post('/en/checkout')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Cookie', `${HTML_BASKET_COOKIE}=${shop.palow}.2`)
        .type('form')
        .send({ token: randomUUID(), name: 'Aýgül', phone: '+99365999999', delivery_time: 'asap', payment_method: 'cash', ...fields });
    const off = await post({ fulfilment: 'pickup' });
    expect(off.status).toBe(422);
    expect(off.text).toContain('Pickup is not available right now.');
    await settings(PICKUP_ON);
    const placed = await post({ fulfilment: 'pickup', address: 'typed before choosing pickup' });
    expect(placed.status).toBe(303);
    const order = await shop.ctx.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ fulfilment: 'pickup', address: '', delivery_fee: 0, total: 9000 });
  });
});

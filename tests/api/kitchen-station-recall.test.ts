import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { kitchenApp, type KitchenContext } from './support/kitchen';
import { testDatabases } from '../helpers/database';

// A screen showing one station (issue 37's audit): its "recall the last bump" is the last bump of an
// order with a line at that station, not the shop's last bump anywhere — the grill's tablet does not
// offer to take back the pilaf the kitchen just sent on.
describe.each(testDatabases())('the kitchen display: recall on a station’s screen (%s)', (dialect) => {
  let ctx: KitchenContext;
  beforeAll(async () => {
    ctx = await kitchenApp(dialect);
  });
  afterAll(() => ctx.close());

  /** A guest order of pilaf only (the main kitchen), accepted. */
  async function pilafOnly() {
    const res = await request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `station-recall-${Math.random()}`)
      .send({
        name: 'Merjen',
        phone: '+99365999999',
        address: 'Bitarap Türkmenistan 12',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [{ product_id: ctx.palow, quantity: 1 }],
      });
    expect(res.status).toBe(201);
    const id: number = res.body.data.id;
    expect((await request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(ctx.manager.auth).send({ minutes: 45 })).status).toBe(200);
    return { id, number: res.body.data.number as string };
  }

  it('the grill’s screen offers the grill’s last bump; the kitchen’s and the whole shop’s screens the latest one', async () => {
    const mixed = await ctx.acceptedOrder();
    const pilaf = await pilafOnly();
    expect((await ctx.as(ctx.cook).bump(mixed.id, 'accepted')).status).toBe(200);
    ctx.clock.advance(30_000);
    expect((await ctx.as(ctx.cook).bump(pilaf.id, 'accepted')).status).toBe(200);

    const lastOn = async (query: string) => (await ctx.as(ctx.cook).board(query)).body.data.last_bump?.order_id ?? null;
    expect(await lastOn('')).toBe(pilaf.id);
    expect(await lastOn('?station=kitchen')).toBe(pilaf.id);
    expect(await lastOn('?station=grill')).toBe(mixed.id);
    expect(await lastOn('?station=bar')).toBeNull();

    // taken back at the grill, the pilaf's bump is still the kitchen's to recall
    expect((await ctx.as(ctx.cook).recall(mixed.id)).body.data.status).toBe('accepted');
    expect(await lastOn('?station=grill')).toBeNull();
    expect(await lastOn('?station=kitchen')).toBe(pilaf.id);
  });
});

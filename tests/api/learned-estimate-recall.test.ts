import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { LEARNED_MIN_ORDERS } from '../../shared/estimate';

// The learned estimate counts from an order's first accept (issue 37's audit): a kitchen recall back
// to accepted writes another accepted row, minutes later, which must not make the delivery look quicker.
const NOON = '2026-03-02T07:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(NOON) + minutes * 60_000).toISOString();

describe.each(testDatabases())('the learned estimate with kitchen recalls (%s)', (dialect) => {
  let ctx: AccountsContext;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    owner = await signInStaff(ctx, 'owner');
  });
  afterAll(() => ctx.close());

  it('counts accepted → delivered from the first accept, however many recalls came after it', async () => {
    const polygon = [
      [45, 59],
      [46, 59],
      [46, 60],
      [45, 60],
    ];
    const zone = await request(ctx.app)
      .post(`${API}/desk/zones`)
      .set(owner.auth)
      .send({ name: 'Recalls', fee: 1000, minimum: 0, estimate: 90, polygon })
      .expect(201);
    const zoneId: number = zone.body.data.id;
    const move = (id: number, path: string, body: object = {}) =>
      request(ctx.app)
        .post(`${API}/desk/${path.replace(':id', String(id))}`)
        .set(owner.auth)
        .send(body)
        .expect(200);
    ctx.clock.set(NOON);
    const ids: number[] = [];
    for (let n = 0; n < LEARNED_MIN_ORDERS; n++) ids.push(await guestOrder(ctx, palow, 1, { latitude: '45.5', longitude: '59.5' }));
    for (const id of ids) await move(id, 'orders/:id/accept', { minutes: 30 });
    for (const id of ids) {
      ctx.clock.set(at(5));
      await move(id, 'kitchen/orders/:id/bump', { status: 'accepted' });
      // taken back a minute later: a second accepted row at 12:06
      ctx.clock.set(at(6));
      await move(id, 'kitchen/orders/:id/recall');
    }
    ctx.clock.set(at(40));
    for (const id of ids) for (const status of ['cooking', 'on_the_way', 'delivered']) await move(id, 'orders/:id/status', { status });
    ctx.clock.set(at(120));
    const zones = (await request(ctx.app).get(`${API}/shop/estimates`)).body.data.zones as { zone_id: number }[];
    expect(zones.find((z) => z.zone_id === zoneId)).toEqual({
      zone_id: zoneId,
      minutes: 40,
      typical_minutes: 40,
      basis: { kind: 'orders', orders: LEARNED_MIN_ORDERS },
    });
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import type { Vertex } from '../../shared/zones';

// Issue 37: a later time's delivery has to leave the kitchen the ride's minutes before its time, not
// be ready at it. The kitchen display's clock and alert (cook_from) start target + ride before the
// time (shared/kitchen.ts cookFrom, shared/estimate.ts rideMinutes): the zone's learned on the way ->
// delivered, or what the zone's estimate leaves after the target until it has enough rides.
const NOON = '2026-03-02T07:00:00.000Z';
const MINUTE = 60_000;
const box = (south: number, west: number): Vertex[] => [
  [south, west],
  [south + 1, west],
  [south + 1, west + 1],
  [south, west + 1],
];
const inZone = { latitude: '37.5', longitude: '59.5' };
const at = (minutes: number) => new Date(Date.parse(NOON) + minutes * MINUTE).toISOString();

describe.each(testDatabases())('a later delivery starts its ride before its time (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let cook: Awaited<ReturnType<typeof signInStaff>>;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    owner = await signInStaff(ctx, 'owner');
    cook = await signInStaff(ctx, 'cook');
  });
  afterAll(() => ctx.close());

  const move = (id: number, path: string, body: object) =>
    request(ctx.app).post(`${API}/desk/orders/${id}/${path}`).set(owner.auth).send(body).expect(200);
  const cookFrom = async (id: number) => {
    const board = await request(ctx.app).get(`${API}/desk/kitchen/orders`).set(cook.auth).expect(200);
    return (board.body.data.orders as { id: number; cook_from: string }[]).find((o) => o.id === id)!.cook_from;
  };

  it("counts from target + the zone's ride before the time: the estimate's share until learned, then the rides' median", async () => {
    ctx.clock.set(NOON);
    expect((await request(ctx.app).put(`${API}/desk/kitchen-target`).set(owner.auth).send({ minutes: 15 })).status).toBe(200);
    const zone = await request(ctx.app)
      .post(`${API}/desk/zones`)
      .set(owner.auth)
      .send({ name: 'Ride', fee: 1000, minimum: 0, estimate: 50, polygon: box(37, 59) });
    expect(zone.status).toBe(201);

    const later = await guestOrder(ctx, palow, 1, inZone);
    const now = await guestOrder(ctx, palow, 1, inZone);
    for (const id of [later, now]) await move(id, 'accept', { minutes: 30 });
    const due = at(180);
    await ctx.db.updateTable('orders').set({ delivery_time: due }).where('id', '=', later).execute();
    // no rides yet: the zone's 50 minutes less the kitchen's 15 leave 35 for the road
    expect(await cookFrom(later)).toBe(new Date(Date.parse(due) - (15 + 35) * MINUTE).toISOString());
    expect(await cookFrom(now)).toBe(at(0));

    // five rides of the zone (10, 20, 12, 14 and 40 minutes): the median, 14, is the road's
    const rides = [10, 20, 12, 14, 40];
    const ids: number[] = [];
    for (const _ of rides) ids.push(await guestOrder(ctx, palow, 1, inZone));
    for (const id of ids) await move(id, 'accept', { minutes: 30 });
    for (const [i, id] of ids.entries()) {
      ctx.clock.set(at(20 + i));
      for (const status of ['cooking', 'on_the_way']) await move(id, 'status', { status });
      ctx.clock.set(at(20 + i + rides[i]));
      await move(id, 'status', { status: 'delivered' });
    }
    ctx.clock.set(at(90));
    expect(await cookFrom(later)).toBe(new Date(Date.parse(due) - (15 + 14) * MINUTE).toISOString());
    expect(await cookFrom(now)).toBe(at(0));
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { NOON, estimateShop } from './support/learned-estimate';
import { testDatabases } from '../helpers/database';
import { LEARNED_DAYS, LEARNED_MIN_ORDERS, LEARNED_ORDERS } from '../../shared/estimate';

// The estimate learned from each zone's own deliveries (shared/estimate.ts): accepted → delivered,
// "as soon as possible" orders only, the median of the last 20 within 14 days; the zone's own
// estimate below 5. Each test draws its own pair of zones, so the deliveries of one do not count in another.
const MINUTE = 60_000;
// dozens of orders moved through the desk one request at a time: 8 s on PostgreSQL on a quiet machine
const SLOW_MS = 60_000;
describe.each(testDatabases())('the learned estimate (%s)', (dialect) => {
  const shop = estimateShop(dialect);
  const { zone, inZone, shopZone } = shop;

  /** Orders placed and accepted at `start`, each delivered its own minutes later, through the desk's moves (a session of that day). */
  async function deliver(point: object, minutes: number[], start = NOON, extra: object = {}) {
    shop.ctx.clock.set(start);
    const staff = start === NOON ? shop.owner : await signInStaff(shop.ctx, 'manager');
    shop.ctx.clock.set(start);
    const ids: number[] = [];
    for (const _ of minutes) ids.push(await guestOrder(shop.ctx, shop.palow, 1, { ...point, ...extra }));
    const move = (id: number, path: string, body: object) =>
      request(shop.ctx.app).post(`${API}/desk/orders/${id}/${path}`).set(staff.auth).send(body).expect(200);
    for (const id of ids) await move(id, 'accept', { minutes: 30 });
    const order = minutes.map((m, i) => [m, ids[i]]).sort((a, b) => a[0] - b[0]);
    for (const [m, id] of order) {
      shop.ctx.clock.set(new Date(Date.parse(start) + m * MINUTE).toISOString());
      for (const status of ['cooking', 'on_the_way', 'delivered']) await move(id, 'status', { status });
    }
    return ids;
  }
  const deskZone = async (id: number) =>
    ((await request(shop.ctx.app).get(`${API}/desk/estimates`).set(shop.owner.auth)).body.data.zones as { zone_id: number }[]).find(
      (z) => z.zone_id === id,
    );

  it("keeps the zone's own estimate with too few orders, and says so to the desk", async () => {
    const west = await zone('Few A', 37, 59, 40);
    await deliver(inZone(37, 59), [20, 22, 24, 26].slice(0, LEARNED_MIN_ORDERS - 1));
    shop.ctx.clock.set('2026-03-02T09:00:00.000Z');
    expect(await shopZone(west)).toEqual({ zone_id: west, minutes: 40, typical_minutes: 40, basis: { kind: 'zone', orders: 4 } });
    expect(await deskZone(west)).toMatchObject({ name: 'Few A', configured_minutes: 40, basis: { kind: 'zone', orders: 4 } });
  });

  it('takes the median of enough orders per zone, and offers it as the accept default with busy mode on top', async () => {
    const west = await zone('Many W', 39, 59, 40);
    const east = await zone('Many E', 39, 60, 90);
    await deliver(inZone(39, 59), [25, 50, 30, 90, 20, 35]);
    // a scheduled order waits for its slot: it says nothing of how long delivery takes
    await deliver(inZone(39, 59), [300], NOON, { delivery_time: '2026-03-02T12:00:00.000Z' });
    await deliver(inZone(39, 60), [70, 75]);
    shop.ctx.clock.set('2026-03-02T10:00:00.000Z');
    expect(await shopZone(west)).toEqual({ zone_id: west, minutes: 33, typical_minutes: 33, basis: { kind: 'orders', orders: 6 } });
    expect(await shopZone(east)).toMatchObject({ minutes: 90, basis: { kind: 'zone', orders: 2 } });

    const waiting = await guestOrder(shop.ctx, shop.palow, 1, inZone(39, 59));
    await request(shop.ctx.app).post(`${API}/desk/busy`).set(shop.owner.auth).send({ extra_minutes: 15, length_minutes: 30 }).expect(200);
    const desk = (await request(shop.ctx.app).get(`${API}/desk/estimates`).set(shop.owner.auth)).body.data;
    expect(desk.suggested).toContainEqual({ order_id: waiting, minutes: 33 + 15 });
    expect(desk.zones.find((z: { zone_id: number }) => z.zone_id === west)).toMatchObject({
      name: 'Many W',
      minutes: 48,
      typical_minutes: 33,
      configured_minutes: 40,
      basis: { kind: 'orders', orders: 6 },
    });
    await request(shop.ctx.app).delete(`${API}/desk/busy`).set(shop.owner.auth).expect(200);
  });

  it(
    `leaves out deliveries older than ${LEARNED_DAYS} days`,
    async () => {
      const north = await zone('Window', 41, 59, 40);
      // three weeks ago: quick, and too old to count (they would make the median 10)
      await deliver(
        inZone(41, 59),
        Array.from({ length: 15 }, () => 10),
        '2026-02-09T07:00:00.000Z',
      );
      await deliver(inZone(41, 59), [30, 30, 30, 30, 30, 30], '2026-02-28T07:00:00.000Z');
      shop.ctx.clock.set(NOON);
      expect(await shopZone(north)).toMatchObject({ minutes: 30, basis: { kind: 'orders', orders: 6 } });
    },
    SLOW_MS,
  );

  it(
    `counts only the newest ${LEARNED_ORDERS} deliveries`,
    async () => {
      const south = await zone('Newest', 43, 59, 40);
      const slow = Array.from({ length: LEARNED_ORDERS + 1 }, () => 90);
      await deliver(inZone(43, 59), slow, '2026-02-24T07:00:00.000Z');
      // two days later, twenty quicker ones: with the slow 21 as well the median would be 90
      await deliver(
        inZone(43, 59),
        Array.from({ length: LEARNED_ORDERS }, () => 30),
        '2026-02-26T07:00:00.000Z',
      );
      shop.ctx.clock.set(NOON);
      expect(await shopZone(south)).toMatchObject({ minutes: 30, basis: { kind: 'orders', orders: LEARNED_ORDERS } });
    },
    SLOW_MS,
  );
});

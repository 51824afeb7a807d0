import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import { guestOrder, managerShop, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';

// Busy mode (shared/estimate.ts) on the injected clock: 2026-03-02T07:00Z is 12:00 in Ashgabat. The
// migrated shop has one zone around Ashgabat with a 60-minute estimate and no deliveries yet.
const NOON = '2026-03-02T07:00:00.000Z';
const ZONE_MINUTES = 60;

describe.each(testDatabases())('busy mode (%s)', (dialect) => {
  const shop = describeFixture(() => managerShop(dialect));
  beforeEach(async () => {
    shop.ctx.clock.set(NOON);
    await shop.ctx.db.deleteFrom('shop_rules').execute();
  });

  const startBusy = (body: object, auth: Record<string, string> = shop.manager.auth, language = 'en') =>
    request(shop.ctx.app).post(`${API}/desk/busy`).set(auth).set('Accept-Language', language).send(body);
  const status = async () => (await request(shop.ctx.app).get(`${API}/shop/status`)).body.data;
  const shopMinutes = async () => (await request(shop.ctx.app).get(`${API}/shop/estimates`)).body.data.zones[0].minutes as number;
  const audit = (action: string) =>
    shop.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  const stored = () => shop.ctx.db.selectFrom('shop_rules').select(['busy_extra_minutes', 'busy_until']).execute();

  it('adds its minutes to what shoppers are told and to the accept default, and ends by itself on the clock', async () => {
    expect(await shopMinutes()).toBe(ZONE_MINUTES);
    const res = await startBusy({ extra_minutes: 30, length_minutes: 60 });
    expect(res.status).toBe(200);
    const busy = { extra_minutes: 30, until: '2026-03-02T08:00:00.000Z' };
    expect(res.body.data).toEqual(busy);
    expect(await stored()).toEqual([{ busy_extra_minutes: 30, busy_until: busy.until }]);

    expect((await status()).busy).toEqual(busy);
    const estimates = (await request(shop.ctx.app).get(`${API}/shop/estimates`)).body.data;
    expect(estimates).toMatchObject({
      busy,
      zones: [{ minutes: ZONE_MINUTES + 30, typical_minutes: ZONE_MINUTES, basis: { kind: 'zone' } }],
    });
    const id = await guestOrder(shop.ctx, shop.palow);
    const desk = (await request(shop.ctx.app).get(`${API}/desk/estimates`).set(shop.manager.auth)).body.data;
    expect(desk.busy).toEqual(busy);
    expect(desk.suggested).toContainEqual({ order_id: id, minutes: ZONE_MINUTES + 30 });

    shop.ctx.clock.set('2026-03-02T07:59:59.000Z');
    expect(await shopMinutes()).toBe(ZONE_MINUTES + 30);
    shop.ctx.clock.set('2026-03-02T08:00:00.000Z');
    expect((await status()).busy).toBeNull();
    expect(await shopMinutes()).toBe(ZONE_MINUTES);
    expect((await request(shop.ctx.app).get(`${API}/desk/busy`).set(shop.manager.auth)).body.data).toBeNull();
  });

  it('is written to the audit log with who turned it on, and can be ended early (audited too)', async () => {
    await startBusy({ extra_minutes: 15, length_minutes: 90 });
    const [on] = await audit('shop.busy');
    expect(on).toMatchObject({ actor: 'staff', actor_user_id: shop.manager.userId, entity: 'shop', entity_id: 'busy', before: null });
    expect(JSON.parse(on.after!)).toEqual({ extra_minutes: 15, until: '2026-03-02T08:30:00.000Z' });

    shop.ctx.clock.set('2026-03-02T07:10:00.000Z');
    const again = await startBusy({ extra_minutes: 45, length_minutes: 30 });
    expect(again.body.data).toEqual({ extra_minutes: 45, until: '2026-03-02T07:40:00.000Z' });
    expect(JSON.parse((await audit('shop.busy'))[0].before!)).toEqual({ extra_minutes: 15, until: '2026-03-02T08:30:00.000Z' });
    expect(await shopMinutes()).toBe(ZONE_MINUTES + 45);

    const ended = await request(shop.ctx.app).delete(`${API}/desk/busy`).set(shop.manager.auth);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toBeNull();
    expect(await shopMinutes()).toBe(ZONE_MINUTES);
    expect((await status()).busy).toBeNull();
    const [off] = await audit('shop.busy_end');
    expect(off).toMatchObject({ actor_user_id: shop.manager.userId, after: null });
    expect(JSON.parse(off.before!)).toEqual({ extra_minutes: 45, until: '2026-03-02T07:40:00.000Z' });
    // ending it again changes nothing and logs nothing
    expect((await request(shop.ctx.app).delete(`${API}/desk/busy`).set(shop.manager.auth)).status).toBe(200);
    expect(await audit('shop.busy_end')).toHaveLength(1);
  });

  it('refuses anyone but staff, and a length or minutes not offered, with a localized error and no write', async () => {
    const audited = (await shop.ctx.db.selectFrom('audit_log').select('id').execute()).length;
    const shopper = await signUp(shop.ctx);
    shop.ctx.clock.set(NOON);
    expect((await request(shop.ctx.app).post(`${API}/desk/busy`).send({ extra_minutes: 30, length_minutes: 60 })).status).toBe(401);
    expect((await startBusy({ extra_minutes: 30, length_minutes: 60 }, shopper.auth)).status).toBe(403);
    expect((await request(shop.ctx.app).delete(`${API}/desk/busy`).set(shopper.auth)).status).toBe(403);
    expect((await request(shop.ctx.app).get(`${API}/desk/estimates`).set(shopper.auth)).status).toBe(403);
    // a cook sees the kitchen display only
    const cook = await signInStaff(shop.ctx, 'cook');
    shop.ctx.clock.set(NOON);
    expect((await startBusy({ extra_minutes: 30, length_minutes: 60 }, cook.auth)).status).toBe(403);
    expect((await request(shop.ctx.app).get(`${API}/desk/estimates`).set(cook.auth)).status).toBe(403);

    const wrong = await startBusy({ extra_minutes: 20, length_minutes: 60 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ extra_minutes: 'invalid' });
    const inRussian = await startBusy({ extra_minutes: 30, length_minutes: 120 }, shop.manager.auth, 'ru');
    expect(inRussian.body.fields).toEqual({ length_minutes: 'invalid' });
    expect(inRussian.body.message).not.toBe(wrong.body.message);
    expect(await stored()).toEqual([]);
    expect((await shop.ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(audited);
    expect(await shopMinutes()).toBe(ZONE_MINUTES);
  });
});

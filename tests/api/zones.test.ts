import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { BAD_ZONES, EAST, guestOrderBody, WEST } from '../helpers/zone-bodies';

let keyCounter = 0;
const newKey = () => `zones-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

describe.each(testDatabases())('delivery zones (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number; // 45.00
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let westId: number;
  let eastId: number;

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());

  const guestOrder = (point: { latitude: string; longitude: string }, quantity = 1, extra: object = {}) =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', 'en')
      .send({ ...guestOrderBody(palow, quantity), ...point, ...extra });
  const at = (lat: number, lng: number) => ({ latitude: String(lat), longitude: String(lng) });
  const createZone = (auth: Record<string, string>, body: object) => request(ctx.app).post(`${API}/desk/zones`).set(auth).send(body);

  it('starts with one zone around Ashgabat at 15.00 with no minimum, so the flat fee holds', async () => {
    const res = await request(ctx.app).get(`${API}/zones`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ fee: 1500, minimum: 0 });
    const inTown = await guestOrder(at(37.95, 58.38));
    expect(inTown.status).toBe(201);
    expect(inTown.body.data).toMatchObject({ delivery_fee: '15.00', total: '60.00' });
    // an address typed without a point: the only zone's terms
    const noPoint = await guestOrder({ latitude: '', longitude: '' });
    expect(noPoint.status).toBe(201);
    expect(noPoint.body.data.delivery_fee).toBe('15.00');
  });

  it('lets the owner draw zones, audited and announced', async () => {
    const west = await createZone(owner.auth, { ...WEST, polygon: [...WEST.polygon, WEST.polygon[0]] });
    expect(west.status).toBe(201);
    // the closed ring is kept open
    expect(west.body.data).toMatchObject({ ...WEST, polygon: WEST.polygon });
    westId = west.body.data.id;
    const east = await createZone(owner.auth, EAST);
    expect(east.status).toBe(201);
    eastId = east.body.data.id;

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'zone').orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.entity_id, a.actor_user_id])).toEqual([
      ['zone.create', String(westId), owner.userId],
      ['zone.create', String(eastId), owner.userId],
    ]);
    expect(JSON.parse(audit[0].after!)).toMatchObject({ name: 'Günbatar', fee: 1000 });
    const stored = await ctx.db.selectFrom('events').select('type').where('type', '=', 'zones.changed').execute();
    expect(stored.length).toBe(2);

    const list = await request(ctx.app).get(`${API}/zones`);
    expect(list.body.data.map((z: { name: string }) => z.name)).toEqual(['Aşgabat', 'Günbatar', 'Gündogar']);
  });

  it('takes the fee from the zone of the point, never from the client', async () => {
    const res = await guestOrder(at(37.5, 60.5), 1, { delivery_fee: '0.00', fee: 0, total: '1.00' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ delivery_fee: '25.00', subtotal: '45.00', total: '70.00' });
    const row = await ctx.db
      .selectFrom('orders')
      .select(['delivery_fee', 'total'])
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ delivery_fee: 2500, total: 7000 });
  });

  it('puts a point exactly on an edge or a vertex inside, the shared border in the cheaper zone', async () => {
    // on the west zone's southern edge, 3 palow (135.00) is above its 100.00 minimum
    const southEdge = await guestOrder(at(37, 59.5), 3);
    expect(southEdge.status).toBe(201);
    expect(southEdge.body.data.delivery_fee).toBe('10.00');
    // on the border both zones share: the cheaper west zone
    const border = await guestOrder(at(37.5, 60), 3);
    expect(border.body.data.delivery_fee).toBe('10.00');
    // the east zone's far corner
    const corner = await guestOrder(at(38, 61));
    expect(corner.status).toBe(201);
    expect(corner.body.data.delivery_fee).toBe('25.00');
  });

  it('refuses a point outside every zone with a clear message and places nothing', async () => {
    const before = await ctx.db.selectFrom('orders').select('id').execute();
    for (const point of [at(37.5, 61.000001), at(36.99, 59.5), at(45, 10)]) {
      const res = await guestOrder(point);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: 'outside_delivery_area', fields: { address: 'outside_delivery_area' } });
      expect(res.body.message).toMatch(/delivery zones/);
    }
    const ru = await guestOrder(at(45, 10)).set('Accept-Language', 'ru');
    expect(ru.body.message).toMatch(/вне зон доставки/);
    expect(await ctx.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an order below the zone’s minimum, saying what is missing', async () => {
    const res = await guestOrder(at(37.5, 59.5), 1); // 45.00 of 100.00
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('below_minimum_order');
    expect(res.body.message).toBe('The minimum order for this address is 100.00 TMT: add dishes for 55.00 TMT more.');
    const tm = await guestOrder(at(37.5, 59.5), 2).set('Accept-Language', 'tm');
    expect(tm.body.message).toContain('10.00 TMT');
    // exactly the minimum is enough: 45.00 × 2 = 90.00 is not, 45.00 × 3 is
    expect((await guestOrder(at(37.5, 59.5), 3)).status).toBe(201);
  });

  it('applies the zone to a signed-in customer’s saved address too', async () => {
    const who = await signUp(ctx);
    await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 1 });
    const saved = await request(ctx.app)
      .post(`${API}/users/address`)
      .set(who.auth)
      .send({ address: 'Daşary', ...at(37.5, 59.5) });
    const place = () =>
      request(ctx.app)
        .post(`${API}/orders`)
        .set(who.auth)
        .set('Idempotency-Key', newKey())
        .send({ address_id: saved.body.data.id, payment_method: 'cash', delivery_time: 'asap', delivery_fee: '0' });
    const refused = await place();
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('below_minimum_order');
    await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 3 });
    const placed = await place();
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ delivery_fee: '10.00' });
  });

  it('lets the owner change and delete a zone; the new terms apply at once', async () => {
    const changed = await request(ctx.app)
      .put(`${API}/desk/zones/${eastId}`)
      .set(owner.auth)
      .send({ ...EAST, fee: 3000 });
    expect(changed.status).toBe(200);
    expect((await guestOrder(at(37.5, 60.5))).body.data.delivery_fee).toBe('30.00');
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'zone.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!).fee).toBe(2500);
    expect(JSON.parse(audit.after!).fee).toBe(3000);

    const removed = await request(ctx.app).delete(`${API}/desk/zones/${eastId}`).set(owner.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((z: { id: number }) => z.id)).toEqual(expect.not.arrayContaining([eastId]));
    expect((await guestOrder(at(37.5, 60.5))).body.error).toBe('outside_delivery_area');
    expect((await request(ctx.app).put(`${API}/desk/zones/${eastId}`).set(owner.auth).send(EAST)).status).toBe(404);
    expect((await request(ctx.app).delete(`${API}/desk/zones/${eastId}`).set(owner.auth)).status).toBe(404);
  });

  it('reads zones for any staff member; only the owner changes them; shoppers and strangers get nothing', async () => {
    expect((await request(ctx.app).get(`${API}/desk/zones`).set(manager.auth)).status).toBe(200);
    const count = async () => (await ctx.db.selectFrom('delivery_zones').select('id').execute()).length;
    const before = await count();
    expect((await createZone(manager.auth, EAST)).status).toBe(403);
    expect((await request(ctx.app).put(`${API}/desk/zones/${westId}`).set(manager.auth).send(WEST)).status).toBe(403);
    expect((await request(ctx.app).delete(`${API}/desk/zones/${westId}`).set(manager.auth)).status).toBe(403);
    const shopper = await signUp(ctx);
    expect((await request(ctx.app).get(`${API}/desk/zones`).set(shopper.auth)).status).toBe(403);
    expect((await createZone(shopper.auth, EAST)).status).toBe(403);
    expect((await createZone({}, EAST)).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it.each(BAD_ZONES)('refuses a zone with %s and stores nothing', async (_label, change, field, code) => {
    const before = await ctx.db.selectFrom('delivery_zones').selectAll().orderBy('id').execute();
    const res = await createZone(owner.auth, { ...WEST, ...change });
    expect(res.status).toBe(422);
    expect(res.body.fields?.[field]).toBe(code);
    expect(typeof res.body.message).toBe('string');
    expect(await ctx.db.selectFrom('delivery_zones').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('keeps the last zone', async () => {
    const zones = (await request(ctx.app).get(`${API}/desk/zones`).set(owner.auth)).body.data as { id: number }[];
    for (const zone of zones.slice(1))
      expect((await request(ctx.app).delete(`${API}/desk/zones/${zone.id}`).set(owner.auth)).status).toBe(200);
    const last = await request(ctx.app).delete(`${API}/desk/zones/${zones[0].id}`).set(owner.auth).set('Accept-Language', 'en');
    expect(last.status).toBe(422);
    expect(last.body).toMatchObject({ error: 'last_zone', message: 'The shop must keep at least one delivery zone.' });
  });
});

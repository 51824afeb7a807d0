import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { PICKUP_ON } from '../helpers/pickup';
import { pickupShop } from './support/pickup';

// Pickup (issue 36): the owner offers delivery, pickup or both; a pickup order has no address, zone or
// fee, an optional minimum, and goes cooking -> ready -> collected; the server prices every order.

describe.each(testDatabases())('pickup (%s)', (dialect) => {
  const { shop, settings, guest, desk } = pickupShop(dialect);
  const row = (id: number) => shop.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is off until the owner turns it on: delivery only, and a pickup order is refused in the shopper\u2019s language', async () => {
    expect((await request(shop.ctx.app).get(`${API}/desk/fulfilment`).set(shop.manager.auth)).body.data).toMatchObject({
      delivery_on: true,
      pickup_on: false,
    });
    const status = await request(shop.ctx.app).get(`${API}/shop/status`);
    expect(status.body.data.fulfilment).toEqual({ delivery: true, pickup: null });
    const refused = await guest({ fulfilment: 'pickup' }, 'ru');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('pickup_off');
    expect(refused.body.fields).toEqual({ fulfilment: 'unavailable' });
    expect(refused.body.message).toBe('Самовывоз сейчас недоступен. Выберите доставку.');
  });

  it('is the owner\u2019s setting, checked and audited: one way stays on, pickup needs its address and point', async () => {
    expect((await settings(PICKUP_ON, shop.manager)).status).toBe(403);
    const none = await settings({ ...PICKUP_ON, delivery_on: false, pickup_on: false });
    expect(none.status).toBe(422);
    expect(none.body.fields).toEqual({ pickup_on: 'one_required' });
    const bare = await settings({ ...PICKUP_ON, address: { tm: '', ru: 'Махтумкули 12', en: '' }, latitude: null });
    expect(bare.body.fields).toEqual({ 'address.tm': 'required', 'address.en': 'required', latitude: 'required' });
    expect((await settings({ ...PICKUP_ON, pickup_minimum: -1 })).status).toBe(422);
    expect((await settings({ ...PICKUP_ON, pickup_minimum: 12.5 })).status).toBe(422);

    const saved = await settings({ ...PICKUP_ON, pickup_minimum: 10000 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...PICKUP_ON, pickup_minimum: 10000 });
    const audit = await shop.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'shop.fulfilment').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0].after))).toMatchObject({ pickup_on: true, pickup_minimum: 10000 });
    const offered = (await request(shop.ctx.app).get(`${API}/shop/status`)).body.data.fulfilment;
    expect(offered.pickup).toMatchObject({ minimum: 10000, minutes: 25, address: PICKUP_ON.address });
    expect(offered.pickup.map_url).toBe('https://www.openstreetmap.org/?mlat=37.9375&mlon=58.3806#map=17/37.9375/58.3806');
  });

  it('places a pickup order with no address, zone or delivery fee; prices and totals are the server\u2019s', async () => {
    await settings(PICKUP_ON);
    // an address far outside every zone, a price and a total of the client's: none of them is read
    const res = await guest({
      fulfilment: 'pickup',
      address: 'Somewhere far',
      latitude: '10.0',
      longitude: '10.0',
      price: 1,
      total: '0.01',
      delivery_fee: '0.00',
      subtotal: '0.01',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      fulfilment: 'pickup',
      subtotal: '90.00',
      delivery_fee: '0.00',
      total: '90.00',
      pickup: { address: PICKUP_ON.address.en, map_url: expect.stringContaining('mlat=37.9375&mlon=58.3806') },
    });
    expect(res.body.data.address.address).toBe('');
    const stored = await row(res.body.data.id);
    expect(stored).toMatchObject({ fulfilment: 'pickup', delivery_fee: 0, subtotal: 9000, total: 9000, address: '', latitude: '' });

    // a delivery order of the same basket still pays its zone's fee, and still needs its address
    const delivery = await guest({ address: 'Bitarap 7' });
    expect(delivery.body.data).toMatchObject({ fulfilment: 'delivery', delivery_fee: '15.00', total: '105.00', pickup: null });
    expect((await guest({ fulfilment: 'delivery' })).body.fields).toEqual({ address: 'required' });
  });

  it('lets a signed-in customer collect the server basket, bonus and all, with no saved address', async () => {
    await settings(PICKUP_ON);
    const who = await signUp(shop.ctx);
    await request(shop.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: shop.palow, quantity: 1 });
    const res = await request(shop.ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', randomUUID())
      .send({ fulfilment: 'pickup', payment_method: 'card', delivery_time: 'asap', total: '1.00' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ fulfilment: 'pickup', subtotal: '45.00', delivery_fee: '0.00', total: '45.00' });
  });

  it('checks the pickup minimum on the dishes alone, and says what is missing', async () => {
    await settings({ ...PICKUP_ON, pickup_minimum: 10000 });
    const short = await guest({ fulfilment: 'pickup' }, 'tm');
    expect(short.status).toBe(422);
    expect(short.body.error).toBe('below_pickup_minimum');
    expect(short.body.message).toBe('Restorandan alyp gitmek üçin iň az sargyt 100.00 TMT: ýene 10.00 TMT-lik tagam goşuň.');
    const enough = await guest({ fulfilment: 'pickup', items: [{ product_id: shop.palow, quantity: 3 }] });
    expect(enough.status).toBe(201);
    expect(enough.body.data.total).toBe('135.00');
  });

  it('refuses delivery once the owner has turned it off, in the shopper\u2019s language', async () => {
    await settings({ ...PICKUP_ON, delivery_on: false });
    expect((await request(shop.ctx.app).get(`${API}/shop/status`)).body.data.fulfilment.delivery).toBe(false);
    const refused = await guest({ address: 'Bitarap 7' }, 'en');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('delivery_off');
    expect(refused.body.message).toBe('Delivery is not available right now. Choose pickup from the restaurant.');
    expect((await guest({ fulfilment: 'pickup' })).status).toBe(201);
  });

  it('goes cooking -> ready -> collected at the desk, never on the way; a delivery never goes to ready', async () => {
    await settings(PICKUP_ON);
    const id = (await guest({ fulfilment: 'pickup' })).body.data.id as number;
    expect((await desk(id, 'accept', { minutes: 30 })).status).toBe(200);
    expect((await desk(id, 'status', { status: 'cooking' })).status).toBe(200);
    const onTheWay = await desk(id, 'status', { status: 'on_the_way' });
    expect(onTheWay.status).toBe(409);
    expect(onTheWay.body.error).toBe('invalid_transition');
    expect((await desk(id, 'status', { status: 'collected' })).status).toBe(409);
    const ready = await desk(id, 'status', { status: 'ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', fulfilment: 'pickup' });
    const board = (await request(shop.ctx.app).get(`${API}/desk/orders`).set(shop.manager.auth)).body.data;
    expect(board.open.find((o: { id: number }) => o.id === id)).toMatchObject({ status: 'ready', fulfilment: 'pickup' });
    expect((await desk(id, 'status', { status: 'collected' })).status).toBe(200);
    expect((await row(id)).status).toBe('collected');
    const history = await shop.ctx.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.status)).toEqual(['new', 'accepted', 'cooking', 'ready', 'collected']);
    const today = (await request(shop.ctx.app).get(`${API}/desk/today?day=2026-03-02`).set(shop.manager.auth)).body.data;
    expect(today).toMatchObject({ collected: 1, by_fulfilment: { pickup: 1 }, revenue: '90.00' });

    const delivery = (await guest({ address: 'Bitarap 7' })).body.data.id as number;
    await desk(delivery, 'accept', { minutes: 30 });
    await desk(delivery, 'status', { status: 'cooking' });
    expect((await desk(delivery, 'status', { status: 'ready' })).status).toBe(409);
    expect((await desk(delivery, 'status', { status: 'on_the_way' })).status).toBe(200);
  });
});

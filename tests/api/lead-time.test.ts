import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, nextPhone, signUp, tableCounts, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// The kitchen needs 60 minutes (shared/hours.ts): the browser offers no sooner slot, and the server
// refuses one too, since a slot list left open on the page goes stale. The test clock starts at
// 2026-03-02T07:00Z = 12:00 in Ashgabat; the shop is open 10:00–23:00.
let keyCounter = 0;
const newKey = () => `lead-time-${++keyCounter}`;
const NOON = '2026-03-02T07:00:00.000Z';

describe.each(testDatabases())('delivery lead time (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
  });
  afterAll(() => ctx.close());

  // signing up moves the test clock on a minute: the order is placed at 12:00 sharp
  async function customerOrder(delivery_time: string, language = 'en') {
    const who = await signUp(ctx);
    await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 1 });
    const address = await request(ctx.app).post(`${API}/users/address`).set(who.auth).send({ address: 'Bitarap Türkmenistan şaýoly 7' });
    ctx.clock.set(NOON);
    const before = await tableCounts(ctx.db);
    const res = await request(ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', language)
      .send({ address_id: address.body.data.id, payment_method: 'cash', delivery_time });
    return { res, before };
  }

  beforeEach(() => ctx.clock.set(NOON));

  const guestOrder = (delivery_time: string) =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .send({
        items: [{ product_id: palow, quantity: 1 }],
        name: 'Myhman',
        phone: nextPhone(),
        address: 'Parahat 2',
        payment_method: 'cash',
        delivery_time,
      });

  it('refuses a delivery 30 minutes ahead with a localized 422 and writes nothing', async () => {
    const { res, before } = await customerOrder('2026-03-02T12:30:00+05:00');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'delivery_too_soon', fields: { delivery_time: 'too_soon' } });
    expect(res.body.message).toBe('Delivery can be no sooner than 60 minutes from now. Choose a later time.');
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('words the refusal in Russian and Turkmen too', async () => {
    const ru = await customerOrder('2026-03-02T12:59:00+05:00', 'ru');
    const tm = await customerOrder('2026-03-02T12:59:00+05:00', 'tm');
    expect(ru.res.body.message).toBe('Доставка возможна не раньше чем через 60 минут. Выберите время позже.');
    expect(tm.res.body.message).toBe('Eltip bermek iň ir 60 minutdan soň mümkin. Has giç wagty saýlaň.');
  });

  it('refuses a guest delivery 30 minutes ahead', async () => {
    const res = await guestOrder('2026-03-02T07:30:00Z');
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ delivery_time: 'too_soon' });
  });

  it('counts from the clock: at 12:31 a 13:30 slot is too soon, 13:31 (60 minutes) is taken', async () => {
    ctx.clock.set('2026-03-02T07:31:00.000Z');
    const late = await guestOrder('2026-03-02T08:30:00.000Z');
    expect(late.body.fields).toEqual({ delivery_time: 'too_soon' });
    const inTime = await guestOrder('2026-03-02T08:31:00.000Z');
    expect(inTime.status).toBe(201);
    expect(inTime.body.data.delivery_time).toBe('2026-03-02T08:31:00.000Z');
  });
});

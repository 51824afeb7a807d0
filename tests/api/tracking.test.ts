import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { eventOf, listen, openStream } from './support/sse';
import { testDatabases } from '../helpers/database';
import en from '../../locales/api/en.json';

let keyCounter = 0;
const newKey = () => `track-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const TOKEN_PATH = /^\/track\/([A-Za-z0-9_-]+)$/;

describe.each(testDatabases())('guest tracking (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
  });
  afterAll(() => ctx.close());

  const guestBody = () => ({
    name: 'Myrat',
    phone: '61234567',
    address: 'Magtymguly şaýoly 12',
    payment_method: 'cash',
    delivery_time: 'asap',
    items: [{ product_id: palow, quantity: 2 }],
  });
  async function guestOrder(key = newKey()) {
    const res = await request(ctx.app).post(`${API}/orders-web`).set('Idempotency-Key', key).send(guestBody());
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const token = TOKEN_PATH.exec(res.body.data.tracking_url)?.[1];
    if (!token) throw new Error(`no tracking link in ${JSON.stringify(res.body.data)}`);
    return { order: res.body.data, token, key };
  }

  it('gives a guest a tracking link with a 256-bit token, stored only as its hash', async () => {
    const { order, token } = await guestOrder();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Buffer.from(token, 'base64url').toString('base64url')).toBe(token);
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.tracking_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('tokens differ from order to order, and a repeat of the request answers with the same link', async () => {
    const first = await guestOrder();
    const again = await request(ctx.app).post(`${API}/orders-web`).set('Idempotency-Key', first.key).send(guestBody());
    expect(again.status).toBe(200);
    expect(again.body.data.tracking_url).toBe(`/track/${first.token}`);
    const tokens = new Set([first.token]);
    for (let i = 0; i < 10; i++) tokens.add((await guestOrder()).token);
    expect(tokens.size).toBe(11);
  });

  it('shows the order by its token in the same shape as a customer sees theirs', async () => {
    const { order, token } = await guestOrder();
    const res = await request(ctx.app).get(`${API}/track/${token}`);
    expect(res.status).toBe(200);
    const { tracking_url: _link, ...placed } = order;
    expect(res.body.data).toEqual(placed);
    expect(res.body.data).toMatchObject({
      status: 'new',
      estimated_at: null,
      reject_reason: null,
      change_from: null,
      source: 'web',
      history: [{ status: 'new', actor: 'shopper' }],
    });

    const who = await signUp(ctx);
    await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 1 });
    const mine = await request(ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', newKey())
      .send({ address: 'Bitarap 7', payment_method: 'card', delivery_time: 'asap' });
    expect(mine.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(mine.body.data).sort());
    expect(mine.body.data.tracking_url).toBeUndefined();
  });

  it("another order's token opens that order only; a wrong or malformed token is 404", async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    expect((await request(ctx.app).get(`${API}/track/${a.token}`)).body.data.id).toBe(a.order.id);
    expect((await request(ctx.app).get(`${API}/track/${b.token}`)).body.data.id).toBe(b.order.id);
    const flipped = a.token.slice(0, -1) + (a.token.endsWith('A') ? 'B' : 'A');
    for (const wrong of [flipped, 'A'.repeat(43), a.token.slice(1), `${a.token}x`, 'not-a-token', String(a.order.id)]) {
      const res = await request(ctx.app).get(`${API}/track/${wrong}`).set('Accept-Language', 'en');
      expect(res.status, wrong).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'order_not_found', message: en.errors.order_not_found });
      expect((await request(ctx.app).post(`${API}/track/${wrong}/cancel`)).status).toBe(404);
    }
  });

  it('a guest cancels by the link while the order is new, once; the tracking stream hears it', async () => {
    const { order, token } = await guestOrder();
    const other = await guestOrder();
    const server = await listen(ctx.app);
    const stream = await openStream(`${server.base}${API}/track/${token}/events`);
    try {
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.next((m) => m.retry !== undefined);
      expect((await request(ctx.app).post(`${API}/track/${other.token}/cancel`)).status).toBe(200);
      const res = await request(ctx.app).post(`${API}/track/${token}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
      expect(res.body.data.history.map((h: { status: string; actor: string }) => [h.status, h.actor])).toEqual([
        ['new', 'shopper'],
        ['cancelled', 'shopper'],
      ]);
      await stream.next(eventOf('order.changed', order.id));
      expect(stream.events().map((e) => e.order_id)).toEqual([order.id]);
      expect(stream.events()[0]).toMatchObject({ type: 'order.changed', order_id: order.id, status: 'cancelled' });

      const again = await request(ctx.app).post(`${API}/track/${token}/cancel`).set('Accept-Language', 'en');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'order_not_cancellable', message: en.errors.order_not_cancellable });
    } finally {
      await stream.close();
      await server.close();
    }
  });

  it('a token opens no stream of another order: 404 before any event', async () => {
    const res = await request(ctx.app).get(`${API}/track/${'B'.repeat(43)}/events`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

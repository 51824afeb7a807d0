import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, API, accountsApp, addProduct, nextIp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// Every write takes only its own listed fields: what the server owns (ids, owners, bonus, status, totals,
// timestamps, roles) rides along in each body below and must not reach the database.
// The raw JSON text keeps 2^53 − 1 exact and lets __proto__ travel as an own key.
const SERVER_OWNED =
  `"id":9007199254740991,"user_id":2,"bonus_amount":1000000,"bonus_spent":0,"role":"admin","is_admin":true,` +
  `"phone_verified_at":"2000-01-01T00:00:00.000Z","created_at":"2000-01-01T00:00:00.000Z","updated_at":"2000-01-01T00:00:00.000Z",` +
  `"status":"delivered","number":"HACKED","total":1,"subtotal":1,"delivery_fee":0,"price":1,"order_id":1,"token_hash":"x",` +
  `"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}`;
const withOwned = (body: Record<string, unknown>) => `{${SERVER_OWNED},${JSON.stringify(body).slice(1)}`;

describe.each(testDatabases())('writes take only their listed fields (%s)', (dialect) => {
  let ctx: AccountsContext;
  let product: number;
  let customer: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    product = await addProduct(ctx.db, 4500);
    other = await signUp(ctx);
    customer = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const post = (path: string, raw: string, headers: Record<string, string> = {}) =>
    request(ctx.app).post(`${API}${path}`).set('Content-Type', 'application/json').set('X-Forwarded-For', nextIp()).set(headers).send(raw);
  const user = (id: number) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("POST /register: the id, bonus, role, verification and dates are the server's; later sign-ups do not collide", async () => {
    const phone = nextPhone();
    const res = await post('/register', withOwned({ name: 'Mähri', surname: 'A', phone, email: 'm@example.tm' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await ctx.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.id).toBe(res.body.data.id);
    expect(row.id).toBeLessThan(1000);
    expect(row).toMatchObject({ bonus_amount: 0, phone_verified_at: null, created_at: ctx.clock.now().toISOString() });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const next = await post('/register', JSON.stringify({ name: 'B', phone: nextPhone(), email: 'b@example.tm' }));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.id).toBe(row.id + 1);
  });

  it("POST /login and /login/verify: the session is the phone owner's, whatever the body names", async () => {
    const phone = customer.phone;
    expect((await post('/login', withOwned({ phone }))).status).toBe(200);
    const verify = await post('/login/verify', withOwned({ phone, otp: ctx.sms.lastCode(phone), api_token: 'chosen' }));
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(verify.body.data.api_token).not.toBe('chosen');
    expect(verify.body.data.user.id).toBe(customer.userId);
    const sessions = await ctx.db.selectFrom('sessions').select(['user_id', 'token_hash']).orderBy('id', 'desc').limit(1).execute();
    expect(sessions[0].user_id).toBe(customer.userId);
    expect(sessions[0].token_hash).not.toBe('x');
    ctx.clock.advance(61_000);
  });

  it('POST /users/update: phone, bonus, id and dates stay as they were', async () => {
    const before = await user(customer.userId);
    const res = await post(
      '/users/update',
      withOwned({ name: 'Täze', surname: 'S', email: 'e@example.tm', phone: '65999999' }),
      customer.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await user(customer.userId)).toEqual({ ...before, name: 'Täze', surname: 'S', email: 'e@example.tm' });
    expect(await user(other.userId)).toMatchObject({ bonus_amount: 0 });
  });

  it("POST /users/address: the owner and the date are the server's", async () => {
    const res = await post('/users/address', withOwned({ address: 'Köçe 1' }).replace('"id":9007199254740991,', ''), customer.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await ctx.db.selectFrom('addresses').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: customer.userId, address: 'Köçe 1', created_at: ctx.clock.now().toISOString() });
  });

  it("POST /basket and /basket-multiple: lines are the caller's, with no price of the client's", async () => {
    const one = await post('/basket', withOwned({ product_id: product, quantity: 2 }), customer.auth);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const many = await post(
      '/basket-multiple',
      withOwned({ products: [JSON.parse(withOwned({ product_id: product, quantity: 1 }).replace('"__proto__":{"isAdmin":true},', ''))] }),
      customer.auth,
    );
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    const lines = await ctx.db.selectFrom('basket_lines').selectAll().execute();
    expect(lines.map((l) => l.user_id)).toEqual([customer.userId]);
    expect(lines[0].updated_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  const order = { address: 'Köçe 2', payment_method: 'cash', delivery_time: 'asap' };

  it("POST /orders: status, number, totals, owner and date are the server's", async () => {
    const { quantity } = await ctx.db
      .selectFrom('basket_lines')
      .select('quantity')
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    const res = await post('/orders', withOwned(order), { ...customer.auth, 'Idempotency-Key': 'mass-assignment-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: customer.userId, status: 'new', created_at: ctx.clock.now().toISOString() });
    expect(row.number).not.toBe('HACKED');
    expect(row.total).toBe(row.subtotal + row.delivery_fee - row.bonus_spent);
    expect(row.subtotal).toBe(4500 * quantity);
    expect(row.id).toBeLessThan(1000);
  });

  it("POST /orders-web: a guest's lines are priced by the menu, not by the body", async () => {
    const body = withOwned({
      ...order,
      name: 'G',
      phone: '63000001',
      items: [{ product_id: product, quantity: 2, price: 1, name_en: 'Free' }],
    });
    const res = await post('/orders-web', body, { 'Idempotency-Key': 'mass-assignment-2' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, status: 'new', subtotal: 9000, created_at: ctx.clock.now().toISOString() });
    const lines = await ctx.db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).execute();
    expect(lines.map((l) => [l.price, l.quantity, l.name_en])).toEqual([[4500, 2, expect.stringMatching(/^Pilaf/)]]);
  });

  it('POST /admin/orders/:id/status: only the status moves', async () => {
    const target = await ctx.db.selectFrom('orders').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const res = await post(`/admin/orders/${target.id}/status`, withOwned({ status: 'accepted' }).replace('"status":"delivered",', ''), {
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ ...target, status: 'accepted' });
    expect(await user(customer.userId)).toMatchObject({ bonus_amount: 0 });
  });
});

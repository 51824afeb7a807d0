import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, nextIp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// every desk route behind the staff guard, with a body that would pass validation
const DESK_ROUTES: [method: 'get' | 'post' | 'delete', path: string, body?: object][] = [
  ['post', '/desk/logout'],
  ['get', '/desk/staff'],
  ['post', '/desk/staff', { phone: '+99365000999', role: 'manager' }],
  ['delete', '/desk/staff/1'],
  ['get', '/desk/audit'],
  ['get', '/desk/today'],
  ['get', '/desk/orders.csv?from=2026-03-01&to=2026-03-02'],
  ['get', '/desk/orders'],
  ['get', '/desk/orders/finished?before=1'],
  ['get', '/desk/orders/search?q=123'],
  [
    'post',
    '/desk/orders',
    {
      name: 'A',
      phone: '+99365000998',
      address: 'X',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  ],
  ['get', '/desk/orders/1'],
  ['post', '/desk/orders/1/accept', { minutes: 30 }],
  ['post', '/desk/orders/1/reject', { reason: 'closed' }],
  ['post', '/desk/orders/1/status', { status: 'cooking' }],
  ['get', '/desk/busy'],
  ['post', '/desk/busy', { extra_minutes: 30, length_minutes: 60 }],
  ['delete', '/desk/busy'],
  ['get', '/desk/estimates'],
];

describe.each(testDatabases())('desk access (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());

  const call = (method: 'get' | 'post' | 'delete', path: string, headers: Record<string, string>, body?: object) => {
    const req = request(ctx.app)[method](`${API}${path}`).set(headers).set('Idempotency-Key', 'access-check');
    return body ? req.send(body) : req;
  };

  it.each(DESK_ROUTES)('%s %s: no token 401, a shopper 403 (bearer and cookie), nothing written', async (method, path, body) => {
    const before = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await call(method, path, {}, body)).status).toBe(401);
    const shopper = await signUp(ctx);
    const asBearer = await call(method, path, shopper.auth, body);
    expect(asBearer.status).toBe(403);
    expect(asBearer.body.error).toBe('staff_only');
    const asCookie = await call(
      method,
      path,
      { cookie: `session=${shopper.token}`, origin: 'http://127.0.0.1', host: '127.0.0.1', 'content-type': 'application/json' },
      body,
    );
    expect(asCookie.status).toBe(403);
    const after = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('signs staff in with a code; /me says who and with which role', async () => {
    const owner = await signInStaff(ctx, 'owner', undefined, 'Aýgül');
    const me = await request(ctx.app).get(`${API}/desk/me`).set(owner.auth);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ id: owner.userId, name: 'Aýgül', phone: owner.phone, role: 'owner' });
    const session = await ctx.db
      .selectFrom('sessions')
      .select(['staff_role', 'last_seen_at'])
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ staff_role: 'owner', last_seen_at: ctx.clock.now().toISOString() });
  });

  it('/me answers null with 200 to nobody: no session, a shopper (bearer or cookie), an unknown token', async () => {
    const shopper = await signUp(ctx);
    for (const headers of [{}, shopper.auth, { cookie: `session=${shopper.token}` }, { authorization: 'Bearer nobody' }]) {
      const me = await request(ctx.app).get(`${API}/desk/me`).set(headers);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ success: true, data: null });
    }
  });

  it('sends no code to a phone that is not staff (404 staff_not_found), and a wrong code is 401', async () => {
    const shopper = await signUp(ctx);
    const sent = ctx.sms.sent.length;
    const res = await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone: shopper.phone });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('staff_not_found');
    expect(ctx.sms.sent.length).toBe(sent);

    const phone = nextPhone();
    await signInStaff(ctx, 'manager', phone);
    await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone });
    const code = ctx.sms.lastCode(phone);
    const wrong = await request(ctx.app)
      .post(`${API}/desk/login/verify`)
      .send({ phone, otp: code === '00000' ? '11111' : '00000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_code');
  });

  it('keeps the shopper limits: a second code within 60 s is refused', async () => {
    const phone = nextPhone();
    await signInStaff(ctx, 'manager', phone);
    const ip = nextIp();
    expect((await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', ip).send({ phone })).status).toBe(200);
    const again = await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', ip).send({ phone });
    expect(again.status).toBe(429);
  });

  it('ends a desk session after 12 h without a call, and each call moves the 12 h on', async () => {
    const m = await signInStaff(ctx, 'manager');
    ctx.clock.advance(11 * 3_600_000);
    expect((await request(ctx.app).get(`${API}/desk/me`).set(m.auth)).status).toBe(200);
    ctx.clock.advance(12 * 3_600_000 - 1000);
    expect((await request(ctx.app).get(`${API}/desk/me`).set(m.auth)).status).toBe(200);
    ctx.clock.advance(12 * 3_600_000);
    const expired = await request(ctx.app).get(`${API}/desk/today`).set(m.auth);
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('unauthorized');
    expect((await request(ctx.app).get(`${API}/desk/me`).set(m.auth)).body).toEqual({ success: true, data: null });
  });

  it("does not take a desk session as a shopper's", async () => {
    const m = await signInStaff(ctx, 'manager');
    expect((await request(ctx.app).get(`${API}/user`).set(m.auth)).status).toBe(401);
    expect((await request(ctx.app).get(`${API}/desk/me`).set(m.auth)).status).toBe(200);
  });

  it('takes the desk cookie, renews it, and signs out', async () => {
    const m = await signInStaff(ctx, 'manager');
    const me = await request(ctx.app).get(`${API}/desk/me`).set('cookie', `desk_session=${m.token}`);
    expect(me.status).toBe(200);
    expect(me.headers['set-cookie']?.[0]).toMatch(/^desk_session=.+; Max-Age=43200; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect((await request(ctx.app).post(`${API}/desk/logout`).set(m.auth)).status).toBe(200);
    expect((await request(ctx.app).get(`${API}/desk/today`).set(m.auth)).status).toBe(401);
    expect((await request(ctx.app).get(`${API}/desk/me`).set(m.auth)).body.data).toBeNull();
  });

  // Staff management: desk-staff.test.ts.
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/api/auth/secrets';
import { API, accountsApp, nextIp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

const HOST = 'shop.example.tm';

describe.each(testDatabases())('desk cookie routes at /api/desk (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());

  const browser = (path: string, cookie?: string) => {
    const req = request(ctx.app).post(path).set('Host', HOST).set('Origin', `https://${HOST}`).set('Content-Type', 'application/json');
    return cookie ? req.set('Cookie', cookie) : req;
  };
  async function codeFor(phone: string) {
    await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone });
    return ctx.sms.lastCode(phone);
  }

  it('puts the staff session in its own HttpOnly desk_session cookie (12 h), never in the page, and the desk API takes it', async () => {
    const { phone, userId } = await signInStaff(ctx, 'manager');
    ctx.clock.advance(61_000);
    const res = await browser('/api/desk/verify').send({ phone, otp: await codeFor(phone) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { user: { id: userId, name: `Staff ${phone}`, phone, role: 'manager' } } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^desk_session=[^;]+; Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const token = /desk_session=([^;]+)/.exec(cookie)![1];
    expect(JSON.stringify(res.body)).not.toContain(token);
    const session = await ctx.db
      .selectFrom('sessions')
      .select(['user_id', 'staff_role'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ user_id: userId, staff_role: 'manager' });
    const me = await request(ctx.app).get(`${API}/desk/me`).set('Cookie', `desk_session=${token}`);
    expect(me.body.data.id).toBe(userId);
    // a cookie write from another site is refused
    const csrf = await request(ctx.app)
      .post(`${API}/desk/orders/1/accept`)
      .set('Host', HOST)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .set('Cookie', `desk_session=${token}`)
      .send({ minutes: 30 });
    expect(csrf.status).toBe(403);
    expect(csrf.body.error).toBe('csrf_refused');

    const out = await browser('/api/desk/logout', `desk_session=${token}`).send({});
    expect(out.body).toEqual({ success: true, data: null });
    expect(String(out.headers['set-cookie'])).toMatch(/desk_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await request(ctx.app).get(`${API}/desk/today`).set('Cookie', `desk_session=${token}`)).status).toBe(401);
    expect((await request(ctx.app).get(`${API}/desk/me`).set('Cookie', `desk_session=${token}`)).body.data).toBeNull();
  });

  it("gives a shopper's code no desk cookie, and refuses a cross-site verify", async () => {
    const shopper = await signUp(ctx);
    const refused = await browser('/api/desk/verify').send({ phone: shopper.phone, otp: '12345' });
    expect(refused.status).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const phone = nextPhone();
    await signInStaff(ctx, 'owner', phone);
    ctx.clock.advance(61_000);
    const cross = await request(ctx.app)
      .post('/api/desk/verify')
      .set('Host', HOST)
      .set('Origin', 'https://evil.example')
      .send({ phone, otp: await codeFor(phone) });
    expect(cross.status).toBe(403);
  });

  it('hands the desk cookie (not the shopper cookie) to an external backend at API_ORIGIN as the bearer', async () => {
    const backend = http.createServer(ctx.app);
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', API_ORIGIN: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` });
      const storefront = createApp({ config, database: ctx.database, logger: createLogger(config) });
      const staff = await signInStaff(ctx, 'manager');
      const shopper = await signUp(ctx);
      const me = await request(storefront).get(`${API}/desk/me`).set('Cookie', `session=${shopper.token}; desk_session=${staff.token}`);
      expect(me.status).toBe(200);
      expect(me.body.data.id).toBe(staff.userId);
      const user = await request(storefront).get(`${API}/user`).set('Cookie', `session=${shopper.token}; desk_session=${staff.token}`);
      expect(user.body.data.id).toBe(shopper.userId);
    } finally {
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});

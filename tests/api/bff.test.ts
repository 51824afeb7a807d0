import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';
import { hashToken } from '../../server/api/auth/secrets';
import { SESSION_COOKIE } from '../../shared/session';
import { API, accountsApp, nextIp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

const HOST = 'shop.example.tm';

describe.each(testDatabases())('storefront BFF routes (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());

  // What the browser sends: the cookie, JSON, and this origin.
  const browser = (path: string, token?: string) => {
    const req = request(ctx.app).post(path).set('Host', HOST).set('Origin', `https://${HOST}`).set('Content-Type', 'application/json');
    return token ? req.set('Cookie', `${SESSION_COOKIE}=${token}`) : req;
  };
  const addresses = (userId: number) => ctx.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  describe('POST /api/users/address-upsert', () => {
    it('saves through the backend with the cookie and answers { statusCode, data }', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await browser('/api/users/address-upsert', token).send({
        address: 'Andalyp 10',
        floor: '4',
        latitude: '37.93',
        longitude: '58.41',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        statusCode: 200,
        data: {
          id: expect.any(Number),
          address: 'Andalyp 10',
          apartment: '',
          entrance: '',
          floor: '4',
          comment: '',
          latitude: '37.93',
          longitude: '58.41',
        },
      });
      expect(await addresses(userId)).toHaveLength(1);
      const edit = await browser('/api/users/address-upsert', token).send({ id: res.body.data.id, address: 'Andalyp 12' });
      expect(edit.body).toMatchObject({ statusCode: 200, data: { id: res.body.data.id, address: 'Andalyp 12' } });
      expect((await addresses(userId)).map((a) => a.address)).toEqual(['Andalyp 12']);
    });

    it('passes the backend validation error through', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await browser('/api/users/address-upsert', token).set('Accept-Language', 'en').send({ address: '' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        statusCode: 422,
        data: {
          success: false,
          error: 'validation_failed',
          message: 'Some fields are missing or incorrect.',
          fields: { address: 'required' },
        },
      });
      expect(await addresses(userId)).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      const res = await browser('/api/users/address-upsert').send({ address: 'x' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, data: { error: 'unauthorized' } });
    });

    it.each([
      ['with no Origin (a script)', {}],
      ['from another site', { Origin: 'https://evil.example' }],
    ])('answers 401, not csrf_refused, to a write with no session at all %s', async (_label, headers) => {
      for (const path of ['/api/users/address-upsert', '/api/users/address-remove/1']) {
        const res = await request(ctx.app).post(path).set('Host', HOST).set(headers).type('form').send({ address: 'x' });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, data: { error: 'unauthorized' } });
      }
    });

    it('refuses a cross-site request before anything reaches the backend', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await request(ctx.app)
        .post('/api/users/address-upsert')
        .set('Host', HOST)
        .set('Origin', 'https://evil.example')
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .send({ address: 'Forged' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, data: { error: 'csrf_refused' } });
      expect(await addresses(userId)).toEqual([]);
    });
  });

  describe('POST /api/users/address-remove/{id}', () => {
    it('deletes and answers the remaining list as data.address', async () => {
      const { token, userId } = await signUp(ctx);
      const a = await browser('/api/users/address-upsert', token).send({ address: 'Birinji' });
      const b = await browser('/api/users/address-upsert', token).send({ address: 'Ikinji' });
      const res = await browser(`/api/users/address-remove/${a.body.data.id}`, token).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ statusCode: 200, data: { address: [b.body.data] } });
      expect((await addresses(userId)).map((r) => r.id)).toEqual([b.body.data.id]);
    });

    it("answers 404 for another customer's address", async () => {
      const owner = await signUp(ctx);
      const other = await signUp(ctx);
      const a = await browser('/api/users/address-upsert', owner.token).send({ address: 'Meniňki' });
      const res = await browser(`/api/users/address-remove/${a.body.data.id}`, other.token).send({});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, data: { error: 'address_not_found' } });
      expect(await addresses(owner.userId)).toHaveLength(1);
    });
  });

  // The spec marks the address routes bearer: an app sends the token itself, with no cookie and no Origin.
  describe('address routes with a bearer token', () => {
    const app = (path: string, token: string) => request(ctx.app).post(path).set('Host', HOST).set('Authorization', `Bearer ${token}`);

    it('creates, lists and deletes addresses without a cookie', async () => {
      const { token, userId } = await signUp(ctx);
      const a = await app('/api/users/address-upsert', token).send({ address: 'Bearer 1' });
      const b = await app('/api/users/address-upsert', token).send({ address: 'Bearer 2' });
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ statusCode: 200, data: { address: 'Bearer 1' } });
      expect((await addresses(userId)).map((r) => r.address)).toEqual(['Bearer 1', 'Bearer 2']);
      const removed = await app(`/api/users/address-remove/${a.body.data.id}`, token).send({});
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ statusCode: 200, data: { address: [b.body.data] } });
      expect((await addresses(userId)).map((r) => r.id)).toEqual([b.body.data.id]);
    });

    it('is not held to the same-origin rule (another origin, no Origin, any content type)', async () => {
      const { token, userId } = await signUp(ctx);
      const other = await app('/api/users/address-upsert', token)
        .set('Origin', 'https://app.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ address: 'Elsewhere' });
      expect(other.status).toBe(200);
      const text = await app('/api/users/address-remove/999999', token).set('Content-Type', 'text/plain').send('');
      expect(text.status).toBe(404);
      expect(text.body).toMatchObject({ statusCode: 404, data: { error: 'address_not_found' } });
      expect((await addresses(userId)).map((r) => r.address)).toEqual(['Elsewhere']);
    });

    it('answers 401 for a bearer token that names no session, even with a valid cookie', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await app('/api/users/address-upsert', 'not-a-session')
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .send({ address: 'Mixed' });
      expect(res.status).toBe(401);
      expect(await addresses(userId)).toEqual([]);
    });

    it('still refuses a cross-site write authorised by the cookie', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await request(ctx.app)
        .post('/api/users/address-remove/1')
        .set('Host', HOST)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .set('Content-Type', 'application/json')
        .send({});
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, data: { error: 'csrf_refused' } });
      const form = await request(ctx.app)
        .post('/api/users/address-upsert')
        .set('Host', HOST)
        .set('Origin', `https://${HOST}`)
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .type('form')
        .send({ address: 'Form post' });
      expect(form.status).toBe(403);
      expect(await addresses(userId)).toEqual([]);
    });
  });

  describe('malformed input', () => {
    it('refuses a body nested 5,000 levels deep with a localized 400, before the backend', async () => {
      const { token, userId } = await signUp(ctx);
      for (const raw of ['['.repeat(5000) + ']'.repeat(5000), '{"address":'.repeat(5000) + '"x"' + '}'.repeat(5000)]) {
        const res = await browser('/api/users/address-upsert', token).set('Accept-Language', 'en').send(raw);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          data: { success: false, error: 'body_too_deep', message: 'The request is nested too deeply (more than 32 levels).' },
        });
        const verify = await browser('/api/auth/verify').set('Accept-Language', 'tm').send(raw);
        expect(verify.status).toBe(400);
        expect(verify.body).toMatchObject({ success: false, error: 'body_too_deep', message: expect.stringContaining('32 derejeden') });
      }
      expect(await addresses(userId)).toEqual([]);
    });

    it('answers broken JSON and oversized bodies in the { statusCode, data } envelope', async () => {
      const { token } = await signUp(ctx);
      const broken = await browser('/api/users/address-upsert', token).send('{"address":');
      expect(broken.body).toMatchObject({ statusCode: 400, data: { error: 'invalid_json' } });
      const big = await browser('/api/users/address-upsert', token).send(JSON.stringify({ address: 'x'.repeat(200_000) }));
      expect(big.body).toMatchObject({ statusCode: 413, data: { error: 'payload_too_large' } });
    });

    it('answers 404 for an address id that is not valid percent-encoding', async () => {
      const { token } = await signUp(ctx);
      const res = await browser('/api/users/address-remove/%E0%A4%A', token).send({});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, data: { error: 'address_not_found' } });
    });

    it('answers JSON 404 for an unknown /api path', async () => {
      const res = await browser('/api/users/nothing-here').send({});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'not_found' });
    });
  });

  describe('POST /api/auth/verify and /api/auth/logout', () => {
    async function codeFor(phone: string) {
      await request(ctx.app)
        .post(`${API}/register`)
        .set('X-Forwarded-For', nextIp())
        .send({ name: 'Batyr', surname: '', phone, email: 'batyr@example.tm' });
      return ctx.sms.lastCode(phone);
    }

    it('sets the HttpOnly session cookie and never shows the token to the page', async () => {
      const phone = nextPhone();
      const res = await browser('/api/auth/verify').send({ phone, otp: await codeFor(phone) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { user: expect.objectContaining({ username: phone, name: 'Batyr' }) } });
      const cookie = String(res.headers['set-cookie']);
      const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)![1];
      expect(JSON.stringify(res.body)).not.toContain(token);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const session = await ctx.db.selectFrom('sessions').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
      expect(session).toBeDefined();
      const me = await request(ctx.app).get(`${API}/user`).set('Cookie', `${SESSION_COOKIE}=${token}`);
      expect(me.body.data.username).toBe(phone);
    });

    it('marks the cookie Secure behind TLS', async () => {
      const phone = nextPhone();
      const res = await browser('/api/auth/verify')
        .set('X-Forwarded-Proto', 'https')
        .send({ phone, otp: await codeFor(phone) });
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    });

    it('passes a wrong code through as 401 and sets no cookie', async () => {
      const phone = nextPhone();
      const code = await codeFor(phone);
      const res = await browser('/api/auth/verify').send({ phone, otp: code === '12345' ? '54321' : '12345' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_code' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a cross-site verify (login CSRF)', async () => {
      const phone = nextPhone();
      const res = await request(ctx.app)
        .post('/api/auth/verify')
        .set('Host', HOST)
        .set('Origin', 'https://evil.example')
        .send({ phone, otp: await codeFor(phone) });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: 'csrf_refused' });
    });

    it('logout revokes the session and clears the cookie', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await browser('/api/auth/logout', token).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null });
      expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      const session = await ctx.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(session.revoked_at).not.toBeNull();
      expect((await request(ctx.app).get(`${API}/user`).set('Cookie', `${SESSION_COOKIE}=${token}`)).status).toBe(401);
    });

    it('logout without a session still clears the cookie', async () => {
      const res = await browser('/api/auth/logout').send({});
      expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    });
  });

  it('talks to an external backend at API_ORIGIN', async () => {
    const backend = http.createServer(ctx.app);
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
      const config = loadConfig({ LOG_LEVEL: 'silent', API_ORIGIN: origin });
      const storefront = createApp({ config, database: ctx.database, logger: createLogger(config) });
      const { token, userId } = await signUp(ctx);
      const res = await request(storefront)
        .post('/api/users/address-upsert')
        .set('Host', HOST)
        .set('Origin', `https://${HOST}`)
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .send({ address: 'Uzakdaky' });
      expect(res.body).toMatchObject({ statusCode: 200, data: { address: 'Uzakdaky' } });
      expect(await addresses(userId)).toHaveLength(1);
    } finally {
      backend.closeAllConnections();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});

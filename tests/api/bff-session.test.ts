import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';
import { hashToken } from '../../server/api/auth/secrets';
import { SESSION_COOKIE } from '../../shared/session';
import { API, nextIp, nextPhone, signUp } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { BFF_HOST, useBffShop } from '../helpers/bff';

describe.each(testDatabases())('storefront BFF sign-in, bodies and backend (%s)', (dialect) => {
  const shop = useBffShop(dialect);
  const { browser, addresses } = shop;

  describe('malformed input', () => {
    it('refuses a body nested 5,000 levels deep with a localized 400, before the backend', async () => {
      const { token, userId } = await signUp(shop.ctx);
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
      const { token } = await signUp(shop.ctx);
      const broken = await browser('/api/users/address-upsert', token).send('{"address":');
      expect(broken.body).toMatchObject({ statusCode: 400, data: { error: 'invalid_json' } });
      const big = await browser('/api/users/address-upsert', token).send(JSON.stringify({ address: 'x'.repeat(200_000) }));
      expect(big.body).toMatchObject({ statusCode: 413, data: { error: 'payload_too_large' } });
    });

    it('answers 404 for an address id that is not valid percent-encoding', async () => {
      const { token } = await signUp(shop.ctx);
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
      await request(shop.ctx.app)
        .post(`${API}/register`)
        .set('X-Forwarded-For', nextIp())
        .send({ name: 'Batyr', surname: '', phone, email: 'batyr@example.tm' });
      return shop.ctx.sms.lastCode(phone);
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
      const session = await shop.ctx.db
        .selectFrom('sessions')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      expect(session).toBeDefined();
      const me = await request(shop.ctx.app).get(`${API}/user`).set('Cookie', `${SESSION_COOKIE}=${token}`);
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
      const res = await request(shop.ctx.app)
        .post('/api/auth/verify')
        .set('Host', BFF_HOST)
        .set('Origin', 'https://evil.example')
        .send({ phone, otp: await codeFor(phone) });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: 'csrf_refused' });
    });

    it('logout revokes the session and clears the cookie', async () => {
      const { token, userId } = await signUp(shop.ctx);
      const res = await browser('/api/auth/logout', token).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null });
      expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      const session = await shop.ctx.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(session.revoked_at).not.toBeNull();
      expect((await request(shop.ctx.app).get(`${API}/user`).set('Cookie', `${SESSION_COOKIE}=${token}`)).status).toBe(401);
    });

    it('logout without a session still clears the cookie', async () => {
      const res = await browser('/api/auth/logout').send({});
      expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    });
  });

  it('talks to an external backend at API_ORIGIN', async () => {
    const backend = http.createServer(shop.ctx.app);
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
      const config = loadConfig({ LOG_LEVEL: 'silent', API_ORIGIN: origin });
      const storefront = createApp({ config, database: shop.ctx.database, logger: createLogger(config) });
      const { token, userId } = await signUp(shop.ctx);
      const res = await request(storefront)
        .post('/api/users/address-upsert')
        .set('Host', BFF_HOST)
        .set('Origin', `https://${BFF_HOST}`)
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

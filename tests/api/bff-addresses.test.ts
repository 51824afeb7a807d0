import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../shared/session';
import { signUp } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { BFF_HOST, useBffShop } from '../helpers/bff';

describe.each(testDatabases())('storefront BFF address routes (%s)', (dialect) => {
  const shop = useBffShop(dialect);
  const { browser, addresses } = shop;

  describe('POST /api/users/address-upsert', () => {
    it('saves through the backend with the cookie and answers { statusCode, data }', async () => {
      const { token, userId } = await signUp(shop.ctx);
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
      const { token, userId } = await signUp(shop.ctx);
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
        const res = await request(shop.ctx.app).post(path).set('Host', BFF_HOST).set(headers).type('form').send({ address: 'x' });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, data: { error: 'unauthorized' } });
      }
    });

    it('refuses a cross-site request before anything reaches the backend', async () => {
      const { token, userId } = await signUp(shop.ctx);
      const res = await request(shop.ctx.app)
        .post('/api/users/address-upsert')
        .set('Host', BFF_HOST)
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
      const { token, userId } = await signUp(shop.ctx);
      const a = await browser('/api/users/address-upsert', token).send({ address: 'Birinji' });
      const b = await browser('/api/users/address-upsert', token).send({ address: 'Ikinji' });
      const res = await browser(`/api/users/address-remove/${a.body.data.id}`, token).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ statusCode: 200, data: { address: [b.body.data] } });
      expect((await addresses(userId)).map((r) => r.id)).toEqual([b.body.data.id]);
    });

    it("answers 404 for another customer's address", async () => {
      const owner = await signUp(shop.ctx);
      const other = await signUp(shop.ctx);
      const a = await browser('/api/users/address-upsert', owner.token).send({ address: 'Meniňki' });
      const res = await browser(`/api/users/address-remove/${a.body.data.id}`, other.token).send({});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, data: { error: 'address_not_found' } });
      expect(await addresses(owner.userId)).toHaveLength(1);
    });
  });

  // The spec marks the address routes bearer: an app sends the token itself, with no cookie and no Origin.
  describe('address routes with a bearer token', () => {
    const app = (path: string, token: string) =>
      request(shop.ctx.app).post(path).set('Host', BFF_HOST).set('Authorization', `Bearer ${token}`);

    it('creates, lists and deletes addresses without a cookie', async () => {
      const { token, userId } = await signUp(shop.ctx);
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
      const { token, userId } = await signUp(shop.ctx);
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
      const { token, userId } = await signUp(shop.ctx);
      const res = await app('/api/users/address-upsert', 'not-a-session')
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .send({ address: 'Mixed' });
      expect(res.status).toBe(401);
      expect(await addresses(userId)).toEqual([]);
    });

    it('still refuses a cross-site write authorised by the cookie', async () => {
      const { token, userId } = await signUp(shop.ctx);
      const res = await request(shop.ctx.app)
        .post('/api/users/address-remove/1')
        .set('Host', BFF_HOST)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .set('Content-Type', 'application/json')
        .send({});
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, data: { error: 'csrf_refused' } });
      const form = await request(shop.ctx.app)
        .post('/api/users/address-upsert')
        .set('Host', BFF_HOST)
        .set('Origin', `https://${BFF_HOST}`)
        .set('Cookie', `${SESSION_COOKIE}=${token}`)
        .type('form')
        .send({ address: 'Form post' });
      expect(form.status).toBe(403);
      expect(await addresses(userId)).toEqual([]);
    });
  });
});

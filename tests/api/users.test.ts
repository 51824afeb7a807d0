import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../shared/session';
import { API, accountsApp, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('profile (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());

  const user = (id: number) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('GET /user', () => {
    it('returns the user with username = phone, bonus as money and the address list', async () => {
      const { auth, userId, phone } = await signUp(ctx);
      await ctx.db.updateTable('users').set({ bonus_amount: 1250 }).where('id', '=', userId).execute();
      await request(ctx.app).post(`${API}/users/address`).set(auth).send({ address: 'Oguzhan köçesi 12' });
      const res = await request(ctx.app).get(`${API}/user`).set(auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: userId,
          name: 'Aýna',
          surname: 'Orazowa',
          email: 'ayna@example.tm',
          username: phone,
          bonus_amount: '12.50',
          address: [
            {
              id: expect.any(Number),
              address: 'Oguzhan köçesi 12',
              apartment: '',
              entrance: '',
              floor: '',
              comment: '',
              latitude: '',
              longitude: '',
            },
          ],
        },
      });
    });

    it('is 401 without a session', async () => {
      const res = await request(ctx.app).get(`${API}/user`);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: 'unauthorized' });
    });
  });

  describe('POST /users/update', () => {
    it('changes name, surname and email only; phone and bonus stay', async () => {
      const { auth, userId, phone } = await signUp(ctx);
      await ctx.db.updateTable('users').set({ bonus_amount: 500 }).where('id', '=', userId).execute();
      const res = await request(ctx.app).post(`${API}/users/update`).set(auth).send({
        name: ' Jeren ',
        surname: 'Berdiýewa',
        email: 'jeren@example.tm',
        phone: '62222222',
        username: '62222222',
        bonus_amount: '999.00',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Jeren',
        surname: 'Berdiýewa',
        email: 'jeren@example.tm',
        username: phone,
        bonus_amount: '5.00',
      });
      expect(await user(userId)).toMatchObject({
        name: 'Jeren',
        surname: 'Berdiýewa',
        email: 'jeren@example.tm',
        phone,
        bonus_amount: 500,
      });
    });

    it('allows an empty surname and email', async () => {
      const { auth, userId } = await signUp(ctx);
      const res = await request(ctx.app).post(`${API}/users/update`).set(auth).send({ name: 'Aý' });
      expect(res.status).toBe(200);
      expect(await user(userId)).toMatchObject({ name: 'Aý', surname: '', email: '' });
    });

    it.each([
      [{ surname: 'x' }, { name: 'required' }],
      [{ name: '' }, { name: 'required' }],
      [{ name: 42 }, { name: 'invalid' }],
      [{ name: 'a'.repeat(101) }, { name: 'too_long' }],
      [{ name: 'A', email: ['x'] }, { email: 'invalid' }],
      // superstruct cannot even describe this value; still a 422, not a 500
      [{ name: { toString: '' } }, { body: 'invalid' }],
    ])('answers 422 for %j and changes nothing', async (body, fields) => {
      const { auth, userId } = await signUp(ctx);
      const before = await user(userId);
      const res = await request(ctx.app).post(`${API}/users/update`).set(auth).send(body);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await user(userId)).toEqual(before);
    });

    it('is 401 without a session', async () => {
      expect((await request(ctx.app).post(`${API}/users/update`).send({ name: 'X' })).status).toBe(401);
    });
  });

  describe('the session cookie and the CSRF rule', () => {
    const host = 'shop.example.tm';
    const cookieWrite = (token: string) =>
      request(ctx.app).post(`${API}/users/update`).set('Host', host).set('Cookie', `${SESSION_COOKIE}=${token}`);

    it('reads with the cookie alone', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await request(ctx.app).get(`${API}/user`).set('Cookie', `${SESSION_COOKIE}=${token}`);
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(userId);
    });

    it.each([
      ['Origin of this host', { Origin: `https://${host}` }],
      ['Sec-Fetch-Site same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
      ['Sec-Fetch-Site none', { 'Sec-Fetch-Site': 'none' }],
      ['Referer of this host', { Referer: `https://${host}/en/checkout` }],
    ])('accepts a JSON write with %s', async (_label, headers) => {
      const { token, userId } = await signUp(ctx);
      const res = await cookieWrite(token).set(headers).send({ name: 'Same origin' });
      expect(res.status).toBe(200);
      expect((await user(userId)).name).toBe('Same origin');
    });

    it.each([
      ['no origin information at all', {}],
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      ['Origin null', { Origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: `https://${host}` }],
      ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
      ['a foreign Referer', { Referer: 'https://evil.example/page' }],
    ])('refuses a cookie write with %s (403 csrf_refused)', async (_label, headers) => {
      const { token, userId } = await signUp(ctx);
      const res = await cookieWrite(token).set(headers).send({ name: 'Forged' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: 'csrf_refused' });
      expect((await user(userId)).name).toBe('Aýna');
    });

    it('refuses a same-origin cookie write that is not JSON (what a form would send)', async () => {
      const { token, userId } = await signUp(ctx);
      const res = await cookieWrite(token).set('Origin', `https://${host}`).type('form').send('name=Forged');
      expect(res.status).toBe(403);
      expect((await user(userId)).name).toBe('Aýna');
    });

    it('treats a JSON-looking cookie value as no session', async () => {
      const res = await request(ctx.app)
        .get(`${API}/user`)
        .set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent('j:{"a":1}')}`);
      expect(res.status).toBe(401);
    });

    it('does not apply the rule to a bearer write', async () => {
      const { auth } = await signUp(ctx);
      const res = await request(ctx.app)
        .post(`${API}/users/update`)
        .set(auth)
        .set('Origin', 'https://elsewhere.example')
        .send({ name: 'App' });
      expect(res.status).toBe(200);
    });

    it('renews the cookie when the session slides', async () => {
      const { token } = await signUp(ctx);
      ctx.clock.advance(2 * 24 * 60 * 60 * 1000);
      const res = await request(ctx.app).get(`${API}/user`).set('Cookie', `${SESSION_COOKIE}=${token}`);
      expect(res.status).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=2592000/);
    });
  });
});

// Asking for a sign-in code and trading it for a session. The send and guess limits: sign-in-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { codePepper, hashCode, hashToken } from '../../server/api/auth/secrets';
import { storeCode } from '../../server/api/auth/repo';
import request from 'supertest';
import { API, nextPhone, signUp } from './support/accounts';
import { authApi, MINUTE } from '../helpers/auth';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('sign-in by code (%s)', (dialect) => {
  const api = authApi(dialect);
  const { post, register, userRow } = api;

  describe('POST /login', () => {
    it('answers 404 user_not_found for an unknown phone and sends nothing', async () => {
      const phone = nextPhone();
      const sent = api.ctx.sms.sent.length;
      const res = await post('/login', { phone });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'user_not_found', message: expect.any(String) });
      expect(api.ctx.sms.sent.length).toBe(sent);
      expect(await api.ctx.db.selectFrom('sign_in_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    });

    it('sends a new code to a known phone and voids the older one', async () => {
      const { phone, userId } = await signUp(api.ctx);
      const res = await post('/login', { phone: `+993${phone}` });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: userId });
      const live = await api.ctx.db
        .selectFrom('sign_in_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
      expect(live[0].purpose).toBe('login');
    });

    it('rejects a malformed phone with 422', async () => {
      const res = await post('/login', { phone: 'abc' });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ phone: 'invalid' });
    });
  });

  describe('POST /login/verify', () => {
    it('opens a session: the token is returned once and only its hash is stored', async () => {
      const phone = nextPhone();
      await register(phone);
      const res = await post('/login/verify', { phone, otp: api.ctx.sms.lastCode(phone) });
      expect(res.status).toBe(200);
      const { api_token, user } = res.body.data;
      expect(api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user).toMatchObject({ name: 'Merdan', username: phone, bonus_amount: '0.00', address: [] });
      const session = await api.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.token_hash).toBe(hashToken(api_token));
      expect(Date.parse(session.expires_at) - api.ctx.clock.now().getTime()).toBe(30 * 24 * 60 * MINUTE);
      expect((await userRow(phone))!.phone_verified_at).toBe(api.ctx.clock.now().toISOString());
      const me = await request(api.ctx.app).get(`${API}/user`).set('Authorization', `Bearer ${api_token}`);
      expect(me.status).toBe(200);
      expect(me.body.data.id).toBe(user.id);
    });

    it('answers a wrong code and an unknown phone identically', async () => {
      const phone = nextPhone();
      await register(phone);
      const code = api.ctx.sms.lastCode(phone);
      const wrong = await post('/login/verify', { phone, otp: code === '11111' ? '22222' : '11111' });
      const unknown = await post('/login/verify', { phone: nextPhone(), otp: code });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({ success: false, error: 'invalid_code' });
    });

    it('takes the code as a number and puts back a leading zero', async () => {
      const { phone } = await signUp(api.ctx);
      await storeCode(api.ctx.db, phone, hashCode(await codePepper(api.ctx.db), phone, '01234'), 'login', api.ctx.clock.now(), 300);
      const res = await post('/login/verify', { phone, otp: 1234 });
      expect(res.status).toBe(200);
    });

    it('uses a code once', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = api.ctx.sms.lastCode(phone);
      expect((await post('/login/verify', { phone, otp })).status).toBe(200);
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
    });

    it('lets a code expire after 5 minutes (injected clock)', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = api.ctx.sms.lastCode(phone);
      api.ctx.clock.advance(5 * MINUTE);
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
      const again = nextPhone();
      await register(again);
      api.ctx.clock.advance(5 * MINUTE - 1000);
      expect((await post('/login/verify', { phone: again, otp: api.ctx.sms.lastCode(again) })).status).toBe(200);
    });

    it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = api.ctx.sms.lastCode(phone);
      const wrong = otp === '99999' ? '00000' : '99999';
      for (let i = 0; i < 5; i++) expect((await post('/login/verify', { phone, otp: wrong })).status).toBe(401);
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
      const row = await api.ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = api.ctx.sms.lastCode(phone);
      const wrong = otp === '99999' ? '00000' : '99999';
      for (let i = 0; i < 4; i++) await post('/login/verify', { phone, otp: wrong });
      expect((await post('/login/verify', { phone, otp })).status).toBe(200);
    });

    // 8, not more: the phone's 10 wrong guesses a day would answer 429 before the code's tries matter
    it('counts parallel guesses: 8 at once spend at most 5 tries', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = api.ctx.sms.lastCode(phone);
      const wrong = otp === '99999' ? '00000' : '99999';
      await Promise.all(Array.from({ length: 8 }, () => post('/login/verify', { phone, otp: wrong })));
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
    });

    it.each([
      [{ phone: '61234567' }, { otp: 'required' }],
      [{ phone: '61234567', otp: '1234' }, { otp: 'invalid' }],
      [{ phone: '61234567', otp: 'abcde' }, { otp: 'invalid' }],
      [{ phone: '61234567', otp: 123456 }, { otp: 'invalid' }],
      [{ phone: '61234567', otp: 1.5 }, { otp: 'invalid' }],
      [{ otp: '12345' }, { phone: 'required' }],
    ])('answers 422 for %j', async (body, fields) => {
      const res = await post('/login/verify', body);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
    });
  });
});

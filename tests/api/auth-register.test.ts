// POST /register: a new or unconfirmed user, a code sent, bad input refused. Codes: auth-codes; sessions: auth-sessions.
import { describe, expect, it } from 'vitest';
import { codePepper, hashCode } from '../../server/api/auth/secrets';
import { nextIp, nextPhone, signUp, API } from './support/accounts';
import request from 'supertest';
import { authApi, MINUTE } from '../helpers/auth';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('registration by code (%s)', (dialect) => {
  const api = authApi(dialect);
  const { post, register, userRow } = api;

  describe('POST /register', () => {
    it('creates an unconfirmed user, stores only a hash of the code and sends the code', async () => {
      const phone = nextPhone();
      const res = await register(`+993${phone}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) } });
      const user = await userRow(phone);
      expect(user).toMatchObject({
        id: res.body.data.id,
        name: 'Merdan',
        surname: 'Annaýew',
        email: 'merdan@example.tm',
        bonus_amount: 0,
        phone_verified_at: null,
      });
      const code = api.ctx.sms.lastCode(phone);
      const rows = await api.ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ purpose: 'register', attempts: 0, used_at: null });
      expect(rows[0].code_hash).not.toContain(code);
      expect(rows[0].code_hash).toBe(hashCode(await codePepper(api.ctx.db), phone, code));
      expect(Date.parse(rows[0].expires_at) - api.ctx.clock.now().getTime()).toBe(5 * MINUTE);
    });

    it('refuses a confirmed phone with 409 phone_taken in the asked language', async () => {
      const { phone } = await signUp(api.ctx);
      const res = await request(api.ctx.app)
        .post(`${API}/register`)
        .set('X-Forwarded-For', nextIp())
        .set('Accept-Language', 'ru')
        .send({ name: 'Other', surname: '', phone, email: 'x@y.tm' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        error: 'phone_taken',
        message: 'Этот номер телефона уже зарегистрирован. Войдите в аккаунт.',
      });
      expect((await userRow(phone))!.name).toBe('Aýna');
    });

    it('lets an unconfirmed registration be redone with the same id', async () => {
      const phone = nextPhone();
      const first = await register(phone);
      api.ctx.clock.advance(61_000);
      const second = await register(phone, { name: 'Merdan II' });
      expect(second.status).toBe(200);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect((await userRow(phone))!.name).toBe('Merdan II');
      const codes = await api.ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).orderBy('id').execute();
      expect(codes.map((c) => c.used_at === null)).toEqual([false, true]);
    });

    it.each([
      [{ surname: 'A', phone: '61234567', email: 'a@b.tm' }, { name: 'required' }],
      [{ name: '   ', phone: '61234567', email: 'a@b.tm' }, { name: 'required' }],
      [{ name: 'A', phone: '12345678', email: 'a@b.tm' }, { phone: 'invalid' }],
      [{ name: 'A', phone: '6123456', email: 'a@b.tm' }, { phone: 'invalid' }],
      [{ name: 'A', phone: '+99461234567', email: 'a@b.tm' }, { phone: 'invalid' }],
      [{ name: 'A', phone: 61234567, email: 'a@b.tm' }, { phone: 'invalid' }],
      [{ name: 'A', phone: '61234567' }, { email: 'required' }],
      [{ name: 'A', phone: '61234567', email: 'a@b.tm', surname: 5 }, { surname: 'invalid' }],
    ])('answers 422 with fields for %j', async (body, fields) => {
      const before = await api.ctx.db.selectFrom('users').select('id').execute();
      const res = await post('/register', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: 'validation_failed', fields });
      expect(await api.ctx.db.selectFrom('users').select('id').execute()).toEqual(before);
    });
  });
});

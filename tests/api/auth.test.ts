import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePepper, hashCode, hashToken } from '../../server/api/auth/secrets';
import { storeCode } from '../../server/api/auth/repo';
import { API, accountsApp, nextIp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

const MINUTE = 60_000;

describe.each(testDatabases())('sign-in by code (%s)', (dialect) => {
  let ctx: AccountsContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _e, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    ctx = await accountsApp(dialect, {}, stream);
  });
  afterAll(() => ctx.close());

  const post = (path: string, body: unknown, ip = nextIp()) =>
    request(ctx.app)
      .post(`${API}${path}`)
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const register = (phone: string, extra: Record<string, unknown> = {}) =>
    post('/register', { name: 'Merdan', surname: 'Annaýew', phone, email: 'merdan@example.tm', ...extra });
  const userRow = (phone: string) => ctx.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

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
      const code = ctx.sms.lastCode(phone);
      const rows = await ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ purpose: 'register', attempts: 0, used_at: null });
      expect(rows[0].code_hash).not.toContain(code);
      expect(rows[0].code_hash).toBe(hashCode(await codePepper(ctx.db), phone, code));
      expect(Date.parse(rows[0].expires_at) - ctx.clock.now().getTime()).toBe(5 * MINUTE);
    });

    it('refuses a confirmed phone with 409 phone_taken in the asked language', async () => {
      const { phone } = await signUp(ctx);
      const res = await request(ctx.app)
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
      ctx.clock.advance(61_000);
      const second = await register(phone, { name: 'Merdan II' });
      expect(second.status).toBe(200);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect((await userRow(phone))!.name).toBe('Merdan II');
      const codes = await ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).orderBy('id').execute();
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
      const before = await ctx.db.selectFrom('users').select('id').execute();
      const res = await post('/register', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: 'validation_failed', fields });
      expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual(before);
    });
  });

  describe('POST /login', () => {
    it('answers 404 user_not_found for an unknown phone and sends nothing', async () => {
      const phone = nextPhone();
      const sent = ctx.sms.sent.length;
      const res = await post('/login', { phone });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'user_not_found', message: expect.any(String) });
      expect(ctx.sms.sent.length).toBe(sent);
      expect(await ctx.db.selectFrom('sign_in_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    });

    it('sends a new code to a known phone and voids the older one', async () => {
      const { phone, userId } = await signUp(ctx);
      const res = await post('/login', { phone: `+993${phone}` });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: userId });
      const live = await ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).where('used_at', 'is', null).execute();
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
      const res = await post('/login/verify', { phone, otp: ctx.sms.lastCode(phone) });
      expect(res.status).toBe(200);
      const { api_token, user } = res.body.data;
      expect(api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user).toMatchObject({ name: 'Merdan', username: phone, bonus_amount: '0.00', address: [] });
      const session = await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.token_hash).toBe(hashToken(api_token));
      expect(Date.parse(session.expires_at) - ctx.clock.now().getTime()).toBe(30 * 24 * 60 * MINUTE);
      expect((await userRow(phone))!.phone_verified_at).toBe(ctx.clock.now().toISOString());
      const me = await request(ctx.app).get(`${API}/user`).set('Authorization', `Bearer ${api_token}`);
      expect(me.status).toBe(200);
      expect(me.body.data.id).toBe(user.id);
    });

    it('answers a wrong code and an unknown phone identically', async () => {
      const phone = nextPhone();
      await register(phone);
      const code = ctx.sms.lastCode(phone);
      const wrong = await post('/login/verify', { phone, otp: code === '11111' ? '22222' : '11111' });
      const unknown = await post('/login/verify', { phone: nextPhone(), otp: code });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({ success: false, error: 'invalid_code' });
    });

    it('takes the code as a number and puts back a leading zero', async () => {
      const { phone } = await signUp(ctx);
      await storeCode(ctx.db, phone, hashCode(await codePepper(ctx.db), phone, '01234'), 'login', ctx.clock.now(), 300);
      const res = await post('/login/verify', { phone, otp: 1234 });
      expect(res.status).toBe(200);
    });

    it('uses a code once', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = ctx.sms.lastCode(phone);
      expect((await post('/login/verify', { phone, otp })).status).toBe(200);
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
    });

    it('lets a code expire after 5 minutes (injected clock)', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = ctx.sms.lastCode(phone);
      ctx.clock.advance(5 * MINUTE);
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
      const again = nextPhone();
      await register(again);
      ctx.clock.advance(5 * MINUTE - 1000);
      expect((await post('/login/verify', { phone: again, otp: ctx.sms.lastCode(again) })).status).toBe(200);
    });

    it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = ctx.sms.lastCode(phone);
      const wrong = otp === '99999' ? '00000' : '99999';
      for (let i = 0; i < 5; i++) expect((await post('/login/verify', { phone, otp: wrong })).status).toBe(401);
      expect((await post('/login/verify', { phone, otp })).status).toBe(401);
      const row = await ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = ctx.sms.lastCode(phone);
      const wrong = otp === '99999' ? '00000' : '99999';
      for (let i = 0; i < 4; i++) await post('/login/verify', { phone, otp: wrong });
      expect((await post('/login/verify', { phone, otp })).status).toBe(200);
    });

    // 8, not more: the phone's 10 wrong guesses a day would answer 429 before the code's tries matter
    it('counts parallel guesses: 8 at once spend at most 5 tries', async () => {
      const phone = nextPhone();
      await register(phone);
      const otp = ctx.sms.lastCode(phone);
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

  // The send and guess limits: sign-in-limits.test.ts.

  describe('sessions', () => {
    it('logout revokes the token', async () => {
      const { auth, userId } = await signUp(ctx);
      const res = await request(ctx.app).post(`${API}/logout`).set(auth);
      expect(res.status).toBe(200);
      expect((await request(ctx.app).get(`${API}/user`).set(auth)).status).toBe(401);
      const session = await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(session.revoked_at).toBe(ctx.clock.now().toISOString());
    });

    it('logout without a token is 401', async () => {
      const res = await request(ctx.app).post(`${API}/logout`);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    });

    it('slides 30 days from the last use and ends after 30 idle days', async () => {
      const { auth, userId } = await signUp(ctx);
      ctx.clock.advance(20 * 24 * 60 * MINUTE);
      expect((await request(ctx.app).get(`${API}/user`).set(auth)).status).toBe(200);
      const session = await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(Date.parse(session.expires_at)).toBe(ctx.clock.now().getTime() + 30 * 24 * 60 * MINUTE);
      ctx.clock.advance(29 * 24 * 60 * MINUTE);
      expect((await request(ctx.app).get(`${API}/user`).set(auth)).status).toBe(200);
      ctx.clock.advance(30 * 24 * 60 * MINUTE + 1000);
      expect((await request(ctx.app).get(`${API}/user`).set(auth)).status).toBe(401);
    });

    it('refuses a made-up token', async () => {
      const res = await request(ctx.app).get(`${API}/user`).set('Authorization', 'Bearer not-a-real-token');
      expect(res.status).toBe(401);
    });
  });

  it('never writes a sign-in code or a session token to the log', async () => {
    const { token, phone } = await signUp(ctx);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const codes = ctx.sms.sent.filter((m) => m.phone === phone).map((m) => /\d{5}/.exec(m.text)![0]);
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    // a code standing alone, not five digits inside a timestamp
    for (const code of codes) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toContain(token);
  });
});

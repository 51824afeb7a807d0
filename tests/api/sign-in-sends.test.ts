import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, nextIp, nextPhone, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { DAY, MINUTE, useSignInShop } from '../helpers/sign-in';

describe.each(testDatabases())('sign-in limits: sends (%s)', (dialect) => {
  const shop = useSignInShop(dialect);
  const { post, register, count, sentTo } = shop;

  describe('sends (kept in the database)', () => {
    it('allows one code per phone per 60 s, with Retry-After', async () => {
      const { phone } = await signUp(shop.ctx);
      expect((await post('/login', { phone })).status).toBe(200);
      shop.ctx.clock.advance(20_000);
      const res = await post('/login', { phone });
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('too_many_requests');
      expect(res.headers['retry-after']).toBe('40');
      expect(await count(`sms:phone:60s:${phone}`)).toBe(2);
      shop.ctx.clock.advance(41_000);
      expect((await post('/login', { phone })).status).toBe(200);
    });

    it('allows at most 3 codes per phone in 10 minutes', async () => {
      const phone = nextPhone();
      for (let i = 0; i < 3; i++) {
        expect((await register(phone)).status).toBe(200);
        shop.ctx.clock.advance(61_000);
      }
      const res = await register(phone);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe(String(10 * 60 - 3 * 61));
      expect(sentTo(phone)).toBe(3);
      shop.ctx.clock.advance(10 * MINUTE - 3 * 61_000);
      expect((await register(phone)).status).toBe(200);
    });

    it("says the wait in the shopper's words in all three languages, never raw seconds", async () => {
      const phone = nextPhone();
      for (let i = 0; i < 3; i++) {
        expect((await register(phone)).status).toBe(200);
        shop.ctx.clock.advance(61_000);
      }
      // 417 s of the 10-minute window are left: said as 7 minutes (rounded up), sent as seconds in Retry-After;
      // a minute later 356 s (6 minutes), then 295 s (5 minutes)
      const body = { name: 'Merdan', surname: '', phone, email: 'merdan@example.tm' };
      const answers = [];
      for (const language of ['en', 'ru', 'tk']) {
        const res = await post('/register', body, nextIp(), language);
        answers.push([res.status, res.headers['retry-after'], res.body.message]);
        shop.ctx.clock.advance(61_000);
      }
      expect(answers).toEqual([
        [429, '417', 'Too many attempts. Try again in 7 minutes.'],
        [429, '356', 'Слишком много попыток. Повторите через 6 минут.'],
        [429, '295', 'Synanyşyk köp boldy. 5 minutdan soň gaýtadan synanyşyň.'],
      ]);
    });

    it('allows at most 10 codes per phone in 24 hours', async () => {
      const phone = nextPhone();
      for (let i = 0; i < 10; i++) {
        expect((await register(phone)).status).toBe(200);
        shop.ctx.clock.advance(10 * MINUTE);
      }
      const res = await register(phone);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBe((DAY - 100 * MINUTE) / 1000);
      expect(sentTo(phone)).toBe(10);
      shop.ctx.clock.advance(DAY - 100 * MINUTE);
      expect((await register(phone)).status).toBe(200);
    });

    it('gives a code to each of 200 phones behind one carrier address within an hour, shoppers and staff alike', async () => {
      const ip = nextIp();
      const phones = Array.from({ length: 200 }, () => nextPhone());
      for (const [i, phone] of phones.entries()) {
        const res = await register(phone, ip);
        expect([i, res.status]).toEqual([i, 200]);
        shop.ctx.clock.advance(15_000); // 200 in 50 minutes
      }
      expect(phones.every((phone) => sentTo(phone) === 1)).toBe(true);
      const staff = await signInStaff(shop.ctx, 'manager');
      shop.ctx.clock.advance(61_000);
      const desk = await request(shop.ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', ip).send({ phone: staff.phone });
      expect(desk.status).toBe(200);
    }, 90_000); // 200 sign-ups: seconds on PostgreSQL on a busy machine

    it('allows 20 look-ups per client address an hour that name no account, then refuses every look-up from it', async () => {
      const ip = nextIp();
      const { phone } = await signUp(shop.ctx);
      for (let i = 0; i < 20; i++) expect((await post('/login', { phone: nextPhone() }, ip)).status).toBe(404);
      const res = await post('/login', { phone: nextPhone() }, ip);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('too_many_requests');
      // a known phone is refused too, so the answers tell nothing more about which phones exist
      expect((await post('/login', { phone }, ip)).status).toBe(429);
      expect((await post('/login', { phone: nextPhone() }, nextIp())).status).toBe(404);
    });

    it('drops windows that ended more than a day ago when a new one opens', async () => {
      const stale = new Date(shop.ctx.clock.now().getTime() - 2 * DAY).toISOString();
      await shop.ctx.db.insertInto('rate_limits').values({ key: 'sms:ip:1h:192.0.2.1', window_start: stale, count: 3 }).execute();
      await post('/login', { phone: nextPhone() });
      expect(await shop.ctx.db.selectFrom('rate_limits').select('key').where('key', '=', 'sms:ip:1h:192.0.2.1').execute()).toEqual([]);
    });

    it("a send the gateway fails spends neither the phone's nor the client's allowance", async () => {
      const phone = nextPhone();
      const ip = nextIp();
      shop.ctx.sms.fail = true;
      try {
        // more than the address's 10 an hour and the phone's 60 s cooldown allow, all at one moment
        for (let i = 0; i < 12; i++) {
          const failed = await register(phone, ip);
          expect(failed.status).toBe(502);
          expect(failed.body.error).toBe('sms_failed');
        }
      } finally {
        shop.ctx.sms.fail = false;
      }
      for (const key of [`sms:ip:1h:${ip}`, `sms:phone:60s:${phone}`, `sms:phone:10m:${phone}`, `sms:phone:24h:${phone}`])
        expect(await count(key)).toBe(0);
      const codes = await shop.ctx.db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).execute();
      expect(codes.every((c) => c.used_at !== null)).toBe(true);
      expect((await register(phone, ip)).status).toBe(200);
    });
  });
});

describe.each(testDatabases())('the shop-wide hourly SMS budget (%s)', (dialect) => {
  let ctx: AccountsContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SMS_HOURLY_BUDGET: '3' }, { write: (line: string) => void logLines.push(line) });
  });
  afterAll(() => ctx.close());

  const login = (phone: string, language = 'en') =>
    request(ctx.app).post(`${API}/login`).set('X-Forwarded-For', nextIp()).set('Accept-Language', language).send({ phone });

  it('caps the codes sent in an hour, tells the desk and the log, gives back nothing it did not send, then sends again', async () => {
    const owner = await signInStaff(ctx, 'owner'); // the first code of the hour
    const budget = () => request(ctx.app).get(`${API}/desk/sms-budget`).set(owner.auth);
    expect((await budget()).body.data).toMatchObject({ budget: 3, sent: 1, reached: false });
    const shoppers = [nextPhone(), nextPhone(), nextPhone()];
    for (const phone of shoppers)
      await ctx.db
        .insertInto('users')
        .values({
          name: 'A',
          surname: '',
          email: '',
          phone,
          bonus_amount: 0,
          phone_verified_at: null,
          created_at: ctx.clock.now().toISOString(),
        })
        .execute();
    expect((await login(shoppers[0])).status).toBe(200);
    expect((await login(shoppers[1])).status).toBe(200);
    const sent = ctx.sms.sent.length;

    const refused = await login(shoppers[2], 'ru');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('sms_budget_reached');
    expect(refused.body.message).toMatch(/^За этот час отправлено так много кодов входа.*Повторите через \d+ минут/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ctx.sms.sent.length).toBe(sent);
    // the refused phone's own allowance is untouched: it may ask again as soon as the hour ends
    expect(
      await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', `sms:phone:60s:${shoppers[2]}`).executeTakeFirst(),
    ).toMatchObject({ count: 0 });
    expect((await login(shoppers[2], 'tk')).body.message).toMatch(/^Bu sagatda .* soň gaýtadan synanyşyň\.$/);

    const notice = (await budget()).body.data;
    expect(notice).toMatchObject({ budget: 3, sent: 3, reached: true });
    expect(Date.parse(notice.resets_at)).toBeGreaterThan(ctx.clock.now().getTime());
    const warnings = logLines.filter((line) => line.includes('SMS hourly budget reached'));
    expect(warnings).toHaveLength(1); // once per hour, not once per refusal
    expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, budget: 3 });

    ctx.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await login(shoppers[2])).status).toBe(200);
    expect((await budget()).body.data).toMatchObject({ sent: 1, reached: false });
  });
});

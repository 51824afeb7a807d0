import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '../../server/api/auth/repo';
import { limits } from '../../server/api/auth/rate-limit';
import { nextIp, nextPhone, signUp } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { DAY, MINUTE, useSignInShop } from '../helpers/sign-in';

const CODES = 100_000; // 5 digits

/** A guess that is not the code: the i-th after it, so an attacker's guesses are all different. */
const wrongGuess = (code: string, i = 0) => String((Number(code) + 1 + i) % CODES).padStart(5, '0');
describe.each(testDatabases())('sign-in limits: wrong codes (%s)', (dialect) => {
  const shop = useSignInShop(dialect);
  const { post, register, count, sentTo } = shop;

  describe('wrong codes', () => {
    it('allows 10 wrong codes per phone in 24 h across its codes, then 429 with Retry-After in the asked language', async () => {
      const phone = nextPhone();
      await register(phone);
      const first = shop.ctx.sms.lastCode(phone);
      for (let i = 0; i < 5; i++) expect((await post('/login/verify', { phone, otp: wrongGuess(first, i) })).status).toBe(401);
      shop.ctx.clock.advance(61_000);
      expect((await post('/login', { phone })).status).toBe(200);
      const second = shop.ctx.sms.lastCode(phone);
      for (let i = 0; i < 5; i++) expect((await post('/login/verify', { phone, otp: wrongGuess(second, i) })).status).toBe(401);

      // the 11th guess is refused even when it is right
      const refused = await post('/login/verify', { phone, otp: second }, nextIp(), 'ru');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        success: false,
        error: 'too_many_code_attempts',
        message: 'Слишком много неверных кодов для этого номера. Повторите через 24 часа.',
      });
      expect(Number(refused.headers['retry-after'])).toBe(DAY / 1000 - 61);
      // and no new code is sent: it could not be used
      shop.ctx.clock.advance(61_000);
      const sent = sentTo(phone);
      const resend = await post('/login', { phone }, nextIp(), 'tm');
      expect(resend.status).toBe(429);
      expect(resend.body.error).toBe('too_many_code_attempts');
      expect(resend.body.message).toMatch(/^Bu telefon belgisi üçin nädogry kod gaty köp girizildi\. 24 sagatdan/);
      expect(sentTo(phone)).toBe(sent);

      shop.ctx.clock.advance(DAY - 2 * 61_000);
      expect((await post('/login', { phone })).status).toBe(200);
      expect((await post('/login/verify', { phone, otp: shop.ctx.sms.lastCode(phone) })).status).toBe(200);
    });

    it('does not count the right code as a wrong one', async () => {
      const { phone } = await signUp(shop.ctx);
      for (let round = 0; round < 4; round++) {
        expect((await post('/login', { phone })).status).toBe(200);
        const code = shop.ctx.sms.lastCode(phone);
        for (let i = 0; i < 2; i++) expect((await post('/login/verify', { phone, otp: wrongGuess(code, i) })).status).toBe(401);
        expect((await post('/login/verify', { phone, otp: code })).status).toBe(200);
        shop.ctx.clock.advance(10 * MINUTE);
      }
      expect(await count(`otp:phone:24h:${phone}`)).toBe(8);
    });

    it('counts parallel guesses: with 2 wrong codes left, 2 of 5 at once are compared and 3 refused', async () => {
      const phone = nextPhone();
      await register(phone);
      const code = shop.ctx.sms.lastCode(phone);
      await shop.ctx.db
        .insertInto('rate_limits')
        .values({ key: `otp:phone:24h:${phone}`, window_start: shop.ctx.clock.now().toISOString(), count: 8 })
        .execute();
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post('/login/verify', { phone, otp: wrongGuess(code, i) })));
      expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 429, 429, 429]);
      expect((await post('/login/verify', { phone, otp: code })).status).toBe(429);
    });

    it("keeps the worst-case chance of guessing a phone's code within a day at most 5e-4", async () => {
      // An attacker with unlimited client addresses asks for codes and guesses as fast as the
      // server lets them, for two days of the test clock; note when each guess was compared.
      const { phone } = await signUp(shop.ctx);
      const start = shop.ctx.clock.now().getTime();
      const compared: number[] = [];
      while (shop.ctx.clock.now().getTime() - start < 2 * DAY) {
        const sent = await post('/login', { phone });
        if (sent.status === 429) {
          shop.ctx.clock.advance(Number(sent.headers['retry-after']) * 1000);
          continue;
        }
        expect(sent.status).toBe(200);
        const code = shop.ctx.sms.lastCode(phone);
        for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
          const guess = await post('/login/verify', { phone, otp: wrongGuess(code, i) });
          if (guess.status !== 401) break;
          compared.push(shop.ctx.clock.now().getTime());
        }
        shop.ctx.clock.advance(61_000);
      }
      const mostInADay = Math.max(...compared.map((t) => compared.filter((u) => u >= t && u < t + DAY).length));
      // windows open with their first guess, so any 24 h span meets at most two of them
      const bound = 2 * limits.phoneGuesses(phone).max;
      const worst = Math.max(mostInADay, bound);
      const chance = 1 - (1 - 1 / CODES) ** worst;
      const before = 5 * 24 * MAX_CODE_ATTEMPTS; // 5 codes an hour, 5 tries each, no daily cap on guesses
      console.info(
        `[sign-in limits] wrong guesses compared per phone: ${mostInADay} in the attack's worst 24 h, at most ${bound} in any 24 h ` +
          `→ worst-case success chance ${chance.toExponential(2)} per phone per day (before: ${before} → ${(before / CODES).toExponential(1)})`,
      );
      expect(mostInADay).toBeLessThanOrEqual(bound);
      expect(chance).toBeLessThanOrEqual(5e-4);
    });
  });
});

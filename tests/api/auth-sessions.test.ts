// What a session token opens, how long it lasts, and that neither it nor a code reaches the log.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { API, signUp } from './support/accounts';
import { authApi, MINUTE } from '../helpers/auth';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('sessions (%s)', (dialect) => {
  const api = authApi(dialect);
  const { logLines } = api;

  describe('sessions', () => {
    it('logout revokes the token', async () => {
      const { auth, userId } = await signUp(api.ctx);
      const res = await request(api.ctx.app).post(`${API}/logout`).set(auth);
      expect(res.status).toBe(200);
      expect((await request(api.ctx.app).get(`${API}/user`).set(auth)).status).toBe(401);
      const session = await api.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(session.revoked_at).toBe(api.ctx.clock.now().toISOString());
    });

    it('logout without a token is 401', async () => {
      const res = await request(api.ctx.app).post(`${API}/logout`);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    });

    it('slides 30 days from the last use and ends after 30 idle days', async () => {
      const { auth, userId } = await signUp(api.ctx);
      api.ctx.clock.advance(20 * 24 * 60 * MINUTE);
      expect((await request(api.ctx.app).get(`${API}/user`).set(auth)).status).toBe(200);
      const session = await api.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(Date.parse(session.expires_at)).toBe(api.ctx.clock.now().getTime() + 30 * 24 * 60 * MINUTE);
      api.ctx.clock.advance(29 * 24 * 60 * MINUTE);
      expect((await request(api.ctx.app).get(`${API}/user`).set(auth)).status).toBe(200);
      api.ctx.clock.advance(30 * 24 * 60 * MINUTE + 1000);
      expect((await request(api.ctx.app).get(`${API}/user`).set(auth)).status).toBe(401);
    });

    it('refuses a made-up token', async () => {
      const res = await request(api.ctx.app).get(`${API}/user`).set('Authorization', 'Bearer not-a-real-token');
      expect(res.status).toBe(401);
    });
  });

  it('never writes a sign-in code or a session token to the log', async () => {
    const { token, phone } = await signUp(api.ctx);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const codes = api.ctx.sms.sent.filter((m) => m.phone === phone).map((m) => /\d{5}/.exec(m.text)![0]);
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    // a code standing alone, not five digits inside a timestamp
    for (const code of codes) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toContain(token);
  });
});

import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import { API, accountsApp, nextIp, type AccountsContext } from '../api/support/accounts';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * For a describe block on the sign-in limits: an accounts app made before its tests and closed after
 * them (read `.ctx` inside tests), requests from a client address of their own, and what the limits
 * and the SMS sender have recorded.
 */
export function useSignInShop(dialect: Dialect) {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());
  const post = (path: string, body: object, ip = nextIp(), language = 'en') =>
    request(ctx.app).post(`${API}${path}`).set('X-Forwarded-For', ip).set('Accept-Language', language).send(body);
  return {
    get ctx() {
      return ctx;
    },
    post,
    register: (phone: string, ip?: string) => post('/register', { name: 'Merdan', surname: '', phone, email: 'merdan@example.tm' }, ip),
    count: async (key: string) =>
      (await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0,
    sentTo: (phone: string) => ctx.sms.sent.filter((m) => m.phone === phone).length,
  };
}

// Shared set-up of the sign-in tests (auth-register, auth-codes, auth-sessions): an accounts app
// whose log lines are kept, and the requests those tests send.
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import { API, accountsApp, nextIp, type AccountsContext } from '../api/support/accounts';

export const MINUTE = 60_000;

/** Opens an accounts app before the enclosing describe's tests and closes it after them. */
export function authApi(dialect: Dialect) {
  let ctx: AccountsContext | undefined;
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
  afterAll(() => ctx?.close());

  const api = {
    get ctx(): AccountsContext {
      if (!ctx) throw new Error('authApi: the app opens in beforeAll');
      return ctx;
    },
    logLines,
    post: (path: string, body: unknown, ip = nextIp()) =>
      request(api.ctx.app)
        .post(`${API}${path}`)
        .set('X-Forwarded-For', ip)
        .send(body as object),
    register: (phone: string, extra: Record<string, unknown> = {}) =>
      api.post('/register', { name: 'Merdan', surname: 'Annaýew', phone, email: 'merdan@example.tm', ...extra }),
    userRow: (phone: string) => api.ctx.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),
  };
  return api;
}

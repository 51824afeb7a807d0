import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import { SESSION_COOKIE } from '../../shared/session';
import { accountsApp, type AccountsContext } from '../api/support/accounts';

export const BFF_HOST = 'shop.example.tm';

/**
 * For a describe block over the storefront's /api routes: an accounts app made before its tests and
 * closed after them (read `.ctx` inside tests), what a browser on the shop's origin sends, and the
 * addresses a user now has in the database.
 */
export function useBffShop(dialect: Dialect) {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());
  return {
    get ctx() {
      return ctx;
    },
    // What the browser sends: the cookie, JSON, and this origin.
    browser(path: string, token?: string) {
      const req = request(ctx.app)
        .post(path)
        .set('Host', BFF_HOST)
        .set('Origin', `https://${BFF_HOST}`)
        .set('Content-Type', 'application/json');
      return token ? req.set('Cookie', `${SESSION_COOKIE}=${token}`) : req;
    },
    addresses: (userId: number) => ctx.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  };
}

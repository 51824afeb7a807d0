// The accounts app the order tests share (tests/helpers/orders.ts, shopper-orders.ts): two dishes, Palow
// at 45.00 and Manty at 28.50, opened before the enclosing describe's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/db/connection';
import { accountsApp, addProduct, type AccountsContext } from '../api/support/accounts';

export function twoDishApp(dialect: Dialect, name: string) {
  let opened: { ctx: AccountsContext; palow: number; manty: number } | undefined;
  beforeAll(async () => {
    const ctx = await accountsApp(dialect);
    const palow = await addProduct(ctx.db, 4500);
    const manty = await addProduct(ctx.db, 2850);
    opened = { ctx, palow, manty };
  });
  afterAll(() => opened?.ctx.close());
  const the = () => {
    if (!opened) throw new Error(`${name}: the app opens in beforeAll`);
    return opened;
  };
  return {
    get ctx() {
      return the().ctx;
    },
    get palow() {
      return the().palow;
    },
    get manty() {
      return the().manty;
    },
    /** A customer's stored basket lines, by dish. */
    basketOf: (userId: number) =>
      the()
        .ctx.db.selectFrom('basket_lines')
        .select(['product_id', 'quantity'])
        .where('user_id', '=', userId)
        .orderBy('product_id')
        .execute(),
  };
}

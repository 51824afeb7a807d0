// The accounts app the basket tests share (basket.test.ts, basket-merge.test.ts): Palow at 45.00, Manty
// at 28.50 and an archived 10.00 dish, and the reads and writes of a customer's basket.
import request from 'supertest';
import type { Dialect } from '../../server/db/connection';
import { API, accountsApp, addProduct, type AccountsContext } from '../api/support/accounts';

export async function basketApp(dialect: Dialect) {
  const ctx = await accountsApp(dialect);
  const palow = await addProduct(ctx.db, 4500);
  const manty = await addProduct(ctx.db, 2850);
  const archived = await addProduct(ctx.db, 1000, 1);
  return { ctx, palow, manty, archived };
}

/** The stored basket as { dish id: quantity }. */
export const basketLines = async (ctx: AccountsContext, userId: number) =>
  Object.fromEntries(
    (await ctx.db.selectFrom('basket_lines').select(['product_id', 'quantity']).where('user_id', '=', userId).execute()).map((l) => [
      l.product_id,
      l.quantity,
    ]),
  );

/** POST /basket: sets one line's quantity. */
export const setLine = (ctx: AccountsContext, auth: Record<string, string>, body: object) =>
  request(ctx.app).post(`${API}/basket`).set(auth).send(body);

// The desk's order tests (tests/api/desk-orders-*.test.ts): a dish, an owner and a manager signed in, each
// file on its own database and clock; the desk's moves on one order, and the history they leave.
import request from 'supertest';
import type { Dialect } from '../../../server/db/connection';
import { API, accountsApp, addProduct, type AccountsContext } from './accounts';
import { signInStaff } from './desk';

export type StaffMember = Awaited<ReturnType<typeof signInStaff>>;

export async function deskOrdersApp(dialect: Dialect) {
  const ctx = await accountsApp(dialect);
  const palow = await addProduct(ctx.db, 4550);
  const owner = await signInStaff(ctx, 'owner', undefined, 'Aýgül');
  const manager = await signInStaff(ctx, 'manager', undefined, 'Maksat');
  return { ctx, palow, owner, manager };
}

/** What one staff member can do to an order at the desk. */
export const deskMoves = (ctx: AccountsContext, who: { auth: Record<string, string> }) => ({
  accept: (id: number, body: object) => request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(who.auth).send(body),
  reject: (id: number, body: object) => request(ctx.app).post(`${API}/desk/orders/${id}/reject`).set(who.auth).send(body),
  status: (id: number, status: string) => request(ctx.app).post(`${API}/desk/orders/${id}/status`).set(who.auth).send({ status }),
  detail: (id: number) => request(ctx.app).get(`${API}/desk/orders/${id}`).set(who.auth),
});

/** An order's status history, oldest first. */
export const statusHistory = (ctx: AccountsContext, id: number) =>
  ctx.db.selectFrom('order_status_history').select(['status', 'actor_user_id', 'note']).where('order_id', '=', id).orderBy('id').execute();

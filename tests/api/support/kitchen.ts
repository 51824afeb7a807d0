import request from 'supertest';
import { expect } from 'vitest';
import type { Dialect } from '../../../server/db/connection';
import { API, accountsApp, addProduct } from './accounts';
import { signInStaff } from './desk';

export type Staff = Awaited<ReturnType<typeof signInStaff>>;
export type KitchenContext = Awaited<ReturnType<typeof kitchenApp>>;

/**
 * A shop with pilaf (its category has no station: the main kitchen) and shashlik at the grill, a
 * manager who accepts orders and a cook; the kitchen's calls as each of them, and a few reads.
 */
export async function kitchenApp(dialect: Dialect, env: Record<string, string> = {}) {
  const ctx = await accountsApp(dialect, env);
  const palow = await addProduct(ctx.db, 4550);
  const grill = (
    await ctx.db
      .insertInto('categories')
      .values({ name_tm: 'Kebaplar', name_ru: 'Шашлык', name_en: 'Grill', image: '', sort_order: 1, station: 'grill' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const shashlik = await addProduct(ctx.db, 6000);
  await ctx.db.updateTable('products').set({ category_id: grill }).where('id', '=', shashlik).execute();
  const manager = await signInStaff(ctx, 'manager', undefined, 'Maksat');
  const cook = await signInStaff(ctx, 'cook', undefined, 'Aşpez');

  const as = (who: Staff) => ({
    board: (query = '') => request(ctx.app).get(`${API}/desk/kitchen/orders${query}`).set(who.auth),
    done: (line: number) => request(ctx.app).post(`${API}/desk/kitchen/lines/${line}/done`).set(who.auth),
    bump: (id: number, status: string) => request(ctx.app).post(`${API}/desk/kitchen/orders/${id}/bump`).set(who.auth).send({ status }),
    recall: (id: number) => request(ctx.app).post(`${API}/desk/kitchen/orders/${id}/recall`).set(who.auth),
  });
  const status = async (id: number) =>
    (await ctx.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const history = (id: number) =>
    ctx.db.selectFrom('order_status_history').select(['status', 'at', 'actor_user_id']).where('order_id', '=', id).orderBy('id').execute();

  let key = 0;
  /** A guest order of pilaf and shashlik, accepted at the desk: on the kitchen display from now. */
  async function acceptedOrder(note = '', phone = '+99365999999') {
    const res = await request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `kitchen-${++key}`)
      .send({
        name: 'Merjen',
        phone,
        address: 'Bitarap Türkmenistan 12',
        payment_method: 'cash',
        delivery_time: 'asap',
        note,
        items: [
          { product_id: palow, quantity: 2 },
          { product_id: shashlik, quantity: 1 },
        ],
      });
    expect(res.status).toBe(201);
    const id: number = res.body.data.id;
    expect((await request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(manager.auth).send({ minutes: 45 })).status).toBe(200);
    const lines = await ctx.db.selectFrom('order_lines').select('id').where('order_id', '=', id).orderBy('id').execute();
    return { id, number: res.body.data.number as string, lines: lines.map((l) => l.id) };
  }

  return { ...ctx, palow, grill, shashlik, manager, cook, as, status, history, acceptedOrder };
}

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { guestOrder } from './support/desk';
import { kitchenApp, type KitchenContext } from './support/kitchen';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())("the kitchen display: the cook's role and the stations (%s)", (dialect) => {
  let ctx: KitchenContext;
  beforeAll(async () => {
    ctx = await kitchenApp(dialect);
  });
  afterAll(() => ctx.close());

  it('lets a cook use only the kitchen: accept, cancel, status, Today, the board, the menu and staff are refused', async () => {
    const id = await guestOrder(ctx, ctx.palow);
    const refused = [
      request(ctx.app).post(`${API}/desk/orders/${id}/accept`).send({ minutes: 30 }),
      request(ctx.app).post(`${API}/desk/orders/${id}/reject`).send({ reason: 'closed', note: '' }),
      request(ctx.app).post(`${API}/desk/orders/${id}/status`).send({ status: 'cooking' }),
      request(ctx.app).get(`${API}/desk/today`),
      request(ctx.app).get(`${API}/desk/orders`),
      request(ctx.app).get(`${API}/desk/orders/${id}`),
      request(ctx.app).get(`${API}/desk/menu/`),
      request(ctx.app).patch(`${API}/desk/menu/categories/${ctx.grill}`).send({ station: 'bar' }),
      request(ctx.app).get(`${API}/desk/staff`),
      request(ctx.app).get(`${API}/desk/stop-list`),
      request(ctx.app).get(`${API}/desk/printing/`),
    ];
    for (const call of refused) {
      const res = await call.set(ctx.cook.auth).set('Accept-Language', 'en');
      expect([res.status, res.body.error, res.body.message]).toEqual([
        403,
        'kitchen_only',
        "A cook's sign-in opens the kitchen display only.",
      ]);
    }
    expect(await ctx.status(id)).toBe('new');
    const me = await request(ctx.app).get(`${API}/desk/me`).set(ctx.cook.auth);
    expect(me.body.data).toMatchObject({ id: ctx.cook.userId, role: 'cook' });
    expect((await ctx.as(ctx.cook).board()).status).toBe(200);
  });

  it("gives each category its station in the desk's menu: one of the list, or none", async () => {
    const patch = (body: object) => request(ctx.app).patch(`${API}/desk/menu/categories/${ctx.grill}`).set(ctx.manager.auth).send(body);
    expect((await patch({ station: 'bar' })).body.data).toMatchObject({ id: ctx.grill, station: 'bar' });
    expect((await ctx.db.selectFrom('categories').select('station').where('id', '=', ctx.grill).executeTakeFirstOrThrow()).station).toBe(
      'bar',
    );
    const oven = await patch({ station: 'oven' });
    expect([oven.status, oven.body.fields]).toEqual([422, { station: 'invalid' }]);
    expect((await patch({ station: null })).body.data.station).toBeNull();
    expect((await patch({ station: 'grill' })).body.data.station).toBe('grill');
    const menu = await request(ctx.app).get(`${API}/desk/menu/`).set(ctx.manager.auth);
    expect(menu.body.data.categories.find((c: { id: number }) => c.id === ctx.grill).station).toBe('grill');
  });
});

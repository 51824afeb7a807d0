import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

type Staff = Awaited<ReturnType<typeof signInStaff>>;

describe.each(testDatabases())('the kitchen display (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let shashlik: number;
  let grill: number;
  let manager: Staff;
  let cook: Staff;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4550);
    grill = (
      await ctx.db
        .insertInto('categories')
        .values({ name_tm: 'Kebaplar', name_ru: 'Шашлык', name_en: 'Grill', image: '', sort_order: 1, station: 'grill' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    shashlik = await addProduct(ctx.db, 6000);
    await ctx.db.updateTable('products').set({ category_id: grill }).where('id', '=', shashlik).execute();
    manager = await signInStaff(ctx, 'manager', undefined, 'Maksat');
    cook = await signInStaff(ctx, 'cook', undefined, 'Aşpez');
  });
  afterAll(() => ctx.close());

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
  /** A guest order of pilaf and shashlik, accepted at the desk: on the kitchen display from now. */
  async function acceptedOrder(note = '') {
    const res = await request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', `kitchen-${Math.random()}`)
      .send({
        name: 'Merjen',
        phone: '+99365999999',
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

  it('shows accepted and cooking orders with lines, stations, notes and the accept time; one station on request', async () => {
    const waiting = await guestOrder(ctx, palow);
    const order = await acceptedOrder('Sogansyz');
    const acceptedAt = ctx.clock.now().toISOString();
    const res = await as(cook).board();
    expect(res.status).toBe(200);
    expect(res.body.data.orders.map((o: { id: number }) => o.id)).not.toContain(waiting);
    expect(res.body.data.orders.find((o: { id: number }) => o.id === order.id)).toEqual({
      id: order.id,
      number: order.number,
      status: 'accepted',
      next: 'cooking',
      accepted_at: acceptedAt,
      delivery_time: 'asap',
      note: 'Sogansyz',
      lines: [
        { id: order.lines[0], name: expect.stringMatching(/^Плов/), quantity: 2, station: 'kitchen', done_at: null },
        { id: order.lines[1], name: expect.stringMatching(/^Плов/), quantity: 1, station: 'grill', done_at: null },
      ],
    });
    expect(res.body.data).toMatchObject({ target_minutes: 20, now: ctx.clock.now().toISOString() });

    const grillOnly = await as(cook).board('?station=grill');
    const card = grillOnly.body.data.orders.find((o: { id: number }) => o.id === order.id);
    expect(card.lines.map((l: { id: number }) => l.id)).toEqual([order.lines[1]]);
    // an order with nothing for the bar is not on the bar's screen
    const bar = await as(cook).board('?station=bar');
    expect(bar.body.data.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const oven = await as(cook).board('?station=oven');
    expect([oven.status, oven.body.fields]).toEqual([422, { station: 'invalid' }]);
  });

  it('crosses a line off and back on; refuses a line not in the kitchen, or unknown', async () => {
    const order = await acceptedOrder();
    const crossed = await as(cook).done(order.lines[0]);
    expect(crossed.body.data).toEqual({ id: order.lines[0], done_at: ctx.clock.now().toISOString() });
    const row = () => ctx.db.selectFrom('order_lines').select('done_at').where('id', '=', order.lines[0]).executeTakeFirstOrThrow();
    expect((await row()).done_at).toBe(ctx.clock.now().toISOString());
    expect((await as(cook).done(order.lines[0])).body.data).toEqual({ id: order.lines[0], done_at: null });
    expect((await row()).done_at).toBeNull();

    const waiting = await guestOrder(ctx, palow);
    const [line] = await ctx.db.selectFrom('order_lines').select('id').where('order_id', '=', waiting).execute();
    const refused = await as(cook).done(line.id);
    expect([refused.status, refused.body.error]).toEqual([409, 'kitchen.not_in_kitchen']);
    expect(
      (await ctx.db.selectFrom('order_lines').select('done_at').where('id', '=', line.id).executeTakeFirstOrThrow()).done_at,
    ).toBeNull();
    expect((await as(cook).done(999_999)).status).toBe(404);
  });

  it('bumps accepted → cooking → on the way through the status history; a stale bump is refused', async () => {
    const order = await acceptedOrder();
    const first = await as(cook).bump(order.id, 'accepted');
    expect(first.body.data).toEqual({ id: order.id, number: order.number, status: 'cooking' });
    // the second tablet still showed "accepted": refused with where it is now, not stepped on again
    const stale = await as(cook).bump(order.id, 'accepted');
    expect([stale.status, stale.body.error, stale.body.fields]).toEqual([409, 'invalid_transition', { status: 'cooking' }]);
    expect((await as(cook).bump(order.id, 'cooking')).body.data.status).toBe('on_the_way');
    expect(await status(order.id)).toBe('on_the_way');
    expect((await history(order.id)).map((h) => [h.status, h.actor_user_id])).toEqual([
      ['new', null],
      ['accepted', manager.userId],
      ['cooking', cook.userId],
      ['on_the_way', cook.userId],
    ]);
    // it left the kitchen's screen; neither a finished order nor a bad stage can be bumped
    expect((await as(cook).board()).body.data.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await as(cook).bump(order.id, 'on_the_way')).body.fields).toEqual({ status: 'invalid' });
    expect((await as(cook).bump(999_999, 'accepted')).status).toBe(404);
  });

  it('recalls the last bump within 5 minutes, once, written to the history; refuses it after 5 minutes', async () => {
    const order = await acceptedOrder();
    await as(cook).bump(order.id, 'accepted');
    await as(cook).bump(order.id, 'cooking');
    const board = await as(cook).board();
    expect(board.body.data.last_bump).toEqual({
      order_id: order.id,
      number: order.number,
      from: 'cooking',
      to: 'on_the_way',
      at: ctx.clock.now().toISOString(),
      recall_until: new Date(ctx.clock.now().getTime() + 5 * 60_000).toISOString(),
    });

    ctx.clock.advance(4 * 60_000 + 59_000);
    const recalled = await as(cook).recall(order.id);
    expect(recalled.body.data).toEqual({ id: order.id, number: order.number, status: 'cooking' });
    const rows = await history(order.id);
    expect(rows.at(-1)).toEqual({ status: 'cooking', at: ctx.clock.now().toISOString(), actor_user_id: cook.userId });
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(order.id)).orderBy('id').execute();
    expect(audit.at(-1)!.action).toBe('order.recalled_to_cooking');
    // a recall is not a bump: the older bump (accepted → cooking, minutes ago) does not come back
    const again = await as(cook).recall(order.id);
    expect([again.status, again.body.error]).toEqual([409, 'kitchen.nothing_to_recall']);
    expect(await status(order.id)).toBe('cooking');
    // back on the screen, its clock still counting from the accept
    const card = (await as(cook).board()).body.data.orders.find((o: { id: number }) => o.id === order.id);
    expect(card).toMatchObject({ status: 'cooking', next: 'on_the_way', accepted_at: rows[1].at });

    await as(cook).bump(order.id, 'cooking');
    ctx.clock.advance(5 * 60_000 + 1000);
    const late = await as(cook).recall(order.id);
    expect([late.status, late.body.error, late.body.message]).toEqual([
      409,
      'kitchen.recall_expired',
      'Перевод можно вернуть только в течение 5 минут.',
    ]);
    expect(await status(order.id)).toBe('on_the_way');
    expect((await history(order.id)).length).toBe(rows.length + 1);
    expect((await as(cook).board()).body.data.last_bump).toBeNull();
  });

  it('recalls accepted ← cooking, keeping the estimate; never recalls an accept', async () => {
    const order = await acceptedOrder();
    const estimate = async () =>
      (await ctx.db.selectFrom('orders').select('estimated_at').where('id', '=', order.id).executeTakeFirstOrThrow()).estimated_at;
    const before = await estimate();
    const accept = await as(manager).recall(order.id);
    expect([accept.status, accept.body.error]).toEqual([409, 'kitchen.nothing_to_recall']);
    await as(manager).bump(order.id, 'accepted');
    expect((await as(manager).recall(order.id)).body.data.status).toBe('accepted');
    expect(await estimate()).toBe(before);
  });

  it('lets a cook use only the kitchen: accept, cancel, status, Today, the board, the menu and staff are refused', async () => {
    const id = await guestOrder(ctx, palow);
    const refused = [
      request(ctx.app).post(`${API}/desk/orders/${id}/accept`).send({ minutes: 30 }),
      request(ctx.app).post(`${API}/desk/orders/${id}/reject`).send({ reason: 'closed', note: '' }),
      request(ctx.app).post(`${API}/desk/orders/${id}/status`).send({ status: 'cooking' }),
      request(ctx.app).get(`${API}/desk/today`),
      request(ctx.app).get(`${API}/desk/orders`),
      request(ctx.app).get(`${API}/desk/orders/${id}`),
      request(ctx.app).get(`${API}/desk/menu/`),
      request(ctx.app).patch(`${API}/desk/menu/categories/${grill}`).send({ station: 'bar' }),
      request(ctx.app).get(`${API}/desk/staff`),
      request(ctx.app).get(`${API}/desk/stop-list`),
      request(ctx.app).get(`${API}/desk/printing/`),
    ];
    for (const call of refused) {
      const res = await call.set(cook.auth).set('Accept-Language', 'en');
      expect([res.status, res.body.error, res.body.message]).toEqual([
        403,
        'kitchen_only',
        "A cook's sign-in opens the kitchen display only.",
      ]);
    }
    expect(await status(id)).toBe('new');
    const me = await request(ctx.app).get(`${API}/desk/me`).set(cook.auth);
    expect(me.body.data).toMatchObject({ id: cook.userId, role: 'cook' });
    expect((await as(cook).board()).status).toBe(200);
  });

  it("gives each category its station in the desk's menu: one of the list, or none", async () => {
    const patch = (body: object) => request(ctx.app).patch(`${API}/desk/menu/categories/${grill}`).set(manager.auth).send(body);
    expect((await patch({ station: 'bar' })).body.data).toMatchObject({ id: grill, station: 'bar' });
    expect((await ctx.db.selectFrom('categories').select('station').where('id', '=', grill).executeTakeFirstOrThrow()).station).toBe('bar');
    const oven = await patch({ station: 'oven' });
    expect([oven.status, oven.body.fields]).toEqual([422, { station: 'invalid' }]);
    expect((await patch({ station: null })).body.data.station).toBeNull();
    expect((await patch({ station: 'grill' })).body.data.station).toBe('grill');
    const menu = await request(ctx.app).get(`${API}/desk/menu/`).set(manager.auth);
    expect(menu.body.data.categories.find((c: { id: number }) => c.id === grill).station).toBe('grill');
  });
});

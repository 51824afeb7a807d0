import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// Call to confirm (issue 37): the owner's setting, off by default; while on, a placed order starts as
// to_confirm, staff confirm it (to new, then the usual accept) through the one changeOrderStatus.
const NOON = '2026-03-02T07:00:00.000Z';
let keyCounter = 0;

describe.each(testDatabases())('call to confirm (%s)', (dialect) => {
  let ctx: AccountsContext;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    ctx.clock.set(NOON);
    await ctx.db.deleteFrom('shop_rules').execute();
  });

  const setting = (on: unknown, who = owner) => request(ctx.app).put(`${API}/desk/call-to-confirm`).set(who.auth).send({ on });
  const statusOf = async (id: number) =>
    (await ctx.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const historyOf = (id: number) =>
    ctx.db.selectFrom('order_status_history').select(['status', 'actor']).where('order_id', '=', id).orderBy('id').execute();
  const audit = (action: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  const desk = (path: string, body: object, who = manager) => request(ctx.app).post(`${API}/desk/orders${path}`).set(who.auth).send(body);
  const customerOrder = async () => {
    const who = await signUp(ctx);
    await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: palow, quantity: 1 });
    const res = await request(ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', `confirm-${++keyCounter}`)
      .send({ address: 'Bitarap 7', payment_method: 'cash', delivery_time: 'asap' });
    expect(res.status).toBe(201);
    return { who, id: res.body.data.id as number, order: res.body.data };
  };

  it('is off by default: a placed order starts as new', async () => {
    expect((await request(ctx.app).get(`${API}/desk/call-to-confirm`).set(manager.auth)).body.data).toEqual({ on: false });
    const id = await guestOrder(ctx, palow);
    expect(await statusOf(id)).toBe('new');
    expect(await historyOf(id)).toEqual([{ status: 'new', actor: 'shopper' }]);
  });

  it('when on, guest and signed-in orders start as to_confirm, on the board first; a phone order stays new', async () => {
    const on = await setting(true);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ on: true });
    const guest = await guestOrder(ctx, palow);
    const { order } = await customerOrder();
    expect(order.status).toBe('to_confirm');
    expect(await statusOf(guest)).toBe('to_confirm');
    expect(await historyOf(guest)).toEqual([{ status: 'to_confirm', actor: 'shopper' }]);

    const board = (await request(ctx.app).get(`${API}/desk/orders`).set(manager.auth)).body.data;
    const open = board.open.map((o: { id: number; status: string; phone: string }) => [o.id, o.status]);
    expect(open).toContainEqual([guest, 'to_confirm']);
    expect(board.open.find((o: { id: number }) => o.id === guest).phone).toBe('65999999');

    const phone = await request(ctx.app)
      .post(`${API}/desk/orders`)
      .set(manager.auth)
      .set('Idempotency-Key', `confirm-phone-${++keyCounter}`)
      .send({
        name: 'Jeren',
        phone: '+99365111222',
        address: 'Magtymguly 5',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [{ product_id: palow, quantity: 1 }],
      });
    expect(phone.status).toBe(201);
    expect(await statusOf(phone.body.data.id)).toBe('new');
  });

  it('staff confirm to new (audited, in the history), and only then accept; accepting it directly is refused with 409', async () => {
    await setting(true);
    const id = await guestOrder(ctx, palow);
    const direct = await desk(`/${id}/accept`, { minutes: 30 });
    expect(direct.status).toBe(409);
    expect(direct.body).toMatchObject({ error: 'invalid_transition', fields: { status: 'to_confirm' } });
    expect(await statusOf(id)).toBe('to_confirm');

    const confirmed = await desk(`/${id}/status`, { status: 'new' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('new');
    expect(await historyOf(id)).toEqual([
      { status: 'to_confirm', actor: 'shopper' },
      { status: 'new', actor: 'staff' },
    ]);
    const [row] = await audit('order.new');
    expect(row).toMatchObject({ actor: 'staff', actor_user_id: manager.userId, entity: 'order', entity_id: String(id) });
    expect(JSON.parse(row.before!).status).toBe('to_confirm');
    expect(JSON.parse(row.after!).status).toBe('new');
    // a second confirm (another desk) loses with the status now
    const again = await desk(`/${id}/status`, { status: 'new' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'invalid_transition', fields: { status: 'new' } });

    expect((await desk(`/${id}/accept`, { minutes: 30 })).status).toBe(200);
    expect(await statusOf(id)).toBe('accepted');
  });

  it('staff may reject it instead; the operator API confirms it too', async () => {
    await setting(true);
    const rejected = await guestOrder(ctx, palow);
    const res = await desk(`/${rejected}/reject`, { reason: 'unreachable', note: '' });
    expect(res.status).toBe(200);
    expect(await statusOf(rejected)).toBe('cancelled');

    const other = await guestOrder(ctx, palow);
    const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const moved = await request(ctx.app).post(`${API}/admin/orders/${other}/status`).set(operator).send({ status: 'new' });
    expect(moved.status).toBe(200);
    expect(await statusOf(other)).toBe('new');
  });

  it('the shopper may cancel an order waiting for its call', async () => {
    await setting(true);
    const { who, id } = await customerOrder();
    const cancelled = await request(ctx.app).post(`${API}/orders/${id}/cancel`).set(who.auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await historyOf(id)).toEqual([
      { status: 'to_confirm', actor: 'shopper' },
      { status: 'cancelled', actor: 'shopper' },
    ]);
  });

  it('is the owner’s: a manager gets 403 and changes nothing; bad input 422; each change audited once', async () => {
    const logged = (await audit('shop.call_to_confirm')).length;
    const refused = await setting(true, manager);
    expect(refused.status).toBe(403);
    expect((await request(ctx.app).get(`${API}/desk/call-to-confirm`).set(owner.auth)).body.data).toEqual({ on: false });
    const bad = await setting('yes');
    expect(bad.status).toBe(422);
    expect(await audit('shop.call_to_confirm')).toHaveLength(logged);

    await setting(true);
    // saving what is already set changes nothing and logs nothing
    await setting(true);
    const [row, ...rest] = await audit('shop.call_to_confirm');
    expect(rest).toHaveLength(logged);
    expect(row).toMatchObject({ actor: 'staff', actor_user_id: owner.userId, entity: 'shop', entity_id: 'call_to_confirm' });
    expect(JSON.parse(row.before!)).toEqual({ on: false });
    expect(JSON.parse(row.after!)).toEqual({ on: true });
    await setting(false);
    expect(await audit('shop.call_to_confirm')).toHaveLength(logged + 2);
    expect(await statusOf(await guestOrder(ctx, palow))).toBe('new');
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { insertBusyDay } from '../helpers/busy-day';
import { FINISHED_PAGE_SIZE, SEARCH_LIMIT, type DeskBoard, type DeskSearch, type FinishedPage } from '../../shared/desk-board';
import { OPEN_STATUSES } from '../../shared/order-status';

// Issue 37: a thousand orders today, more than the old board's 500 in progress. The board must
// answer every one of them, page the finished ones without a gap or a repeat, and find any order.

const SHARED_PHONE = '61234567';
// pickup orders among them: some ready at the counter, some collected
const TODAY = {
  to_confirm: 20,
  new: 80,
  accepted: 250,
  cooking: 280,
  on_the_way: 200,
  ready: 20,
  delivered: 110,
  collected: 10,
  cancelled: 50,
};
const OPEN_TODAY = TODAY.to_confirm + TODAY.new + TODAY.accepted + TODAY.cooking + TODAY.on_the_way + TODAY.ready;
const FINISHED_TODAY = TODAY.delivered + TODAY.collected + TODAY.cancelled;

describe.each(testDatabases())('the desk board on a busy day (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let today: Awaited<ReturnType<typeof insertBusyDay>>;
  let yesterday: Awaited<ReturnType<typeof insertBusyDay>>;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    const product = await addProduct(ctx.db, 4550);
    manager = await signInStaff(ctx, 'manager');
    const now = ctx.clock.now();
    // yesterday's: the finished ones are off today's board, the one still cooking is on it
    yesterday = await insertBusyDay(
      ctx.db,
      { delivered: 5, cooking: 1 },
      { now: new Date(now.getTime() - 86_400_000), productId: product },
    );
    // every hundredth order today from one shopper's phone, as yesterday's first
    const phoneOf = (i: number) => (i % 100 === 0 ? SHARED_PHONE : `65${String(i).padStart(6, '0')}`);
    today = await insertBusyDay(ctx.db, TODAY, { now, productId: product, phoneOf });
    await ctx.db.updateTable('orders').set({ phone: SHARED_PHONE }).where('id', '=', yesterday.delivered[0]).execute();
  }, 60_000);
  afterAll(() => ctx.close());

  const get = <T>(path: string) =>
    request(ctx.app)
      .get(`${API}${path}`)
      .set(manager.auth)
      .then((res) => ({ status: res.status, body: res.body as { data: T; error?: string; fields?: Record<string, string> } }));
  const desc = (ids: number[]) => [...ids].sort((a, b) => b - a);

  it('answers every order in progress, newest first, however many, and how many finished today; those on their own pages', async () => {
    const { status, body } = await get<DeskBoard>('/desk/orders');
    expect(status).toBe(200);
    const board = body.data;
    const open = [...OPEN_STATUSES.flatMap((s) => today[s]), ...yesterday.cooking];
    expect(board.open).toHaveLength(OPEN_TODAY + 1);
    expect(board.open.map((o) => o.id)).toEqual(desc(open));
    expect(new Set(board.open.map((o) => o.status))).toEqual(new Set(OPEN_STATUSES));
    // each card whole: its lines and its history step by step
    const cooking = board.open.find((o) => o.id === today.cooking[0])!;
    expect(cooking.lines).toMatchObject([{ name: 'Плов', quantity: 1 }]);
    expect(cooking.history.map((h) => h.status)).toEqual(['new', 'accepted', 'cooking']);

    // the finished orders are not in the board's answer: it is what staff act on (issue 37)
    expect(Object.keys(board).sort()).toEqual(['finished_total', 'last_event_id', 'open']);
    expect(board.finished_total).toBe(FINISHED_TODAY);
    const finished = desc([...today.delivered, ...today.collected, ...today.cancelled]);
    const first = (await get<FinishedPage>('/desk/orders/finished')).body.data;
    expect(first.orders.map((o) => o.id)).toEqual(finished.slice(0, FINISHED_PAGE_SIZE));
    expect(first.finished_before).toBe(finished[FINISHED_PAGE_SIZE - 1]);
  });

  it('pages the finished orders with the cursor: all of today, each once, none of yesterday, then null', async () => {
    const first = (await get<FinishedPage>('/desk/orders/finished')).body.data;
    const seen = first.orders.map((o) => o.id);
    let cursor = first.finished_before;
    let pages = 1;
    while (cursor !== null) {
      const { status, body } = await get<FinishedPage>(`/desk/orders/finished?before=${cursor}`);
      expect(status).toBe(200);
      expect(body.data.orders.length).toBeLessThanOrEqual(FINISHED_PAGE_SIZE);
      expect(body.data.orders.every((o) => o.id < cursor!)).toBe(true);
      seen.push(...body.data.orders.map((o) => o.id));
      cursor = body.data.finished_before;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(FINISHED_TODAY / FINISHED_PAGE_SIZE));
    expect(seen).toEqual(desc([...today.delivered, ...today.collected, ...today.cancelled]));
    for (const id of yesterday.delivered) expect(seen).not.toContain(id);
  });

  it('refuses a cursor that is no id, in the caller language', async () => {
    for (const before of ['', 'abc', '0', '-5', '1.5']) {
      const { status, body } = await get(`/desk/orders/finished?before=${before}`);
      expect(status).toBe(422);
      expect(body.error).toBe('validation_failed');
      expect(Object.keys(body.fields!)).toEqual(['before']);
    }
    // no cursor at all is the first page
    expect((await get('/desk/orders/finished')).status).toBe(200);
  });

  it('finds an order of any day by its number, typed with or without the zeros', async () => {
    const old = yesterday.delivered[2];
    const number = String(old).padStart(6, '0');
    for (const q of [number, String(old), `#${number}`]) {
      const { status, body } = await get<DeskSearch>(`/desk/orders/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      const found = body.data.orders;
      expect(found.map((o) => o.id)).toContain(old);
      // anything else found has those digits in its phone
      for (const o of found) expect(o.number === number || o.phone.includes(String(old))).toBe(true);
    }
  });

  it("finds a shopper's orders by the whole phone in any spelling, newest first, and says when there are more than a page", async () => {
    // the day's first order (index 0) has the shared phone, and every hundredth after it
    const first = Math.min(...Object.values(today).flat());
    const mine = desc([...Object.values(today).flat(), yesterday.delivered[0]]).filter(
      (id) => id === yesterday.delivered[0] || (id - first) % 100 === 0,
    );
    for (const q of ['+993 61 23-45-67', '61234567', '(61) 234567']) {
      const { body } = await get<DeskSearch>(`/desk/orders/search?q=${encodeURIComponent(q)}`);
      expect(body.data.orders.map((o) => o.id)).toEqual(mine);
      expect(body.data.orders.every((o) => o.phone === SHARED_PHONE)).toBe(true);
      expect(body.data.more).toBe(false);
    }
    // part of a phone: most of the day's phones have "6500"
    const { body } = await get<DeskSearch>('/desk/orders/search?q=6500');
    expect(body.data.orders).toHaveLength(SEARCH_LIMIT);
    expect(body.data.orders.every((o) => o.phone.includes('6500'))).toBe(true);
    expect(body.data.more).toBe(true);
  });

  it('refuses a search without digits, or too long, and finds nothing for digits nothing has', async () => {
    for (const [q, code] of [
      ['abc', 'invalid'],
      ['   ', 'required'],
      ['1'.repeat(41), 'too_long'],
    ]) {
      const { status, body } = await get(`/desk/orders/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(422);
      expect(body.fields).toEqual({ q: code });
    }
    expect((await get<DeskSearch>('/desk/orders/search?q=99999999999')).body.data).toEqual({ orders: [], more: false });
  });

  it('a new order is at the head of the open list, and leaves it for the first finished page once rejected', async () => {
    const product = (await ctx.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    const id = await guestOrder(ctx, product);
    const before = (await get<DeskBoard>('/desk/orders')).body.data;
    expect(before.open[0]).toMatchObject({ id, status: 'new' });
    await request(ctx.app).post(`${API}/desk/orders/${id}/reject`).set(manager.auth).send({ reason: 'closed' }).expect(200);
    const after = (await get<DeskBoard>('/desk/orders')).body.data;
    expect(after.open.map((o) => o.id)).not.toContain(id);
    expect(after.finished_total).toBe(FINISHED_TODAY + 1);
    expect((await get<FinishedPage>('/desk/orders/finished')).body.data.orders[0]).toMatchObject({ id, status: 'cancelled' });
  });

  it('loses and doubles no order across the pages when orders finish between two page reads', async () => {
    const finish = (orderId: number) =>
      request(ctx.app).post(`${API}/desk/orders/${orderId}/status`).set(manager.auth).send({ status: 'delivered' }).expect(200);
    const pages = [(await get<FinishedPage>('/desk/orders/finished')).body.data];
    pages.push((await get<FinishedPage>(`/desk/orders/finished?before=${pages[0].finished_before!}`)).body.data);
    // between the second page and the third: the newest order on the way (above every cursor: the
    // board's stream brings it to the head of the first page) and the oldest (below the cursor)
    const newest = Math.max(...today.on_the_way);
    const oldest = Math.min(...today.on_the_way);
    await finish(newest);
    await finish(oldest);
    let cursor = pages[1].finished_before;
    while (cursor !== null) {
      const page = (await get<FinishedPage>(`/desk/orders/finished?before=${cursor}`)).body.data;
      pages.push(page);
      cursor = page.finished_before;
    }
    const read = pages.flatMap((p) => p.orders.map((o) => o.id));
    expect([new Set(read).size, read.includes(newest), read.includes(oldest)]).toEqual([read.length, false, true]);
    const board = (await get<DeskBoard>('/desk/orders')).body.data;
    expect(board.open.filter((o) => o.id === newest || o.id === oldest)).toEqual([]);
    // with the one the stream brought, every order finished today, each once
    const finishedNow = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', ['delivered', 'collected', 'cancelled'])
      .where('id', 'not in', yesterday.delivered)
      .execute();
    expect(desc([...read, newest])).toEqual(desc(finishedNow.map((r) => r.id)));
    expect(board.finished_total).toBe(finishedNow.length);
  });
});

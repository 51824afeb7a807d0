import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { eventOf, listen, openStream } from './support/sse';
import { testDatabases } from '../helpers/database';
import type { DeskBoard, FinishedPage } from '../../shared/desk-board';

// Issue 37: a board answer read before an event can reach the desk after it. The answer names the
// last event of the desk's stream it includes, so the desk knows which events to put on it again.

type Stream = Awaited<ReturnType<typeof openStream>>;
const eventId = async (stream: Stream, type: string, orderId: number) => Number((await stream.next(eventOf(type, orderId))).id);

describe.each(testDatabases())("the desk board's last event (%s)", (dialect) => {
  let ctx: AccountsContext;
  let server: Awaited<ReturnType<typeof listen>>;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  let stream: Stream;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '23:59' });
    palow = await addProduct(ctx.db, 4500);
    staff = await signInStaff(ctx, 'manager');
    server = await listen(ctx.app);
    stream = await openStream(`${server.base}${API}/desk/events?locale=en`, staff.auth);
    await stream.next((m) => m.retry !== undefined);
  });
  afterAll(async () => {
    await stream.close();
    await server.close();
    await ctx.close();
  });

  const board = async () => {
    const res = await request(ctx.app).get(`${API}/desk/orders`).set(staff.auth);
    expect(res.status).toBe(200);
    return res.body.data as DeskBoard;
  };

  it("names the stream's last event it includes: an order placed or moved after it comes with a later id", async () => {
    const before = await board();
    expect(Number.isSafeInteger(before.last_event_id)).toBe(true);
    const id = await guestOrder(ctx, palow);
    const placed = await eventId(stream, 'order.placed', id);
    expect(placed).toBeGreaterThan(before.last_event_id);
    expect(before.open.map((o) => o.id)).not.toContain(id);

    const after = await board();
    expect(after.last_event_id).toBe(placed);
    expect(after.open.find((o) => o.id === id)).toMatchObject({ status: 'new' });

    expect((await request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(staff.auth).send({ minutes: 30 })).status).toBe(200);
    const accepted = await eventId(stream, 'order.changed', id);
    expect(accepted).toBeGreaterThan(placed);
    expect(after.last_event_id).toBeLessThan(accepted);
    const now = await board();
    expect(now.last_event_id).toBe(accepted);
    expect(now.open.find((o) => o.id === id)).toMatchObject({ status: 'accepted' });
  });

  it('read while orders are placed and moved, every answer holds each change its last event names', async () => {
    const reads: Promise<DeskBoard>[] = [];
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => {
        reads.push(board());
        const id = await guestOrder(ctx, palow);
        reads.push(board());
        await request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(staff.auth).send({ minutes: 30 });
        reads.push(board());
        return id;
      }),
    );
    const events = new Map<number, { placed: number; accepted: number }>();
    for (const id of ids)
      events.set(id, { placed: await eventId(stream, 'order.placed', id), accepted: await eventId(stream, 'order.changed', id) });
    const answers = await Promise.all(reads);
    expect(answers.some((a) => a.last_event_id < Math.max(...[...events.values()].map((e) => e.accepted)))).toBe(true);
    for (const answer of answers) {
      for (const [id, { placed, accepted }] of events) {
        const card = answer.open.find((o) => o.id === id);
        if (accepted <= answer.last_event_id) expect(card).toMatchObject({ status: 'accepted' });
        else if (placed <= answer.last_event_id) expect(card).toBeDefined();
      }
    }
  });
  it("the first finished page names the stream's last event it includes, as the board does", async () => {
    const finished = async () => {
      const res = await request(ctx.app).get(`${API}/desk/orders/finished`).set(staff.auth);
      expect(res.status).toBe(200);
      return res.body.data as FinishedPage;
    };
    const id = await guestOrder(ctx, palow);
    await eventId(stream, 'order.placed', id);
    const before = await finished();
    expect(Number.isSafeInteger(before.last_event_id)).toBe(true);
    expect(before.orders.map((o) => o.id)).not.toContain(id);
    expect((await request(ctx.app).post(`${API}/desk/orders/${id}/reject`).set(staff.auth).send({ reason: 'closed' })).status).toBe(200);
    const rejected = await eventId(stream, 'order.changed', id);
    expect(rejected).toBeGreaterThan(before.last_event_id!);
    const after = await finished();
    expect(after.last_event_id).toBe(rejected);
    expect(after.orders[0]).toMatchObject({ id, status: 'cancelled' });
  });
});

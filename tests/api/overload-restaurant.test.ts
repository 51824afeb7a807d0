import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, addProduct, API, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { createTestApp } from '../helpers/app';
import { testDatabases } from '../helpers/database';

// Issue 37 on a busy night: a crowd browsing makes the event loop lag and the gate sheds the API's
// reads (server/http/overload.ts). The restaurant working on the orders that crowd places — the
// desk accepting, the kitchen display bumping, the printer polling for tickets — is not shed.
describe.each(testDatabases())('the restaurant is not shed while shoppers are (%s)', (dialect) => {
  let ctx: AccountsContext;
  let lagging: Express;
  let palow: number;
  let delay = 0;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let cook: Awaited<ReturnType<typeof signInStaff>>;
  let printerPath: string;
  const mac = '00:11:62:1a:2b:3c';
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
    // the same shop over the same database, with the event-loop delay the test sets
    lagging = createTestApp(ctx.database, {
      env: { TRUST_PROXY: '1', SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00', MAX_EVENT_LOOP_DELAY_MS: '150' },
      now: ctx.clock.now,
      sms: ctx.sms,
      eventLoopDelay: () => delay,
    });
    palow = await addProduct(ctx.db, 4550);
    const owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
    cook = await signInStaff(ctx, 'cook');
    const printer = await request(ctx.app).post(`${API}/desk/printing/printers`).set(owner.auth).send({ name: 'Kitchen', mac });
    printerPath = printer.body.data.path;
    ctx.clock.advance(1000);
  });
  afterAll(() => ctx.close());

  it('while the loop lags, a shopper’s read is refused, and the desk, the kitchen and the printer are answered', async () => {
    const id = await guestOrder(ctx, palow);
    delay = 500;
    expect((await request(lagging).get(`${API}/products`)).status).toBe(503);
    expect((await request(lagging).get(`${API}/shop/estimates`)).status).toBe(503);

    const board = await request(lagging).get(`${API}/desk/orders`).set(manager.auth);
    expect(board.status).toBe(200);
    const accepted = await request(lagging).post(`${API}/desk/orders/${id}/accept`).set(manager.auth).send({ minutes: 30 });
    expect([accepted.status, accepted.body.data.status]).toEqual([200, 'accepted']);

    const kitchen = await request(lagging).get(`${API}/desk/kitchen/orders`).set(cook.auth);
    expect([kitchen.status, kitchen.body.data.orders.map((o: { id: number }) => o.id)]).toEqual([200, [id]]);
    const bumped = await request(lagging).post(`${API}/desk/kitchen/orders/${id}/bump`).set(cook.auth).send({ status: 'accepted' });
    expect([bumped.status, bumped.body.data.status]).toEqual([200, 'cooking']);

    const poll = await request(lagging).post(printerPath).send({ printerMAC: mac, statusCode: '200%20OK', status: '23 86 00 00' });
    expect([poll.status, poll.body.jobReady]).toEqual([200, true]);
    const ticket = await request(lagging).get(printerPath).query({ type: 'text/plain', mac, token: poll.body.jobToken });
    expect(ticket.status).toBe(200);
    expect((await request(lagging).delete(printerPath).query({ code: '200 OK', mac, token: poll.body.jobToken })).status).toBe(200);

    // the shoppers' side is still shed once the restaurant's calls are answered
    expect((await request(lagging).get(`${API}/categories`)).status).toBe(503);
    delay = 0;
    expect((await request(lagging).get(`${API}/products`)).status).toBe(200);
  });
});

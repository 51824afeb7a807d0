import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { guestOrder } from './support/desk';
import { accept, deskPrinting, printingShop, registerPrinter } from './support/printing';
import type { SimulatedPrinter } from './support/cloudprnt-printer';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('the desk’s print queue (%s)', (dialect) => {
  const shop = printingShop(dialect, []);
  let printer: SimulatedPrinter;
  let early: number;
  beforeAll(async () => {
    // accepted before any printer existed: a printer added later does not print the past
    early = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, early);
    shop.ctx.clock.advance(1000);
    ({ printer } = await registerPrinter(shop.ctx, shop.base, shop.owner, '00-11-62-aa-bb-01'));
  });

  const post = (who: { auth: Record<string, string> }, url: string, body: object = {}) =>
    request(shop.ctx.app).post(`${API}/desk/printing${url}`).set(who.auth).set('Accept-Language', 'en').send(body);

  it('the owner registers a printer by its MAC, as typed; a manager may not; a bad or taken MAC is refused', async () => {
    const list = await deskPrinting(shop.ctx, shop.manager);
    expect(list.body.data.printers).toEqual([
      expect.objectContaining({ mac: '00:11:62:AA:BB:01', last_poll_at: null, queued: 0, silent: false }),
    ]);
    expect((await post(shop.manager, '/printers', { name: 'Bar', mac: '00:11:62:AA:BB:02' })).status).toBe(403);
    const bad = await post(shop.owner, '/printers', { name: 'Bar', mac: '00:11:62' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: 'validation_failed', fields: { mac: expect.any(String) } });
    const taken = await post(shop.owner, '/printers', { name: 'Again', mac: '001162aabb01' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: 'printing.mac_taken',
      message: 'A printer with this MAC address is already registered.',
    });
    expect((await request(shop.ctx.app).get(`${API}/desk/printing`)).status).toBe(401);
    expect(await shop.ctx.db.selectFrom('printers').select('mac').execute()).toEqual([{ mac: '00:11:62:AA:BB:01' }]);
  });

  it('a ticket is made for an accept that no event announced (the process died after commit)', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    const at = shop.ctx.clock.now().toISOString();
    // the accept's own writes, and nothing after them: no event, no job
    await shop.ctx.db.updateTable('orders').set({ status: 'accepted' }).where('id', '=', id).execute();
    await shop.ctx.db
      .insertInto('order_status_history')
      .values({ order_id: id, status: 'accepted', at, actor_user_id: shop.manager.userId })
      .execute();
    expect(await printer.printAll()).toBe(1);
    const jobs = await shop.ctx.db.selectFrom('print_jobs').select(['order_id', 'state']).execute();
    expect(jobs).toEqual([{ order_id: id, state: 'printed' }]);
    expect(jobs.some((j) => j.order_id === early)).toBe(false);
  });

  it('reprint queues the ticket again, marked as a reprint; an unknown order is 404', async () => {
    const id = await guestOrder(shop.ctx, shop.palow, 4);
    await accept(shop.ctx, shop.manager, id);
    expect(await printer.printAll()).toBe(1);
    const res = await post(shop.manager, `/orders/${id}/reprint`);
    expect(res.status).toBe(201);
    expect(res.body.data.jobs[0]).toMatchObject({ order_id: id, reason: 'reprint', state: 'queued' });
    const ticket = await printer.printOne();
    expect(ticket).toContain('КУХНЯ · ПОВТОР');
    expect(ticket).toMatch(/^4 x Плов/m);
    expect(await printer.printOne()).toBeNull();
    expect((await post(shop.manager, '/orders/999999/reprint')).status).toBe(404);
    expect((await post(shop.manager, '/orders/x/reprint')).status).toBe(404);
  });

  it('a job fetched but never reported is offered again after a minute, not before', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, id);
    const first = await printer.poll();
    expect((await printer.fetchJob(first.body.jobToken!)).status).toBe(200);
    // the printer lost power before reporting
    shop.ctx.clock.advance(30_000);
    expect((await printer.poll()).body.jobReady).toBe(false);
    shop.ctx.clock.advance(31_000);
    expect((await printer.poll()).body).toMatchObject({ jobReady: true, jobToken: first.body.jobToken });
    expect(await printer.printAll()).toBe(1);
    expect(await shop.ctx.db.selectFrom('print_jobs').select(['state', 'attempts']).where('order_id', '=', id).execute()).toEqual([
      { state: 'printed', attempts: 2 },
    ]);
  });

  it('with no printer, reprint says so; removing a printer is the owner’s', async () => {
    const [{ id }] = await shop.ctx.db.selectFrom('printers').select('id').execute();
    expect((await request(shop.ctx.app).delete(`${API}/desk/printing/printers/${id}`).set(shop.manager.auth)).status).toBe(403);
    const removed = await request(shop.ctx.app).delete(`${API}/desk/printing/printers/${id}`).set(shop.owner.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ alarm: false, printers: [] });
    const res = await post(shop.manager, `/orders/${early}/reprint`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('printing.no_printers');
    expect((await printer.poll()).status).toBe(401);
  });
});

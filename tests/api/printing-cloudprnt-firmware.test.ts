import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { deskMoves } from './support/desk-orders';
import { accept, deskPrinting, listen, registerPrinter } from './support/printing';
import type { SimulatedPrinter } from './support/cloudprnt-printer';
import { testDatabases } from '../helpers/database';

/**
 * What the published protocol lets a printer do that the simulated printer does not: older firmware
 * (IFBD-HI01X before 1.8, mC-Print3 before 3.2) sends no job token on GET and DELETE, and Star's
 * current manual has the success code as a bare "OK". A ticket must still print once.
 */
describe.each(testDatabases())('CloudPRNT firmware variants and cancelled orders (%s)', (dialect) => {
  let ctx: AccountsContext;
  let server: Server;
  let base: string;
  let palow: number;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let printer: SimulatedPrinter;
  let url: string;
  const mac = '00:11:62:0d:0e:0f';
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    ({ base, server } = await listen(ctx));
    palow = await addProduct(ctx.db, 4550);
    const owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
    let path: string;
    ({ printer, path } = await registerPrinter(ctx, base, owner, mac));
    url = `${base}${path}`;
    ctx.clock.advance(1000);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  const jobsOf = (orderId: number) =>
    ctx.db.selectFrom('print_jobs').select(['state', 'attempts']).where('order_id', '=', orderId).execute();
  // the old firmware's requests: no token anywhere
  const getUntokened = async () => {
    const res = await fetch(`${url}?${new URLSearchParams({ uid: '1', type: 'text/plain', mac })}`);
    return { status: res.status, text: await res.text() };
  };
  const deleteUntokened = async (code: string) =>
    (await fetch(`${url}?${new URLSearchParams({ code, mac })}`, { method: 'DELETE' })).status;

  it('a printer that sends no job token prints each ticket once, in order', async () => {
    const ids = [await guestOrder(ctx, palow), await guestOrder(ctx, palow)];
    for (const id of ids) expect((await accept(ctx, manager, id)).status).toBe(200);
    const numbers = await ctx.db.selectFrom('orders').select('number').where('id', 'in', ids).orderBy('id').execute();
    for (const [n, id] of ids.entries()) {
      expect((await printer.poll()).body.jobReady).toBe(true);
      const job = await getUntokened();
      expect(job.status).toBe(200);
      expect(job.text).toContain(`Заказ ${numbers[n].number}\n`);
      // the protocol allows the same GET again: the same ticket, not the next one
      expect((await getUntokened()).text).toBe(job.text);
      expect(await deleteUntokened('200 OK')).toBe(200);
      expect((await jobsOf(id))[0].state).toBe('printed');
    }
    expect((await printer.poll()).body).toEqual({ jobReady: false });
  });

  it('the bare "OK" code of Star’s current manual marks the ticket printed, not failed', async () => {
    const id = await guestOrder(ctx, palow);
    await accept(ctx, manager, id);
    const poll = await printer.poll();
    expect((await printer.fetchJob(poll.body.jobToken!)).status).toBe(200);
    expect(await printer.report(poll.body.jobToken!, 'OK')).toBe(200);
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1 }]);
    expect((await printer.poll()).body).toEqual({ jobReady: false });
  });

  it('an order cancelled while the printer was silent does not print when it comes back', async () => {
    const kept = await guestOrder(ctx, palow);
    const dropped = await guestOrder(ctx, palow);
    for (const id of [dropped, kept]) await accept(ctx, manager, id);
    ctx.clock.advance(61_000);
    expect((await deskPrinting(ctx, manager)).body.data.printers[0]).toMatchObject({ queued: 2, silent: true });
    expect((await deskMoves(ctx, manager).reject(dropped, { reason: 'unreachable', note: '' })).status).toBe(200);

    const desk2 = await deskPrinting(ctx, manager);
    expect(desk2.body.data.printers[0]).toMatchObject({ queued: 1 });
    expect(desk2.body.data.jobs.map((j: { order_id: number }) => j.order_id)).not.toContain(dropped);
    const [{ number }] = await ctx.db.selectFrom('orders').select('number').where('id', '=', kept).execute();
    const before = printer.printed.length;
    expect(await printer.printAll()).toBe(1);
    expect(printer.printed.slice(before)[0]).toContain(`Заказ ${number}\n`);
    expect(await jobsOf(dropped)).toEqual([]);
  });

  it('a printer that polls but reports it cannot print (out of paper) sounds the alarm; paper in, it prints', async () => {
    const id = await guestOrder(ctx, palow);
    await accept(ctx, manager, id);
    const pollWith = async (statusCode: string) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: '23 86 00 00', printerMAC: mac, statusCode, printingInProgress: false }),
        })
      ).json();
    // the printer is offline: it goes on polling, and fetches nothing (Star: no GET while offline)
    expect(await pollWith('410%20Out%20of%20paper')).toMatchObject({ jobReady: true });
    let desk = await deskPrinting(ctx, manager);
    expect(desk.body.data.printers[0]).toMatchObject({ last_status: '410 Out of paper', queued: 1, silent: false, stopped: true });
    expect(desk.body.data.alarm).toBe(true);

    expect(await pollWith('200%20OK')).toMatchObject({ jobReady: true });
    expect((await deskPrinting(ctx, manager)).body.data.alarm).toBe(false);
    expect(await printer.printAll()).toBe(1);
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1 }]);
    desk = await deskPrinting(ctx, manager);
    expect(desk.body.data.printers[0]).toMatchObject({ queued: 0, stopped: false });
  });

  it('answers the start-up settings request of an MQTT-capable printer with the protocol’s "HTTP only" 404', async () => {
    const secret = url.split('/').at(-1)!;
    const settings = await fetch(
      `${base}/back/api/v1/cloudprnt/cloudprnt-setting.json?${new URLSearchParams({ mac, replaced_path: secret })}`,
    );
    expect(settings.status).toBe(404);
    // and it then polls as usual
    expect((await printer.poll()).status).toBe(200);
  });

  it('a ticket the printer was printing when it ran out of paper fails at that poll, and prints first when it is back', async () => {
    const first = await guestOrder(ctx, palow);
    const second = await guestOrder(ctx, palow);
    for (const id of [first, second]) await accept(ctx, manager, id);
    const poll = await printer.poll();
    expect((await printer.fetchJob(poll.body.jobToken!)).status).toBe(200);
    const pollWith = (statusCode: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: '23 86 00 00', printerMAC: mac, statusCode, printingInProgress: false }),
      });
    await pollWith('410%20Out%20of%20paper');
    expect(await jobsOf(first)).toEqual([{ state: 'failed', attempts: 1 }]);
    const desk = await deskPrinting(ctx, manager);
    expect(desk.body.data.alarm).toBe(true);
    expect(desk.body.data.jobs.find((j: { order_id: number }) => j.order_id === first)).toMatchObject({ last_error: '410 Out of paper' });

    // paper in, well within the minute a silent ticket waits: the torn one comes again, before the next
    const [{ number }] = await ctx.db.selectFrom('orders').select('number').where('id', '=', first).execute();
    expect(await printer.printOne()).toContain(`Заказ ${number}\n`);
    expect(await jobsOf(first)).toEqual([{ state: 'printed', attempts: 2 }]);
    expect(await printer.printAll()).toBe(1);
    expect(await jobsOf(second)).toEqual([{ state: 'printed', attempts: 1 }]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { guestOrder } from './support/desk';
import { deskMoves } from './support/desk-orders';
import { accept, deskPrinting, printingShop } from './support/printing';
import { testDatabases } from '../helpers/database';

/**
 * What the published protocol lets a printer do that the simulated printer does not: older firmware
 * (IFBD-HI01X before 1.8, mC-Print3 before 3.2) sends no job token on GET and DELETE, and Star's
 * current manual has the success code as a bare "OK". A ticket must still print once.
 */
describe.each(testDatabases())('CloudPRNT firmware variants and cancelled orders (%s)', (dialect) => {
  const mac = '00:11:62:0d:0e:0f';
  const shop = printingShop(dialect, [mac]);
  let url: string;
  beforeAll(() => void (url = `${shop.base}${shop.path}`));

  const jobsOf = (orderId: number) =>
    shop.ctx.db.selectFrom('print_jobs').select(['state', 'attempts']).where('order_id', '=', orderId).execute();
  // the old firmware's requests: no token anywhere
  const getUntokened = async () => {
    const res = await fetch(`${url}?${new URLSearchParams({ uid: '1', type: 'text/plain', mac })}`);
    return { status: res.status, text: await res.text() };
  };
  const deleteUntokened = async (code: string) =>
    (await fetch(`${url}?${new URLSearchParams({ code, mac })}`, { method: 'DELETE' })).status;

  it('a printer that sends no job token prints each ticket once, in order', async () => {
    const ids = [await guestOrder(shop.ctx, shop.palow), await guestOrder(shop.ctx, shop.palow)];
    for (const id of ids) expect((await accept(shop.ctx, shop.manager, id)).status).toBe(200);
    const numbers = await shop.ctx.db.selectFrom('orders').select('number').where('id', 'in', ids).orderBy('id').execute();
    for (const [n, id] of ids.entries()) {
      expect((await shop.printer.poll()).body.jobReady).toBe(true);
      const job = await getUntokened();
      expect(job.status).toBe(200);
      expect(job.text).toContain(`Заказ ${numbers[n].number}\n`);
      // the protocol allows the same GET again: the same ticket, not the next one
      expect((await getUntokened()).text).toBe(job.text);
      expect(await deleteUntokened('200 OK')).toBe(200);
      expect((await jobsOf(id))[0].state).toBe('printed');
    }
    expect((await shop.printer.poll()).body).toEqual({ jobReady: false });
  });

  it('the bare "OK" code of Star’s current manual marks the ticket printed, not failed', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, id);
    const poll = await shop.printer.poll();
    expect((await shop.printer.fetchJob(poll.body.jobToken!)).status).toBe(200);
    expect(await shop.printer.report(poll.body.jobToken!, 'OK')).toBe(200);
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1 }]);
    expect((await shop.printer.poll()).body).toEqual({ jobReady: false });
  });

  it('an order cancelled while the printer was silent does not print when it comes back', async () => {
    const kept = await guestOrder(shop.ctx, shop.palow);
    const dropped = await guestOrder(shop.ctx, shop.palow);
    for (const id of [dropped, kept]) await accept(shop.ctx, shop.manager, id);
    shop.ctx.clock.advance(61_000);
    expect((await deskPrinting(shop.ctx, shop.manager)).body.data.printers[0]).toMatchObject({ queued: 2, silent: true });
    expect((await deskMoves(shop.ctx, shop.manager).reject(dropped, { reason: 'unreachable', note: '' })).status).toBe(200);

    const desk2 = await deskPrinting(shop.ctx, shop.manager);
    expect(desk2.body.data.printers[0]).toMatchObject({ queued: 1 });
    expect(desk2.body.data.jobs.map((j: { order_id: number }) => j.order_id)).not.toContain(dropped);
    const [{ number }] = await shop.ctx.db.selectFrom('orders').select('number').where('id', '=', kept).execute();
    const before = shop.printer.printed.length;
    expect(await shop.printer.printAll()).toBe(1);
    expect(shop.printer.printed.slice(before)[0]).toContain(`Заказ ${number}\n`);
    expect(await jobsOf(dropped)).toEqual([]);
  });

  it('a printer that polls but reports it cannot print (out of paper) sounds the alarm; paper in, it prints', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, id);
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
    let desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.printers[0]).toMatchObject({ last_status: '410 Out of paper', queued: 1, silent: false, stopped: true });
    expect(desk.body.data.alarm).toBe(true);

    expect(await pollWith('200%20OK')).toMatchObject({ jobReady: true });
    expect((await deskPrinting(shop.ctx, shop.manager)).body.data.alarm).toBe(false);
    expect(await shop.printer.printAll()).toBe(1);
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1 }]);
    desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.printers[0]).toMatchObject({ queued: 0, stopped: false });
  });

  it('answers the start-up settings request of an MQTT-capable printer with the protocol’s "HTTP only" 404', async () => {
    const secret = url.split('/').at(-1)!;
    const settings = await fetch(
      `${shop.base}/back/api/v1/cloudprnt/cloudprnt-setting.json?${new URLSearchParams({ mac, replaced_path: secret })}`,
    );
    expect(settings.status).toBe(404);
    // and it then polls as usual
    expect((await shop.printer.poll()).status).toBe(200);
  });

  it('a ticket the printer was printing when it ran out of paper fails at that poll, and prints first when it is back', async () => {
    const first = await guestOrder(shop.ctx, shop.palow);
    const second = await guestOrder(shop.ctx, shop.palow);
    for (const id of [first, second]) await accept(shop.ctx, shop.manager, id);
    const poll = await shop.printer.poll();
    expect((await shop.printer.fetchJob(poll.body.jobToken!)).status).toBe(200);
    const pollWith = (statusCode: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: '23 86 00 00', printerMAC: mac, statusCode, printingInProgress: false }),
      });
    await pollWith('410%20Out%20of%20paper');
    expect(await jobsOf(first)).toEqual([{ state: 'failed', attempts: 1 }]);
    const desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.alarm).toBe(true);
    expect(desk.body.data.jobs.find((j: { order_id: number }) => j.order_id === first)).toMatchObject({ last_error: '410 Out of paper' });

    // paper in, well within the minute a silent ticket waits: the torn one comes again, before the next
    const [{ number }] = await shop.ctx.db.selectFrom('orders').select('number').where('id', '=', first).execute();
    expect(await shop.printer.printOne()).toContain(`Заказ ${number}\n`);
    expect(await jobsOf(first)).toEqual([{ state: 'printed', attempts: 2 }]);
    expect(await shop.printer.printAll()).toBe(1);
    expect(await jobsOf(second)).toEqual([{ state: 'printed', attempts: 1 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { guestOrder } from './support/desk';
import { SimulatedPrinter } from './support/cloudprnt-printer';
import { accept, deskPrinting, printingShop } from './support/printing';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('kitchen printing over Star CloudPRNT (%s)', (dialect) => {
  const shop = printingShop(dialect, ['00:11:62:0a:0b:0c']);

  const jobsOf = (orderId: number) =>
    shop.ctx.db.selectFrom('print_jobs').select(['state', 'attempts', 'reason']).where('order_id', '=', orderId).execute();

  it('prints the accepted order once: poll → job ready → GET the ticket in the order’s language → DELETE 200 OK', async () => {
    expect((await shop.printer.poll()).body).toEqual({ jobReady: false });
    const id = await guestOrder(shop.ctx, shop.palow, 2, { note: 'Sogansyz, gyzgyn' });
    // a new order is not yet the kitchen's
    expect((await shop.printer.poll()).body).toEqual({ jobReady: false });
    const accepted = await accept(shop.ctx, shop.manager, id);
    expect(accepted.status).toBe(200);
    const acceptedAt = performance.now();

    const poll = await shop.printer.poll();
    expect(poll.body).toMatchObject({ jobReady: true, mediaTypes: ['text/vnd.star.markup', 'text/plain'] });
    const job = await shop.printer.fetchJob(poll.body.jobToken!);
    const fetchMs = shop.printer.fetchedAt.at(-1)! - acceptedAt;
    console.info(`accept → printer fetched the job: ${fetchMs.toFixed(1)} ms (${dialect}, loopback, printer polling at once)`);
    expect(job.status).toBe(200);
    expect(job.type).toBe('text/plain; charset=utf-8');
    const number = accepted.body.data.number as string;
    expect(job.text).toContain(`Заказ ${number}`);
    expect(job.text).toMatch(/^2 x Плов \d+$/m);
    expect(job.text).toContain('ПРИМЕЧАНИЕ: Sogansyz, gyzgyn');
    expect(await jobsOf(id)).toEqual([{ state: 'printing', attempts: 1, reason: 'accept' }]);

    expect(await shop.printer.report(poll.body.jobToken!, '200 OK')).toBe(200);
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1, reason: 'accept' }]);
    expect((await shop.printer.poll()).body).toEqual({ jobReady: false });
  });

  it('ten accepts in a row: each ticket is on the printer at its next poll, printed once', async () => {
    const times: number[] = [];
    for (let n = 0; n < 10; n++) {
      const id = await guestOrder(shop.ctx, shop.palow);
      expect((await accept(shop.ctx, shop.manager, id)).status).toBe(200);
      const acceptedAt = performance.now();
      expect(await shop.printer.printOne()).toMatch(/^1 x Плов/m);
      times.push(shop.printer.fetchedAt.at(-1)! - acceptedAt);
      expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1, reason: 'accept' }]);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.info(`accept → fetch over 10 orders (${dialect}, loopback): median ${sorted[5].toFixed(1)} ms, max ${sorted[9].toFixed(1)} ms`);
  });

  it('offers Star markup with the quantities double size to a printer that takes it', async () => {
    const id = await guestOrder(shop.ctx, shop.palow, 3);
    await accept(shop.ctx, shop.manager, id);
    const poll = await shop.printer.poll();
    const job = await shop.printer.fetchJob(poll.body.jobToken!, 'text/vnd.star.markup');
    expect(job.type).toBe('text/vnd.star.markup; charset=utf-8');
    expect(job.text).toContain('[magnify: width 2; height 2]3 x[magnify: width 1; height 1] Плов');
    await shop.printer.report(poll.body.jobToken!, '200 OK');
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1, reason: 'accept' }]);
  });

  it('a printer silent with tickets waiting raises the desk’s alarm; back, it prints every ticket exactly once', async () => {
    await shop.printer.poll();
    const ids = [await guestOrder(shop.ctx, shop.palow), await guestOrder(shop.ctx, shop.palow), await guestOrder(shop.ctx, shop.palow)];
    for (const id of ids) expect((await accept(shop.ctx, shop.manager, id)).status).toBe(200);

    shop.ctx.clock.advance(59_000);
    let desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.alarm).toBe(false);
    expect(desk.body.data.printers[0]).toMatchObject({ queued: 3, silent: false });

    shop.ctx.clock.advance(2_000);
    desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.alarm).toBe(true);
    expect(desk.body.data.printers[0]).toMatchObject({ queued: 3, failed: 0, silent: true });
    const waiting = desk.body.data.jobs.filter((j: { order_id: number }) => ids.includes(j.order_id));
    expect(waiting.map((j: { state: string }) => j.state)).toEqual(['queued', 'queued', 'queued']);

    const before = shop.printer.printed.length;
    expect(await shop.printer.printAll()).toBe(3);
    const tickets = shop.printer.printed.slice(before);
    const numbers = await shop.ctx.db.selectFrom('orders').select('number').where('id', 'in', ids).orderBy('id').execute();
    for (const { number } of numbers) expect(tickets.filter((t) => t.includes(`Заказ ${number}\n`))).toHaveLength(1);
    for (const id of ids) expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 1, reason: 'accept' }]);

    desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.alarm).toBe(false);
    expect(desk.body.data.printers[0]).toMatchObject({ queued: 0, silent: false, last_poll_at: shop.ctx.clock.now().toISOString() });
  });

  it('a failed print is retried until printed; the failure sounds the alarm until then', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, id);
    expect(await shop.printer.printOne('520 Paper out')).not.toBeNull();
    expect(await jobsOf(id)).toEqual([{ state: 'failed', attempts: 1, reason: 'accept' }]);
    const desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.alarm).toBe(true);
    expect(desk.body.data.printers[0]).toMatchObject({ failed: 1, silent: false });
    expect(desk.body.data.jobs[0]).toMatchObject({ order_id: id, state: 'failed', last_error: '520 Paper out' });

    expect(await shop.printer.printAll()).toBe(1);
    expect(await jobsOf(id)).toEqual([{ state: 'printed', attempts: 2, reason: 'accept' }]);
    expect((await deskPrinting(shop.ctx, shop.manager)).body.data.alarm).toBe(false);
  });

  it('a printer that is not registered gets nothing, nor one that knows the URL but has another MAC', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, id);
    const strangers = [
      new SimulatedPrinter(`${shop.base}/back/api/v1/cloudprnt/not-a-secret`, shop.printer.mac),
      new SimulatedPrinter(`${shop.base}${shop.path}`, '00:11:62:FF:FF:FF'),
    ];
    // the desk's look makes the ticket the printer owes, so there is a job to try to steal
    expect((await deskPrinting(shop.ctx, shop.manager)).body.data.printers[0].queued).toBe(1);
    const [job] = await shop.ctx.db.selectFrom('print_jobs').select('id').where('order_id', '=', id).execute();
    for (const stranger of strangers) {
      expect(await stranger.poll()).toEqual({ status: 401, body: { jobReady: false } });
      expect((await stranger.fetchJob(String(job.id))).status).toBe(401);
      expect(await stranger.report(String(job.id), '200 OK')).toBe(401);
    }
    expect(await jobsOf(id)).toEqual([{ state: 'queued', attempts: 0, reason: 'accept' }]);
    expect(await shop.printer.printAll()).toBe(1);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { guestOrder } from './support/desk';
import { accept, deskPrinting, printingShop } from './support/printing';
import type { SimulatedPrinter } from './support/cloudprnt-printer';
import { testDatabases } from '../helpers/database';

// Two printers on a busy night (issue 37's audit): each prints every ticket once, whatever the other
// does — goes silent, fetches a ticket and never reports it, or polls at the same moment.
describe.each(testDatabases())('two kitchen printers (%s)', (dialect) => {
  const shop = printingShop(dialect, ['00:11:62:2a:00:01', '00:11:62:2a:00:02']);
  let kitchen: SimulatedPrinter;
  let bar: SimulatedPrinter;
  beforeAll(() => void ([kitchen, bar] = shop.printers));

  const numberOf = async (id: number) =>
    (await shop.ctx.db.selectFrom('orders').select('number').where('id', '=', id).executeTakeFirstOrThrow()).number;
  const printedOn = (printer: SimulatedPrinter, number: string) => printer.printed.filter((t) => t.includes(`Заказ ${number}\n`)).length;

  it('one printer silent, the other printing: the alarm names the silent one; back, each ticket once on each', async () => {
    const ids = [await guestOrder(shop.ctx, shop.palow), await guestOrder(shop.ctx, shop.palow), await guestOrder(shop.ctx, shop.palow)];
    for (const id of ids) expect((await accept(shop.ctx, shop.manager, id)).status).toBe(200);
    expect(await bar.printAll()).toBe(3);
    shop.ctx.clock.advance(61_000);
    await bar.poll();
    const desk = await deskPrinting(shop.ctx, shop.manager);
    expect(desk.body.data.alarm).toBe(true);
    expect(desk.body.data.printers.map((p: { silent: boolean; queued: number }) => [p.silent, p.queued])).toEqual([
      [true, 3],
      [false, 0],
    ]);
    expect(await kitchen.printAll()).toBe(3);
    for (const id of ids) {
      const number = await numberOf(id);
      expect([printedOn(kitchen, number), printedOn(bar, number)]).toEqual([1, 1]);
    }
    expect((await deskPrinting(shop.ctx, shop.manager)).body.data.alarm).toBe(false);
  });

  it('a ticket one printer fetched and never reported holds up neither printer; it comes again after a minute on that one only', async () => {
    const id = await guestOrder(shop.ctx, shop.palow);
    await accept(shop.ctx, shop.manager, id);
    const poll = await kitchen.poll();
    expect((await kitchen.fetchJob(poll.body.jobToken!)).status).toBe(200);
    // the bar cannot take or report the kitchen's ticket by its token
    expect((await bar.fetchJob(poll.body.jobToken!)).status).toBe(404);
    expect(await bar.report(poll.body.jobToken!, '200 OK')).toBe(404);
    expect(await bar.printAll()).toBe(1);
    expect((await kitchen.poll()).body).toEqual({ jobReady: false });
    shop.ctx.clock.advance(61_000);
    expect(await kitchen.printAll()).toBe(1);
    expect(
      await shop.ctx.db
        .selectFrom('print_jobs')
        .select(['printer_id', 'state', 'attempts'])
        .where('order_id', '=', id)
        .orderBy('printer_id')
        .execute(),
    ).toEqual([
      { printer_id: expect.any(Number), state: 'printed', attempts: 2 },
      { printer_id: expect.any(Number), state: 'printed', attempts: 1 },
    ]);
  });

  it('both printers polling at once, many times, make one ticket each per order', async () => {
    const ids = [await guestOrder(shop.ctx, shop.palow), await guestOrder(shop.ctx, shop.palow)];
    for (const id of ids) await accept(shop.ctx, shop.manager, id);
    await Promise.all([...Array.from({ length: 5 }, () => kitchen.poll()), ...Array.from({ length: 5 }, () => bar.poll())]);
    const jobs = await shop.ctx.db.selectFrom('print_jobs').select(['order_id', 'printer_id']).where('order_id', 'in', ids).execute();
    expect(jobs).toHaveLength(4);
    expect(await kitchen.printAll()).toBe(2);
    expect(await bar.printAll()).toBe(2);
  });
});

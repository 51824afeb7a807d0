import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../../server/db/connection';
import { API, accountsApp, addProduct, type AccountsContext } from './accounts';
import { SimulatedPrinter } from './cloudprnt-printer';
import { signInStaff } from './desk';

/** Serves the app on a free loopback port, as a printer on the shop's network would reach it. */
export async function listen(ctx: AccountsContext): Promise<{ base: string; server: Server }> {
  const server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { base: `http://127.0.0.1:${address.port}`, server };
}

/** The owner registers a printer at the desk; the simulated printer is pointed at the URL it is given. */
export async function registerPrinter(ctx: AccountsContext, base: string, owner: { auth: Record<string, string> }, mac: string) {
  const res = await request(ctx.app)
    .post(`${API}/desk/printing/printers`)
    .set(owner.auth)
    .send({ name: `Kitchen ${mac}`, mac });
  if (res.status !== 201) throw new Error(`printer not registered: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    printer: new SimulatedPrinter(`${base}${res.body.data.path}`, mac),
    id: res.body.data.printer.id as number,
    path: res.body.data.path as string,
  };
}

export const deskPrinting = (ctx: AccountsContext, who: { auth: Record<string, string> }) =>
  request(ctx.app).get(`${API}/desk/printing`).set(who.auth);

export const accept = (ctx: AccountsContext, who: { auth: Record<string, string> }, id: number) =>
  request(ctx.app).post(`${API}/desk/orders/${id}/accept`).set(who.auth).send({ minutes: 30 });

type Staff = Awaited<ReturnType<typeof signInStaff>>;

/**
 * For a describe: a shop served on a loopback port, its owner and a manager signed in at the desk, and
 * a simulated printer registered for each of `macs` (`printers`, `paths`; `printer` and `path` the
 * first's), a second before the tests; the port and the shop are closed after them. The shop is
 * accountsApp's with one dish at 45.50 (`palow`), unless `open` makes another (then no dish is added).
 */
export function printingShop(dialect: Dialect, macs: string[], open?: () => Promise<AccountsContext>) {
  const shop = { printers: [] as SimulatedPrinter[], paths: [] as string[] } as {
    ctx: AccountsContext;
    server: Server;
    base: string;
    palow: number;
    owner: Staff;
    manager: Staff;
    printers: SimulatedPrinter[];
    paths: string[];
    printer: SimulatedPrinter;
    path: string;
  };
  beforeAll(async () => {
    shop.ctx = await (open ?? (() => accountsApp(dialect)))();
    Object.assign(shop, await listen(shop.ctx));
    if (!open) shop.palow = await addProduct(shop.ctx.db, 4550);
    shop.owner = await signInStaff(shop.ctx, 'owner');
    shop.manager = await signInStaff(shop.ctx, 'manager');
    if (!macs.length) return;
    for (const mac of macs) {
      const { printer, path } = await registerPrinter(shop.ctx, shop.base, shop.owner, mac);
      shop.printers.push(printer);
      shop.paths.push(path);
    }
    [shop.printer, shop.path] = [shop.printers[0], shop.paths[0]];
    shop.ctx.clock.advance(1000);
  });
  afterAll(async () => {
    await new Promise((resolve) => shop.server.close(resolve));
    await shop.ctx.close();
  });
  return shop;
}

import type { Server } from 'node:http';
import request from 'supertest';
import { API, type AccountsContext } from './accounts';
import { SimulatedPrinter } from './cloudprnt-printer';

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

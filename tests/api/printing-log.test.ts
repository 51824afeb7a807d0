import { Writable } from 'node:stream';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { listen, registerPrinter } from './support/printing';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('a kitchen printer’s secret stays out of the log (%s)', (dialect) => {
  let ctx: AccountsContext;
  let server: Server;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    ctx = await accountsApp(dialect, {}, sink);
    ({ server } = await listen(ctx));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  it('logs every poll, fetch and report with the secret in its URL masked', async () => {
    const owner = await signInStaff(ctx, 'owner');
    const { printer, path } = await registerPrinter(
      ctx,
      `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      owner,
      '00:11:62:01:02:03',
    );
    const secret = path.split('/').at(-1)!;
    expect((await printer.poll()).body).toEqual({ jobReady: false });
    expect((await printer.fetchJob('1')).status).toBe(404);
    const polls = lines.filter((l) => l.includes('/cloudprnt/'));
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.every((l) => l.includes('/back/api/v1/cloudprnt/[secret]'))).toBe(true);
    expect(lines.some((l) => l.includes(secret))).toBe(false);
  });
});

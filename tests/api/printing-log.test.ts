import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { accountsApp } from './support/accounts';
import { printingShop, registerPrinter } from './support/printing';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('a kitchen printer’s secret stays out of the log (%s)', (dialect) => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
  const shop = printingShop(dialect, [], () => accountsApp(dialect, {}, sink));

  it('logs every poll, fetch and report with the secret in its URL masked', async () => {
    const { printer, path } = await registerPrinter(shop.ctx, shop.base, shop.owner, '00:11:62:01:02:03');
    const secret = path.split('/').at(-1)!;
    expect((await printer.poll()).body).toEqual({ jobReady: false });
    expect((await printer.fetchJob('1')).status).toBe(404);
    const polls = lines.filter((l) => l.includes('/cloudprnt/'));
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.every((l) => l.includes('/back/api/v1/cloudprnt/[secret]'))).toBe(true);
    expect(lines.some((l) => l.includes(secret))).toBe(false);
  });
});

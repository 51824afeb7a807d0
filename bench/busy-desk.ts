// The desk's busy day (issue 37), set up once for every bench that opens it (bench/desk-board.ts,
// bench/desk-trace.ts): a production server, 1,000 orders since the day began (Ashgabat) with 150 in
// progress written into its SQLite file, the owner signed in, Chromium, and a browser context with
// the desk's cookie and the board's watcher (watchBoard) in every page before its scripts.
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { openDatabase } from '../server/db/connection';
import type { Schema } from '../server/db/schema';
import { startOfDay } from '../shared/hours';
import { startServer, stopServer, type RunningServer } from '../tests/e2e/server';
import { insertBusyDay } from '../tests/helpers/busy-day';
import { addStaff, deskToken } from './desk';
import { watchBoard } from './board-watch';

export const MIX = { new: 20, accepted: 50, cooking: 50, on_the_way: 30, delivered: 750, cancelled: 100 };
export const IN_PROGRESS = MIX.new + MIX.accepted + MIX.cooking + MIX.on_the_way;
export const CPU = 4;

/** A thousand orders since the day began (Ashgabat), as evenly as the hours so far allow. */
export async function fillToday(server: RunningServer) {
  const database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'shop.db') });
  try {
    const now = new Date();
    const spacingMs = Math.min(15_000, Math.floor((now.getTime() - startOfDay(now.getTime())) / 1_002));
    await insertBusyDay(database.db as Kysely<Schema>, MIX, { now, productId: 1, spacingMs });
  } finally {
    await database.close();
  }
}

/** A page at CPU× slower (CDP Emulation.setCPUThrottlingRate). */
export async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
}

export interface BusyDesk {
  server: RunningServer;
  browser: Browser;
  /** signed in as the owner (cookie desk_session), service workers blocked, the board's watcher in every page */
  context: BrowserContext;
  close(): Promise<void>;
}

/** The busy day's server and a signed-in browser context; `close()` stops both. */
export async function busyDesk(env: Record<string, string> = {}): Promise<BusyDesk> {
  const server = await startServer(env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const close = async () => {
    await browser.close();
    await stopServer(server);
  };
  try {
    await fillToday(server);
    addStaff(`file:${path.join(server.dataDir, 'shop.db')}`);
    const token = await deskToken(server);
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', serviceWorkers: 'block' });
    await context.addCookies([{ name: 'desk_session', value: token, url: server.url }]);
    await context.addInitScript(watchBoard, { placed: MIX.new, open: IN_PROGRESS });
    return { server, browser, context, close };
  } catch (err) {
    await close();
    throw err;
  }
}

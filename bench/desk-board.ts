// The desk board on a busy day (issue 37): 1,000 orders today, 150 of them in progress, written into
// a production server's SQLite file. Chromium at 4× CPU (CDP Emulation.setCPUThrottlingRate) opens
// the signed-in desk: "usable" is the moment every open order's card is in the page (the desk renders
// in the browser, so a card there has its handlers), in the page's own time since navigation start.
// Then guest orders are placed one after another: "on the board" is the time from the order's
// order.placed event reaching the page's EventSource to its card being in the DOM, and from the event's
// own time (its `at`, when the server published it: any read the server does before sending is inside).
// bench/run.ts calls benchDeskBoard(); alone, `npx tsx bench/desk-board.ts` (npm run build first).
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/connection';
import type { Schema } from '../server/db/schema';
import type { Kysely } from 'kysely';
import { startOfDay } from '../shared/hours';
import { startServer, stopServer, type RunningServer } from '../tests/e2e/server';
import { insertBusyDay } from '../tests/helpers/busy-day';
import { addStaff, deskToken, post } from './desk';
import { usableTimes } from './desk-times';

export const MIX = { new: 20, accepted: 50, cooking: 50, on_the_way: 30, delivered: 750, cancelled: 100 };
export const IN_PROGRESS = MIX.new + MIX.accepted + MIX.cooking + MIX.on_the_way;
const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 5);
const NEW_ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 10);
const CPU = 4;
const API = '/back/api/v1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${Math.round(x)} ms`;

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

// in every page before its scripts: when the board became usable (every new order's card with its
// accept buttons enabled: what a manager acts on), when the open columns held every order in progress
// (the whole board), and when each order's event arrived and its card appeared (ms since navigation start)
export function watchBoard({ placed, open }: { placed: number; open: number }) {
  const w = window as unknown as {
    __usableAt?: number;
    __wholeAt?: number;
    __eventAt: Record<number, number>;
    __cardAt: Record<number, number>;
    __publishedAt: Record<number, number>;
  };
  w.__eventAt = {};
  w.__publishedAt = {};
  w.__cardAt = {};
  const Real = window.EventSource;
  window.EventSource = class extends Real {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      // added before the board's own listener, so it reads the arrival, not the handling
      this.addEventListener('order.placed', (e) => {
        const event = JSON.parse((e as MessageEvent<string>).data) as { order_id: number; at: string };
        w.__eventAt[event.order_id] = performance.now();
        // the same machine's clock as the server's, in the page's time
        w.__publishedAt[event.order_id] = Date.parse(event.at) - performance.timeOrigin;
      });
    }
  };
  // each moment is the frame that shows it, drawn (the next task after the frame's callbacks); no
  // named function in here: tsx would wrap it in a helper the page does not have
  new MutationObserver(() => {
    if (
      w.__usableAt === undefined &&
      [...document.querySelectorAll('.desk-column[data-status="new"] .desk-card')].filter((card) =>
        card.querySelector('.desk-actions button:not(:disabled)'),
      ).length >= placed
    ) {
      w.__usableAt = -1;
      requestAnimationFrame(() => setTimeout(() => (w.__usableAt = performance.now())));
    }
    if (w.__wholeAt === undefined && document.querySelectorAll('.desk-column[data-status] .desk-card').length >= open) {
      w.__wholeAt = -1;
      requestAnimationFrame(() => setTimeout(() => (w.__wholeAt = performance.now())));
    }
    for (const id of Object.keys(w.__eventAt))
      if (w.__cardAt[Number(id)] === undefined && document.getElementById(`desk-order-${id}`)) w.__cardAt[Number(id)] = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

export async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
}

export async function placeGuestOrder(server: RunningServer, i: number): Promise<number> {
  const order = (await post(
    `${server.url}${API}/orders-web`,
    {
      name: 'Bench',
      phone: '+99365999999',
      address: 'Bitarap Türkmenistan 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
    { 'Idempotency-Key': `bench-board-${Date.now()}-${i}`, 'X-Forwarded-For': `10.8.${i >> 8}.${i & 255}` },
  )) as { id: number };
  return order.id;
}

export async function benchDeskBoard() {
  const server = await startServer({ LOG_LEVEL: 'info' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    await fillToday(server);
    addStaff(`file:${path.join(server.dataDir, 'shop.db')}`);
    const token = await deskToken(server);
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', serviceWorkers: 'block' });
    await context.addCookies([{ name: 'desk_session', value: token, url: server.url }]);
    await context.addInitScript(watchBoard, { placed: MIX.new, open: IN_PROGRESS });
    const usable: number[] = [];
    const whole: number[] = [];
    // where the time goes: the desk's script run (DOMContentLoaded), the board's answer in
    const scriptDone: number[] = [];
    const answered: number[] = [];
    const asked: number[] = [];
    let page: Page | null = null;
    for (let run = 0; run < RUNS; run++) {
      await page?.close();
      page = await context.newPage();
      await throttled(page);
      await page.goto('/en/desk', { waitUntil: 'commit' });
      const times = await usableTimes(page, '/desk/orders', 60_000);
      usable.push(times.usable);
      await page.waitForFunction(() => ((window as unknown as { __wholeAt?: number }).__wholeAt ?? -1) > 0, null, { timeout: 60_000 });
      whole.push(await page.evaluate(() => (window as unknown as { __wholeAt: number }).__wholeAt));
      scriptDone.push(times.dcl);
      answered.push(times.answered);
      // when the board's first request began: from the document's head since issue 37's early reads, before after the script
      asked.push(
        await page.evaluate(() =>
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((e) => new URL(e.name).pathname.endsWith('/desk/orders'))
              .map((e) => e.startTime),
          ),
        ),
      );
    }
    // the last page stays open, throttled, its stream connected: new orders arrive one after another
    const onBoard: number[] = [];
    const orderRead: number[] = [];
    const fromPublished: number[] = [];
    for (let i = 0; i < NEW_ORDERS; i++) {
      const id = await placeGuestOrder(server, i);
      const handle = await page!.waitForFunction(
        (orderId) => {
          const w = window as unknown as {
            __eventAt: Record<number, number>;
            __cardAt: Record<number, number>;
            __publishedAt: Record<number, number>;
          };
          if (w.__cardAt[orderId] === undefined) return null;
          // the order's own read (GET /desk/orders/:id) between the event and the card: the wait for its answer
          const read = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.endsWith(`/desk/orders/${orderId}`));
          const answered = read ? (read as PerformanceResourceTiming).responseEnd - w.__eventAt[orderId] : 0;
          return { ms: w.__cardAt[orderId] - w.__eventAt[orderId], answered, published: w.__cardAt[orderId] - w.__publishedAt[orderId] };
        },
        id,
        { timeout: 30_000 },
      );
      const { ms: shown, answered, published } = (await handle.jsonValue()) as { ms: number; answered: number; published: number };
      onBoard.push(shown);
      fromPublished.push(published);
      orderRead.push(answered);
    }
    console.log(
      `desk board, 1,000 orders today (${IN_PROGRESS} in progress), ${CPU}× CPU: usable (every new order's accept buttons) ${ms(median(usable))} after navigation ` +
        `(runs ${usable.map(ms).join(', ')}) [≤ 500 ms], every order in progress on it by ${ms(median(whole))} ` +
        `[before record 018's addendum: both the same moment, 1.5 s quiet, 2.0–2.6 s loaded; 14 s for a capped 500]; a new order on the board ${ms(median(onBoard))} after its event ` +
        `(median of ${onBoard.length}, max ${ms(Math.max(...onBoard))}; its order's answer in by ${ms(median(orderRead))}; ${ms(median(fromPublished))} after it was published, max ${ms(Math.max(...fromPublished))}) [≤ 100 ms; before: 2.1 s] | medians: desk script run by ${ms(median(scriptDone))}, ` +
        `the board asked for at ${ms(median(asked))}, its answer in by ${ms(median(answered))}; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDeskBoard();

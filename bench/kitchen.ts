// The kitchen display on a busy day (issue 37): the board's 1,000 orders today (bench/desk-board.ts,
// tests/helpers/busy-day.ts), of which the accepted and cooking ones are the kitchen's cards. A cook,
// signed in, opens /en/desk/kitchen in Chromium at 4× CPU (CDP Emulation.setCPUThrottlingRate), each
// run in a fresh browser context, so every run is a first load with an empty cache. "JS" is what the
// network log says came over the wire for scripts (CDP Network.loadingFinished encodedDataLength, the
// browser asking for gzip only); "usable" is the frame after every card is in the page with its bump
// button enabled (the display renders in the browser, so a card there has its handlers), in the page's
// own time since navigation start. Beside them: the same-stack floor's first-load JS (bench/floor).
// bench/run.ts calls benchKitchen(); alone, `npx tsx bench/kitchen.ts` (npm run build first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { KITCHEN_STATUSES } from '../shared/order-status';
import { startServer, stopServer } from '../tests/e2e/server';
import { fillToday, MIX } from './desk-board';
import { addStaff, deskToken } from './desk';
import { usableTimes } from './desk-times';
import { floorFirstLoadJs } from './floor/floor';

const RUNS = Number(process.env.BENCH_KITCHEN_RUNS ?? 5);
const CPU = 4;
const COOK_PHONE = '65123457';
const CARDS = KITCHEN_STATUSES.reduce((sum, s) => sum + (MIX[s] ?? 0), 0);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${Math.round(x)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// in the page before its scripts: when every card is there and can be bumped (ms since navigation start)
function watchKitchen(expected: number) {
  const w = window as unknown as { __usableAt?: number };
  new MutationObserver(() => {
    if (w.__usableAt !== undefined) return;
    if (document.querySelectorAll('.kitchen-card .kitchen-bump:not([disabled])').length < expected) return;
    w.__usableAt = -1;
    requestAnimationFrame(() => setTimeout(() => (w.__usableAt = performance.now())));
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

interface Script {
  url: string;
  wire: number;
  encoding: string;
}

/** One first load in `context`: the scripts the network log saw, and when the cards were usable. */
async function firstLoad(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const responses = new Map<string, { url: string; type: string; encoding: string }>();
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    responses.set(e.requestId, { url: e.response.url, type: e.type, encoding: String(encoding) });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = responses.get(e.requestId);
    if (r && (r.type === 'Script' || new URL(r.url).pathname.endsWith('.js')))
      scripts.push({ url: r.url, wire: e.encodedDataLength, encoding: r.encoding });
  });
  await page.goto('/en/desk/kitchen', { waitUntil: 'commit' });
  const times = await usableTimes(page, '/kitchen/orders', 120_000);
  await page.close();
  return { ...times, scripts };
}

/** gzip -9 of the same files from dist/client, as bench/sizes.ts measures the storefront's. */
const gzipOfBuilt = (scripts: Script[]) =>
  scripts.reduce((sum, s) => {
    const file = path.join('dist/client', new URL(s.url).pathname);
    return sum + (fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }, 0);

export async function benchKitchen() {
  const server = await startServer({ LOG_LEVEL: 'info' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    await fillToday(server);
    addStaff(`file:${path.join(server.dataDir, 'shop.db')}`, 'cook', COOK_PHONE);
    const token = await deskToken(server, COOK_PHONE);
    const runs: Awaited<ReturnType<typeof firstLoad>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', serviceWorkers: 'block' });
      try {
        await context.addCookies([{ name: 'desk_session', value: token, url: server.url }]);
        await context.addInitScript(watchKitchen, CARDS);
        runs.push(await firstLoad(context));
      } finally {
        await context.close();
      }
    }
    const { scripts } = runs[0];
    const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join('/');
    const usable = runs.map((r) => r.usable);
    let floor = 'floor not built';
    try {
      floor = `same-stack floor's first-load JS ${kb(floorFirstLoadJs().gzipBytes)} gzip`;
    } catch {
      // bench/floor/dist exists once bench/run.ts (or buildFloor) has built it
    }
    console.log(
      `kitchen display, a cook's first load, 1,000 orders today (${CARDS} cards), ${CPU}× CPU: JS over the wire ${kb(wire)} ` +
        `(${encodings}) in ${scripts.length} files (gzip -9 of the same files ${kb(gzipOfBuilt(scripts))}) | ${floor}; ` +
        `cards usable ${ms(median(usable))} after navigation (runs ${usable.map(ms).join(', ')}) [board's goal ≤ 500 ms] | ` +
        `medians: desk script run by ${ms(median(runs.map((r) => r.dcl)))}, the kitchen's answer in by ` +
        `${ms(median(runs.map((r) => r.answered)))}; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchKitchen();

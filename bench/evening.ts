// The evening row of issue 35: a guest orders one dish from the home page through the guest checkout on
// a phone in Chromium (412×915, CDP network throttling, 4× CPU), as a first visit and as a repeat visit
// (the service worker installed by the first). Printed: the first "add" button visible, the tapped dish in
// the header basket (and how long after the tap), the checkout form usable, the confirmation shown
// (seconds from the start of the home page's navigation) and the bytes that went over the wire (counted by a
// proxy in front of the shop, the worker's own fetches too), by kind. `npm run bench -- evening`; EVENING_RUNS=n (3).
import { chromium, request, type Browser, type BrowserContext } from '@playwright/test';
import { dismissPromo } from '../tests/e2e/promo-helper';
import { byteProxy, type WireRequest } from './byte-proxy';
import { throttleWorkers } from './worker-throttle';
import { journey, s, STEP_TIMEOUT, type Counted, type Journey, type Link } from './evening-journey';
import { breakdown, formatBreakdown, watchWorkerFetches, WIRE_KINDS, type WireBreakdown } from './wire-breakdown';

export type { Journey, Link };

export const EVENING_LINKS: Link[] = [
  { label: '32 kbit/s, 280 ms', kbits: 32, latencyMs: 280, goals: { firstMs: 15_000, firstKb: 60, repeatMs: 4_000 } },
  { label: '400 kbit/s, 400 ms', kbits: 400, latencyMs: 400, goals: { firstMs: 6_000 } },
];
const TAP_GOAL_MS = 300;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b),
    mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function print(link: Link, visit: 'first' | 'repeat', runs: Journey[]) {
  const m = (key: Exclude<keyof Journey, 'wire'>) => median(runs.map((r) => r[key]));
  const wire = Object.fromEntries(WIRE_KINDS.map((k) => [k, median(runs.map((r) => r.wire[k]))])) as WireBreakdown;
  const goalMs = visit === 'first' ? link.goals.firstMs : link.goals.repeatMs;
  const goalKb = visit === 'first' ? link.goals.firstKb : undefined;
  console.log(
    `evening ${link.label}, ${visit} visit (median of ${runs.length}): add button ${s(m('buttonAt'))} | dish in the header basket ${s(m('basketAt'))}, ` +
      `${Math.round(m('tapShownMs'))} ms after the tap [≤ ${TAP_GOAL_MS} ms] | checkout usable ${s(m('checkoutAt'))} | ` +
      `confirmed ${s(m('confirmedAt'))}${goalMs ? ` [≤ ${s(goalMs)}]` : ''} | ${m('kb').toFixed(1)} KB over the wire${goalKb ? ` [≤ ${goalKb} KB]` : ''} ` +
      `(confirmed in runs: ${runs.map((r) => s(r.confirmedAt)).join(', ')}) | KB by kind (medians): ${formatBreakdown(wire)}`,
  );
}

const listWire = (requests: WireRequest[]) => {
  for (const r of requests)
    console.log(`  ${r.method} ${r.path} ${r.dest} ${((r.up + r.down) / 1024).toFixed(1)} KB (up ${r.up} B, down ${r.down} B)`);
};

/** The service worker of the first visit has its files (it activates once its precache is in). */
async function workerReady(context: BrowserContext, base: string) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/en/contacts`, { timeout: STEP_TIMEOUT });
    // activated: its activation's own fetches (the open pages, their homes, the live reads) are the first
    // visit's, not counted as the repeat's
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(async (registration) => {
          while (registration.active?.state !== 'activated') await new Promise((r) => setTimeout(r, 100));
        }),
        new Promise((r) => setTimeout(r, 60_000)),
      ]),
    );
  } finally {
    await page.close();
  }
}

/** Prints the evening rows: each link, first and repeat visit, medians of `runs` journeys. */
export async function benchEvening(shopUrl: string, runs = Number(process.env.EVENING_RUNS ?? 3)) {
  const proxy = await byteProxy(shopUrl);
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const api = await request.newContext({ baseURL: shopUrl });
  let phone = 64_100_000 + Math.floor(Math.random() * 800_000);
  try {
    // EVENING_KBITS=32: that link only (while working on it)
    for (const link of EVENING_LINKS.filter((l) => !process.env.EVENING_KBITS || l.kbits === Number(process.env.EVENING_KBITS))) {
      const results = { first: [] as Journey[], repeat: [] as Journey[] };
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 915 },
          isMobile: true,
          hasTouch: true,
          locale: 'en-US',
          serviceWorkers: 'allow',
        });
        try {
          await dismissPromo(context, api);
          const worker = watchWorkerFetches(context);
          const counted: Counted = {
            kb: () => (proxy.counted().down + proxy.counted().up) / 1024,
            wire: () => breakdown(proxy.requests(), worker.own()),
          };
          proxy.reset();
          worker.reset();
          results.first.push(await journey(context, proxy.url, link, counted, String(phone++)));
          // EVENING_WIRE=1: each request of the first visit as the proxy counted it (=repeat: of the repeat visit)
          if (process.env.EVENING_WIRE && process.env.EVENING_WIRE !== 'repeat') listWire(proxy.requests());
          // the repeat visit comes once the first visit's service worker holds its files (fetched unthrottled)
          await workerReady(context, proxy.url);
          proxy.reset();
          worker.reset();
          // the worker's own fetches at the link too (EVENING_WORKER_FREE=1: at loopback speed, as before)
          const workers = process.env.EVENING_WORKER_FREE ? undefined : await throttleWorkers(browser, link);
          try {
            results.repeat.push(await journey(context, proxy.url, link, counted, String(phone++), Boolean(process.env.EVENING_TRACE)));
          } finally {
            await workers?.stop();
          }
          if (process.env.EVENING_WIRE === 'repeat') listWire(proxy.requests());
        } finally {
          await context.close();
        }
      }
      print(link, 'first', results.first);
      print(link, 'repeat', results.repeat);
    }
  } finally {
    await browser.close();
    await api.dispose();
    await proxy.close();
  }
}

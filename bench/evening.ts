// The evening row of issue 35: a guest orders one dish from the home page through the guest checkout on
// a phone in Chromium (412×915, CDP network throttling, 4× CPU), as a first visit and as a repeat visit
// (the service worker installed by the first). Printed: the first "add" button visible, the tapped dish in
// the header basket (and how long after the tap), the checkout form usable, the confirmation shown
// (seconds from the start of the home page's navigation) and the bytes that went over the wire (counted by a
// proxy in front of the shop, the worker's own fetches too), by kind. `npm run bench -- evening`; EVENING_RUNS=n (3).
import { chromium, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dismissPromo } from '../tests/e2e/promo-helper';
import { byteProxy } from './byte-proxy';
import { breakdown, formatBreakdown, watchWorkerFetches, WIRE_KINDS, type WireBreakdown } from './wire-breakdown';

export interface Link {
  label: string;
  kbits: number;
  latencyMs: number;
  goals: { firstMs: number; firstKb?: number; repeatMs?: number };
}
export const EVENING_LINKS: Link[] = [
  { label: '32 kbit/s, 280 ms', kbits: 32, latencyMs: 280, goals: { firstMs: 15_000, firstKb: 60, repeatMs: 4_000 } },
  { label: '400 kbit/s, 400 ms', kbits: 400, latencyMs: 400, goals: { firstMs: 6_000 } },
];
const TAP_GOAL_MS = 300;
const STEP_TIMEOUT = 120_000;

export interface Journey {
  buttonAt: number;
  basketAt: number;
  /** from the tap's click event to the header's total changing, in the page's own clock */
  tapShownMs: number;
  checkoutAt: number;
  confirmedAt: number;
  kb: number;
  /** the bytes by what asked for them (bench/wire-breakdown.ts) */
  wire: WireBreakdown;
}

async function throttle(page: Page, context: BrowserContext, link: Link) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: (link.kbits * 1000) / 8,
    uploadThroughput: (link.kbits * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** One journey in a new page of `context`: home → add one dish → checkout → confirmation. */
type Counted = { kb(): number; wire(): WireBreakdown };
async function journey(context: BrowserContext, base: string, link: Link, counted: Counted, phone: string): Promise<Journey> {
  const page = await context.newPage();
  try {
    await throttle(page, context, link);
    // the tap and the first change of a basket total, as the page saw them
    await page.addInitScript(() => {
      const w = window as unknown as { __tapAt?: number; __shownAt?: number; __shift: number };
      // what moved the page before the tap (late stylesheet, pictures): the layout shifts' sum
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) if (w.__tapAt === undefined) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      addEventListener(
        'click',
        (event) => {
          if (event.isTrusted && w.__tapAt === undefined && (event.target as Element).closest?.('[data-price]'))
            w.__tapAt = performance.now();
        },
        true,
      );
      new MutationObserver((records) => {
        if (w.__tapAt === undefined || w.__shownAt !== undefined) return;
        if (records.some((r) => (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('[data-total]')))
          w.__shownAt = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const t0 = Date.now();
    const since = () => Date.now() - t0;
    await page.goto(`${base}/en`, { waitUntil: 'commit', timeout: STEP_TIMEOUT });
    const add = page.locator('main button[aria-label^="Add to basket: "]').first();
    await add.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
    const buttonAt = since();
    await add.tap({ timeout: STEP_TIMEOUT });
    const banner = page.getByRole('banner');
    await banner
      .locator('[data-total]')
      .filter({ hasNotText: /^0\.00/ })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
    const basketAt = since();
    const [tapShownMs, tapAt, paintedAt, shift] = await page.evaluate(() => {
      const w = window as unknown as { __tapAt?: number; __shownAt?: number; __shift: number };
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return [(w.__shownAt ?? Number.NaN) - (w.__tapAt ?? Number.NaN), w.__tapAt ?? Number.NaN, paint, w.__shift];
    });
    // the "add" tap waits for a painted, still card (a thumb taps what it sees): when did the page first paint?
    console.log(`  tap ${s(tapAt)}, first paint ${s(paintedAt)}, layout shift before the tap ${shift.toFixed(3)}`);
    // the header's basket: the panel (scripts) and its way to the checkout, or the checkout itself (HTML path)
    await banner.locator('.header-action--basket').click({ timeout: STEP_TIMEOUT });
    const name = page.getByRole('main').getByLabel('Name', { exact: true });
    const panelCheckout = page.locator('.basket-panel__checkout');
    await name.or(panelCheckout).first().waitFor({ timeout: STEP_TIMEOUT });
    if (await panelCheckout.isVisible()) await panelCheckout.click({ timeout: STEP_TIMEOUT });
    await name.waitFor({ timeout: STEP_TIMEOUT });
    const checkoutAt = since();
    const main = page.getByRole('main');
    await name.fill('Aýna', { timeout: STEP_TIMEOUT });
    const phoneField = main.getByLabel('Phone', { exact: true });
    await phoneField.click();
    await phoneField.pressSequentially(phone);
    await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
    await main.getByRole('button', { name: 'Place the order' }).click({ timeout: STEP_TIMEOUT });
    await main.getByRole('heading', { name: 'Thank you! Your order is placed' }).waitFor({ timeout: STEP_TIMEOUT });
    const confirmedAt = since();
    return { buttonAt, basketAt, tapShownMs, checkoutAt, confirmedAt, kb: counted.kb(), wire: counted.wire() };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b),
    mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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

/** The service worker of the first visit has its files (it activates once its precache is in). */
async function workerReady(context: BrowserContext, base: string) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/en/contacts`, { timeout: STEP_TIMEOUT });
    await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 60_000))]));
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
    for (const link of EVENING_LINKS) {
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
          // the repeat visit comes once the first visit's service worker holds its files (fetched unthrottled)
          await workerReady(context, proxy.url);
          proxy.reset();
          worker.reset();
          results.repeat.push(await journey(context, proxy.url, link, counted, String(phone++)));
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

// Lighthouse mobile (its default: simulated slow 4G and 4x CPU) on the shop's four main pages and on
// the same-stack floor (bench/floor), in Debian's Chromium. Medians of RUNS runs, and the worst run.
// `npm run bench` runs it with the rest; alone, after `npm run build`: `npx tsx bench/lighthouse.ts`.
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { GUEST_BASKET_KEY } from '../client/features/basket/guest-store';
import { KNOWN_PRODUCTS_KEY } from '../client/features/basket/known-products';
import { buildFloor, dishCardsOn, floorFirstLoadJs, startFloor } from './floor/floor';
import { firstLoadJs } from './sizes';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** the audits the performance score is weighed from (printed with LIGHTHOUSE_LONG_TASKS=1) */
const METRICS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

export interface PageTarget {
  label: string;
  path: string;
  /** localStorage to put in place before the run (the origin's storage is cleared first), from the shop at `origin` */
  storage?: (origin: string) => Promise<Record<string, string>>;
  /** page module whose first-load JS is reported beside the scores */
  module?: string;
  /** false for a page without the shop's code (the floor); a shop page that never hydrates fails its run */
  hydrates?: boolean;
  /** why the SEO category is not counted for this page (it is left out of the runs and the verdict) */
  seoNotCounted?: string;
}

/**
 * A guest's basket as the app keeps it once the shopper has added dishes: the quantities and the
 * dishes as last seen (client/features/basket/known-products.ts), in the page's language, as the
 * dishes query answers them.
 */
async function filledBasket(origin: string, basket: Record<number, number>, locale = 'ru') {
  const ids = Object.keys(basket).join(',');
  const response = await fetch(`${origin}/back/api/v1/products?limit=100&ids=${encodeURIComponent(ids)}&localized=1`, {
    headers: { 'Accept-Language': locale },
  });
  const { data } = (await response.json()) as { data: { id: number }[] };
  return {
    [GUEST_BASKET_KEY]: JSON.stringify(basket),
    [KNOWN_PRODUCTS_KEY]: JSON.stringify(Object.fromEntries(data.map((product) => [String(product.id), product]))),
  };
}

/** The shop's pages: checkout with a filled guest basket, as the app keeps it (localStorage). */
export const SHOP_PAGES: PageTarget[] = [
  { label: 'home', path: '/', module: 'home' },
  { label: 'product list', path: '/products?category=1', module: 'products' },
  { label: 'product', path: '/products/1', module: 'product' },
  {
    label: 'checkout',
    path: '/checkout',
    module: 'checkout',
    storage: (origin) => filledBasket(origin, { 1: 2, 3: 1 }),
    // Lighthouse's SEO category marks a noindex page down by design; keeping a form out of search results
    // is the shop's policy (storefront spec, issue 38 item 20), so that score would only measure the policy
    seoNotCounted: 'noindex and Disallow by policy: the checkout is not for search engines',
  },
];

interface Run {
  scores: Record<Category, number>;
  tbtMs: number;
  lcpMs: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Lighthouse's own failure to record a run (e.g. NO_NAVSTART on a busy machine): the run is made again. */
class LighthouseRuntimeError extends Error {}

async function runMeasured(browser: Browser, port: number, url: string, target: PageTarget): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(browser, port, url, target);
    } catch (err) {
      if (!(err instanceof LighthouseRuntimeError) || attempt === 3) throw err;
      console.log(`    ${err.message}: run again`);
    }
  }
}

/** The elements an audit failed on, as Lighthouse names them (selector and a snippet), so a rare failure can be found. */
function failingNodes(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
  const nodes = items.flatMap((item) => (item.node ? [`${item.node.selector} ${item.node.snippet?.slice(0, 120)}`] : []));
  return nodes.length ? ` (${nodes.slice(0, 3).join('; ')})` : '';
}

async function runOnce(browser: Browser, port: number, url: string, { storage, hydrates = true, seoNotCounted }: PageTarget): Promise<Run> {
  const categories = CATEGORIES.filter((c) => !(seoNotCounted && c === 'seo'));
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    const cdp = await page.createCDPSession();
    // a first visit: empty cache and storage, then the basket the shopper filled
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (storage) {
      await page.goto(`${origin}/robots.txt`);
      const entries = Object.entries(await storage(origin));
      await page.evaluate((stored) => stored.forEach(([k, v]) => localStorage.setItem(k, v)), entries);
      await cdp.send('Network.clearBrowserCache');
    }
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    // a page whose code never ran scores well for nothing: no blocking time, nothing to wait for
    if (hydrates)
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', { timeout: 15_000 })
        .catch(() => Promise.reject(new Error(`${url} never hydrated: its scores would be a dead page's`)));
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // a category not run scores NaN: it can neither pass nor fail the page
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, categories.includes(c) ? (lhr.categories[c]?.score ?? 0) : NaN])) as Record<
      Category,
      number
    >;
    const failed = categories
      .filter((c) => c !== 'performance' && scores[c] < 1)
      .flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}${failingNodes(lhr.audits[ref.id].details)}`),
      );
    if (failed.length) console.log(`    ${url} failed audits: ${failed.join(', ')}`);
    for (const item of (lhr.audits['errors-in-console'].details as { items?: { source?: string; description?: string }[] } | undefined)
      ?.items ?? [])
      console.log(`    console: ${item.source}: ${item.description?.slice(0, 200)}`);
    if (process.env.LIGHTHOUSE_LONG_TASKS)
      for (const item of (
        lhr.audits['long-tasks'].details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined
      )?.items ?? [])
        console.log(`    long task: ${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms, ${item.url}`);
    if (process.env.LIGHTHOUSE_LONG_TASKS)
      console.log(
        `    metrics (value → score): ${METRICS.map((id) => `${id} ${lhr.audits[id].numericValue?.toFixed(id === 'cumulative-layout-shift' ? 3 : 0)} → ${lhr.audits[id].score}`).join(', ')}` +
          `; shifted:${failingNodes(lhr.audits['layout-shifts']?.details) || ' nothing'}`,
      );
    if (process.env.LIGHTHOUSE_LONG_TASKS)
      console.log(
        `    FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0)} ms, speed index ${Math.round(lhr.audits['speed-index'].numericValue ?? 0)} ms, LCP phases ${JSON.stringify(
          lhr.audits['largest-contentful-paint-element']?.details,
        )
          .replace(/"(type|valueType|key|label|headings)":/g, '')
          .slice(0, 900)}; render-blocking ${JSON.stringify(lhr.audits['render-blocking-resources']?.details).slice(0, 300)}`,
      );
    // LIGHTHOUSE_BREAKDOWN=1: the main thread's time by kind, and each script's (total/scripting/compile)
    if (process.env.LIGHTHOUSE_BREAKDOWN)
      console.log(
        `    main thread: ${((lhr.audits['mainthread-work-breakdown'].details as { items?: { groupLabel?: string; duration?: number }[] })?.items ?? []).map((i) => `${i.groupLabel} ${Math.round(i.duration ?? 0)}`).join(', ')}\n` +
          `    scripts: ${((lhr.audits['bootup-time'].details as { items?: { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }[] })?.items ?? []).map((i) => `${i.url?.split('/').pop()} ${Math.round(i.total ?? 0)}/${Math.round(i.scripting ?? 0)}/${Math.round(i.scriptParseCompile ?? 0)}`).join(', ')}`,
      );
    return {
      scores,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    };
  } finally {
    await page.close();
  }
}

export interface PageResult {
  label: string;
  runs: Run[];
  medianPerformance: number;
  worstPerformance: number;
  medianTbtMs: number;
  medianLcpMs: number;
  others: Record<Exclude<Category, 'performance'>, number>;
}

/** Lighthouse mobile, RUNS times per page, against `base`. */
export async function lighthousePages(base: string, pages: PageTarget[]): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const results: PageResult[] = [];
    for (const target of pages) {
      const runs: Run[] = [];
      await runMeasured(browser, chrome.port, base + target.path, target); // warm the server, not measured
      for (let i = 0; i < RUNS; i++) runs.push(await runMeasured(browser, chrome.port, base + target.path, target));
      const perf = runs.map((r) => r.scores.performance);
      results.push({
        label: target.label,
        runs,
        medianPerformance: median(perf),
        worstPerformance: Math.min(...perf),
        medianTbtMs: median(runs.map((r) => r.tbtMs)),
        medianLcpMs: median(runs.map((r) => r.lcpMs)),
        others: {
          accessibility: Math.min(...runs.map((r) => r.scores.accessibility)),
          'best-practices': Math.min(...runs.map((r) => r.scores['best-practices'])),
          seo: Math.min(...runs.map((r) => r.scores.seo)),
        },
      });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const pct = (score: number) => Math.round(score * 100);

function print(label: string, r: PageResult, firstLoadKb?: number, seoNotCounted?: string) {
  const seo = seoNotCounted ? `SEO not counted (${seoNotCounted})` : `SEO ${pct(r.others.seo)}`;
  console.log(
    `${label} ${r.label}: performance median ${pct(r.medianPerformance)} [≥ 99], worst ${pct(r.worstPerformance)} [≥ 97]; ` +
      `accessibility ${pct(r.others.accessibility)}, best practices ${pct(r.others['best-practices'])}, ${seo} (worst runs) [100]; ` +
      `TBT median ${Math.round(r.medianTbtMs)} ms [≤ 60]; LCP median ${Math.round(r.medianLcpMs)} ms` +
      (firstLoadKb === undefined ? '' : `; first-load JS ${firstLoadKb.toFixed(1)} KB gzip [≤ 100]`),
  );
}

/** The shop at `shopUrl` and the floor, in one run; prints the table rows and the ratios. */
export async function benchLighthouse(shopUrl: string, { floorBuilt = false } = {}) {
  if (!floorBuilt) await buildFloor();
  const floor = await startFloor();
  try {
    const floorJs = floorFirstLoadJs().gzipBytes / 1024;
    console.log(`-- Lighthouse ${RUNS}× per page, mobile (simulated slow 4G, 4× CPU), Chromium headless`);
    if (!process.env.LIGHTHOUSE_PAGES) {
      // the floor's almost empty page, and its menu with as many of the shop's cards as the shop's home
      // shows: what the stack itself scores with that much on the page
      const cards = dishCardsOn(await (await fetch(`${shopUrl}/`)).text());
      for (const result of await lighthousePages(floor.url, [
        { label: 'floor page', path: '/', hydrates: false },
        { label: `floor menu, ${cards} cards`, path: `/menu?cards=${cards}`, hydrates: false },
      ]))
        print('floor', result, floorJs);
    }
    // LIGHTHOUSE_PAGES=home,checkout runs only those (while working on one page)
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const result of await lighthousePages(
      shopUrl,
      SHOP_PAGES.filter((p) => !only || only.includes(p.label)),
    )) {
      const target = SHOP_PAGES.find((p) => p.label === result.label);
      const sizes = target?.module ? firstLoadJs() : undefined;
      const js = sizes && sizes.gzipBytes / 1024;
      print('shop', result, js, target?.seoNotCounted);
      if (sizes && js !== undefined)
        console.log(
          `    first-load JS vs the floor: ${(js / floorJs).toFixed(2)}× (${js.toFixed(1)} / ${floorJs.toFixed(1)} KB gzip); ` +
            `sent to the browser as the build's Brotli: ${(sizes.sentBytes / 1024).toFixed(1)} KB`,
        );
    }
  } finally {
    await floor.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startServer, stopServer } = await import('../tests/e2e/server');
  const server = await startServer();
  try {
    await benchLighthouse(server.url);
  } finally {
    await stopServer(server);
  }
}

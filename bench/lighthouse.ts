// Lighthouse mobile (its default: simulated slow 4G and 4x CPU) on the shop's four main pages and on
// the same-stack floor (bench/floor), in Debian's Chromium. Medians of RUNS runs, and the worst run.
// `npm run bench` runs it with the rest; alone, after `npm run build`: `npx tsx bench/lighthouse.ts`.
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { GUEST_BASKET_KEY } from '../client/features/basket/guest-store';
import { KNOWN_PRODUCTS_KEY } from '../client/features/basket/known-products';
import { buildFloor, dishCardsOn, floorFirstLoadJs, startFloor } from './floor/floor';
import { type Category, type PageTarget, type Run, runMeasured } from './lighthouse-run';
import { firstLoadJs } from './sizes';

export type { PageTarget };

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

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

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

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
    // LIGHTHOUSE_PAGES alone leaves the floor out; with LIGHTHOUSE_FLOOR=1 it runs first, as in the full row
    if (!process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_FLOOR) {
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

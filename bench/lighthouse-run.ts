// One Lighthouse run of one page, as bench/lighthouse.ts makes them: a first visit (empty cache and
// storage, then the page's own localStorage), its four category scores, TBT and LCP, and what it
// failed on, printed. Diagnostics: LIGHTHOUSE_LONG_TASKS=1 and LIGHTHOUSE_BREAKDOWN=1.
import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** the audits the performance score is weighed from (printed with LIGHTHOUSE_LONG_TASKS=1) */
const METRICS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

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

export interface Run {
  scores: Record<Category, number>;
  tbtMs: number;
  lcpMs: number;
}

/** Lighthouse's own failure to record a run (e.g. NO_NAVSTART on a busy machine): the run is made again. */
class LighthouseRuntimeError extends Error {}

/** One run of the page at `url`; a run Lighthouse itself failed to record is made again, up to three times. */
export async function runMeasured(browser: Browser, port: number, url: string, target: PageTarget): Promise<Run> {
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

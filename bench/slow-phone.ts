// The slow-phone row of issue 13: Chromium with CDP network emulation (400 kbit/s, 400 ms round trip)
// and 4× CPU throttling loads the home page, and taps "add to basket" from the first moment such a button
// exists, each tap on another dish, until the page has been interactive for a while. A tap "works" when
// its dish ends up in the basket (applied at once or replayed after hydration); a tap whose dish is not
// in the basket at the end is lost, one whose dish is in twice is doubled.
// Times are the page's own (performance.now() of each tap's click event, ms since navigation start).
// Run alone: `npx tsx bench/slow-phone.ts` (own server), or as part of `npm run bench`.
import { chromium, type Browser } from '@playwright/test';
import { dismissPromo } from '../tests/e2e/promo-helper';

const GUEST_BASKET_KEY = 'shop.basket.v2';
const ADD_LABEL = 'Add to basket: ';
const TAP_EVERY_MS = 250;
/** taps go on this long after the page became interactive (taps then take the normal way) */
const AFTER_HYDRATION_MS = 1500;

export interface SlowPhoneRun {
  /** ms from navigation start until the first "add to basket" button was in the DOM */
  buttonAt: number;
  /** ms until the app had hydrated */
  hydratedAt: number;
  /** ms of the first tap whose dish reached the basket */
  firstWorkingTapAt: number | null;
  /** ms of the first tap the page received */
  firstTapAt: number | null;
  taps: number;
  lost: number;
  doubled: number;
}

async function oneRun(browser: Browser, baseURL: string, earlyContract: boolean): Promise<SlowPhoneRun> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block', // every run is a first visit
  });
  try {
    await dismissPromo(context, context.request);
    // every tap as the page saw it: its time (ms since navigation start) and button; and when it hydrated
    await context.addInitScript((dropBeforeHydration: boolean) => {
      const w = window as unknown as { __benchTaps: { label: string; at: number }[]; __benchHydratedAt?: number };
      w.__benchTaps = [];
      window.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest?.('button');
          if (event.isTrusted && button) w.__benchTaps.push({ label: button.getAttribute('aria-label') ?? '', at: performance.now() });
          // the reference: taps before hydration reach no one, as on a page without the inline early contract
          if (dropBeforeHydration && document.documentElement.dataset.hydrated !== 'true') event.stopImmediatePropagation();
        },
        true,
      );
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        w.__benchHydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    }, !earlyContract);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const t0 = Date.now();
    const since = () => Date.now() - t0;
    await page.goto('/en', { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(`button[aria-label^="${ADD_LABEL}"]`).first().waitFor({ state: 'attached', timeout: 60_000 });
    const buttonAt = since();

    const taps: { label: string; id: number; at: number }[] = [];
    let hydratedAt: number | null = null;
    while (since() < 60_000) {
      const tapped = taps.map((t) => t.label);
      // the next dish not tapped yet whose "add to basket" button is on the page
      const next = await page.evaluate(
        ([prefix, done]) => {
          for (const button of document.querySelectorAll<HTMLButtonElement>(`button[aria-label^="${prefix}"]`)) {
            const label = button.getAttribute('aria-label')!;
            const link = button.closest('article')?.querySelector<HTMLAnchorElement>('a[href*="product_id="]');
            const id = Number(new URL(link?.href ?? '', location.href).searchParams.get('product_id'));
            if (!done.includes(label) && id > 0 && button.checkVisibility()) return { label, id };
          }
          return null;
        },
        [ADD_LABEL, tapped] as const,
      );
      if (!next) break;
      const at = since();
      await page.locator(`button[aria-label="${next.label}"]`).first().tap({ timeout: 10_000 });
      taps.push({ ...next, at });
      if (hydratedAt === null && (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true'))) hydratedAt = since();
      if (hydratedAt !== null && since() > hydratedAt + AFTER_HYDRATION_MS) break;
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    hydratedAt ??= since();
    // replayed taps and the last ones settle within a moment of hydration
    await page.waitForTimeout(1500);
    // version 2: lines of dish + choices; a card adds the dish alone (choices [])
    const basket = await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"lines":[]}') as { lines: { product_id: number; quantity: number }[] };
      return Object.fromEntries(stored.lines.map((l) => [l.product_id, l.quantity])) as Record<string, number>;
    }, GUEST_BASKET_KEY);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __benchTaps: { label: string; at: number }[]; __benchHydratedAt?: number };
      return { taps: w.__benchTaps, hydratedAt: w.__benchHydratedAt };
    });
    const idOf = new Map(taps.map((t) => [t.label, t.id]));
    const pageTaps = seen.taps.filter((t) => idOf.has(t.label));
    const landed = pageTaps.filter((t) => (basket[idOf.get(t.label)!] ?? 0) > 0);
    return {
      buttonAt,
      hydratedAt: seen.hydratedAt ?? hydratedAt,
      firstWorkingTapAt: landed.length ? Math.min(...landed.map((t) => t.at)) : null,
      firstTapAt: pageTaps.length ? Math.min(...pageTaps.map((t) => t.at)) : null,
      taps: pageTaps.length,
      lost: pageTaps.length - landed.length,
      doubled: Object.values(basket).filter((q) => q > 1).length,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);

/** Prints the slow-phone row: median first working tap, taps lost, with and without the early contract. */
export async function benchSlowPhone(baseURL: string, runs = Number(process.env.SLOW_PHONE_RUNS ?? 5)) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    for (const early of [true, false]) {
      const results: SlowPhoneRun[] = [];
      for (let i = 0; i < (early ? runs : Math.max(1, Math.ceil(runs / 2))); i++) results.push(await oneRun(browser, baseURL, early));
      const working = results.map((r) => r.firstWorkingTapAt ?? Number.POSITIVE_INFINITY);
      const lost = results.reduce((n, r) => n + r.lost, 0);
      const doubled = results.reduce((n, r) => n + r.doubled, 0);
      const taps = results.reduce((n, r) => n + r.taps, 0);
      console.log(
        `slow phone ${early ? 'with the early tap contract' : 'reference, taps before hydration dropped'}: first working tap ${s(median(working))} ` +
          `(runs ${working.map(s).join(', ')}) | button in DOM ${s(median(results.map((r) => r.buttonAt)))}, hydrated ${s(median(results.map((r) => r.hydratedAt)))} ` +
          `first tap ${s(median(results.map((r) => r.firstTapAt ?? Number.POSITIVE_INFINITY)))} | ${taps} taps in ${results.length} runs, ${lost} lost, ${doubled} doubled${early ? ' [≤ 3 s, none lost, none doubled]' : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer, stopServer } = await import('../tests/e2e/server');
  const server = await startServer({ LOG_LEVEL: 'info' });
  try {
    await benchSlowPhone(server.url);
  } finally {
    await stopServer(server);
  }
}

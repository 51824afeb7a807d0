// One journey of the evening row (evening.ts): a new page of the context, throttled, from the home page's
// navigation to the confirmation, with the moments the row prints.
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { WireBreakdown } from './wire-breakdown';

export interface Link {
  label: string;
  kbits: number;
  latencyMs: number;
  goals: { firstMs: number; firstKb?: number; repeatMs?: number };
}

export const STEP_TIMEOUT = 120_000;

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

/** What the proxy counted since its reset: all of it, and by kind. */
export type Counted = { kb(): number; wire(): WireBreakdown };

export const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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

/** EVENING_TRACE=1: each request of the repeat visit, when it started and ended, and who answered it. */
function traceRequests(context: BrowserContext, since: () => number) {
  const started = new Map<Request, number>();
  context.on('request', (request) => void started.set(request, since()));
  context.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null);
    const by = request.serviceWorker() ? 'worker→net' : response?.fromServiceWorker() ? 'worker' : 'net';
    const path = new URL(request.url()).pathname + new URL(request.url()).search;
    console.log(`  ${s(started.get(request) ?? 0)}–${s(since())} ${request.method()} ${path} ${response?.status() ?? ''} (${by})`);
  });
}

/** One journey in a new page of `context`: home → add one dish → checkout → confirmation. */
export async function journey(
  context: BrowserContext,
  base: string,
  link: Link,
  counted: Counted,
  phone: string,
  trace = false,
): Promise<Journey> {
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
    if (trace) traceRequests(context, since);
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
    if (trace) console.log(`  basket ${s(basketAt)}, checkout ${s(checkoutAt)}, confirmed ${s(confirmedAt)}`);
    return { buttonAt, basketAt, tapShownMs, checkoutAt, confirmedAt, kb: counted.kb(), wire: counted.wire() };
  } finally {
    await page.close();
  }
}

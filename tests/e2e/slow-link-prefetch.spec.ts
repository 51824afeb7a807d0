import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 35: on a slow link scripts never compete with the shopper (client/browser/prefetch-policy.ts).
// The home page's pictures are held so that its load event comes late, the shopper's first key opens
// the page's scripts meanwhile, and once they have hydrated the shopper points at a link (its page's
// code is preloaded) and scrolls to the menu's next sections (fetched near the viewport). With CDP
// throttling (which Chromium reports as an effective type of 3g) none of those prefetches, nor the
// dictionary's other words or the service worker, starts before the load event; they start after it.
// On an unthrottled link the same hover preloads at once: the policy waits only where it should.

/** what the page fetches ahead of need, by URL */
const PREFETCHES: [string, RegExp][] = [
  ['the hovered link page code', /\/assets\/content-page-[\w-]+\.js$/],
  ['the menu next sections', /\/back\/api\/v1\/categories\?.*page=2/],
  ['the other words', /\/assets\/en\.(rest|all)\.storefront-[\w-]+\.js$/],
  ['the service worker', /\/service-worker\.js$/],
];

/** Request start times and the load event, in CDP's clock (seconds). */
async function watchRequests(page: Page, cdp: CDPSession) {
  const requests: { url: string; at: number }[] = [];
  let loadAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', (e) => requests.push({ url: e.request.url, at: e.timestamp }));
  cdp.on('Page.loadEventFired', (e) => void (loadAt = e.timestamp));
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  return { requests, loadAt: () => loadAt };
}

/** Holds the page's pictures (and so its load event) until `release()`. */
async function holdPictures(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(images|media)\//, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Opens the home page's scripts with a key before its load, then hovers a link and scrolls to the next sections. */
async function reachForPrefetches(page: Page) {
  // the page is parsed: its start has run (on a slow link it holds the entry until a touch the HTML path does not
  // answer, 025; on a fast one the entry has started) and listens for the first touch
  await page.goto('/en', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading', undefined, { timeout: 60_000 });
  await page.keyboard.press('Shift'); // the hydration gate opens at a first key (hydration-gate.ts, lite-start-script.ts)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 90_000 });
  const beforeLoad = await page.evaluate(() => document.readyState !== 'complete');
  await page.locator('footer a[href="/en/contacts"]').hover();
  // (on a fast link the next sections come at once and the link goes)
  await page.evaluate(() => document.querySelector('.menu-more a')?.scrollIntoView());
  return beforeLoad;
}

test('on a slow link no prefetch starts before the load event; they start after it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  const seen = await watchRequests(page, cdp);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  const release = await holdPictures(page);
  expect(await reachForPrefetches(page), 'the shopper reached for them before the load event').toBe(true);
  await page.waitForTimeout(2_000); // time enough for a prefetch that would not wait to start
  release();
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 60_000 });
  // the ones asked for: the hovered link's code, the next sections, the words (the worker waits for 20 quiet seconds)
  for (const [what, url] of PREFETCHES.slice(0, 3))
    await expect
      .poll(() => seen.requests.some((r) => url.test(r.url)), { message: `${what} is fetched after load`, timeout: 30_000 })
      .toBe(true);
  const load = seen.loadAt();
  expect(Number.isFinite(load)).toBe(true);
  const early = seen.requests.filter((r) => r.at < load && PREFETCHES.some(([, url]) => url.test(r.url)));
  expect(early.map((r) => r.url)).toEqual([]);
});

test('on a fast link a hover preloads the page at once, before the load event', async ({ page, context }) => {
  test.setTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  const seen = await watchRequests(page, cdp);
  const release = await holdPictures(page);
  expect(await reachForPrefetches(page)).toBe(true);
  await expect.poll(() => seen.requests.some((r) => PREFETCHES[0][1].test(r.url))).toBe(true);
  release();
  const preload = seen.requests.find((r) => PREFETCHES[0][1].test(r.url))!;
  expect(preload.at).toBeLessThan(seen.loadAt());
});

import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { ENTRY_SCRIPT, holdRequests } from './held-requests';
import { DESKTOP, png } from './layout-helpers';

// Issue 13: Lighthouse scored the checkout 96–98 on a phone for one reason, a layout shift of 0.09: the
// server sends a guest a short "loading" page (the basket is in the browser), and when the form replaced
// it the footer, in view under it, jumped down. The shifts are read as the browser reports them to
// Lighthouse: every layout-shift entry from the first paint on, except those right after input.
test.describe('the checkout builds its form without moving what is in view', () => {
  // layout shifts are not in the performance timeline's buffer: a buffered observer gets them all
  const layoutShifts = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }[]>((resolve) => {
          // two frames: a shift of the last render is reported
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const observer = new PerformanceObserver((list) => {
                observer.disconnect();
                type Rect = { x: number; y: number; width: number; height: number };
                const entries = list.getEntries() as unknown as {
                  value: number;
                  hadRecentInput: boolean;
                  sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
                }[];
                const at = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
                resolve(
                  entries
                    .filter((e) => !e.hadRecentInput)
                    .map((e) => ({
                      value: Math.round(e.value * 1000) / 1000,
                      moved: e.sources.map(
                        (s) =>
                          `${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)} ${at(s.previousRect)} → ${at(s.currentRect)}`,
                      ),
                    })),
                );
              });
              observer.observe({ type: 'layout-shift', buffered: true });
              // no shift at all: the observer is never called
              setTimeout(() => {
                observer.disconnect();
                resolve([]);
              }, 500);
            }),
          );
        }),
    );

  /**
   * Opens the checkout as a first visit on a slow link does: the server's page is painted before the
   * shop's code runs (its entry is held until the first contentful paint), then it hydrates.
   */
  async function openPaintedFirst(page: Page) {
    const entry = await holdRequests(page, ENTRY_SCRIPT);
    // on a desktop the address map is in view at once
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: png }));
    await page.goto('/en/checkout', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    entry.release();
    await waitForHydration(page);
    await page.unroute(/\/assets\/entry-client-[^/]*\.js$/);
  }

  for (const [device, size] of [
    ['a phone', { width: 412, height: 823 }], // Lighthouse's mobile screen
    ['a desktop', DESKTOP],
  ] as const) {
    test(`on ${device}, with dishes in the basket and with none`, async ({ page }) => {
      await page.setViewportSize(size);
      await openPaintedFirst(page);
      await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
      expect(await layoutShifts(page), 'an empty basket').toEqual([]);

      await page.evaluate(() => localStorage.setItem('shop.basket.v1', JSON.stringify({ 1: 2, 3: 1 })));
      await openPaintedFirst(page);
      await expect(page.getByRole('main').getByRole('button', { name: 'Place the order' })).toBeVisible();
      expect(await layoutShifts(page), 'a filled basket').toEqual([]);
    });
  }
});

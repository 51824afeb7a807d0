import type { Page } from '@playwright/test';

/**
 * Holds every request of `page` whose URL matches `pattern` until `release()` (a slow link, made as slow
 * as the test needs); `asked()` tells whether one was made. A held request of a page already gone is
 * dropped quietly. Never releasing holds them for good (an image that never finishes).
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(pattern, async (route) => {
    asked = true;
    await released;
    await route.continue().catch(() => {});
  });
  return { release, asked: () => asked };
}

/** The browser entry script: the page renders and takes taps, but no code of the shop runs until it is released. */
export const ENTRY_SCRIPT = /\/assets\/entry-client-[^/]*\.js$/;

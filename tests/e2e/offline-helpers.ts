import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The worker controls the page and has kept the page it was registered from. */
export async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url())).toBe(true);
}

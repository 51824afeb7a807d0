import type { Page } from '@playwright/test';
import { storedGuestBasket } from './guest-basket-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { ENTRY_SCRIPT, holdRequests } from './held-requests';

// Issue 13, item 3: the first load is the stack and the start-up code; the shop's part of the page (its
// state, header, footer and the page itself: client/app/shop-part.tsx) with the page's code and words
// comes once the browser is idle after the load event, or at the shopper's first touch. Its server HTML
// is hydrated in place, never thrown away and rendered again.

/** dish photos: held, they hold the load event back */
const IMAGES = /\/(media|images|uploads)\//;
const PART = /\/assets\/(shop-part|home|dish-card)-[^/]*\.js$/;

/** Marks the server's nodes as the parser makes them, so a re-render (new nodes) shows. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const selector of ['header', 'main', 'footer', 'main article button'])
        (document.querySelector(selector) as (Element & { fromServer?: boolean }) | null)!.fromServer = true;
    });
    addEventListener('load', () => ((window as { loadedAt?: number }).loadedAt = performance.now()));
  });
}
const keptServerNodes = (page: Page) =>
  page.evaluate(() =>
    ['header', 'main', 'footer', 'main article button'].filter(
      (selector) => (document.querySelector(selector) as (Element & { fromServer?: boolean }) | null)?.fromServer === true,
    ),
  );

test("the shop's part loads after the load event and hydrates the server's page in place", async ({ page }) => {
  await markServerNodes(page);
  const partRequests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (PART.test(request.url())) partRequests.push({ url: request.url(), at: Date.now() });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en');
  await waitForHydration(page);
  // the page's code and the shop's part came, each after the load event (its timestamp in the page's clock)
  const loadedAt = await page.evaluate(() => performance.timeOrigin + (window as { loadedAt?: number }).loadedAt!);
  expect(
    partRequests
      .map((r) =>
        new URL(r.url).pathname
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.js$/, ''),
      )
      .sort(),
  ).toEqual(expect.arrayContaining(['dish-card', 'home', 'shop-part']));
  for (const request of partRequests) expect(request.at).toBeGreaterThanOrEqual(Math.floor(loadedAt));
  expect(await keptServerNodes(page)).toEqual(['header', 'main', 'footer', 'main article button']);
  // and it works: a dish goes into the basket, the header says so
  await page.getByRole('main').getByRole('button', { name: 'Add to basket: Plov' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /45\.00 TMT/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap before the part has loaded brings it at once and is replayed once', async ({ page }) => {
  await markServerNodes(page);
  // the load event is held back (an image that never finishes), so only the tap can bring the part
  const images = await holdRequests(page, IMAGES);
  // and the part's code waits until the pending mark has been seen (on a fast machine the replay
  // would otherwise clear it before anyone could look)
  const part = await holdRequests(page, /\/assets\/shop-part-[^/]*\.js$/);
  await page.goto('/en', { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: 'Add to basket: Plov' }).first();
  await expect(add).toBeAttached();
  // the load event has not come, so nothing but a tap can bring the part
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(part.asked()).toBe(false);
  await add.click();
  await expect(add).toHaveAttribute('data-tap-pending', ''); // shown at once
  await expect.poll(part.asked).toBe(true); // and the tap asked for the part
  part.release();
  await waitForHydration(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(page.getByRole('main').getByRole('group', { name: 'Plov: quantity' }).first()).toContainText('1');
  expect(await storedGuestBasket(page)).toEqual({ 1: 1 });
  expect(await keptServerNodes(page)).toEqual(expect.arrayContaining(['header', 'main', 'footer']));
  images.release();
});

test('a tap made before the start-up code ran brings the part without waiting for the load event', async ({ page }) => {
  // images never finish (no load event), and the start-up code waits until the tap has been made
  await holdRequests(page, IMAGES);
  const entry = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/en', { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: 'Add to basket: Plov' }).first();
  await add.click();
  await expect(add).toHaveAttribute('data-tap-pending', '');
  entry.release();
  await waitForHydration(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(page.getByRole('main').getByRole('group', { name: 'Plov: quantity' }).first()).toContainText('1');
  expect(await storedGuestBasket(page)).toEqual({ 1: 1 });
});
